import { and, eq, sql } from 'drizzle-orm';
import { ZSavedRecipeSchema, type TSavedRecipe } from '../../../domain/recipe.ts';
import { applyOnce } from '../../db/apply-once.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE, toSavedRecipe } from '../../db/recipe-row.ts';
import { getRecipe } from './get-recipe.ts';

/**
 * Sets the rating; sending the current rating again clears it to 0, in one statement. A star tapped
 * offline and sent again (same `clientId`) is applied once: a second toggle would clear it.
 */
export async function rateRecipe(db: TDatabase, userId: string, recipeId: string, rating: number, clientId?: string): Promise<TSavedRecipe> {
  const options = { userId, clientId, schema: ZSavedRecipeSchema, readReplay: (tx: TDatabase) => getRecipe(tx, userId, recipeId) };
  return applyOnce(db, options, async (tx) => {
    const [row] = await tx
      .update(recipe)
      .set({
        rating: sql`case when ${recipe.rating} = ${rating} then 0 else ${rating} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
    return toSavedRecipe(row);
  });
}

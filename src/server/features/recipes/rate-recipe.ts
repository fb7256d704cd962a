import { and, eq, sql } from 'drizzle-orm';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE, toSavedRecipe } from '../../db/recipe-row.ts';

/** Sets the rating; sending the current rating again clears it to 0, in one statement. */
export async function rateRecipe(db: TDatabase, userId: string, recipeId: string, rating: number): Promise<TSavedRecipe> {
  const [row] = await db
    .update(recipe)
    .set({
      rating: sql`case when ${recipe.rating} = ${rating} then 0 else ${rating} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
  return toSavedRecipe(row);
}

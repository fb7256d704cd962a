import { and, eq } from 'drizzle-orm';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE, toSavedRecipe, type TRecipeRow } from '../../db/recipe-row.ts';

/** The caller's own recipe row; another user's id is indistinguishable from a missing one. */
export async function findOwnRecipeRow(db: TDatabase, userId: string, recipeId: string): Promise<TRecipeRow> {
  const [row] = await db
    .select()
    .from(recipe)
    .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
  return row;
}

export async function getRecipe(db: TDatabase, userId: string, recipeId: string): Promise<TSavedRecipe> {
  return toSavedRecipe(await findOwnRecipeRow(db, userId, recipeId));
}

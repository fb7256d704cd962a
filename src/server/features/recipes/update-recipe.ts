import { and, eq, sql } from 'drizzle-orm';
import type { TRecipeFields, TSavedRecipe } from '../../../domain/recipe.ts';
import { deriveTotalMinutes } from '../../../domain/recipe-time.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE } from './get-recipe.ts';
import { toSavedRecipe } from './recipe-row.ts';

export type TUpdateRecipeResult = { recipe: TSavedRecipe; previousImageUrl: string };

/** Applies the changed fields to the caller's recipe; times are re-derived from the merged values. */
export async function updateRecipe(
  db: TDatabase,
  userId: string,
  recipeId: string,
  changes: Partial<TRecipeFields>,
): Promise<TUpdateRecipeResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(recipe)
      .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
    const merged = { ...current, ...changes };
    const [row] = await tx
      .update(recipe)
      .set({ ...changes, totalMinutes: deriveTotalMinutes(merged), updatedAt: sql`now()` })
      .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
    return { recipe: toSavedRecipe(row), previousImageUrl: current.imageUrl };
  });
}

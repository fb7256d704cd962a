import { and, eq, sql } from 'drizzle-orm';
import type { TRecipeFields, TSavedRecipe } from '../../../domain/recipe.ts';
import { deriveTotalMinutes } from '../../../domain/recipe-time.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { TRecipeCommandDeps } from './delete-recipe.ts';
import { deleteImageIfUnused } from '../../db/recipe-image.ts';
import { RECIPE_NOT_FOUND_MESSAGE, toSavedRecipe } from '../../db/recipe-row.ts';

type TUpdateRecipeResult = { recipe: TSavedRecipe; previousImageUrl: string };

/** Applies the changed fields to the caller's recipe; times are re-derived from the merged values. */
async function updateRecipeRow(db: TDatabase, userId: string, recipeId: string, changes: Partial<TRecipeFields>): Promise<TUpdateRecipeResult> {
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

/** PATCH /api/recipes/:id: the changed fields, then the replaced image file unless something else still shows it. */
export async function updateRecipe(
  { db, storage, log }: TRecipeCommandDeps,
  userId: string,
  recipeId: string,
  changes: Partial<TRecipeFields>,
): Promise<TSavedRecipe> {
  const result = await updateRecipeRow(db, userId, recipeId, changes);
  if (result.previousImageUrl !== result.recipe.imageUrl) {
    await deleteImageIfUnused(db, storage, { imageUrl: result.previousImageUrl, ownerId: userId }, log);
  }
  return result.recipe;
}

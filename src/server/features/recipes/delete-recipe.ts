import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { profile, recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE } from './get-recipe.ts';

/** Deletes the caller's recipe and gives back its save slot; returns the image URL to clean up. */
export async function deleteRecipe(db: TDatabase, userId: string, recipeId: string): Promise<{ imageUrl: string }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(recipe)
      .where(and(eq(recipe.id, recipeId), eq(recipe.userId, userId)))
      .returning({ imageUrl: recipe.imageUrl });
    if (!deleted) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
    await tx
      .update(profile)
      .set({ savedRecipeCount: sql`greatest(${profile.savedRecipeCount} - 1, 0)` })
      .where(eq(profile.userId, userId));
    return { imageUrl: deleted.imageUrl };
  });
}

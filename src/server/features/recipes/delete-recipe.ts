import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { profile, recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { TStorageProvider } from '../../providers/storage/storage-provider.ts';
import { RECIPE_NOT_FOUND_MESSAGE } from '../../db/recipe-row.ts';
import { deleteImageIfUnused } from '../../db/recipe-image.ts';

/** Deletes the caller's recipe row and gives back its save slot; returns the image URL to clean up. */
async function deleteRecipeRow(db: TDatabase, userId: string, recipeId: string): Promise<{ imageUrl: string }> {
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

export type TRecipeCommandDeps = { db: TDatabase; storage: TStorageProvider; log: FastifyBaseLogger };

/** DELETE /api/recipes/:id: the row and its save slot, then its image file unless something else still shows it. */
export async function deleteRecipe({ db, storage, log }: TRecipeCommandDeps, userId: string, recipeId: string): Promise<void> {
  const { imageUrl } = await deleteRecipeRow(db, userId, recipeId);
  await deleteImageIfUnused(db, storage, { imageUrl, ownerId: userId }, log);
}

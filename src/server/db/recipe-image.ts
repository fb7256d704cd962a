import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from './client.ts';
import { mealPlanEntry, recipe, sharedRecipe } from './schema.ts';
import { isOwnRecipeImageUrl } from '../providers/storage/recipe-image-keys.ts';
import type { TStorageProvider } from '../providers/storage/storage-provider.ts';

/**
 * Deletes a recipe's image file unless another recipe, a shared copy or a planned meal still shows it:
 * a shared recipe saved by a second cook keeps the first cook's image URL. Only files in the owner's
 * own image folder are ever deleted, whatever imageUrl the recipe was given.
 */
export async function deleteImageIfUnused(
  db: TDatabase,
  storage: TStorageProvider,
  { imageUrl, ownerId }: { imageUrl: string; ownerId: string },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!imageUrl || !isOwnRecipeImageUrl(storage, imageUrl, ownerId)) return;
  const [inRecipes] = await db.select({ id: recipe.id }).from(recipe).where(eq(recipe.imageUrl, imageUrl)).limit(1);
  if (inRecipes) return;
  const [inShared] = await db
    .select({ id: sharedRecipe.id })
    .from(sharedRecipe)
    .where(sql`${sharedRecipe.recipe} ->> 'imageUrl' = ${imageUrl}`)
    .limit(1);
  if (inShared) return;
  // A planned meal is a copy of the recipe and keeps showing its image.
  const [inPlan] = await db
    .select({ instanceId: mealPlanEntry.instanceId })
    .from(mealPlanEntry)
    .where(sql`${mealPlanEntry.recipe} ->> 'imageUrl' = ${imageUrl}`)
    .limit(1);
  if (inPlan) return;
  try {
    await storage.deleteByUrl(imageUrl);
  } catch (error) {
    // The recipe is gone either way; a leftover file is not worth failing the request.
    log.warn({ err: error }, 'recipe image could not be deleted');
  }
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TTransaction } from '../db/client.ts';
import { recipe, sharedRecipe, user } from '../db/schema.ts';
import type { TStorageProvider } from '../providers/storage/storage-provider.ts';
import { isOwnRecipeImageUrl } from '../providers/storage/recipe-image-keys.ts';
import { releaseHousehold } from '../db/household-row.ts';
import { keepDeletedAccountUsage } from './keep-deleted-account-usage.ts';

/**
 * Deletes the account row inside the caller's transaction; foreign keys cascade to every row the
 * user owns (sessions, profile, recipes, shared copies, plan, cart, conversations). Returns the
 * image URLs to remove from storage once the transaction has committed. Of the account only the
 * month's generation count stays, under a keyed hash of its address (`addressSecret`: AUTH_SECRET).
 */
export async function deleteUserRows(tx: TTransaction, userId: string, addressSecret: string): Promise<string[]> {
  await keepDeletedAccountUsage(tx, userId, addressSecret);
  const recipeImages = await tx.select({ url: recipe.imageUrl }).from(recipe).where(eq(recipe.userId, userId));
  const sharedImages = await tx
    .select({ url: sql<string | null>`${sharedRecipe.recipe} ->> 'imageUrl'` })
    .from(sharedRecipe)
    .where(eq(sharedRecipe.userId, userId));
  // A shared household stays with its other members (a new owner if needed); a household of one goes.
  await releaseHousehold(tx, userId);
  await tx.delete(user).where(eq(user.id, userId));
  const urls = [...recipeImages, ...sharedImages].map((row) => row.url).filter((url): url is string => Boolean(url));
  return [...new Set(urls)];
}

/** Deletes an account and everything it owns in one transaction. Returns the image URLs to clean up. */
export async function deleteUserAccount(db: TDatabase, userId: string, addressSecret: string): Promise<string[]> {
  return db.transaction((tx) => deleteUserRows(tx, userId, addressSecret));
}

/**
 * Removes a deleted account's image files. Only files from the user's own image folder: a saved
 * shared recipe may point at another cook's. A file that cannot be removed is logged, not fatal.
 */
export async function removeAccountFiles(storage: TStorageProvider, userId: string, urls: string[], log: FastifyBaseLogger): Promise<void> {
  for (const url of urls.filter((imageUrl) => isOwnRecipeImageUrl(storage, imageUrl, userId))) {
    try {
      await storage.deleteByUrl(url);
    } catch (error) {
      log.warn({ err: error }, 'account deletion: an image could not be removed from storage');
    }
  }
}

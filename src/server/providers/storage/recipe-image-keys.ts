import { randomUUID } from 'node:crypto';
import type { TStorageProvider } from './storage-provider.ts';

// Recipe images live under a folder per user, so deleting a recipe (or an account) can only ever
// remove files that user's own generations created, whatever imageUrl a request carries.

function toFolder(userId: string): string {
  return `recipe-images/${userId.replace(/[^a-z0-9_-]/gi, '_')}`;
}

export function createRecipeImageKey(userId: string, extension: string): string {
  return `${toFolder(userId)}/${randomUUID()}.${extension}`;
}

/** The URL names an object this storage holds in the user's own image folder. */
export function isOwnRecipeImageUrl(storage: Pick<TStorageProvider, 'keyFromUrl'>, url: string, userId: string): boolean {
  const key = storage.keyFromUrl(url);
  return key !== null && key.startsWith(`${toFolder(userId)}/`);
}

import { randomUUID } from 'node:crypto';

// Recipe images live under a folder per user, so deleting a recipe (or an account) can only ever
// remove files that user's own generations created, whatever imageUrl a request carries.

function toFolder(userId: string): string {
  return `recipe-images/${userId.replace(/[^a-z0-9_-]/gi, '_')}`;
}

export function createRecipeImageKey(userId: string, extension: string): string {
  return `${toFolder(userId)}/${randomUUID()}.${extension}`;
}

export function isOwnRecipeImageUrl(url: string, userId: string): boolean {
  return url.startsWith(`/uploads/${toFolder(userId)}/`) && !url.includes('..');
}

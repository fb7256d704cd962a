import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { TPageMeta } from '../../plugins/page-meta.ts';
import { getSharedRecipe } from './get-shared-recipe.ts';

const SHARED_PATH = /^\/shared\/([A-Za-z0-9_-]{1,100})\/?$/;
const DESCRIPTION_LENGTH = 200;

function toAbsoluteUrl(appUrl: string, url: string): string | null {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? `${appUrl}${url}` : null;
}

function toDescription(ingredients: string[], servings: string, totalTime: string): string {
  const facts = [servings ? `Serves ${servings}` : '', totalTime, `${ingredients.length} ingredients`].filter(Boolean).join(' · ');
  const text = `${facts}: ${ingredients.join(', ')}`;
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * The link card of /shared/{id}: a chat app reads the served HTML, never runs the app, so the
 * server writes the recipe's title, a short description and its image into the page's head.
 */
export async function findSharedRecipeMeta(db: TDatabase, appUrl: string, urlPath: string): Promise<TPageMeta | null> {
  const match = SHARED_PATH.exec(urlPath);
  if (!match?.[1]) return null;
  try {
    const shared = await getSharedRecipe(db, match[1]);
    return {
      title: `${shared.title} | Forkcast`,
      description: toDescription(shared.ingredients, shared.servings, shared.totalTime),
      url: `${appUrl}/shared/${match[1]}`,
      imageUrl: shared.imageUrl ? toAbsoluteUrl(appUrl, shared.imageUrl) : null,
      // The link is meant for the people it is sent to, not for search results.
      isIndexable: false,
    };
  } catch (error) {
    // A missing share keeps the product's own card; the page itself says the recipe is gone.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

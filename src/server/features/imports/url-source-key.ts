import { toSourceUrl } from '../../../domain/recipe.ts';

export const URL_SOURCE_KEY_PREFIX = 'url:';

/** The duplicate check's key of a page: its address without the fragment, as recipes keep their source. */
export function toUrlSourceKey(url: string): string {
  return `${URL_SOURCE_KEY_PREFIX}${toSourceUrl(url)}`;
}

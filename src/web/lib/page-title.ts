import { PAGE_TITLE, PRODUCT_NAME } from '../../domain/limits.ts';

/** The route handle's title, if it has one; handles are `unknown` to the router. */
export function readRouteTitle(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return null;
  return typeof handle.title === 'string' && handle.title !== '' ? handle.title : null;
}

/** 'Saved Recipes | Forkcast'; the landing page and untitled routes keep the product title. */
export function toDocumentTitle(title: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PAGE_TITLE;
}

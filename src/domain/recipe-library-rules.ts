// The recipe library's constants and pure rules without its zod schemas: the recipe lists on /saved, /create
// and the planner are on those pages' first loads (their fetchers import the schemas beside the request).
// recipe-library.ts re-exports them.

export const RECIPE_SORTS = ['newest', 'oldest', 'title', 'rating', 'cookTime'] as const;
export type TRecipeSort = (typeof RECIPE_SORTS)[number];

export const RECIPE_PAGE_SIZE_DEFAULT = 24;
export const RECIPE_PAGE_SIZE_MAX = 100;

export function toSharedRecipePath(id: string): string {
  return `/shared/${id}`;
}

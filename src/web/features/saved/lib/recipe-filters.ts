import type { TRecipeCategory } from '../../../../domain/limits.ts';

/** What the Saved page's filter dialog narrows the list by (kept apart so the page loads without the dialog). */
export type TRecipeFilters = {
  category?: TRecipeCategory;
  minRating?: number;
  maxTotalMinutes?: number;
};

export function countActiveFilters(filters: TRecipeFilters): number {
  return [filters.category, filters.minRating, filters.maxTotalMinutes].filter((value) => value !== undefined).length;
}

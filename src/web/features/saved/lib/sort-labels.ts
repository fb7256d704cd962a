import type { TRecipeSort } from '../../../../domain/recipe-library-rules.ts';

/** The sort select's words: the page's toolbar and its frame in the HTML (saved-page-skeleton.tsx) show the same. */
export const SORT_LABELS: Record<TRecipeSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
  rating: 'Highest rated',
  cookTime: 'Quickest first',
};

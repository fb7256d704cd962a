import type { TListRecipesQuery } from '../../../../domain/recipe-library.ts';

/** Query keys of the saved-recipes feature, so mutations invalidate exactly what they change. */
export const recipeKeys = {
  all: ['recipes'] as const,
  list: (query: Omit<TListRecipesQuery, 'offset'>) => ['recipes', 'list', query] as const,
  profile: ['profile'] as const,
  nutrition: (ingredients: string[]) => ['nutrition', ingredients] as const,
};

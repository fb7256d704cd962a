import type { FastifyBaseLogger } from 'fastify';
import { SUGGESTION_LIMIT, isSuggestionQuery } from '../../../domain/cart.ts';
import type { TFoodSearch } from '../../providers/nutrition/food-search.ts';

/**
 * GET /api/ingredients/suggestions: at most 10 names; under 2 characters nothing is searched.
 * A failing search is only logged and answers an empty list.
 */
export async function suggestIngredients(foodSearch: TFoodSearch, query: string, logger: FastifyBaseLogger): Promise<string[]> {
  if (!isSuggestionQuery(query)) return [];
  try {
    const names = await foodSearch.searchFoods(query.trim(), SUGGESTION_LIMIT);
    return names.slice(0, SUGGESTION_LIMIT);
  } catch (error) {
    logger.warn({ err: error }, 'ingredient suggestion search failed');
    return [];
  }
}

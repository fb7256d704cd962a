import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isSuggestionQuery, ZSuggestionsResponseSchema } from '../../../../domain/cart.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/ingredients/suggestions?q= */
export async function getSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const { suggestions } = await apiRequest(`/api/ingredients/suggestions?q=${encodeURIComponent(query.trim())}`, ZSuggestionsResponseSchema, { signal });
    return suggestions;
  } catch (error) {
    // A failed suggestion search is only logged.
    if (!signal?.aborted) console.warn('Ingredient suggestions failed', error);
    return [];
  }
}

/** Suggestions for a (debounced) query; nothing is asked under 2 characters. */
export function useSuggestions(query: string) {
  const isEnabled = isSuggestionQuery(query);
  return useQuery({
    queryKey: cartKeys.suggestions(query),
    queryFn: ({ signal }) => getSuggestions(query, signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    select: (names) => (isEnabled ? names : []),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { listCartNames } from '../../../domain/cart-rules.ts';
import type { TCart } from '../../../domain/cart.ts';
import { apiRequest } from '../api-client.ts';
import { toLocalDateKey } from '../calendar-date.ts';

// The cart resource both the cart panel and /create read: fetcher, query options, keys.

export const cartKeys = {
  all: ['cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  suggestions: (query: string) => [...cartKeys.all, 'suggestions', query.trim().toLowerCase()] as const,
};

/** GET /api/cart: the three sections in the cook's order. */
export function fetchCart(signal?: AbortSignal): Promise<TCart> {
  return apiRequest('/api/cart', 'cart', { signal });
}

export function cartQueryOptions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return queryOptions({ queryKey: cartKeys.items(), queryFn: ({ signal }) => fetchCart(signal), enabled: isEnabled });
}

/** Today in the cook's own calendar, as the use-by dates are written. */
export function readTodayKey(now: Date = new Date()): string {
  return toLocalDateKey(now);
}

/** The names /generate-recipe takes as cartList (use-soon first) and useSoonList. */
export function toGenerationLists(cart: TCart | undefined, today: string = readTodayKey()): { cartList: string[]; useSoonList: string[] } {
  if (!cart) return { cartList: [], useSoonList: [] };
  const { names, useSoonNames } = listCartNames(cart, today);
  return { cartList: names, useSoonList: useSoonNames };
}

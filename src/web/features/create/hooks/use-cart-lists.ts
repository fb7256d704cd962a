import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countCartItems, listUseSoonItems } from '../../../../domain/cart-rules.ts';
import { cartQueryOptions, readTodayKey, toGenerationLists } from '../../../lib/api/cart.ts';

/** The cart's names for /generate-recipe: cartList with use-soon items first, and those alone. */
export function useCartLists({ isEnabled }: { isEnabled: boolean }) {
  const { data: cart } = useQuery(cartQueryOptions({ isEnabled }));
  const lists = useMemo(() => toGenerationLists(cart), [cart]);
  const today = readTodayKey();
  // What expires in the next three days, for the "Use soon" strip.
  const useSoonItems = useMemo(() => (cart ? listUseSoonItems(cart, today) : []), [cart, today]);
  return { lists, itemCount: cart ? countCartItems(cart) : 0, useSoonItems, today };
}

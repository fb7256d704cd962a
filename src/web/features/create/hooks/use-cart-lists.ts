import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countCartItems } from '../../../../domain/cart.ts';
import { cartQueryOptions, toGenerationLists } from '../../../lib/api/cart.ts';

/** The cart's names for /generate-recipe: cartList with use-soon items first, and those alone. */
export function useCartLists({ isEnabled }: { isEnabled: boolean }) {
  const { data: cart } = useQuery(cartQueryOptions({ isEnabled }));
  const lists = useMemo(() => toGenerationLists(cart), [cart]);
  return { lists, itemCount: cart ? countCartItems(cart) : 0 };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveCartItem, ZCartItemResponseSchema, type TCartSectionName, type TUpdateCartItem } from '../../../../domain/cart.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyOptimisticCart, refreshCartWhenIdle, rollBackCart, updateCartItems } from '../lib/cart-cache.ts';

/** PATCH /api/cart/items/:id: moves or edits one item. */
export function updateCartItem(id: string, body: TUpdateCartItem) {
  return apiRequest(`/api/cart/items/${encodeURIComponent(id)}`, ZCartItemResponseSchema, { method: 'PATCH', body });
}

type TMoveVariables = { id: string; section: TCartSectionName; index: number };

/** A drop: the item goes to its place at once; the server gets only this item's move. */
export function useMoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'move'],
    mutationFn: ({ id, section, index }: TMoveVariables) => updateCartItem(id, { section, index }),
    onMutate: ({ id, section, index }) => applyOptimisticCart(queryClient, (cart) => moveCartItem(cart, id, { section, index })),
    onError: (error, _variables, snapshot) => rollBackCart(queryClient, snapshot, error, 'Could not move the ingredient.'),
    onSettled: () => refreshCartWhenIdle(queryClient),
  });
}

/** Sets or clears the use-by date of one item. */
export function useSetUseBy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'use-by'],
    mutationFn: ({ id, useBy }: { id: string; useBy: string | null }) => updateCartItem(id, { useBy }),
    onMutate: ({ id, useBy }) => applyOptimisticCart(queryClient, (cart) => updateCartItems(cart, (item) => (item.id === id ? { ...item, useBy } : item))),
    onError: (error, _variables, snapshot) => rollBackCart(queryClient, snapshot, error, 'Could not save the use-by date.'),
    onSettled: () => refreshCartWhenIdle(queryClient),
  });
}

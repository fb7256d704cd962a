import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { cartKeys } from '../../../lib/api/cart.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyOptimisticCart, refreshCartWhenIdle, rollBackCart, updateCartItems } from '../lib/cart-cache.ts';

/** DELETE /api/cart/items/:id (204). */
export function deleteCartItem(id: string) {
  return apiRequest(`/api/cart/items/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' });
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'delete'],
    mutationFn: (id: string) => deleteCartItem(id),
    onMutate: (id) => applyOptimisticCart(queryClient, (cart) => updateCartItems(cart, (item) => (item.id === id ? null : item))),
    onError: (error, _id, snapshot) => rollBackCart(queryClient, snapshot, error, 'Could not remove the ingredient.'),
    onSettled: () => refreshCartWhenIdle(queryClient),
  });
}

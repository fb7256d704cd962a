import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EMPTY_CART } from '../../../../domain/cart.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyOptimisticCart, refreshCartWhenIdle, rollBackCart } from '../lib/cart-cache.ts';

/** DELETE /api/cart (204): every item of the cook. */
export function clearCart() {
  return apiRequest('/api/cart', z.null(), { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'clear'],
    mutationFn: clearCart,
    onMutate: () => applyOptimisticCart(queryClient, () => EMPTY_CART),
    onError: (error, _variables, snapshot) => rollBackCart(queryClient, snapshot, error, 'Could not clear the cart.'),
    onSettled: () => refreshCartWhenIdle(queryClient),
  });
}

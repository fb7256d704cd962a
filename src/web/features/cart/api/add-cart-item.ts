import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddCartItemResponseSchema, toCartNameKey, type TAddCartItem, type TCart } from '@domain/cart.ts';
import { cartKeys } from '@/lib/api/cart.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { applyOptimisticCart, refreshCartWhenIdle, rollBackCart, updateCartItems } from '../lib/cart-cache.ts';

/** POST /api/cart/items: 201 with a new item, 200 with the existing one when the name is there. */
export function addCartItem(body: TAddCartItem) {
  return apiRequest('/api/cart/items', ZAddCartItemResponseSchema, { method: 'POST', body });
}

export const PENDING_ID_PREFIX = 'pending-';

export function isPendingItemId(id: string): boolean {
  return id.startsWith(PENDING_ID_PREFIX);
}

/** Adds with an optimistic row (a pending id until the server answers); the caller has checked the name. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'add'],
    mutationFn: (variables: { name: string; pendingId: string }) => addCartItem({ name: variables.name }),
    onMutate: ({ name, pendingId }) =>
      applyOptimisticCart(queryClient, (cart): TCart => ({ ...cart, pantry: [...cart.pantry, { id: pendingId, name, useBy: null }] })),
    onError: (error, _variables, snapshot) => rollBackCart(queryClient, snapshot, error, 'Could not add the ingredient.'),
    onSuccess: (item, { pendingId }) => {
      queryClient.setQueryData<TCart>(cartKeys.items(), (cart) => {
        if (!cart) return cart;
        const key = toCartNameKey(item.name);
        // The server's item replaces the pending row; an existing one (another tab added it) stays where it is.
        const withoutPending = updateCartItems(cart, (entry) => (entry.id === pendingId ? null : entry));
        const isThere = [...withoutPending.pantry, ...withoutPending.refrigerator, ...withoutPending.freezer].some(
          (entry) => entry.id === item.id || toCartNameKey(entry.name) === key,
        );
        if (isThere) return withoutPending;
        const added = { id: item.id, name: item.name, useBy: item.useBy };
        return { ...withoutPending, [item.section]: [...withoutPending[item.section], added] };
      });
    },
    onSettled: () => refreshCartWhenIdle(queryClient),
  });
}

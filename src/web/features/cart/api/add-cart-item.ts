import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { ZAddCartItemResponseSchema, toCartNameKey, type TAddCartItem, type TCart } from '../../../../domain/cart.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { apiQueueableRequest } from '../../../lib/api-client.ts';
import { refreshCartWhenIdle, rollBackCart } from '../lib/cart-cache.ts';

/** POST /api/cart/items: 201 with a new item, 200 with the existing one when the name is there; null when queued offline. */
export function addCartItem(body: TAddCartItem) {
  return apiQueueableRequest('/api/cart/items', ZAddCartItemResponseSchema, { method: 'POST', body: { clientId: crypto.randomUUID(), ...body } });
}

const ADD_MUTATION_KEY = [...cartKeys.all, 'add'];

/** An item queued offline has no server id yet. */
const QUEUED_ID_PREFIX = 'queued-';

function readAddedName(variables: unknown): string | null {
  return typeof variables === 'object' && variables !== null && 'name' in variables && typeof variables.name === 'string' ? variables.name : null;
}

/** The names being added right now, for the "Adding…" line under the field. */
export function usePendingCartAdds(): string[] {
  const names = useMutationState({
    filters: { mutationKey: ADD_MUTATION_KEY, status: 'pending' },
    select: (mutation) => readAddedName(mutation.state.variables),
  });
  return names.filter((name) => name !== null);
}

/**
 * Adds an item (the caller has checked the name). Until the server answers, the name shows as being
 * added under the field, in no section: only the server knows where the food is kept (a new
 * item flashed in Pantry, the old optimistic guess, before moving to Refrigerator).
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADD_MUTATION_KEY,
    mutationFn: async (variables: { name: string }) => {
      const item = await addCartItem({ name: variables.name });
      // Queued offline: shown in Pantry until the server, once back online, says where it is kept.
      return item ?? { id: `${QUEUED_ID_PREFIX}${crypto.randomUUID()}`, name: variables.name, useBy: null, section: 'pantry' as const, created: true };
    },
    // Nothing was put in the cart before the answer: there is nothing to roll back, only the reason to say.
    onError: (error) => rollBackCart(queryClient, undefined, error, 'Could not add the ingredient.'),
    onSuccess: (item) => {
      queryClient.setQueryData<TCart>(cartKeys.items(), (cart) => {
        if (!cart) return cart;
        const key = toCartNameKey(item.name);
        // An existing item (another tab added it) stays where it is.
        const isThere = [...cart.pantry, ...cart.refrigerator, ...cart.freezer].some((entry) => entry.id === item.id || toCartNameKey(entry.name) === key);
        if (isThere) return cart;
        const added = { id: item.id, name: item.name, useBy: item.useBy };
        return { ...cart, [item.section]: [...cart[item.section], added] };
      });
    },
    // Queued offline, the cart's only copy is the one kept from before the add: reading it again would take the
    // queued item off the screen. The page reads the cart again once the queue has been sent.
    onSettled: (item) => {
      if (!item?.id.startsWith(QUEUED_ID_PREFIX)) refreshCartWhenIdle(queryClient);
    },
  });
}

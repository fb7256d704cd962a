import type { QueryClient } from '@tanstack/react-query';
import type { TCart } from '../../../../domain/cart.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';

// Optimistic updates: change the cached cart at once, put it back if the server refuses.

export type TCartSnapshot = { previous: TCart | undefined };

export async function applyOptimisticCart(queryClient: QueryClient, change: (cart: TCart) => TCart): Promise<TCartSnapshot> {
  await queryClient.cancelQueries({ queryKey: cartKeys.items() });
  const previous = queryClient.getQueryData<TCart>(cartKeys.items());
  if (previous) queryClient.setQueryData<TCart>(cartKeys.items(), change(previous));
  return { previous };
}

export function rollBackCart(queryClient: QueryClient, snapshot: TCartSnapshot | undefined, error: unknown, fallback: string) {
  if (snapshot?.previous) queryClient.setQueryData<TCart>(cartKeys.items(), snapshot.previous);
  notify.error(readErrorMessage(error, fallback));
}

/** Reads the server's cart once the last of several quick changes has landed. */
export function refreshCartWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: cartKeys.all }) <= 1) void queryClient.invalidateQueries({ queryKey: cartKeys.items() });
}

export function updateCartItems(cart: TCart, change: (item: TCart['pantry'][number]) => TCart['pantry'][number] | null): TCart {
  const apply = (items: TCart['pantry']) =>
    items.flatMap((item) => {
      const next = change(item);
      return next ? [next] : [];
    });
  return { pantry: apply(cart.pantry), refrigerator: apply(cart.refrigerator), freezer: apply(cart.freezer) };
}

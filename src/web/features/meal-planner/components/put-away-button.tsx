import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { cartKeys, readTodayKey } from '../../../lib/api/cart.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify, PLANNER_TOAST_OPTIONS } from '../../../lib/toast.ts';
import { mealPlanKeys } from '../api/meal-plan-keys.ts';
import { putAwayItems } from '../api/put-away-items.ts';

/** "Put away": the checked items not yet in the cart go into it, each where its food is kept, with a use-by guess. */
export function PutAwayButton({ list, pendingChecks }: { list: TShoppingList; pendingChecks: Record<string, boolean> }) {
  const queryClient = useQueryClient();
  const chosen = list.items.filter((item) => (pendingChecks[item.name] ?? item.checked) && !item.inCart).map((item) => item.name);
  const putAway = useMutation({
    mutationFn: () => putAwayItems(chosen, readTodayKey()),
    onSuccess: ({ items, updated }) => {
      const count = items.length + updated.length;
      notify.success(count === 0 ? 'Nothing new to put away.' : `Put ${count} item${count === 1 ? '' : 's'} away in your ingredients.`, PLANNER_TOAST_OPTIONS);
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.shoppingList });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => notify.error(readErrorMessage(error, 'Could not put the items away. Please try again.'), PLANNER_TOAST_OPTIONS),
  });
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={chosen.length === 0 || putAway.isPending}
      onClick={() => putAway.mutate()}
      title={chosen.length === 0 ? 'Check what you bought first' : undefined}
    >
      {putAway.isPending ? 'Putting away…' : `Put away${chosen.length > 0 ? ` (${chosen.length})` : ''}`}
    </button>
  );
}

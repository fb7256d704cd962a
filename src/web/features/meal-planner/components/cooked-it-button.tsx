import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { loadToastify, notify, PLANNER_TOAST_OPTIONS } from '../../../lib/toast.ts';
import { cookMealPlanEntry, uncookMealPlanEntry } from '../api/cook-meal-plan-entry.ts';

/** Undo needs a few seconds more than a plain toast gives. */
const UNDO_TOAST_MS = 8000;

function describeCooked(removed: number, changed: number): string {
  if (removed + changed === 0) return 'Cooked. Nothing in your ingredients matched the recipe.';
  const parts = [removed > 0 ? `${removed} used up` : '', changed > 0 ? `${changed} with less left` : ''].filter(Boolean);
  return `Cooked: ${parts.join(', ')}.`;
}

/** "Cooked it": takes what the recipe used out of the cart, with Undo in the toast. */
export function CookedItButton({ entry, isDisabled = false }: { entry: TMealPlanEntry; isDisabled?: boolean }) {
  const queryClient = useQueryClient();
  const refreshCart = () => void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  // Undo is also here, in the dialog: while a dialog is open, the page behind it (the toast too) takes no clicks.
  const [isCooked, setIsCooked] = useState(false);
  const undo = useMutation({
    mutationFn: () => uncookMealPlanEntry(entry.instanceId),
    onSuccess: () => {
      setIsCooked(false);
      refreshCart();
      notify.success('Undone: your ingredients are as they were.', PLANNER_TOAST_OPTIONS);
    },
    onError: (error) => notify.error(readErrorMessage(error, 'Could not undo. Please try again.'), PLANNER_TOAST_OPTIONS),
  });
  const cook = useMutation({
    mutationFn: () => cookMealPlanEntry(entry.instanceId),
    onSuccess: ({ removed, changed }) => {
      setIsCooked(true);
      refreshCart();
      void loadToastify().then(({ toast }) => {
        toast.success(
          ({ closeToast }) => (
            <span className="planner-cooked-toast">
              {describeCooked(removed.length, changed.length)}{' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  closeToast();
                  undo.mutate();
                }}
              >
                Undo
              </button>
            </span>
          ),
          { ...PLANNER_TOAST_OPTIONS, autoClose: UNDO_TOAST_MS, closeOnClick: false },
        );
      });
    },
    onError: (error) => notify.error(readErrorMessage(error, 'Could not mark it cooked. Please try again.'), PLANNER_TOAST_OPTIONS),
  });
  if (isCooked) {
    return (
      <button
        type="button"
        className="button button--secondary"
        disabled={undo.isPending}
        onClick={() => undo.mutate()}
        aria-label={`Undo cooked it: ${entry.recipe.title}`}
      >
        Undo cooked it
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={isDisabled || cook.isPending}
      onClick={() => cook.mutate()}
      aria-label={`Cooked it: ${entry.recipe.title}`}
    >
      Cooked it
    </button>
  );
}

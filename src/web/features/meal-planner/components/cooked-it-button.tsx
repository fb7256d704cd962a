import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { cartKeys } from '../../../lib/api/cart.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { loadToastify, notify, PLANNER_TOAST_OPTIONS } from '../../../lib/toast.ts';
import { cookMealPlanEntry, uncookMealPlanEntry } from '../api/cook-meal-plan-entry.ts';
import { mealPlanKeys } from '../api/meal-plan-keys.ts';

/** Undo needs a few seconds more than a plain toast gives. */
const UNDO_TOAST_MS = 8000;

function describeCooked(removed: number, changed: number, isLeftovers: boolean): string {
  if (isLeftovers) return 'Cooked. Leftovers take nothing from your ingredients: the first meal did.';
  if (removed + changed === 0) return 'Cooked. Nothing in your ingredients matched the recipe.';
  const parts = [removed > 0 ? `${removed} used up` : '', changed > 0 ? `${changed} with less left` : ''].filter(Boolean);
  return `Cooked: ${parts.join(', ')}.`;
}

/** "Cooked it": takes what the recipe used out of the cart, with Undo in the toast. */
export function CookedItButton({ entry, isDisabled = false }: { entry: TMealPlanEntry; isDisabled?: boolean }) {
  const queryClient = useQueryClient();
  // The planner's days say which meals were cooked: a reopened meal shows it, with its undo.
  const refreshCart = () => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
  };
  // Undo is also here, in the dialog: while a dialog is open, the page behind it (the toast too) takes no clicks.
  // Until the plan is read again, what was just done here wins over the loaded entry.
  const [cookedHere, setCookedHere] = useState<boolean | null>(null);
  const isCooked = cookedHere ?? entry.isCooked ?? false;
  const undo = useMutation({
    mutationFn: () => uncookMealPlanEntry(entry.instanceId),
    onSuccess: () => {
      setCookedHere(false);
      refreshCart();
      notify.success('Undone: your ingredients are as they were.', PLANNER_TOAST_OPTIONS);
    },
    onError: (error) => notify.error(readErrorMessage(error, 'Could not undo. Please try again.'), PLANNER_TOAST_OPTIONS),
  });
  const cook = useMutation({
    mutationFn: () => cookMealPlanEntry(entry.instanceId),
    onSuccess: ({ removed, changed }) => {
      setCookedHere(true);
      refreshCart();
      void loadToastify().then(({ toast }) => {
        toast.success(
          ({ closeToast }) => (
            <span className="planner-cooked-toast">
              {describeCooked(removed.length, changed.length, Boolean(entry.leftoversOf))}{' '}
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
      <>
        <span className="planner-cooked-badge">
          <span aria-hidden="true">✓ </span>Cooked
        </span>
        <button
          type="button"
          className="button button--secondary"
          disabled={undo.isPending}
          onClick={() => undo.mutate()}
          aria-label={`Undo cooked it: ${entry.recipe.title}`}
        >
          Undo cooked it
        </button>
      </>
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

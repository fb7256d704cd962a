import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { RECIPES_PER_PLANNER_DAY } from '../../../../domain/limits.ts';
import { DAY_FULL_MESSAGE, type TMeal } from '../../../../domain/meal-plan-rules.ts';
import type { TMealPlanEntry, TMealPlanResponse } from '../../../../domain/meal-plan.ts';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify, PLANNER_TOAST_OPTIONS } from '../../../lib/toast.ts';
import { addMealPlanEntry } from '../api/add-meal-plan-entry.ts';
import { deleteMealPlanEntry } from '../api/delete-meal-plan-entry.ts';
import { mealPlanKeys } from '../api/meal-plan-keys.ts';
import { updateMealPlanEntry } from '../api/update-meal-plan-entry.ts';
import { countOnDay, findEntry, withEntryAdded, withEntryChanged, withEntryRemoved, withEntryReplaced } from '../lib/plan-days.ts';

const SAVE_FAILED_MESSAGE = 'Could not save your meal plan. Please try again.';
type TDays = TMealPlanResponse['days'];
/** Numbers the optimistic entries of this page load. */
let pendingCount = 0;

/**
 * The planner's changes, saved as they happen (the calendar saves automatically): each one
 * shows at once, and is undone with a 2 s toast when the server refuses it.
 */
export function usePlanChanges(from: string, to: string) {
  const queryClient = useQueryClient();
  const key = mealPlanKeys.range(from, to);
  const pending = useRef(0);

  const readDays = (): TDays => queryClient.getQueryData<TMealPlanResponse>(key)?.days ?? {};
  const editDays = (edit: (days: TDays) => TDays) => queryClient.setQueryData<TMealPlanResponse>(key, (data) => ({ days: edit(data?.days ?? {}) }));

  async function save<TResult>(
    apply: (days: TDays) => TDays,
    request: () => Promise<TResult>,
    undo: (days: TDays) => TDays,
    settle?: (result: TResult) => void,
  ) {
    pending.current += 1;
    await queryClient.cancelQueries({ queryKey: key });
    editDays(apply);
    try {
      const result = await request();
      settle?.(result);
    } catch (error) {
      editDays(undo);
      notify.error(readErrorMessage(error, SAVE_FAILED_MESSAGE), PLANNER_TOAST_OPTIONS);
    } finally {
      pending.current -= 1;
      // The last change to finish reloads the truth; earlier ones would only flicker.
      if (pending.current === 0) void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
    }
  }

  function hasRoom(date: string): boolean {
    if (countOnDay(readDays(), date) < RECIPES_PER_PLANNER_DAY) return true;
    notify.error(DAY_FULL_MESSAGE, PLANNER_TOAST_OPTIONS);
    return false;
  }

  /** `meal`: the meal of the day the cook picked for it, if any. */
  function addRecipe(recipe: TSavedRecipe, date: string, meal: TMeal | null = null) {
    if (!hasRoom(date)) return;
    // Not crypto.randomUUID: it is missing on plain-http self-hosted origins.
    pendingCount += 1;
    const temporaryId = `pending-${pendingCount}`;
    const optimistic: TMealPlanEntry = { instanceId: temporaryId, date, servingMultiplier: 1, recipe, meal };
    void save(
      (days) => withEntryAdded(days, optimistic),
      () => addMealPlanEntry({ date, recipeId: recipe.id, ...(meal ? { meal } : {}) }),
      (days) => withEntryRemoved(days, temporaryId),
      (entry) => editDays((days) => withEntryReplaced(days, temporaryId, entry)),
    );
  }

  function moveEntry(instanceId: string, date: string) {
    const entry = findEntry(readDays(), instanceId);
    if (!entry || entry.date === date || !hasRoom(date)) return;
    void save(
      (days) => withEntryChanged(days, instanceId, { date }),
      () => updateMealPlanEntry(instanceId, { date }),
      (days) => withEntryChanged(days, instanceId, { date: entry.date }),
    );
  }

  function setServingMultiplier(instanceId: string, servingMultiplier: number) {
    const entry = findEntry(readDays(), instanceId);
    if (!entry) return;
    void save(
      (days) => withEntryChanged(days, instanceId, { servingMultiplier }),
      () => updateMealPlanEntry(instanceId, { servingMultiplier }),
      (days) => withEntryChanged(days, instanceId, { servingMultiplier: entry.servingMultiplier }),
    );
  }

  function setMeal(instanceId: string, meal: TMeal | null) {
    const entry = findEntry(readDays(), instanceId);
    if (!entry) return;
    void save(
      (days) => withEntryChanged(days, instanceId, { meal }),
      () => updateMealPlanEntry(instanceId, { meal }),
      (days) => withEntryChanged(days, instanceId, { meal: entry.meal ?? null }),
    );
  }

  function removeEntry(instanceId: string) {
    const entry = findEntry(readDays(), instanceId);
    if (!entry) return;
    void save(
      (days) => withEntryRemoved(days, instanceId),
      () => deleteMealPlanEntry(instanceId),
      (days) => withEntryAdded(days, entry),
    );
  }

  return { addRecipe, moveEntry, setServingMultiplier, setMeal, removeEntry };
}

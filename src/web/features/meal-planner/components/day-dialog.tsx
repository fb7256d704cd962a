import type { ReactNode } from 'react';
import { RECIPES_PER_PLANNER_DAY } from '../../../../domain/limits.ts';
import type { TMeal, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { describeLeftovers, describePlannedLeftovers, formatLongDay, formatMeal } from '../lib/calendar.ts';
import { isPendingEntry } from '../lib/drag-ids.ts';
import { CookedItButton } from './cooked-it-button.tsx';
import { MealSelect } from './meal-select.tsx';
import { PlanLeftoversForm } from './plan-leftovers-form.tsx';
import { ServingStepper } from './serving-stepper.tsx';

type TDayDialogProps = {
  date: string | null;
  entries: readonly TMealPlanEntry[];
  onClose: () => void;
  onOpenRecipe: (entry: TMealPlanEntry) => void;
  onChangeMultiplier: (instanceId: string, value: number) => void;
  onChangeMeal: (instanceId: string, meal: TMeal | null) => void;
  onRemove: (instanceId: string) => void;
  /** The day's nutrition against the cook's goals, when there is any. */
  summary?: ReactNode;
};

/** A day's planned recipes in meal order: the meal of the day, serving multiplier, cooked it, leftovers, remove, and the recipe itself. */
export function DayDialog({ date, entries, onClose, onOpenRecipe, onChangeMultiplier, onChangeMeal, onRemove, summary = null }: TDayDialogProps) {
  return (
    <Modal
      isOpen={date !== null}
      onClose={onClose}
      title={date ? formatLongDay(date) : ''}
      description={
        entries.length === 0
          ? 'No recipes planned for this day. Arm a recipe in the sidebar, then click this day to add it.'
          : `${entries.length} of ${RECIPES_PER_PLANNER_DAY} recipes planned.`
      }
    >
      {entries.length > 0 ? summary : null}
      {entries.length > 0 ? (
        <ul className="planner-day-list">
          {entries.map((entry) => {
            const isPending = isPendingEntry(entry.instanceId);
            const meal = formatMeal(entry.meal);
            return (
              <li key={entry.instanceId} className="planner-day-list__item">
                {entry.recipe.imageUrl ? (
                  <img src={entry.recipe.imageUrl} alt="" className="planner-day-list__image" width={64} height={64} decoding="async" />
                ) : null}
                <div className="planner-day-list__body">
                  {meal ? <p className="planner-day-list__meal">{meal}</p> : null}
                  <button type="button" className="planner-day-list__title" onClick={() => onOpenRecipe(entry)}>
                    {entry.recipe.title}
                  </button>
                  {entry.leftoversOf ? <p className="planner-day-list__leftovers">{describeLeftovers(entry.leftoversOf, entry.date)}</p> : null}
                  {entry.leftovers && entry.leftovers.length > 0 ? (
                    <p className="planner-day-list__leftovers">{describePlannedLeftovers(entry.leftovers)}</p>
                  ) : null}
                  <div className="planner-day-list__controls">
                    <ServingStepper
                      value={entry.servingMultiplier}
                      recipeTitle={entry.recipe.title}
                      isDisabled={isPending}
                      onChange={(value) => onChangeMultiplier(entry.instanceId, value)}
                    />
                    <MealSelect
                      label="Meal"
                      ariaLabel={`Meal of ${entry.recipe.title}`}
                      value={entry.meal ?? null}
                      emptyLabel="Not set"
                      isDisabled={isPending}
                      onChange={(value) => onChangeMeal(entry.instanceId, value)}
                    />
                    <button type="button" className="button button--ghost" onClick={() => onOpenRecipe(entry)}>
                      View recipe
                    </button>
                    <CookedItButton entry={entry} isDisabled={isPending} />
                    {entry.leftoversOf ? null : <PlanLeftoversForm entry={entry} isDisabled={isPending} />}
                    <button
                      type="button"
                      className="button button--ghost planner-day-list__remove"
                      disabled={isPending}
                      onClick={() => onRemove(entry.instanceId)}
                      aria-label={`Remove ${entry.recipe.title}`}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ModalActions>
        <ModalClose>
          <button type="button" className="button button--primary">
            Done
          </button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}

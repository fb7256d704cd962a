import { useId, useState, type FormEvent } from 'react';
import type { TMeal, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { usePlanLeftovers } from '../api/plan-leftovers.ts';
import { formatLongDay, shiftDateKey } from '../lib/calendar.ts';
import { MealSelect } from './meal-select.tsx';

/** The day itself (lunch, then dinner) and the week after it. */
const LEFTOVER_DAYS = 7;

/** "Plan leftovers": the rest of this meal on a later day, bought and cooked once. */
export function PlanLeftoversForm({ entry, isDisabled = false }: { entry: TMealPlanEntry; isDisabled?: boolean }) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [date, setDate] = useState(shiftDateKey(entry.date, 1));
  // "Cook 6 servings on Monday, plan the rest for Tuesday's lunch": lunch is the usual place for the rest.
  const [meal, setMeal] = useState<TMeal | null>('lunch');
  const [status, setStatus] = useState('');
  const plan = usePlanLeftovers();
  const days = Array.from({ length: LEFTOVER_DAYS }, (_, index) => shiftDateKey(entry.date, index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    plan.mutate(
      { instanceId: entry.instanceId, body: { date, ...(meal ? { meal } : {}) } },
      {
        onSuccess: () => {
          setStatus(`Leftovers planned for ${meal ? `${meal} on ` : ''}${formatLongDay(date)}.`);
          setIsOpen(false);
        },
      },
    );
  };

  return (
    <div className="planner-leftovers">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={isOpen}
        aria-controls={formId}
        disabled={isDisabled}
        onClick={() => {
          setStatus('');
          setIsOpen((current) => !current);
        }}
        aria-label={`Plan leftovers of ${entry.recipe.title}`}
      >
        Plan leftovers
      </button>
      {isOpen ? (
        <form id={formId} className="planner-leftovers__form" onSubmit={submit}>
          <label className="planner-leftovers__field">
            <span>Eat the rest on</span>
            <select value={date} onChange={(event) => setDate(event.target.value)}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {formatLongDay(day)}
                </option>
              ))}
            </select>
          </label>
          <MealSelect label="For" value={meal} onChange={setMeal} emptyLabel="Any meal" className="planner-leftovers__field" />
          <button type="submit" className="button button--secondary" disabled={plan.isPending}>
            Plan them
          </button>
          {plan.error ? (
            <p className="form-error" role="alert">
              {readErrorMessage(plan.error, 'Could not plan the leftovers. Please try again.')}
            </p>
          ) : null}
        </form>
      ) : null}
      <span className="planner-leftovers__status" role="status">
        {status}
      </span>
    </div>
  );
}

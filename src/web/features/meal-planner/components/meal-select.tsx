import { isMeal, MEAL_LABELS, MEALS, type TMeal } from '../../../../domain/meal-plan-rules.ts';

type TMealSelectProps = {
  label: string;
  value: TMeal | null;
  onChange: (meal: TMeal | null) => void;
  /** Shown for "no meal of the day": the meal is optional everywhere. */
  emptyLabel?: string;
  /** An accessible name when the visible label is short ("Meal" beside a recipe's title). */
  ariaLabel?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Breakfast, lunch, dinner or none: the meal of the day a planned recipe is for. */
export function MealSelect({ label, value, onChange, emptyLabel = 'Any meal', ariaLabel, isDisabled = false, className = '' }: TMealSelectProps) {
  return (
    <label className={`planner-meal-select ${className}`.trim()}>
      <span>{label}</span>
      <select
        value={value ?? ''}
        aria-label={ariaLabel}
        disabled={isDisabled}
        onChange={(event) => {
          const { value } = event.target;
          onChange(isMeal(value) ? value : null);
        }}
      >
        <option value="">{emptyLabel}</option>
        {MEALS.map((meal) => (
          <option key={meal} value={meal}>
            {MEAL_LABELS[meal]}
          </option>
        ))}
      </select>
    </label>
  );
}

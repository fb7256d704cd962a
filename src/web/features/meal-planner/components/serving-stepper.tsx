import { SERVING_MULTIPLIER_MAX, SERVING_MULTIPLIER_MIN, SERVING_MULTIPLIER_STEP } from '../../../../domain/meal-plan.ts';

type TServingStepperProps = {
  value: number;
  recipeTitle: string;
  isDisabled?: boolean;
  onChange: (value: number) => void;
};

function clampMultiplier(value: number): number {
  return Math.min(SERVING_MULTIPLIER_MAX, Math.max(SERVING_MULTIPLIER_MIN, Math.round(value / SERVING_MULTIPLIER_STEP) * SERVING_MULTIPLIER_STEP));
}

/** The serving multiplier of one planned recipe: ×0.25 to ×20 in quarter steps. */
export function ServingStepper({ value, recipeTitle, isDisabled = false, onChange }: TServingStepperProps) {
  return (
    <div className="planner-stepper" role="group" aria-label={`Servings multiplier for ${recipeTitle}`}>
      <button
        type="button"
        className="button button--secondary planner-stepper__button"
        aria-label={`Fewer servings of ${recipeTitle}`}
        disabled={isDisabled || value <= SERVING_MULTIPLIER_MIN}
        onClick={() => onChange(clampMultiplier(value - SERVING_MULTIPLIER_STEP))}
      >
        −
      </button>
      <output className="planner-stepper__value" aria-live="polite">
        ×{value}
      </output>
      <button
        type="button"
        className="button button--secondary planner-stepper__button"
        aria-label={`More servings of ${recipeTitle}`}
        disabled={isDisabled || value >= SERVING_MULTIPLIER_MAX}
        onClick={() => onChange(clampMultiplier(value + SERVING_MULTIPLIER_STEP))}
      >
        +
      </button>
    </div>
  );
}

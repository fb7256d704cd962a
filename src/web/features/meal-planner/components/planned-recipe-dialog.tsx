import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { RecipeDialog } from '../../../components/recipe/recipe-dialog.tsx';
import { createPlannedScaleSettings } from '../../../components/recipe/recipe-scaling.ts';
import { useRecipeNutrition } from '../../../lib/api/nutrition.ts';

type TPlannedRecipeDialogProps = { entry: TMealPlanEntry | null; onClose: () => void };

/** A planned recipe, read-only, at the planned amounts: written servings × the entry's serving multiplier. */
export function PlannedRecipeDialog({ entry, onClose }: TPlannedRecipeDialogProps) {
  const recipe = entry?.recipe ?? null;
  // The same totals as Create and Saved for the same lines (one cached answer per list).
  const nutrition = useRecipeNutrition(recipe?.ingredients ?? [], recipe?.nutrition ?? null);
  return (
    <RecipeDialog
      recipe={recipe}
      onClose={onClose}
      canScale
      initialSettings={entry ? createPlannedScaleSettings(entry.recipe, entry.servingMultiplier) : undefined}
      nutrition={nutrition}
    />
  );
}

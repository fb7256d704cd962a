import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { toServingsText, type TScaleSettings } from '../../../components/recipe/recipe-scaling.ts';
import { useScaledIngredients } from '../../../components/recipe/use-scaled-ingredients.ts';
import { CookModeDialog } from './cook-mode-dialog.tsx';
import { PrintView } from './print-view.tsx';

// Cook mode and print show the lines for the servings and units chosen in the recipe dialog. Scaling needs
// the ingredient reader, so these wrappers load with their own chunk, not with the Saved page.

type TScaledCookModeProps = { recipe: TSavedRecipe | null; settings: TScaleSettings | null; onClose: () => void };

export function ScaledCookModeDialog({ recipe, settings, onClose }: TScaledCookModeProps) {
  const ingredients = useScaledIngredients(recipe, settings);
  const servingsText = recipe && settings ? toServingsText(recipe, settings) : '';
  return <CookModeDialog recipe={recipe} ingredients={ingredients} servingsText={servingsText} onClose={onClose} />;
}

type TScaledPrintViewProps = { recipe: TSavedRecipe; settings: TScaleSettings; onClose: () => void };

export function ScaledPrintView({ recipe, settings, onClose }: TScaledPrintViewProps) {
  const ingredients = useScaledIngredients(recipe, settings);
  return <PrintView recipe={recipe} ingredients={ingredients} servingsText={toServingsText(recipe, settings)} onClose={onClose} />;
}

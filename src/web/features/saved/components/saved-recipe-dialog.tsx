import type { TSavedRecipe, TUpdateRecipe } from '../../../../domain/recipe.ts';
import { RecipeDialog } from '../../../components/recipe/recipe-dialog.tsx';
import type { TScaleSettings } from '../../../components/recipe/recipe-scaling.ts';
import { useRecipeNutrition } from '../../../lib/api/nutrition.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { toUserDraftPlace } from '../../../lib/drafts.ts';
import { NutritionAnalysis } from './nutrition-analysis.tsx';

type TSavedRecipeDialogProps = {
  recipe: TSavedRecipe | null;
  /** Scaling, unit conversion and the nutrition analysis are Pro. */
  isPro: boolean;
  isRating: boolean;
  isUpdating: boolean;
  isSharing: boolean;
  onClose: () => void;
  onRate: (recipe: TSavedRecipe, rating: number) => void;
  onUpdate: (recipe: TSavedRecipe, changes: TUpdateRecipe) => Promise<boolean>;
  onCook: (recipe: TSavedRecipe, settings: TScaleSettings) => void;
  onPrint: (recipe: TSavedRecipe, settings: TScaleSettings) => void;
  onShare: (recipe: TSavedRecipe) => void;
  onDelete: (recipe: TSavedRecipe) => void;
  /** Back from cook mode or print: the servings and units the cook had chosen. */
  initialSettings?: TScaleSettings;
};

/** The shared recipe dialog with what Saved offers: rating, scaling, edit, cook mode, print, share, delete. */
export function SavedRecipeDialog({
  recipe,
  isPro,
  isRating,
  isUpdating,
  isSharing,
  onClose,
  onRate,
  onUpdate,
  onCook,
  onPrint,
  onShare,
  onDelete,
  initialSettings,
}: TSavedRecipeDialogProps) {
  // Totals follow the lines as they are now (edits included).
  const nutrition = useRecipeNutrition(recipe?.ingredients ?? [], recipe?.nutrition ?? null);
  const { data: session } = useAuthSession();

  return (
    <RecipeDialog
      recipe={recipe}
      onClose={onClose}
      initialSettings={initialSettings}
      canScale
      isScaleLocked={!isPro}
      rating={recipe ? { onRate: (rating) => onRate(recipe, rating), isPending: isRating } : undefined}
      nutrition={
        recipe ? { ...nutrition, details: (shown) => <NutritionAnalysis ingredients={shown.ingredients} servings={shown.servings} isPro={isPro} /> } : nutrition
      }
      edit={
        recipe
          ? { onSubmit: (values) => onUpdate(recipe, values), isSaving: isUpdating, draftPlace: toUserDraftPlace(session?.user.id, `recipe-edit:${recipe.id}`) }
          : undefined
      }
      actions={
        recipe
          ? [
              { label: 'Cook mode', onSelect: (settings) => onCook(recipe, settings), isDisabled: recipe.instructions.length === 0 },
              { label: 'Print', onSelect: (settings) => onPrint(recipe, settings) },
              { label: 'Share', onSelect: () => onShare(recipe), isBusy: isSharing, busyLabel: 'Sharing…' },
              { label: 'Delete', onSelect: () => onDelete(recipe), variant: 'danger' },
            ]
          : []
      }
    />
  );
}

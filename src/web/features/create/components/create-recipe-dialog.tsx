import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RecipeDialog } from '../../../components/recipe/recipe-dialog.tsx';
import type { TRecipeFormValues } from '../../../components/recipe/recipe-form.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { toUserDraftPlace } from '../../../lib/drafts.ts';
import { nutritionQueryOptions, useRecipeNutrition } from '../../../lib/api/nutrition.ts';
import { notify } from '../../../lib/toast.ts';
import { useGenerateImage } from '../api/generate-image.ts';
import { hasOwnContent, type TSessionRecipe } from '../lib/session-recipe.ts';

export const NOTHING_TO_SAVE = 'Nothing to save yet: add a title, ingredients or steps first.';

type TCreateRecipeDialogProps = {
  recipe: TSessionRecipe | null;
  /** The signed-in cook: a half-edited recipe is kept under their name across a reload. */
  userId: string | null;
  isImagePending: boolean;
  onClose: () => void;
  onUpdate: (id: string, patch: Partial<TSessionRecipe>) => void;
  onSave: (id: string) => void;
};

/** The shared recipe dialog with what Create offers: edit (nutrition recomputed), image, Save Recipe. */
export function CreateRecipeDialog({ recipe, userId, isImagePending, onClose, onUpdate, onSave }: TCreateRecipeDialogProps) {
  const queryClient = useQueryClient();
  const imageMutation = useGenerateImage();
  const [isSaving, setIsSaving] = useState(false);
  // The same totals Saved shows for the same lines (a generated recipe's own figures may be per serving).
  const nutrition = useRecipeNutrition(recipe?.ingredients ?? [], recipe?.nutrition ?? null);

  const submitEdit = async (current: TSessionRecipe, values: TRecipeFormValues): Promise<boolean> => {
    // An untouched blank recipe is not a recipe: nothing is saved and no empty card appears.
    if (current.isBlank && !hasOwnContent(values)) {
      notify.info(NOTHING_TO_SAVE);
      return false;
    }
    setIsSaving(true);
    try {
      // An edited session recipe gets its nutrition recomputed from the new lines.
      const counted = values.ingredients.length > 0 ? await queryClient.fetchQuery(nutritionQueryOptions(values.ingredients)) : { nutrition: null };
      // The dialog reads the same cached answer (and its uncounted lines) for the new lines.
      onUpdate(current.id, { ...values, nutrition: counted.nutrition });
      notify.success('Changes saved!');
      return true;
    } catch {
      notify.error('Failed to save changes.');
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const generateImage = async (current: TSessionRecipe, draft: { title: string; ingredients: string[] }) => {
    // The image needs something to show.
    if (!draft.title || draft.ingredients.length === 0) {
      notify.error('Add a title and at least one ingredient first.');
      return;
    }
    if (imageMutation.isPending) return;
    try {
      const { imageUrl } = await imageMutation.mutateAsync(draft);
      onUpdate(current.id, { imageUrl });
      notify.success('Image generated!');
    } catch (error) {
      notify.error(readErrorMessage(error, 'Failed to generate image'));
    }
  };

  return (
    <RecipeDialog
      recipe={recipe}
      onClose={onClose}
      isImagePending={isImagePending}
      nutrition={nutrition}
      matchNote={recipe?.matchNote}
      edit={
        recipe
          ? {
              onSubmit: (values) => submitEdit(recipe, values),
              isSaving,
              // A blank recipe is new each time: its draft is the one blank the cook was filling in.
              draftPlace: toUserDraftPlace(
                userId,
                recipe.isBlank && !recipe.savedRecipeId && recipe.ingredients.length === 0 ? 'recipe-edit:blank' : `recipe-edit:${recipe.id}`,
              ),
              // A blank recipe opens in edit mode.
              isInitiallyEditing: recipe.isBlank && recipe.ingredients.length === 0,
              image:
                recipe.isBlank || !recipe.imageUrl
                  ? { onGenerate: (draft) => void generateImage(recipe, draft), isGenerating: imageMutation.isPending }
                  : undefined,
            }
          : undefined
      }
      actions={
        recipe
          ? [
              recipe.savedRecipeId
                ? { label: 'Saved', onSelect: () => undefined, variant: 'primary', isDisabled: true }
                : { label: 'Save Recipe', onSelect: () => onSave(recipe.id), variant: 'primary' },
            ]
          : []
      }
    />
  );
}

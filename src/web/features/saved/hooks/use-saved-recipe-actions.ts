import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toSharedRecipePath } from '../../../../domain/recipe-library-rules.ts';
import type { TSavedRecipe, TUpdateRecipe } from '../../../../domain/recipe.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import { useRateRecipe } from '../api/rate-recipe.ts';
import { useShareRecipe } from '../api/share-recipe.ts';
import { useUpdateRecipe } from '../api/update-recipe.ts';
import type { TSavedDialogEvent } from '../lib/saved-dialogs.ts';

/** What the Saved page does to a recipe, with the error toasts; dialogs move through `dispatch`. */
export function useSavedRecipeActions(dispatch: Dispatch<TSavedDialogEvent>) {
  const queryClient = useQueryClient();
  const rateMutation = useRateRecipe();
  const updateMutation = useUpdateRecipe();
  const deleteMutation = useDeleteRecipe();
  const shareMutation = useShareRecipe();

  const rate = (recipe: TSavedRecipe, rating: number) => {
    rateMutation.mutate(
      { recipe, rating },
      {
        onSuccess: (saved) => dispatch({ type: 'recipeChanged', recipe: saved }),
        onError: (error) => {
          console.error('Failed to update rating', error);
          notify.error(readErrorMessage(error, 'Failed to update rating'));
        },
      },
    );
  };

  const update = async (recipe: TSavedRecipe, changes: TUpdateRecipe): Promise<boolean> => {
    try {
      const saved = await updateMutation.mutateAsync({ id: recipe.id, changes });
      dispatch({ type: 'recipeChanged', recipe: saved });
      notify.success('Recipe updated!');
      return true;
    } catch (error) {
      console.error('Failed to update recipe', error);
      notify.error(readErrorMessage(error, 'Failed to update recipe.'));
      return false;
    }
  };

  const share = (recipe: TSavedRecipe) => {
    shareMutation.mutate(recipe.id, {
      onSuccess: ({ id }) => dispatch({ type: 'showShareLink', recipe, link: new URL(toSharedRecipePath(id), window.location.origin).toString() }),
      onError: (error) => {
        console.error('Failed to share recipe', error);
        notify.error(readErrorMessage(error, 'Failed to share recipe. Please try again.'));
      },
    });
  };

  const remove = (recipe: TSavedRecipe) => {
    deleteMutation.mutate(recipe.id, {
      onSuccess: () => {
        dispatch({ type: 'closeAll' });
        notify.success('Recipe deleted.');
      },
      onError: (error) => {
        console.error('Failed to delete recipe', error);
        dispatch({ type: 'closeAll' });
        notify.error(readErrorMessage(error, 'Failed to delete recipe.'));
        // It may be gone already (another tab): show the list as the server has it.
        void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      },
    });
  };

  return {
    rate,
    update,
    share,
    remove,
    isRating: rateMutation.isPending,
    isUpdating: updateMutation.isPending,
    isSharing: shareMutation.isPending,
    isDeleting: deleteMutation.isPending,
  };
}

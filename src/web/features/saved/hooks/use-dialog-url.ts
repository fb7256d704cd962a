import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import type { TScaleSettings } from '../../../components/recipe/recipe-scaling.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { recipeQueryOptions } from '../api/get-recipe.ts';
import type { TSavedDialogEvent, TSavedDialogs } from '../lib/saved-dialogs.ts';

export const RECIPE_PARAM = 'recipe';
export const COOK_PARAM = 'cook';

/** The history entries this page pushed for a dialog: closing one goes back instead of piling entries up. */
type TDialogEntryState = { isDialogEntry: true };

function isDialogEntry(state: unknown): state is TDialogEntryState {
  return typeof state === 'object' && state !== null && 'isDialogEntry' in state && state.isDialogEntry === true;
}

function readRecipeId(dialog: TSavedDialogs): string | null {
  return 'recipe' in dialog ? dialog.recipe.id : null;
}

/**
 * The open recipe and cook mode live in the address (`/saved?recipe=id&cook=1`), as pushed history
 * entries: on a phone Back closes the sheet instead of leaving the page, and a reload, a shared link
 * or signing in again after the inactivity sign-out reopens the recipe.
 * Closing from the page goes through the address too; the dialog follows the address.
 */
export function useDialogUrl(dialog: TSavedDialogs, dispatch: Dispatch<TSavedDialogEvent>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const urlRecipeId = searchParams.get(RECIPE_PARAM);
  const isCookInUrl = searchParams.get(COOK_PARAM) === '1';
  const dialogRecipeId = readRecipeId(dialog);
  // The last recipe a dialog showed: an address naming it with no dialog open is one the page closed
  // (a delete), not one to reopen.
  const shownRecipeId = useRef<string | null>(null);
  if (dialogRecipeId) shownRecipeId.current = dialogRecipeId;

  const leave = useCallback(
    (names: string[]) => {
      if (isDialogEntry(location.state)) {
        navigate(-1);
        return;
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [location.state, navigate, setSearchParams],
  );

  const push = useCallback(
    (name: string, value: string) => {
      const state: TDialogEntryState = { isDialogEntry: true };
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { state },
      );
    },
    [setSearchParams],
  );

  // The address lost the recipe or cook mode (Back, or a close below): the dialog follows. Only a
  // change of the address counts: an opening dispatches first and reaches the address a moment later.
  const previousUrl = useRef({ recipeId: urlRecipeId, isCook: isCookInUrl });
  useEffect(() => {
    const previous = previousUrl.current;
    previousUrl.current = { recipeId: urlRecipeId, isCook: isCookInUrl };
    if (previous.recipeId && !urlRecipeId) dispatch({ type: 'closeAll' });
    else if (previous.isCook && !isCookInUrl) dispatch({ type: 'back' });
  }, [urlRecipeId, isCookInUrl, dispatch]);

  // A dialog closed by the page itself (after a delete): the address forgets the recipe.
  useEffect(() => {
    if (!dialogRecipeId && urlRecipeId && urlRecipeId === shownRecipeId.current) leave([RECIPE_PARAM, COOK_PARAM]);
  }, [dialogRecipeId, urlRecipeId, leave]);

  // An address naming a recipe on arrival (reload, link, return after signing in): open it.
  const isRestoring = urlRecipeId !== null && dialog.kind === 'none' && shownRecipeId.current !== urlRecipeId;
  const restoreQuery = useQuery({ ...recipeQueryOptions(urlRecipeId ?? ''), enabled: isRestoring });
  const { data: restored, isError: isRestoreError } = restoreQuery;
  useEffect(() => {
    if (!isRestoring) return;
    if (restored && restored.id === urlRecipeId) {
      dispatch({ type: 'openRecipe', recipe: restored });
      // Cook mode starts from the recipe again (its servings and timer were in the closed page).
      if (isCookInUrl) leave([COOK_PARAM]);
    } else if (isRestoreError) {
      // Deleted, or not this cook's: show the library without it.
      leave([RECIPE_PARAM, COOK_PARAM]);
    }
  }, [isRestoring, restored, isRestoreError, urlRecipeId, isCookInUrl, dispatch, leave]);

  return {
    openRecipe: (recipe: TSavedRecipe) => {
      dispatch({ type: 'openRecipe', recipe });
      push(RECIPE_PARAM, recipe.id);
    },
    closeRecipe: () => leave([RECIPE_PARAM, COOK_PARAM]),
    openCook: (recipe: TSavedRecipe, settings: TScaleSettings) => {
      dispatch({ type: 'cook', recipe, settings });
      push(COOK_PARAM, '1');
    },
    closeCook: () => leave([COOK_PARAM]),
  };
}

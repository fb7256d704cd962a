import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import type { TScaleSettings } from '../../../components/recipe/recipe-scaling.ts';

/**
 * Which dialog the Saved page shows: one at a time. The recipe dialog steps aside for a delete
 * confirmation, the share link, print and cook mode, and comes back when they close.
 */
export type TSavedDialogs =
  | { kind: 'none' }
  | { kind: 'filters' }
  /** `settings`: the servings and units chosen before cook mode or print, kept on the way back. */
  | { kind: 'recipe'; recipe: TSavedRecipe; settings?: TScaleSettings }
  | { kind: 'delete'; recipe: TSavedRecipe }
  | { kind: 'share'; recipe: TSavedRecipe; link: string }
  | { kind: 'print'; recipe: TSavedRecipe; settings: TScaleSettings }
  | { kind: 'cook'; recipe: TSavedRecipe; settings: TScaleSettings };

export type TSavedDialogEvent =
  | { type: 'openFilters' }
  | { type: 'openRecipe'; recipe: TSavedRecipe }
  /** A saved answer for a recipe (rated, edited): shown if it is the open one. */
  | { type: 'recipeChanged'; recipe: TSavedRecipe }
  | { type: 'askDelete'; recipe: TSavedRecipe }
  | { type: 'showShareLink'; recipe: TSavedRecipe; link: string }
  | { type: 'print'; recipe: TSavedRecipe; settings: TScaleSettings }
  | { type: 'cook'; recipe: TSavedRecipe; settings: TScaleSettings }
  /** Closes the current dialog; a dialog opened from the recipe returns to it. */
  | { type: 'back' }
  /** Closes everything (after a delete, whether it worked or not). */
  | { type: 'closeAll' };

export const NO_DIALOG: TSavedDialogs = { kind: 'none' };

export function savedDialogsReducer(state: TSavedDialogs, event: TSavedDialogEvent): TSavedDialogs {
  switch (event.type) {
    case 'openFilters':
      return { kind: 'filters' };
    case 'openRecipe':
      return { kind: 'recipe', recipe: event.recipe };
    case 'recipeChanged':
      return state.kind === 'recipe' && state.recipe.id === event.recipe.id ? { ...state, recipe: event.recipe } : state;
    case 'askDelete':
      return { kind: 'delete', recipe: event.recipe };
    case 'showShareLink':
      return { kind: 'share', recipe: event.recipe, link: event.link };
    case 'print':
      return { kind: 'print', recipe: event.recipe, settings: event.settings };
    case 'cook':
      return { kind: 'cook', recipe: event.recipe, settings: event.settings };
    case 'back':
      if (state.kind === 'none' || state.kind === 'filters' || state.kind === 'recipe') return NO_DIALOG;
      return state.kind === 'print' || state.kind === 'cook'
        ? { kind: 'recipe', recipe: state.recipe, settings: state.settings }
        : { kind: 'recipe', recipe: state.recipe };
    case 'closeAll':
      return NO_DIALOG;
  }
}

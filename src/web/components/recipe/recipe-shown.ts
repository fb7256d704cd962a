import type { TRecipeCategory } from '../../../domain/limits.ts';

/**
 * The fields the recipe dialog and edit form show: what a Create session recipe, a saved recipe and a
 * planned recipe have in common. Pass the page's own object; extra fields are ignored.
 */
export type TShownRecipe = {
  /** Keys the dialog's state: a different id starts fresh (view mode, written servings). */
  id: string;
  title: string;
  ingredients: string[];
  instructions: string[];
  imageUrl: string;
  notes: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  servings: string;
  /** Shown in the facts when set; a session recipe may have none yet (the form then offers 'Other'). */
  category?: TRecipeCategory;
  /** The web page it came from; shown as a link in the facts when it is an http(s) address. */
  sourceUrl?: string;
  /** 0–5; the stars show only when the page passes `rating` to the dialog. */
  rating?: number;
};

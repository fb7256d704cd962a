import type { TRestrictions } from '../../../domain/dietary/restrictions.ts';
import type { TDietary } from '../../../domain/profile.ts';

export type TRecipeRequest = {
  prompt: string;
  /** Names of the cook's cart items (pantry, refrigerator, freezer). */
  cartItems: string[];
  /** Ours: the cart items whose use-by date is near; generators use them first. */
  useSoonItems?: string[];
  /** The five profile flags, including those the prompt or allergens imply (a vegan prompt sets vegan). */
  dietary: TDietary;
  /**
   * Every restriction from the profile, its allergens, the call's labels and the prompt, merged.
   * Absent: the five `dietary` flags are the restrictions (the composer still reads the prompt).
   */
  restrictions?: TRestrictions;
  /** Pro custom dietary preferences: ingredients the cook never wants (the guard checks them like the flags). */
  avoidIngredients?: string[];
  /** Same input and seed → same recipe (built-in composer); a new seed → a different one. */
  seed: number;
  /** Set on the second attempt after the dietary guard found a violation, naming it. */
  violationFeedback?: string;
};

/**
 * A recipe generator returns the raw AI recipe response (the AI recipe response format). It is `unknown` on purpose:
 * the caller always runs the recipe format check and the dietary guard on it, whoever produced it.
 */
export type TRecipeGenerator = {
  name: 'builtin' | 'openai';
  generate: (request: TRecipeRequest) => Promise<unknown>;
};

import type { TRecipeRequest } from '../../providers/llm/recipe-generator.ts';
import { getFood } from '../foods.ts';
import { matchCartItem } from '../match-foods.ts';
import type { TFood } from '../types.ts';

// Read the request: what the cook has in the kitchen, and what of it should be used soon.

/** Cart items the cook should use soon (use-by within days): matched to foods. */
export function readUseSoonKeys(request: TRecipeRequest): ReadonlySet<string> {
  return new Set((request.useSoonItems ?? []).map(matchCartItem).filter((key): key is string => key !== null));
}

/** The cart's foods the cook may eat; slots take the first fitting pantry food, so use-soon items go first. */
export function readPantry(request: TRecipeRequest, isAllowed: (food: TFood) => boolean): TFood[] {
  const pantryKeys = [...new Set(request.cartItems.map(matchCartItem).filter((key): key is string => key !== null))];
  const useSoonKeys = readUseSoonKeys(request);
  return [...pantryKeys.filter((key) => useSoonKeys.has(key)), ...pantryKeys.filter((key) => !useSoonKeys.has(key))].map(getFood).filter(isAllowed);
}

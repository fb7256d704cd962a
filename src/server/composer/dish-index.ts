import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { buildDishLookup, findIndexedDish, type TIndexedDishMatch } from './read-request/find-indexed-dish.ts';

// The named-dish index, read once at start into a lookup by name and alias.

const LOOKUP = buildDishLookup(DISH_INDEX);

/** The index dish the prompt names, or null. */
export function recogniseIndexedDish(prompt: string): TIndexedDishMatch | null {
  return findIndexedDish(prompt, LOOKUP);
}

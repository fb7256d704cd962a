import type { TCartSectionName } from './cart.ts';
import type { TFood } from './kitchen/food.ts';

// Where a new cart item goes when the cook did not choose (eggs, spinach and feta all landed
// in Pantry). The food table says how each food is kept; a few words in the name say it was bought another way.

const FREEZER_WORDS = /\b(?:frozen|ice cream|ice cubes?|ice)\b/;
/** Shelf-stable forms of foods that are otherwise kept cold. */
const SHELF_WORDS = /\b(?:canned|tinned|dried|dry|powdered|uht|evaporated|condensed|jarred)\b/;

/** The section a named food belongs in: frozen → Freezer, fresh and perishable → Refrigerator, else Pantry. */
export function chooseCartSection(name: string, food: TFood | null): TCartSectionName {
  const lower = name.toLowerCase();
  if (FREEZER_WORDS.test(lower)) return 'freezer';
  if (SHELF_WORDS.test(lower)) return 'pantry';
  return food?.storage ?? 'pantry';
}

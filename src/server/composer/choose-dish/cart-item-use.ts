import { singularizeWord } from '../../../domain/ingredients/singularize.ts';
import { FOOD_KIND_WORDS } from '../food-kind-words.ts';
import { findBaseForm, getFood, isSameForm } from '../foods.ts';
import { matchCartItem } from '../match-foods.ts';
import type { TFood } from '../types.ts';

// Whether a dish uses a cart item, as the cook reads it (twenty-sixth round). The cart reader turns a general word into one
// form ('beef' → ground beef, 'cheese' → cheddar, 'pasta' → spaghetti), so a dish of flank steak, mozzarella or penne was
// counted as using none of them and the cuisine's dish that used the cook's pasta, cheese and basil was passed over.

/** General words whose every food of the kind is the cook's item: 'cheese' is any cheese, 'pasta' any pasta. */
const KIND_ITEMS: Readonly<Record<string, (food: TFood) => boolean>> = {
  ...FOOD_KIND_WORDS,
  greens: (food) => food.category === 'greens',
  pasta: (food) => findBaseForm(food.key) === 'spaghetti' || findBaseForm(food.key) === 'penne' || /\bpasta\b/i.test(food.name),
  noodle: (food) => /\bnoodles?\b/i.test(food.name),
};

/** Words after a food's name that make another food of it. */
const MADE_FROM: ReadonlySet<string> = new Set([
  'oil',
  'stock',
  'broth',
  'sauce',
  'paste',
  'powder',
  'flour',
  'extract',
  'vinegar',
  'butter',
  'syrup',
  'water',
  'milk',
  'cream',
  'jam',
  'liqueur',
]);

const toWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z\u00c0-\u024f]+/)
    .filter(Boolean)
    .map((word) => singularizeWord(word));

/**
 * The cart item is the food: its own form; or the item's words are in the food's name ('beef' in 'beef flank steak',
 * 'green bean' in 'green beans'); or the item is a general word for the food's kind ('cheese' for mozzarella).
 */
export function isCartItemFood(item: string, food: TFood): boolean {
  const key = matchCartItem(item);
  if (key !== null && isSameForm(getFood(key), food)) return true;
  const itemWords = toWords(item);
  if (itemWords.length === 0) return false;
  // A food made from the item ('olive oil', 'peanut butter', 'chicken stock') is not it; a part or cut of it ('beef flank
  // steak', 'lime juice') is.
  const isMadeFrom = (words: readonly string[]) => words.some((word, at) => at > 0 && itemWords.includes(words[at - 1] ?? '') && MADE_FROM.has(word));
  const names = [food.name, ...food.aliases].map(toWords);
  // The item's words together, in order ('black bean' is not 'black-eyed bean').
  const holdsItem = (words: readonly string[]) => words.some((_, at) => itemWords.every((word, offset) => words[at + offset] === word));
  if (names.some((words) => holdsItem(words) && !isMadeFrom(words))) return true;
  const isOfKind = itemWords.length === 1 ? KIND_ITEMS[itemWords[0] ?? ''] : undefined;
  return isOfKind?.(food) ?? false;
}

/** The cart items a dish's foods use, each counted once. */
export function findCartItemsUsed(cartItems: readonly string[], foods: readonly TFood[]): string[] {
  return cartItems.filter((item) => foods.some((food) => isCartItemFood(item, food)));
}

import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { findFood, toMatchKey } from '../../domain/kitchen/food-table.ts';
import { buildDishLookup, findIndexedDish, toLookupKey, type TIndexedDishMatch } from './read-request/find-indexed-dish.ts';
import { readDishWords, readPromptHead } from './read-request/find-unknown-dish.ts';
import { FOOD_DISH_FAMILIES } from './foods.ts';
import { findFoodsInText } from './match-foods.ts';

// The named-dish index, read once at start into a lookup by name and alias.

const LOOKUP = buildDishLookup(DISH_INDEX);

/** The index dish the prompt names, or null. */
export function recogniseIndexedDish(prompt: string): TIndexedDishMatch | null {
  // 'non-alcoholic', 'non-dairy' name no dish 'Non'.
  const text = prompt.replace(/\bnon-(?=[a-z])/gi, 'non');
  // The head of the request ('sausage and mash' in 'sausage and mash with onion gravy') names the dish; an index
  // dish after it is a side. Counted in the lookup's words, up to the end of the head.
  const head = readPromptHead(text);
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const headEnd = head === '' ? -1 : lower.indexOf(head);
  const headWords = headEnd < 0 ? Number.POSITIVE_INFINITY : countWords(lower.slice(0, headEnd + head.length));
  const found = findIndexedDish(text, LOOKUP, headWords, readDishWords(text).length > 0);
  if (found) return found;
  // A name made of foods and family words ('beans on toast') that is the whole head of the request is that dish: the sandwich family had answered it with mayonnaise and lettuce though the index holds it.
  const whole = toLookupKey(head);
  const wholeDish = LOOKUP.plain.get(whole);
  // Its own name only: an alias of plain foods ('spinach and chickpeas') stays a plate of those foods.
  if (wholeDish && toLookupKey(wholeDish.name) === whole) return { dish: wholeDish, phrase: whole };
  // A dish that is also a plain food ('hummus', 'butter croissants', 'houmous') is the dish when it is
  // all the prompt names: the cook asks for it, not for something made with it.
  const named = readDishWords(prompt).join(' ');
  if (named === '') return null;
  const key = toLookupKey(named);
  // A food's other spelling ('houmous') names it only as one word: longer phrases are read loosely by the table.
  const food = named.includes(' ') ? null : findFood(named);
  const dish = LOOKUP.plain.get(key) ?? LOOKUP.plain.get(key.replace(/s$/, '')) ?? (food ? LOOKUP.plain.get(toLookupKey(food.name)) : undefined);
  if (dish) return { dish, phrase: key };
  // 'almond croissant', 'ham croissant' (thirteenth round): such a dish last, after foods only, is that dish with them in
  // it — not a roast of the foods titled with its name. Not a food the index also makes as a preserve, dip or sauce
  // ('apple jam', 'tomato sauce' read as their own foods do).
  const words = named.split(' ');
  const lastKey = toLookupKey(words.at(-1) ?? '');
  const last = LOOKUP.plain.get(lastKey) ?? LOOKUP.plain.get(lastKey.replace(/s$/, ''));
  const isFood = (word: string) => findFoodsInText(word).length > 0 || findFood(word) !== null;
  if (last && words.length >= 2 && !FOOD_DISH_FAMILIES.has(last.family) && words.slice(0, -1).every(isFood)) return { dish: last, phrase: lastKey };
  // 'potato dauphinoise' for 'dauphinoise potatoes': a two-word name in the other order, when nothing else is named.
  if (words.length !== 2) return null;
  const reversed = findIndexedDish(`${words[1] ?? ''} ${words[0] ?? ''}`, LOOKUP, 2, true);
  return reversed && reversed.phrase.includes(' ') ? reversed : null;
}

function countWords(text: string): number {
  return toMatchKey(text)
    .split(' ')
    .filter((word) => word !== '').length;
}

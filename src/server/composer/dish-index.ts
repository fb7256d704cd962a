import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import type { TIndexedDish } from './data/dish-index/dish-index-schema.ts';
import { findFood, toMatchKey } from '../../domain/kitchen/food-table.ts';
import { buildDishLookup, findIndexedDish, toLookupKey, type TIndexedDishMatch } from './read-request/find-indexed-dish.ts';
import { readDishWords, readPromptHead } from './read-request/find-unknown-dish.ts';
import { FOOD_DISH_FAMILIES } from './foods.ts';
import { findFoodsInText } from './match-foods.ts';
import { isCuisineWord, isDescribingWord } from './read-request/describing-words.ts';
import { isKnownWord } from './read-request/is-known-word.ts';

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
  const found = findIndexedDish(text, LOOKUP, headWords, readDishWords(text).length > 0, isKnownWord);
  if (found) return found;
  // A name made of foods and family words ('beans on toast') that is the whole head of the request is that dish: the sandwich family had answered it with mayonnaise and lettuce though the index holds it.
  const whole = toLookupKey(head);
  const wholeDish = LOOKUP.plain.get(whole);
  // Its own name only: an alias of plain foods ('spinach and chickpeas') stays a plate of those foods.
  // 'baked beans' (twenty-fifth round): an alias that is the dish's own name shortened ('Boston Baked Beans') names it too.
  const isNameShortened = (dish: TIndexedDish) =>
    whole.split(' ').length >= 2 && whole.split(' ').every((word) => toLookupKey(dish.name).split(' ').includes(word));
  if (wholeDish && (toLookupKey(wholeDish.name) === whole || isNameShortened(wholeDish))) return { dish: wholeDish, phrase: whole };
  // 'curry goat jamaican style', 'spicy beans on toast' (twentieth round): such a name with a cuisine or describing words
  // around it is still that dish — the words say how it is made, not another dish. The foods must all stay.
  const named = readNamedPart(head);
  const namedDish = named === whole ? undefined : LOOKUP.plain.get(named);
  if (namedDish && toLookupKey(namedDish.name) === named) return { dish: namedDish, phrase: named };
  // A dish that is also a plain food ('hummus', 'butter croissants', 'houmous') is the dish when it is
  // all the prompt names: the cook asks for it, not for something made with it.
  const dishWords = readDishWords(prompt).join(' ');
  if (dishWords === '') return null;
  const key = toLookupKey(dishWords);
  // 'challah bread', 'a pumpernickel loaf': a bread word after a bread of the index restates it. Such a name alone is a
  // kitchen synonym of bread, so it sits with the plain names, and with the bread word it matched nothing.
  const restated = /^(.+?) (?:bread|breads|loaf|loaves)$/.exec(dishWords)?.[1];
  const restatedDish = restated ? LOOKUP.plain.get(toLookupKey(restated)) : undefined;
  if (restated && restatedDish && BREAD_FAMILIES.has(restatedDish.family)) return { dish: restatedDish, phrase: toLookupKey(restated) };
  // A food's other spelling ('houmous') names it only as one word: longer phrases are read loosely by the table.
  const food = dishWords.includes(' ') ? null : findFood(dishWords);
  const dish = LOOKUP.plain.get(key) ?? LOOKUP.plain.get(key.replace(/s$/, '')) ?? (food ? LOOKUP.plain.get(toLookupKey(food.name)) : undefined);
  if (dish) return { dish, phrase: key };
  // 'almond croissant', 'ham croissant' (thirteenth round): such a dish last, after foods only, is that dish with them in
  // it — not a roast of the foods titled with its name. Not a food the index also makes as a preserve, dip or sauce
  // ('apple jam', 'tomato sauce' read as their own foods do).
  const words = dishWords.split(' ');
  const lastKey = toLookupKey(words.at(-1) ?? '');
  const last = LOOKUP.plain.get(lastKey) ?? LOOKUP.plain.get(lastKey.replace(/s$/, ''));
  const isFood = (word: string) => findFoodsInText(word).length > 0 || findFood(word) !== null;
  if (last && words.length >= 2 && !FOOD_DISH_FAMILIES.has(last.family) && words.slice(0, -1).every(isFood)) return { dish: last, phrase: lastKey };
  // 'potato dauphinoise' for 'dauphinoise potatoes': a two-word name in the other order, when nothing else is named.
  if (words.length !== 2) return null;
  const reversed = findIndexedDish(`${words[1] ?? ''} ${words[0] ?? ''}`, LOOKUP, 2, true);
  return reversed && reversed.phrase.includes(' ') ? reversed : null;
}

/** Words around a dish's name that say how it is made, not which dish: 'jamaican style', 'spicy', 'homemade'. */
const HOW_WORDS = new Set(['style', 'styled', 'way', 'homemade', 'home-made']);

/** The head without its cuisine and describing words, as a lookup key ('curry goat' of 'curry goat jamaican style'). */
function readNamedPart(head: string): string {
  const words = toMatchKey(head)
    .split(' ')
    .filter((word) => word !== '');
  const isHowWord = (word: string) => HOW_WORDS.has(word) || isCuisineWord(word) || (isDescribingWord(word) && findFood(word) === null);
  return toLookupKey(words.filter((word) => !isHowWord(word)).join(' '));
}

/** Index families a bread word ('bread', 'loaf') restates. */
const BREAD_FAMILIES: ReadonlySet<string> = new Set(['flatbread', 'yeast-bread', 'quick-bread']);

function countWords(text: string): number {
  return toMatchKey(text)
    .split(' ')
    .filter((word) => word !== '').length;
}

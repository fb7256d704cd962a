import { DISH_INDEX } from '../data/dish-index/all-dishes.ts';
import type { TDishFamily, TDishRegion, TIndexedDish } from '../data/dish-index/dish-index-schema.ts';
import { findFormOfFood, getFood } from '../foods.ts';
import type { TFood, TMeal } from '../types.ts';
import { escapeForPattern } from '../escape-for-pattern.ts';

// 'a Korean side dish', 'a Filipino dessert', 'Filipino food' (nineteenth round): an open request of a cuisine and a kind.
// The catalogue has few dishes of most cuisines, so the answer was whatever scored best ('Berry Pavlova') or a family
// dish titled in the cook's words ("Korean Side Dish" of potatoes). The index has the cuisine's own dishes: one of them,
// made by the named-dish path, and said to be chosen.

/** A kind of dish the cook may name beside the cuisine, and which index dishes are of it. */
type TKind = { label: string; words: string; fits: (dish: TIndexedDish) => boolean; meal?: TMeal };

const BREADS: ReadonlySet<TDishFamily> = new Set<TDishFamily>(['flatbread', 'yeast-bread', 'quick-bread']);
/** Not a meal by themselves: what 'Filipino food' should not be answered with. */
const NOT_A_MEAL: ReadonlySet<TDishFamily> = new Set<TDishFamily>([
  'preserve',
  'sauce',
  'dip',
  'cocktail',
  'mocktail',
  'hot-drink',
  'cold-drink',
  'smoothie',
  'shake',
  'side',
]);
// A bread is eaten with a meal, not as it ('an Ethiopian dinner' is not injera alone); it may be breakfast or a snack.
const isMealFamily = (dish: TIndexedDish) => !NOT_A_MEAL.has(dish.family) && !BREADS.has(dish.family);
const isMeal = (dish: TIndexedDish) => isMealFamily(dish) && dish.meals.some((meal) => meal === 'lunch' || meal === 'dinner');
const ofMeal = (meal: TIndexedDish['meals'][number]) => (dish: TIndexedDish) =>
  dish.meals.includes(meal) && (isMealFamily(dish) || ((meal === 'breakfast' || meal === 'snack') && BREADS.has(dish.family)));
const ofFamily =
  (...families: TDishFamily[]) =>
  (dish: TIndexedDish) =>
    families.includes(dish.family);

const KINDS: readonly TKind[] = [
  { label: 'side dish', words: 'side dish(?:es)?|sides?|banchan', fits: ofFamily('side') },
  { label: 'dessert', meal: 'dessert', words: 'desserts?|puddings?|sweets?', fits: (dish) => dish.meals.includes('dessert') },
  { label: 'breakfast', meal: 'breakfast', words: 'breakfast|brunch', fits: ofMeal('breakfast') },
  { label: 'lunch', meal: 'lunch', words: 'lunch', fits: ofMeal('lunch') },
  { label: 'dinner', meal: 'dinner', words: 'dinner|supper|main(?: course)?', fits: ofMeal('dinner') },
  { label: 'soup', words: 'soups?', fits: ofFamily('soup') },
  { label: 'stew', words: 'stews?', fits: ofFamily('stew') },
  { label: 'curry', words: 'curry|curries', fits: ofFamily('curry') },
  { label: 'salad', words: 'salads?', fits: ofFamily('salad') },
  { label: 'snack', meal: 'snack', words: 'snacks?|street food|starter|appeti[sz]er', fits: ofMeal('snack') },
  { label: 'drink', meal: 'drink', words: 'drinks?|beverage', fits: (dish) => dish.meals.includes('drink') },
  { label: 'bread', words: 'breads?|loaf', fits: (dish) => BREADS.has(dish.family) },
  { label: 'cake', words: 'cakes?', fits: ofFamily('cake') },
  { label: 'pastry', words: 'pastry|pastries', fits: ofFamily('filled-pastry') },
  { label: 'rice dish', words: 'rice dish', fits: ofFamily('rice') },
];

/** A cuisine word and the index's cuisines it covers: 'Italian' holds Sicilian and Tuscan. */
const CUISINE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  italian: ['Italian', 'Sicilian', 'Tuscan', 'Roman', 'Neapolitan', 'Milanese', 'Piedmontese', 'Romagnol', 'Apulian', 'Sardinian'],
  chinese: ['Chinese', 'Cantonese', 'Sichuan', 'Shanghainese', 'Beijing', 'Shaanxi', 'Lanzhou'],
  indian: ['Indian', 'South Indian', 'Punjabi', 'Bengali', 'Gujarati', 'Mumbai', 'Goan', 'Maharashtrian', 'Kashmiri', 'Rajasthani'],
  spanish: ['Spanish', 'Andalusian', 'Basque', 'Galician', 'Catalan', 'Canarian', 'Asturian', 'Valencian'],
  french: ['French', 'Provençal', 'Breton', 'Languedoc', 'Savoyard', 'Alsatian'],
  mexican: ['Mexican', 'Yucatecan', 'Oaxacan'],
  thai: ['Thai', 'Northern Thai'],
  british: ['British', 'Scottish', 'Welsh'],
  english: ['British'],
  german: ['German', 'Bavarian', 'Swabian'],
};
/** Index cuisines that name no kitchen of their own. */
const NOT_A_CUISINE: ReadonlySet<string> = new Set(['International', 'European']);

const CUISINES: ReadonlyMap<string, readonly string[]> = new Map([
  ...[...new Set(DISH_INDEX.map((dish) => dish.cuisine))]
    .filter((cuisine) => !NOT_A_CUISINE.has(cuisine))
    .map((cuisine): [string, readonly string[]] => [cuisine.toLowerCase(), [cuisine]]),
  ...Object.entries(CUISINE_GROUPS),
]);

// Words that describe the request but choose no dish: kept in the prompt the chosen dish is made from.
const DESCRIBING =
  '(?:quick|easy|simple|healthy|light|hearty|traditional|authentic|classic|homemade|home-made|vegan|vegetarian|veggie|gluten-free|dairy-free|nut-free|tasty|nice|good|cosy|cozy|comforting|weeknight|typical|popular)';
const CUISINE_WORDS = [...CUISINES.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeForPattern)
  .join('|');
const KIND_WORDS = KINDS.map((kind) => kind.words).join('|');
const REQUEST = new RegExp(
  "^\\s*(?:(?:please\\s+)?(?:make|cook|give|suggest|find|show)(?:\\s+(?:me|us))?\\s+|i(?:'d| would)?\\s+(?:like|want|fancy)\\s+|(?:how|what) about\\s+)?" +
    `(?:(?:an?|some|one)\\s+)?((?:${DESCRIBING}\\s+)*)(${CUISINE_WORDS})\\s+((?:${DESCRIBING}\\s+)*)` +
    `(?:(${KIND_WORDS})(?:\\s+(?:dish|dishes|food|meal|recipe))?|dish|food|meal|recipe|cooking)` +
    // A tail that chooses no food: who it is for, when.
    "((?:,?\\s+(?:for|tonight|today|this|please|to serve)\\b(?:(?!\\b(?:with|using|from|made)\\b)[a-z0-9' -])*)?)[.!?\\s]*$",
);

export type TCuisineRequest = {
  /** The cuisine as the index spells it ('Korean'), for the note. */
  cuisine: string;
  /** 'side dish', 'dessert'; 'dish' when only the cuisine is named. */
  label: string;
  /** The meal the kind names ('dessert'), to file the answer under. */
  meal: TMeal | null;
  /** The index dishes of that cuisine and kind. */
  dishes: readonly TIndexedDish[];
  /** The prompt with the chosen dish's name in place of the cuisine and kind. */
  withDish: (name: string) => string;
};

/** An open request of a cuisine and, optionally, a kind ('a Korean side dish', 'Filipino food'), or null. */
export function readCuisineRequest(prompt: string): TCuisineRequest | null {
  const lower = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const found = REQUEST.exec(lower);
  if (!found) return null;
  const [, before = '', word = '', after = '', kindWords, tail = ''] = found;
  const cuisines = CUISINES.get(word) ?? [];
  const kind = kindWords === undefined ? null : (KINDS.find((each) => new RegExp(`^(?:${each.words})$`).test(kindWords)) ?? null);
  const fits = kind?.fits ?? isMeal;
  const dishes = DISH_INDEX.filter((dish) => cuisines.includes(dish.cuisine) && fits(dish));
  if (dishes.length === 0) return null;
  const cuisine = cuisines[0] ?? word;
  return {
    cuisine,
    label: kind?.label ?? 'dish',
    meal: kind?.meal ?? null,
    dishes,
    withDish: (name) => `${`${before}${after}`.trim()} ${name}${tail}`.trim(),
  };
}

/** The index's files of a course, across cuisines. */
const COURSE_FILES: ReadonlySet<TDishRegion> = new Set<TDishRegion>([
  'everyday',
  'breads & bakes',
  'breakfasts',
  'sides',
  'sauces & preserves',
  'desserts',
  'drinks',
]);

/** The index dish's foods as the kitchen table's, unknown names skipped. */
function readFoods(names: readonly string[]): TFood[] {
  return names.map((name) => findFormOfFood(name)).flatMap((key) => (key === null ? [] : [getFood(key)]));
}

/**
 * The dishes to try, best first: one the cook can have as it is (every defining food allowed), then the one using most of
 * the cart, then one filed with its part of the world before one filed by course ('a Thai lunch' is Pad Thai before the
 * sides' Coconut Rice), then the index's own order (its best-known dishes come first in each file).
 */
export function rankCuisineDishes(dishes: readonly TIndexedDish[], isAllowed: (food: TFood) => boolean, pantry: readonly TFood[]): TIndexedDish[] {
  const cartKeys = new Set(pantry.map((food) => food.key));
  const score = (dish: TIndexedDish) => {
    const defining = readFoods(dish.defining);
    const fitsCook = defining.every(isAllowed);
    const usesCart = new Set([...defining, ...readFoods(dish.supporting)].filter((food) => cartKeys.has(food.key)).map((food) => food.key)).size;
    return (fitsCook ? 100 : 0) + usesCart;
  };
  return dishes
    .map((dish, at) => ({ dish, at, score: score(dish), byCourse: COURSE_FILES.has(dish.region ?? 'everyday') ? 1 : 0 }))
    .sort((a, b) => b.score - a.score || a.byCourse - b.byCourse || a.at - b.at)
    .map((each) => each.dish);
}

import { CUISINE_NEIGHBOURS } from '../data/cuisine-neighbours.ts';
import { DISH_INDEX } from '../data/dish-index/all-dishes.ts';
import type { TDishFamily, TDishRegion, TIndexedDish } from '../data/dish-index/dish-index-schema.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';
import { findFormOfFood, getFood, isSameForm } from '../foods.ts';
import { findFoodsInText, matchCartItem } from '../match-foods.ts';
import { isCartItemFood } from './cart-item-use.ts';
import { isDescribingWord, STYLE_FOODS } from '../read-request/describing-words.ts';
import { readPromptHead } from '../read-request/find-unknown-dish.ts';
import { OCCASION_WORDS } from '../read-request/generic-words.ts';
import { recogniseDish } from '../read-request/recognise-dish.ts';
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
// A side the index files under breakfast is one (twenty-fifth round: mămăligă with cheese and sour cream is a Romanian
// breakfast); at lunch and dinner a side is not the meal.
const ofMeal = (meal: TIndexedDish['meals'][number]) => (dish: TIndexedDish) =>
  dish.meals.includes(meal) &&
  (isMealFamily(dish) || ((meal === 'breakfast' || meal === 'snack') && BREADS.has(dish.family)) || (meal === 'breakfast' && dish.family === 'side'));
const ofFamily =
  (...families: TDishFamily[]) =>
  (dish: TIndexedDish) =>
    families.includes(dish.family);

const STARTER_FAMILIES: ReadonlySet<TDishFamily> = new Set<TDishFamily>(['dip', 'salad', 'soup', 'side']);
const NOT_A_STARTER: ReadonlySet<TDishFamily> = new Set<TDishFamily>([...NOT_A_MEAL].filter((family) => family !== 'side' && family !== 'dip'));
const isStarter = (dish: TIndexedDish) =>
  !dish.meals.includes('dessert') &&
  !NOT_A_STARTER.has(dish.family) &&
  !BREADS.has(dish.family) &&
  (dish.meals.includes('snack') || STARTER_FAMILIES.has(dish.family));

const KINDS: readonly TKind[] = [
  // A side is eaten with dinner: filed there, not under the lunch its index meals name first (twentieth round).
  { label: 'side dish', meal: 'dinner', words: 'side dish(?:es)?|sides?|banchan', fits: ofFamily('side') },
  { label: 'dessert', meal: 'dessert', words: 'desserts?|puddings?|sweets?', fits: (dish) => dish.meals.includes('dessert') },
  { label: 'breakfast', meal: 'breakfast', words: 'breakfast|brunch', fits: ofMeal('breakfast') },
  { label: 'lunch', meal: 'lunch', words: 'lunch', fits: ofMeal('lunch') },
  { label: 'dinner', meal: 'dinner', words: 'dinner|supper|main(?: course)?', fits: ofMeal('dinner') },
  // 'a Scottish tea', 'a Welsh tea' (twenty-third round): the British evening meal, not the drink — only after a cuisine
  // of the British Isles (a Thai or Moroccan tea is the drink, read as before).
  { label: 'tea', meal: 'dinner', words: 'tea', fits: ofMeal('dinner') },
  { label: 'soup', words: 'soups?', fits: ofFamily('soup') },
  { label: 'stew', words: 'stews?', fits: ofFamily('stew') },
  { label: 'curry', words: 'curry|curries', fits: ofFamily('curry') },
  { label: 'salad', words: 'salads?', fits: ofFamily('salad') },
  // 'a Spanish tapa', 'a Lebanese mezze dish', 'an Italian starter' (twentieth round): a small savoury plate before or
  // beside others — the cuisine's snacks, dips, salads, soups and sides, not its sweets, drinks or sauces.
  { label: 'starter', meal: 'snack', words: 'starters?|appeti[sz]ers?|tapas?|mezzes?|meze|mezedes|small plates?|nibbles|canap[eé]s', fits: isStarter },
  { label: 'snack', meal: 'snack', words: 'snacks?|street food', fits: ofMeal('snack') },
  { label: 'drink', meal: 'drink', words: 'drinks?|beverage', fits: (dish) => dish.meals.includes('drink') },
  { label: 'bread', words: 'breads?|loaf', fits: (dish) => BREADS.has(dish.family) },
  { label: 'cake', words: 'cakes?', fits: ofFamily('cake') },
  { label: 'pastry', words: 'pastry|pastries', fits: ofFamily('filled-pastry') },
  // 'a Moldovan pie' (twenty-fifth round): a pie or a filled pastry of the cuisine (plăcintă, börek, empanada).
  { label: 'pie', words: 'pies?', fits: ofFamily('pie', 'filled-pastry') },
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
  // The Levant's shared dishes (hummus, baba ganoush, falafel) are each of its kitchens'.
  lebanese: ['Lebanese', 'Levantine'],
  syrian: ['Syrian', 'Levantine'],
  palestinian: ['Palestinian', 'Levantine'],
  jordanian: ['Jordanian', 'Levantine'],
  levantine: ['Levantine', 'Lebanese', 'Syrian', 'Palestinian', 'Jordanian'],
  'middle eastern': ['Middle Eastern', 'Levantine', 'Lebanese', 'Syrian', 'Palestinian', 'Jordanian', 'Israeli', 'Persian', 'Iraqi'],
  german: ['German', 'Bavarian', 'Swabian'],
  argentinian: ['Argentine'],
};
/** The index's cuisines whose 'tea' is the evening meal. */
const TEA_AS_MEAL: ReadonlySet<string> = new Set(['British', 'Scottish', 'Welsh', 'Irish']);
/** Kinds that are a meal of the day: a cuisine's lunch may be eaten at supper, so with a cart either is tried. */
const MEAL_KINDS: ReadonlySet<string> = new Set(['lunch', 'dinner', 'tea']);

/** Families eaten as a side though not filed as one. */
const SIDE_LIKE: ReadonlySet<TDishFamily> = new Set<TDishFamily>(['rice', 'salad']);

/** Index cuisines that name no kitchen of their own. */
const NOT_A_CUISINE: ReadonlySet<string> = new Set(['International', 'European']);

const CUISINES: ReadonlyMap<string, readonly string[]> = new Map([
  ...[...new Set(DISH_INDEX.map((dish) => dish.cuisine))]
    .filter((cuisine) => !NOT_A_CUISINE.has(cuisine))
    .map((cuisine): [string, readonly string[]] => [cuisine.toLowerCase(), [cuisine]]),
  ...Object.entries(CUISINE_GROUPS),
  // A country or region the index files no dish under ('emirati', 'moldovan'): its neighbours' kitchens (twenty-fifth round).
  ...Object.entries(CUISINE_NEIGHBOURS),
]);

// Words that describe the request but choose no dish: kept in the prompt the chosen dish is made from.
const DESCRIBING =
  '(?:quick|easy|simple|healthy|light|hearty|traditional|authentic|classic|homemade|home-made|vegan|vegetarian|veggie|gluten-free|dairy-free|nut-free|tasty|nice|good|cosy|cozy|comforting|weeknight|typical|popular)';
// The occasion a kind is for ('a South African braai side', twenty-third round): it chooses no dish (not the Braai itself).
// 'a kiwi bach dinner', 'a malaysian hawker dinner' (twenty-eighth round): any occasion word of the shared list, one or two.
// (barbecue, bbq, picnic, summer, winter… are in it already.)
const OCCASION_WORD = ['braai', 'party', ...OCCASION_WORDS].map(escapeForPattern).join('|');
const OCCASION = `(?:${OCCASION_WORD})(?:\\s+(?:${OCCASION_WORD}))?`;
const CUISINE_WORDS = [...CUISINES.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeForPattern)
  .join('|');
const KIND_WORDS = KINDS.map((kind) => kind.words).join('|');
const REQUEST = new RegExp(
  "^\\s*(?:(?:please\\s+)?(?:make|cook|give|suggest|find|show)(?:\\s+(?:me|us))?\\s+|i(?:'d| would)?\\s+(?:like|want|fancy)\\s+|(?:how|what) about\\s+)?" +
    `(?:(?:an?|some|one)\\s+)?((?:${DESCRIBING}\\s+)*)(${CUISINE_WORDS})\\s+((?:${DESCRIBING}\\s+)*)(?:(${OCCASION})\\s+)?` +
    `(?:(${KIND_WORDS})(?:\\s+(?:dish|dishes|food|meal|recipe|spread|platter))?|dish|food|meal|recipe|cooking)` +
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
  /** The kind as the cook wrote it ('tapa'): an index alias of those words ('tapa', Filipino Tapsilog) is not the dish asked. */
  kindWords: string;
  /** The index dishes of that cuisine and kind. */
  dishes: readonly TIndexedDish[];
  /** The prompt with the chosen dish's name in place of the cuisine and kind. */
  withDish: (name: string) => string;
  /** The cuisine word as the cook wrote it ('danish'): before a kind it names no dish of its own (not Danish Pastry). */
  cuisineWord: string;
  /** The occasion word before the kind ('braai'), which names no dish here. */
  occasionWord: string;
  /** A meal's dishes of the cuisine beyond the kind's own ('a Welsh supper' may be a lunch dish): tried for a cart. */
  moreDishes: readonly TIndexedDish[];
};

/** 'tapas' → 'tapa', 'starters' → 'starter', 'mezze' stays. */
function toOne(words: string): string {
  return words.replace(/^(tapa|starter|appeti[sz]er|mezze|small plate|canap[eé])s$/, '$1').replace(/^nibbles$/, 'nibble');
}

/** An open request of a cuisine and, optionally, a kind ('a Korean side dish', 'Filipino food'), or null. */
export function readCuisineRequest(prompt: string): TCuisineRequest | null {
  const lower = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const found = REQUEST.exec(lower);
  if (!found) return null;
  const [, before = '', word = '', after = '', occasion = '', kindWords, tail = ''] = found;
  const cuisines = CUISINES.get(word) ?? [];
  const kind = kindWords === undefined ? null : (KINDS.find((each) => new RegExp(`^(?:${each.words})$`).test(kindWords)) ?? null);
  if (kind?.label === 'tea' && !cuisines.some((each) => TEA_AS_MEAL.has(each))) return null;
  const fits = kind?.fits ?? isMeal;
  // Nearest first (twenty-sixth round): a region's own dishes before its country's.
  const nearest = (a: TIndexedDish, b: TIndexedDish) => cuisines.indexOf(a.cuisine) - cuisines.indexOf(b.cuisine);
  const dishes = DISH_INDEX.filter((dish) => cuisines.includes(dish.cuisine) && fits(dish)).sort(nearest);
  if (dishes.length === 0) return null;
  const isMealKind = kind !== null && MEAL_KINDS.has(kind.label);
  // A side may be a rice or a salad the index files by its own family ('a Puerto Rican side': Arroz con Gandules).
  const isMore = (dish: TIndexedDish) =>
    isMealKind ? isMeal(dish) : kind?.label === 'side dish' && SIDE_LIKE.has(dish.family) && !dish.meals.includes('dessert');
  const moreDishes = DISH_INDEX.filter((dish) => cuisines.includes(dish.cuisine) && isMore(dish) && !dishes.includes(dish)).sort(nearest);
  // A neighbour's dish is said in the cook's word ('an Emirati dessert', not 'a Gulf dessert').
  const cuisine = word in CUISINE_NEIGHBOURS ? word.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : (cuisines[0] ?? word);
  return {
    cuisine,
    // The cook's own word for a small plate ('tapa', 'mezze dish'), one of them.
    label: kind?.label === 'starter' && kindWords !== undefined ? toOne(kindWords) : (kind?.label ?? 'dish'),
    kindWords: kindWords ?? '',
    meal: kind?.meal ?? null,
    dishes,
    withDish: (name) => `${`${before}${after}`.trim()} ${name}${tail}`.trim(),
    cuisineWord: word,
    occasionWord: occasion,
    moreDishes,
  };
}

/** Families of a dish that is its food cooked ('Korean bean sprouts' is a side of them), not a bread or drink holding it. */
const OF_A_FOOD: ReadonlySet<TDishFamily> = new Set<TDishFamily>(['side', 'salad', 'curry', 'stew', 'stir-fry', 'roast', 'grilled', 'fried', 'soup', 'bake']);

/** Meals a cuisine's dish of a food is eaten as ('a goan fish supper'): beside the food, they name no other dish. */
const MEAL_OF_FOOD: ReadonlySet<string> = new Set(['supper', 'dinner', 'lunch', 'tea']);

/** Words beside a cuisine that say how, not what: 'korean style', 'the thai way'. */
const HOW_WORDS: ReadonlySet<string> = new Set(['style', 'styled', 'way', 'the', 'a', 'an', 'some']);

/**
 * 'korean style spicy bean sprouts', 'japanese spinach' (twentieth round): a cuisine and one food, with only describing
 * words beside them, asks for that cuisine's dish of the food — the index dish of the cuisine whose first defining food it
 * is (Kongnamul Muchim). Null when the head holds anything else, or the cuisine has no dish of that food: it was answered as
 * an open request, with any dish that held the food (Bibimbap).
 */
export function readCuisineFoodRequest(prompt: string): TCuisineRequest | null {
  const head = readPromptHead(prompt);
  const word = [...CUISINES.keys()].sort((a, b) => b.length - a.length).find((each) => new RegExp(`(?:^| )${escapeForPattern(each)}(?: |$)`).test(head));
  if (word === undefined) return null;
  // 'creamy tuscan chicken': a style word whose food the dish must hold asks for a dish of the foods in that style, which the
  // style rules compose — not the region's country's dish of chicken (twenty-sixth round, as 'tuscan' became Italian too).
  if (head.split(/[\s-]+/).some((each) => STYLE_FOODS[each] !== undefined)) return null;
  const rest = head
    .replace(new RegExp(`(?:^| )${escapeForPattern(word)}(?: |$)`), ' ')
    .split(/[\s-]+/)
    // 'a goan fish supper' (twenty-eighth round): the meal it is eaten as chooses no food; the cuisine's dish of the fish does.
    .filter((each) => each !== '' && !HOW_WORDS.has(each) && !MEAL_OF_FOOD.has(each) && !(isDescribingWord(each) && findFood(each) === null));
  const foodText = rest.join(' ');
  // Every word a food's ('bean sprouts'): a word of a dish's own name ('youvetsi lamb', 'sbiten honey') is a dish named.
  const isFoodWord = (each: string) => findFood(each) !== null || findFoodsInText(each).length > 0;
  const groups = findFoodsInText(foodText);
  const [keys] = groups;
  if (rest.length === 0 || !rest.every(isFoodWord) || groups.length !== 1 || keys === undefined) return null;
  // A food that is also a kind of dish ('an Italian pasta', 'a Thai curry') asks for that kind, not a dish of the food.
  if (recogniseDish(foodText) !== null) return null;
  // Other foods beside it ('Georgian beans with walnuts and coriander') describe a dish of their own: not this reading.
  if (findFoodsInText(prompt.toLowerCase()).length !== 1) return null;
  const cuisines = CUISINES.get(word) ?? [];
  const dishes = DISH_INDEX.filter(
    (dish) => cuisines.includes(dish.cuisine) && OF_A_FOOD.has(dish.family) && keys.includes(findFormOfFood(dish.defining[0] ?? '') ?? ''),
  );
  if (dishes.length === 0) return null;
  const lower = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const at = lower.indexOf(head);
  return {
    cuisine: cuisines[0] ?? word,
    label: `dish of ${foodText}`,
    kindWords: '',
    meal: null,
    dishes,
    withDish: (name) => (at < 0 ? name : `${lower.slice(0, at)}${name}${lower.slice(at + head.length)}`),
    cuisineWord: word,
    occasionWord: '',
    moreDishes: [],
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

/** One food's name is the other's with words added ('lime' in 'lime juice', 'onion' in 'red onion'), read word by word. */
function sharesName(a: TFood, b: TFood): boolean {
  const words = (food: TFood) => food.name.toLowerCase().split(/\s+/);
  const [shorter, longer] = words(a).length <= words(b).length ? [words(a), words(b)] : [words(b), words(a)];
  return shorter.every((word) => longer.includes(word));
}

/** The index dish's foods as the kitchen table's, unknown names skipped. */
function readFoods(names: readonly string[]): TFood[] {
  return names.map((name) => findFormOfFood(name)).flatMap((key) => (key === null ? [] : [getFood(key)]));
}

/**
 * The dishes to try, best first (twentieth round: every step a reason, the index's order only when none is left): one the
 * cook can have as it is (every defining food allowed); then one using two or more cart items, then the most of them; then
 * one eaten as the meal asked ('a Spanish tapa' is a snack before a soup); then the most cart items among its defining
 * foods (the cart makes the dish, not only its garnish); then the most items due soonest; then one filed with its part of
 * the world before one filed by course ('a Thai lunch' is Pad Thai before the sides' Coconut Rice); then the index's order
 * (its best-known dishes come first in each file).
 */
export function rankCuisineDishes(
  dishes: readonly TIndexedDish[],
  isAllowed: (food: TFood) => boolean,
  pantry: readonly TFood[],
  options: { meal?: TMeal | null; useSoonKeys?: ReadonlySet<string>; cartItems?: readonly string[] } = {},
): TIndexedDish[] {
  const useSoon = options.useSoonKeys ?? new Set<string>();
  // The cart item a dish's food is (twenty-third round): its own form, or a food named by the item's words or holding them
  // ('lime juice' is the cart's lime, 'onion' its red onion) — the dish is made with the cook's.
  // And the cart as written (twenty-sixth round): 'beef' is the dish's flank steak, 'cheese' its mozzarella.
  // Each item's written words, read once: the rank asks for every food of every dish.
  const written = options.cartItems ?? [];
  const writtenFor = new Map(pantry.map((item) => [item.key, written.filter((text) => matchCartItem(text) === item.key)]));
  const findCartItem = (food: TFood): TFood | undefined =>
    pantry.find((item) => isSameForm(item, food) || sharesName(item, food) || (writtenFor.get(item.key) ?? []).some((text) => isCartItemFood(text, food)));
  const rank = (dish: TIndexedDish, at: number): number[] => {
    const defining = readFoods(dish.defining);
    const usedOf = (foods: readonly TFood[]) => new Set(foods.map(findCartItem).flatMap((item) => (item ? [item.key] : [])));
    const used = usedOf([...defining, ...readFoods(dish.supporting)]);
    const definingUsed = usedOf(defining).size;
    const soon = [...used].filter((key) => useSoon.has(key)).length;
    const isOfMeal = options.meal ? dish.meals.some((meal) => meal === options.meal) : true;
    return [
      defining.every(isAllowed) ? 0 : 1,
      used.size >= 2 ? 0 : 1,
      -used.size,
      isOfMeal ? 0 : 1,
      -definingUsed,
      -soon,
      COURSE_FILES.has(dish.region ?? 'everyday') ? 1 : 0,
      at,
    ];
  };
  const compare = (a: readonly number[], b: readonly number[]) => {
    for (let index = 0; index < a.length; index += 1) if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) - (b[index] ?? 0);
    return 0;
  };
  return dishes
    .map((dish, at) => ({ dish, rank: rank(dish, at) }))
    .sort((a, b) => compare(a.rank, b.rank))
    .map((each) => each.dish);
}

/**
 * The families a dish built from the cart may take for a cuisine's kind (twenty-sixth round): a main meal a family dish of
 * a cook's week, a side a side or salad, a starter or snack something small and savoury, a sweet kind a cake. Never a
 * dessert or drink for a meal.
 */
const CART_FAMILIES_FOR: Readonly<Record<string, readonly TDishFamily[]>> = {
  dinner: ['stew', 'curry', 'stir-fry', 'soup', 'salad', 'roast'],
  lunch: ['salad', 'soup', 'stir-fry', 'stew', 'curry', 'roast'],
  tea: ['stew', 'soup', 'roast', 'stir-fry', 'curry', 'salad'],
  dish: ['stew', 'curry', 'stir-fry', 'soup', 'salad', 'roast'],
  'side dish': ['side', 'salad'],
  starter: ['salad', 'soup', 'side'],
  snack: ['salad', 'side', 'soup'],
  soup: ['soup'],
  stew: ['stew'],
  curry: ['curry'],
  salad: ['salad'],
  'rice dish': ['stir-fry'],
  dessert: ['cake'],
  cake: ['cake'],
  breakfast: ['omelette'],
};

/** Cart foods that call for a family: two of them make it the first tried. */
const CART_FITS: Partial<Record<TDishFamily, RegExp>> = {
  'stir-fry': /\b(noodles?|soy sauce|ginger|oyster sauce|hoisin|sesame oil|bok choy|pak choi|bean sprouts?|rice noodles?)\b/,
  salad: /\b(cucumbers?|tomato(es)?|lettuce|leaves|mint|lime|lemon|avocados?|radish(es)?|herbs?|parsley|cilantro|basil|feta|rocket|arugula)\b/,
  soup: /\b(potato(es)?|lentils?|leeks?|stock|broth|noodles?|beans?|chickpeas?|barley|pumpkin|squash)\b/,
  stew: /\b(potato(es)?|lentils?|beans?|chickpeas?|sauerkraut|sausages?|plantains?|beef|lamb|mutton|pork|tomato(es)?|carrots?)\b/,
  curry: /\b(coconut milk|coconut cream|curry|garam masala|turmeric|lentils?|chickpeas?|paneer)\b/,
  roast: /\b(chicken|pork belly|lamb leg|squash|sweet potato(es)?|fennel|root)\b/,
  side: /\b(greens|spinach|kale|cabbage|green beans?|carrots?|aubergine|eggplant|courgette|zucchini|peppers?)\b/,
};

/** How a cuisine cooks, read from the index's dishes of it: the families to build in, and its usual seasonings. */
export type TCuisineStyle = { families: TDishFamily[]; seasonings: string[] };

/**
 * A cuisine's style for a dish built from the cart (twenty-sixth round): the families the kind allows, those the cuisine
 * cooks most often first (Lao larb and soups before a roast), and its seasonings — the herbs and spoonfuls its dishes use
 * most, that the cook can have and the cart does not already hold. Null when the kind has no family dish of the cart.
 */
export function readCuisineStyle(asks: TCuisineRequest, isAllowed: (food: TFood) => boolean, pantry: readonly TFood[]): TCuisineStyle | null {
  const allowedFamilies = CART_FAMILIES_FOR[asks.label] ?? (asks.meal === 'snack' ? CART_FAMILIES_FOR.snack : undefined);
  if (!allowedFamilies) return null;
  const cuisines = new Set([...asks.dishes, ...asks.moreDishes].map((dish) => dish.cuisine));
  const own = DISH_INDEX.filter((dish) => cuisines.has(dish.cuisine));
  const familyCount = (family: TDishFamily) => own.filter((dish) => dish.family === family).length;
  // What the cart asks for: noodles and soy sauce a stir-fry, cucumber and mint a salad, lentils and potatoes a pot.
  const fit = (family: TDishFamily) => pantry.filter((food) => CART_FITS[family]?.test(food.name.toLowerCase()) ?? false).length;
  const families = allowedFamilies
    .map((family, at) => ({ family, at, fit: Math.min(2, fit(family)), count: familyCount(family) }))
    .sort((a, b) => b.fit - a.fit || b.count - a.count || a.at - b.at)
    .map((each) => each.family);
  const isSeasoning = (food: TFood) =>
    !food.isBasic &&
    // A fat is how a dish is cooked, not its seasoning (no butter in a salad).
    !/\b(butter|ghee|oil|lard|dripping)\b/i.test(food.name) &&
    (food.category === 'herb' || food.unit === 'tsp' || food.unit === 'tbsp' || food.unit === 'pinch' || food.unit === 'dash');
  const counts = new Map<string, number>();
  for (const dish of own) {
    for (const key of new Set(readFoods([...dish.defining, ...dish.supporting]).map((food) => food.key))) {
      const food = getFood(key);
      if (isSeasoning(food) && isAllowed(food) && !pantry.some((item) => isSameForm(item, food))) counts.set(food.key, (counts.get(food.key) ?? 0) + 1);
    }
  }
  // Seen in at least two of its dishes: one dish's spice is that dish's, not the kitchen's.
  const seasonings = [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => key);
  return { families, seasonings };
}

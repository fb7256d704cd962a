import type { TRestrictionKey } from '../kitchen/diet-vocabulary.ts';
import { mergeRestrictions, type TRestrictions } from './restrictions.ts';

// Reads the restrictions a cook writes into a prompt: diets ('vegan', 'pescatarian'), free-from words
// ('egg-free', 'lactose-free', 'non-alcoholic'), and lists after 'no', 'without', 'allergic to',
// 'avoid', 'hold the' ('without mushrooms or onions'). When in doubt it restricts more, never less.

const DIET_PATTERNS: ReadonlyArray<readonly [RegExp, readonly TRestrictionKey[]]> = [
  [/\b(vegan|plant[- ]?based|no animal products)\b/, ['vegan']],
  [/\b(vegetarian|veggie|meatless|meat[- ]?free|no meat or fish)\b/, ['vegetarian']],
  // 'a vegetable lasagna' is a vegetarian one, unless the prompt names meat or fish beside it ('chicken and vegetable soup').
  [
    /^(?!.*\b(chicken|beef|pork|lamb|fish|shrimp|prawns?|turkey|sausages?|bacon|ham|salmon|tuna|meat|duck|chorizo|steak|mince)\b).*\bvegetable (?!oil|stock|broth|shortening|juice|peeler)[a-z]/,
    ['vegetarian'],
  ],
  [/\b(pescatarian|pescetarian)\b/, ['pescatarian']],
  [/\b(coeliac|celiac)\b/, ['glutenFree']],
  [/\blactose[- ]intolerant\b/, ['dairyFree']],
  [/\b(non[- ]?dairy|dairyless)\b/, ['dairyFree']],
  [/\b(eggless)\b/, ['eggFree']],
  [/\b(non[- ]?alcoholic|zero[- ]?proof|mocktails?|virgin|booze[- ]?free|sober|teetotal)\b/, ['alcoholFree']],
  [/\bhalal\b/, ['alcoholFree']],
  [/\bkosher\b/, ['shellfishFree']],
];

/** Words that, named as a thing to leave out, mean a whole restriction. */
const CATEGORY_WORDS: Record<string, readonly TRestrictionKey[]> = {
  egg: ['eggFree'],
  dairy: ['dairyFree'],
  milk: ['dairyFree'],
  lactose: ['dairyFree'],
  gluten: ['glutenFree'],
  wheat: ['glutenFree'],
  nut: ['nutFree'],
  'tree nut': ['treeNutFree'],
  peanut: ['peanutFree'],
  soy: ['soyFree'],
  soya: ['soyFree'],
  soybean: ['soyFree'],
  sesame: ['sesameFree'],
  fish: ['fishFree'],
  shellfish: ['shellfishFree'],
  crustacean: ['shellfishFree'],
  mollusc: ['shellfishFree'],
  seafood: ['fishFree', 'shellfishFree'],
  meat: ['pescatarian'],
  'animal product': ['vegan'],
  alcohol: ['alcoholFree'],
  booze: ['alcoholFree'],
  liquor: ['alcoholFree'],
};

/** What a cook means by leaving out a word that names a family of ingredients. */
const AVOID_EXPANSIONS: Record<string, readonly string[]> = {
  pork: ['pork', 'bacon', 'ham', 'prosciutto', 'pancetta', 'guanciale', 'chorizo', 'salami', 'pepperoni', 'lard', 'sausage', 'lardon'],
  beef: ['beef', 'steak', 'veal', 'brisket', 'sirloin', 'ribeye', 'chuck'],
  'red meat': ['beef', 'steak', 'veal', 'lamb', 'pork', 'bacon', 'ham', 'sausage', 'venison', 'mutton'],
  cheese: [
    'cheese',
    'parmesan',
    'cheddar',
    'mozzarella',
    'feta',
    'ricotta',
    'halloumi',
    'paneer',
    'pecorino',
    'gruyere',
    'mascarpone',
    'brie',
    'gouda',
    'burrata',
    'provolone',
  ],
  onion: ['onion', 'shallot', 'scallion', 'leek', 'chive'],
  mushroom: ['mushroom', 'portobello', 'shiitake', 'porcini', 'chanterelle'],
  tomato: ['tomato', 'passata', 'ketchup', 'marinara', 'salsa'],
  chili: ['chili', 'chilli', 'chile', 'jalapeno', 'cayenne', 'sriracha', 'gochujang', 'gochugaru', 'harissa', 'chipotle'],
  spice: ['chili', 'chilli', 'chile', 'jalapeno', 'cayenne', 'sriracha', 'gochujang', 'gochugaru', 'harissa', 'chipotle'],
  cilantro: ['cilantro', 'coriander'],
  coriander: ['cilantro', 'coriander'],
  grain: ['rice', 'oat', 'corn', 'quinoa', 'polenta'],
  // 'anything but pasta' (fourteenth round): every shape of it, not only a food called 'pasta'.
  pasta: [
    'pasta',
    'spaghetti',
    'penne',
    'fusilli',
    'macaroni',
    'linguine',
    'tagliatelle',
    'fettuccine',
    'rigatoni',
    'lasagne',
    'lasagna',
    'orzo',
    'farfalle',
    'ravioli',
    'tortellini',
    'gnocchi',
    'bucatini',
    'pappardelle',
  ],
  noodle: ['noodle', 'udon', 'soba', 'ramen', 'vermicelli'],
};

const IGNORED_AFTER_NO = new Set(
  (
    'oven ovens bake baking cook cooking stove stovetop fuss fussy time stress mess effort frills knead kneading churn chop chopping blender ' +
    'fancy special equipment problem problems more less longer need way matter cleanup heat hassle worries prep reheating ' +
    'carb carbs calorie calories fat refined processed artificial preservative preservatives gmo hands guilt care cruelty worry junk ' +
    'fry frying grill grilling microwave mixer flavor flavour taste one added extra big'
  ).split(' '),
);

/** Words that end a list of things to leave out ('without mushrooms for dinner'). */
const LIST_STOPS = new Set(
  (
    'for in with to please tonight today tomorrow dinner lunch breakfast brunch supper dessert snack that which because but so ' +
    'recipe dish meal i my we our it is are at on under over using made make as than since if when while just only quick easy ' +
    'minutes minute mins min hour hours people person servings serving kids family me you they ' +
    'hold without avoid allergic minus skip leave exclude except plus also am im'
  ).split(' '),
);

/** Dish words end an item: 'no cheese lasagna' is a lasagna without cheese. */
const DISH_WORDS = new Set(
  (
    'lasagna lasagne pasta pizza soup salad cake cakes bread curry stew sandwich sandwiches burger burgers taco tacos bowl pie pies ' +
    'cookie cookies brownie brownies muffin muffins pancake pancakes waffle waffles smoothie smoothies stir-fry risotto chili ramen ' +
    'noodles dinner casserole bake traybake wrap wraps omelette frittata granola bar bars dessert dish version option'
  ).split(' '),
);

const ARTICLES = new Set(['the', 'a', 'an', 'any', 'some', 'added', 'extra']);
const SEPARATORS = new Set(['or', 'nor', '&', '/', ',', 'and']);
/** A last word that only says what form the ingredient takes: 'soy sauce' is about soy. */
const FORM_WORDS = new Set(['sauce', 'oil', 'milk', 'butter', 'cream', 'paste', 'powder', 'flour', 'juice', 'extract', 'seed', 'seeds', 'product', 'products']);

const TRIGGERS =
  /\b(?:no|without|w\/o|avoid(?:ing)?|hold the|minus the|skip the|leave out(?: the)?|exclude|excluding|free from|allergic to|allergy to|intolerant to|intolerance to|can'?t eat|cannot eat|don'?t eat|do not eat|doesn'?t eat|hates?|not a fan of)\s+(?=([^.;:!?()]*))/g;

const FREE_SUFFIX = /\b([a-z]+(?:[- ][a-z]+)?)[- ]free\b/g;
const ALLERGY_SUFFIX = /\b([a-z]+(?:[- ][a-z]+)?)[- ](?:allergy|allergies|intolerance|intolerant)\b/g;
const LESS_SUFFIX = /\b(egg|dairy|meat|gluten|nut|sugar)less\b/g;

/** 'mushrooms' → 'mushroom', 'berries' → 'berry', 'peaches' → 'peach'; 'hummus' and 'couscous' stay. */
export function toSingular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function tokenize(text: string): string[] {
  return text.match(/[a-z][a-z'-]*|,|&|\//g) ?? [];
}

type TCollector = { keys: Set<TRestrictionKey>; avoid: Set<string> };

/** One thing to leave out, as written ('mushrooms', 'pine nuts', 'soy sauce', 'tree nuts'). */
function addItem(words: readonly string[], into: TCollector): void {
  const singular = words.map((word) => toSingular(word.replace(/'s$/, '')));
  const phrase = singular.join(' ');
  const category = CATEGORY_WORDS[phrase];
  if (category) {
    category.forEach((key) => into.keys.add(key));
    return;
  }
  const last = singular[singular.length - 1] ?? '';
  // 'soy sauce' is about soy, 'pine nuts' about pine and nuts: each meaningful word is left out.
  const meaningful = singular.length > 1 && FORM_WORDS.has(last) ? singular.slice(0, -1) : singular;
  if (singular.length > 1) into.avoid.add(phrase);
  for (const word of meaningful) {
    const keys = CATEGORY_WORDS[word];
    if (keys) keys.forEach((key) => into.keys.add(key));
    else if (!IGNORED_AFTER_NO.has(word) && word.length > 2) {
      for (const each of AVOID_EXPANSIONS[word] ?? [word]) into.avoid.add(each);
    }
  }
  const expansion = AVOID_EXPANSIONS[phrase];
  if (expansion) expansion.forEach((each) => into.avoid.add(each));
}

/** Reads the list after a trigger: 'mushrooms, onions or peppers for dinner' → three items. */
function readList(text: string, into: TCollector): void {
  const tokens = tokenize(text);
  let index = 0;
  for (let items = 0; items < 6 && index < tokens.length; items += 1) {
    while (index < tokens.length && ARTICLES.has(tokens[index] ?? '')) index += 1;
    const words: string[] = [];
    while (index < tokens.length && words.length < 2) {
      const token = tokens[index] ?? '';
      if (SEPARATORS.has(token) || LIST_STOPS.has(token) || (words.length > 0 && DISH_WORDS.has(token))) break;
      words.push(token);
      index += 1;
    }
    if (words.length === 0) return;
    if (words.length === 1 && IGNORED_AFTER_NO.has(words[0] ?? '')) return;
    addItem(words, into);
    const separator = tokens[index];
    if (separator === undefined || !SEPARATORS.has(separator)) return;
    index += 1;
    if (tokens[index] === 'and' || tokens[index] === 'or') index += 1;
    // After 'and', only a single closing item joins the list ('no nuts and extra chocolate' keeps the chocolate).
    if (separator === 'and') {
      while (index < tokens.length && tokens[index] === 'no') index += 1;
      const next = tokens[index];
      const after = tokens[index + 1];
      const isClosingItem = next !== undefined && (after === undefined || SEPARATORS.has(after) || LIST_STOPS.has(after));
      const isCategory = next !== undefined && CATEGORY_WORDS[toSingular(next)] !== undefined;
      if (!isClosingItem && !isCategory) return;
    }
  }
}

/** The restrictions a prompt states, e.g. 'egg-free waffles without mushrooms' → eggFree, avoid mushroom. */
export function parsePromptRestrictions(prompt: string): TRestrictions {
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  const into: TCollector = { keys: new Set(), avoid: new Set() };
  for (const [pattern, keys] of DIET_PATTERNS) if (pattern.test(text)) keys.forEach((key) => into.keys.add(key));
  for (const match of text.matchAll(FREE_SUFFIX)) {
    const words = (match[1] ?? '').split(/[- ]/);
    // 'a gluten-free' / 'nut-free' / 'tree-nut-free': try the last two words, then the last one.
    const pair = words.slice(-2).join(' ');
    const tail = words.slice(-1);
    if (CATEGORY_WORDS[toSingular(pair)] || AVOID_EXPANSIONS[toSingular(pair)]) addItem(pair.split(' '), into);
    else if (!IGNORED_AFTER_NO.has(tail[0] ?? '')) addItem(tail, into);
  }
  for (const match of text.matchAll(ALLERGY_SUFFIX)) {
    const words = (match[1] ?? '').split(/[- ]/);
    const pair = words.join(' ');
    if (CATEGORY_WORDS[toSingular(pair)]) addItem(words, into);
    else addItem(words.slice(-1), into);
  }
  for (const match of text.matchAll(LESS_SUFFIX)) addItem([match[1] ?? ''], into);
  for (const match of text.matchAll(TRIGGERS)) readList(match[1] ?? '', into);
  if (/\b(halal|kosher)\b/.test(text)) addItem(['pork'], into);
  if (into.keys.has('vegan')) into.keys.add('vegetarian');
  return mergeRestrictions({ keys: [...into.keys], avoid: [...into.avoid] });
}

import type { TFoodFact } from '../kitchen/diet-vocabulary.ts';

// What the dietary guard knows beyond the kitchen food table. The guard judges a food by the table's
// facts (read-ingredient-facts.ts); this file holds only what is not a food row:
// - compound phrases whose words look like a food they are not (crab apple, chickpea pasta,
//   cashew cheese), rewritten before the table is read;
// - "free-from" qualifiers (gluten-free pasta, vegan butter) that lift a fact from the ingredient;
// - fallback words: dishes, brand-ish and generic words that name a fact but no food of the table
//   (quiche, marzipan, seafood, meat). The table test fails when one of them becomes a food row.
// Patterns run on normalised text: lower case, no accents, words separated by single spaces.

const ANIMAL_FLESH: readonly TFoodFact[] = ['meat', 'poultry', 'fish', 'shellfish'];
const ANIMAL_PRODUCTS: readonly TFoodFact[] = [...ANIMAL_FLESH, 'dairy', 'egg', 'honey'];

/**
 * Compound phrases that are no food of the table, replaced before the table is read because a word
 * inside them misleads ('cashew cheese' is no cheese, 'chickpea pasta' no wheat). The replacement keeps
 * what still matters (cashew stays a tree nut). A match the table knows as a food is left alone.
 */
export const NEUTRAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcream soda\b/g, 'soda'],
  [/\bscotch bonnets?\b/g, 'habanero'],
  [/\b(coconut|almond|oat|soy|soya|rice|cashew|hazelnut|macadamia|pea|hemp|flax|plant|nut|walnut|pistachio|quinoa) (milk|cream|yogurt|yoghurt|cheese|creamer|butter|ice cream)s?\b/g, '$1'],
  [/\b(peanut|apple|cocoa|cacao|shea|seed|sunflower|sunflower seed|pumpkin seed|sesame|mango) butter\b/g, '$1'],
  [/\bbutter squash\b/g, 'squash'],
  [/\bgoats? (cheese|milk|yogurt|yoghurt|butter)\b/g, 'cheese'],
  [/\bcrab ?apples?\b/g, 'apple'],
  [/\bduck sauce\b/g, 'sauce'],
  [/\bbirch beer\b/g, 'soda'],
  [/\b(rice|corn|chickpea|gram|tapioca|potato|coconut|almond|buckwheat|sorghum|teff|cassava|arrowroot|millet|quinoa|amaranth|banana|lentil|pea|hazelnut|cashew|oat) (flour|starch|meal)\b/g, '$1 gf$2'],
  [/\b(rice|potato|corn) cakes?\b/g, '$1cake'],
  [/\b(lettuce|collard|nori|cabbage) wraps?\b/g, '$1'],
  [/\b(cauliflower|cabbage|mushroom|portobello|tofu|tempeh|celeriac|eggplant|aubergine|tuna|salmon|swordfish|halibut) steaks?\b/g, '$1'],
  [/\b(coconut|tempeh|mushroom|eggplant|tofu|carrot|rice paper) bacon\b/g, '$1'],
  [/\b(rice|chickpea|lentil|bean|quinoa|corn|brown rice|edamame) (pasta|noodles?|spaghetti|penne|fusilli|macaroni|lasagna|lasagne)\b/g, '$1 gfpasta'],
  [/\b(zucchini|courgette|shirataki|kelp|glass|sweet potato|konjac|cellophane|vegetable|kelp) noodles?\b/g, 'gfnoodles'],
  [/\b(zoodles|bean threads)\b/g, 'gfnoodles'],
];

/** Qualifiers that lift categories from the ingredient they describe ("gluten-free pasta"). */
export const FREE_FROM_QUALIFIERS: ReadonlyArray<readonly [RegExp, readonly TFoodFact[]]> = [
  [/\bgluten ?free\b/, ['gluten']],
  [/\b(dairy ?free|non ?dairy|milk ?free|dairyless)\b/, ['dairy']],
  [/\b(tree ?nut ?free)\b/, ['treeNut']],
  [/(?<!tree )\bnut ?free\b/, ['treeNut', 'peanut']],
  [/\bpeanut ?free\b/, ['peanut']],
  [/\b(egg ?free|eggless)\b/, ['egg']],
  [/\b(meat ?free|meatless)\b/, ANIMAL_FLESH],
  [/\b(vegan|plant ?based)\b/, ANIMAL_PRODUCTS],
  [/\b(vegetarian|veggie)\b/, ANIMAL_FLESH],
  [/\b(non ?alcoholic|alcohol ?free|zero ?proof|virgin (?:mojito|margarita|pina colada|mary|daiquiri))\b/, ['alcohol']],
  [/\bhoney ?free\b/, ['honey']],
  [/\b(soy ?free|soya ?free)\b/, ['soy']],
  [/\bsesame ?free\b/, ['sesame']],
];

/**
 * Words that carry a fact but are not a food of the table; each may use `s?` / `e?` / `h?` for an
 * optional letter. A word inside a food the table knows ("meat" in "crab meat") is not read.
 */
export const FALLBACK_WORDS: Record<TFoodFact, readonly string[]> = {
  meat: [
    'boar', 'meats?', 'meatballs?', 'mincemeat', 'speck', 'bresaola',
    'jamon', 'jerky', 'burger patty', 'carnitas', 'sweetbreads?', 'meatloaf', 'capicola',
  ],
  poultry: ['duckling', 'goose', 'poussin', 'hens?', 'foie gras'],
  fish: ['bonito', 'caviar', 'roe', 'surimi', 'monkfish', 'bream', 'barramundi'],
  shellfish: ['shellfish', 'seafood', 'krill'],
  dairy: ['queso', 'whey', 'casein', 'custard', 'bechamel', 'alfredo', 'curds?', 'lassi'],
  egg: ['yolks?', 'hollandaise', 'custard', 'frittata', 'omelette?', 'quiche'],
  honey: ['honeycomb'],
  gluten: [
    'wheat', 'rye', 'durum', 'cous cous', 'bulgar', 'kamut', 'einkorn', 'emmer', 'triticale', 'malt', 'malted', 'lasagna', 'chow mein',
    'croutons?', 'sponge', 'matzo', 'matzah', 'tabbouleh', 'tabouli', 'waffles?', 'pancakes?', 'crepes?', 'pretzels?', 'breadsticks?',
    'cupcakes?', 'gravy',
  ],
  treeNut: ['praline', 'marzipan', 'frangipane', 'gianduja', 'nougat', 'romesco'],
  peanut: ['monkey nuts', 'satay', 'arachis oil'],
  soy: ['soya', 'yuba', 'black bean sauce', 'okara'],
  sesame: ['halva', 'halvah', 'gomasio', 'gomashio', 'benne', 'za atar', 'baba ganoush', 'baba ghanoush'],
  alcohol: ['angostura'],
};

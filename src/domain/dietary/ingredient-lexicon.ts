import type { TFoodFact } from '../kitchen/diet-vocabulary.ts';

// The ingredient lexicon behind the dietary guard: word patterns per category, phrases that
// look like a category but are not (coconut milk, eggplant, cream of tartar), and "free-from"
// qualifiers (gluten-free pasta, vegan butter) that lift a category from one ingredient.
// Patterns run on normalised text: lower case, no accents, words separated by single spaces.

/** Builds `\b(?:a|b|c)\b` from plain words (each may use regex syntax such as `s?`). */
function matchWords(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${words.join('|')})\\b`);
}

const ANIMAL_FLESH: readonly TFoodFact[] = ['meat', 'poultry', 'fish', 'shellfish'];
const ANIMAL_PRODUCTS: readonly TFoodFact[] = [...ANIMAL_FLESH, 'dairy', 'egg', 'honey'];

/**
 * Phrases replaced before classification because a category word inside them misleads.
 * The replacement keeps what still matters (almond milk stays an almond, so a tree nut).
 */
export const NEUTRAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcream of tartar\b/g, 'tartar'],
  [/\bcream soda\b/g, 'soda'],
  [/\bscotch bonnets?\b/g, 'habanero'],
  [/\b(coconut|almond|oat|soy|soya|rice|cashew|hazelnut|macadamia|pea|hemp|flax|plant|nut|walnut|pistachio|quinoa) (milk|cream|yogurt|yoghurt|cheese|creamer|butter|ice cream)s?\b/g, '$1'],
  [/\b(peanut|apple|cocoa|cacao|shea|seed|sunflower|sunflower seed|pumpkin seed|sesame|mango) butter\b/g, '$1'],
  [/\bbutter (beans?|lettuce|squash)\b/g, '$1'],
  [/\bcoconut (meat|water|flakes?|sugar|aminos|oil)\b/g, 'coconut'],
  [/\bgoats? (cheese|milk|yogurt|yoghurt|butter)\b/g, 'cheese'],
  [/\b(flax|chia) eggs?\b/g, '$1'],
  [/\begg (replacer|substitute)s?\b/g, 'replacer'],
  [/\boyster mushrooms?\b/g, 'mushroom'],
  [/\bchestnut mushrooms?\b/g, 'mushroom'],
  [/\bwater chestnuts?\b/g, 'waterchestnut'],
  [/\bcrab ?apples?\b/g, 'apple'],
  [/\bimitation crab\b/g, 'surimi'],
  [/\bduck sauce\b/g, 'plum sauce'],
  [/\b(hamburger|hot dog|burger) buns?\b/g, 'bun'],
  [/\b(ginger ale|ginger beer|root beer|birch beer)\b/g, 'soda'],
  [/\b(red wine|white wine|rice wine|sherry|cider|champagne|malt) vinegar\b/g, '$1vinegar'],
  [/\b(rice|corn|chickpea|gram|tapioca|potato|coconut|almond|buckwheat|sorghum|teff|cassava|arrowroot|millet|quinoa|amaranth|banana|lentil|pea|hazelnut|cashew|oat) (flour|starch|meal)\b/g, '$1 gf$2'],
  [/\b(rice|potato|corn) cakes?\b/g, '$1cake'],
  [/\b(lettuce|collard|nori|cabbage) wraps?\b/g, '$1'],
  [/\bbean curd\b/g, 'tofu'],
  [/\b(cauliflower|cabbage|mushroom|portobello|tofu|tempeh|celeriac|eggplant|aubergine|tuna|salmon|swordfish|halibut) steaks?\b/g, '$1'],
  [/\b(coconut|tempeh|mushroom|eggplant|tofu|carrot|rice paper) bacon\b/g, '$1'],
  [/\b(rice|chickpea|lentil|bean|quinoa|corn|brown rice|edamame) (pasta|noodles?|spaghetti|penne|fusilli|macaroni|lasagna|lasagne)\b/g, '$1 gfpasta'],
  [/\b(zucchini|courgette|shirataki|kelp|glass|sweet potato|konjac|cellophane|vegetable|kelp) noodles?\b/g, 'gfnoodles'],
  [/\b(zoodles|bean thread noodles?|bean threads|rice vermicelli|rice sticks?)\b/g, 'gfnoodles'],
  [/\bcorn tortillas?\b/g, 'corn'],
  [/\btortilla chips?\b/g, 'corn chips'],
  [/\brice paper\b/g, 'ricepaper'],
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

/** What makes an ingredient belong to a category, after neutral phrases are replaced. */
export const CATEGORY_PATTERNS: Record<TFoodFact, readonly RegExp[]> = {
  meat: [
    matchWords([
      'beef', 'steaks?', 'veal', 'pork', 'bacon', 'hams?', 'prosciutto', 'pancetta', 'guanciale', 'salami', 'pepperoni',
      'chorizo', 'sausages?', 'lamb', 'mutton', 'goat', 'venison', 'bison', 'boar', 'rabbit', 'meats?', 'meatballs?',
      'mincemeat', 'minced meat', 'hot dogs?', 'brisket', 'short ribs?', 'spare ribs?', 'baby back ribs?', 'ribeye',
      'sirloin', 'tenderloin', 'lard', 'suet', 'tallow', 'gelatine?', 'bone broth', 'oxtail', 'tripe', 'speck', 'bresaola',
      'jamon', 'mortadella', 'pastrami', 'jerky', 'kielbasa', 'bratwurst', 'frankfurters?', 'hamburgers?', 'burger patty',
      'pork belly', 'pulled pork', 'carnitas', 'liver', 'sweetbreads?', 'gyro meat', 'lamb chops?', 'pork chops?',
      'ground beef', 'veal stock', 'beef stock', 'beef broth', 'corned beef', 'meatloaf', 'andouille', 'capicola', 'lardons?',
      'marshmallows?',
    ]),
  ],
  poultry: [
    matchWords([
      'chicken', 'chickens', 'turkey', 'duck', 'ducks', 'duckling', 'goose', 'quail', 'poussin', 'pheasant', 'cornish hens?',
      'hens?', 'foie gras', 'chicken stock', 'chicken broth', 'schmaltz',
    ]),
  ],
  fish: [
    matchWords([
      'fish', 'fishes', 'salmon', 'tuna', 'cod', 'haddock', 'halibut', 'tilapia', 'trout', 'mackerel', 'sardines?', 'anchovy',
      'anchovies', 'herring', 'sea bass', 'bass', 'snapper', 'swordfish', 'mahi mahi', 'catfish', 'pollock', 'sole', 'flounder',
      'fish sauce', 'nuoc mam', 'worcestershire', 'worcestershire sauce', 'dashi', 'bonito', 'katsuobushi', 'caviar', 'roe',
      'surimi', 'lox', 'smoked salmon', 'eel', 'unagi', 'branzino', 'monkfish', 'sea bream', 'bream', 'kipper', 'barramundi',
    ]),
  ],
  shellfish: [
    matchWords([
      'shrimps?', 'prawns?', 'crabs?', 'crabmeat', 'lobsters?', 'crayfish', 'crawfish', 'langoustines?', 'scallops?',
      'clams?', 'mussels?', 'oysters?', 'oyster sauce', 'squid', 'calamari', 'octopus', 'cockles?', 'shellfish', 'seafood',
      'shrimp paste', 'krill',
    ]),
  ],
  dairy: [
    matchWords([
      'milk', 'milks', 'whole milk', 'skim milk', 'creams?', 'heavy cream', 'whipping cream', 'sour cream', 'double cream',
      'single cream', 'butter', 'buttermilk', 'ghee', 'cheeses?', 'parmesan', 'parmigiano', 'parmigiano reggiano',
      'mozzarella', 'cheddar', 'feta', 'ricotta', 'mascarpone', 'gouda', 'brie', 'camembert', 'halloumi', 'paneer',
      'pecorino', 'pecorino romano', 'gruyere', 'emmental', 'manchego', 'cotija', 'queso', 'burrata', 'provolone', 'gorgonzola',
      'stilton', 'roquefort', 'monterey jack', 'colby', 'swiss cheese', 'yogh?urts?', 'greek yogh?urt', 'kefir', 'whey',
      'casein', 'creme fraiche', 'half and half', 'ice cream', 'gelato', 'condensed milk', 'evaporated milk',
      'milk chocolate', 'white chocolate', 'labneh', 'skyr', 'quark', 'custard', 'bechamel', 'alfredo', 'tzatziki', 'raita',
      'milk powder', 'dulce de leche', 'curds?', 'cottage cheese', 'cream cheese', 'queso fresco', 'lassi',
    ]),
  ],
  egg: [
    matchWords([
      'eggs?', 'egg yolks?', 'egg whites?', 'yolks?', 'mayonnaise', 'mayo', 'meringue', 'aioli', 'hollandaise', 'custard',
      'brioche', 'egg noodles?', 'frittata', 'omelette?', 'quiche',
    ]),
  ],
  honey: [matchWords(['honey', 'honeycomb', 'honey mustard'])],
  gluten: [
    matchWords([
      'wheat', 'whole wheat', 'wheat berries', 'cracked wheat', 'flour', 'flours', 'all purpose flour', 'barley', 'rye',
      'spelt', 'farro', 'semolina', 'durum', 'couscous', 'cous cous', 'bulgh?ur', 'bulgar', 'freekeh', 'kamut', 'einkorn',
      'emmer', 'triticale', 'seitan', 'wheat gluten', 'vital wheat gluten', 'malt', 'malted', 'malt extract', 'beers?',
      'ales?', 'lagers?', 'stouts?', 'pasta', 'spaghetti', 'penne', 'fusilli', 'linguine', 'fettuccine', 'tagliatelle',
      'pappardelle', 'lasagna', 'lasagne', 'macaroni', 'rigatoni', 'farfalle', 'orzo', 'ravioli', 'tortellini', 'gnocchi',
      'orecchiette', 'bucatini', 'vermicelli', 'noodles?', 'udon', 'ramen', 'soba', 'lo mein', 'chow mein', 'breads?',
      'breadcrumbs?', 'bread crumbs?', 'panko', 'croutons?', 'buns?', 'bread rolls?', 'dinner rolls?', 'pitas?', 'pitta',
      'naan', 'tortillas?', 'flour tortillas?', 'bagels?', 'baguettes?', 'brioche', 'croissants?', 'ciabatta', 'focaccia',
      'sourdough', 'crackers?', 'graham crackers?', 'pastry', 'pastries', 'puff pastry', 'pie crust', 'phyllo', 'filo',
      'wonton wrappers?', 'dumpling wrappers?', 'pizza dough', 'pizza base', 'dough', 'biscuits?', 'cookies?', 'cake',
      'sponge', 'soy sauce', 'shoyu', 'teriyaki', 'teriyaki sauce', 'hoisin', 'hoisin sauce', 'matzo', 'matzah',
      'tabbouleh', 'tabouli', 'english muffins?', 'muffins?', 'pancake mix', 'waffles?', 'pancakes?', 'crepes?', 'pretzels?',
      'breadsticks?', 'toast', 'sandwich bread', 'wraps?', 'chapati', 'roti', 'paratha', 'gyoza wrappers?', 'spring roll wrappers?',
      'cereal', 'granola', 'doughnuts?', 'donuts?', 'brownies?', 'cupcakes?', 'shortbread', 'digestive biscuits?', 'gravy',
    ]),
  ],
  treeNut: [
    matchWords([
      'almonds?', 'walnuts?', 'pecans?', 'cashews?', 'pistachios?', 'hazelnuts?', 'filberts?', 'macadamias?',
      'macadamia nuts?', 'brazil nuts?', 'pine nuts?', 'pignoli', 'chestnuts?', 'praline', 'marzipan', 'frangipane',
      'nutella', 'gianduja', 'nougat', 'nuts?', 'mixed nuts', 'nut butter', 'pesto', 'almond extract', 'amaretti',
      'hazelnut spread', 'walnut oil', 'almond flour', 'almond meal', 'cashew', 'romesco',
    ]),
  ],
  peanut: [matchWords(['peanuts?', 'peanut butter', 'peanut oil', 'groundnuts?', 'ground nuts?', 'monkey nuts', 'satay', 'satay sauce', 'arachis oil'])],
  soy: [
    matchWords([
      'soy', 'soya', 'soybeans?', 'soya beans?', 'soy sauce', 'tamari', 'shoyu', 'tofu', 'tempeh', 'edamame', 'miso',
      'natto', 'teriyaki', 'hoisin', 'gochujang', 'doenjang', 'yuba', 'tvp', 'textured vegetable protein', 'soy lecithin',
      'black bean sauce', 'ponzu', 'okara',
    ]),
  ],
  sesame: [
    matchWords([
      'sesame', 'sesame seeds?', 'sesame oil', 'tahini', 'tahina', 'hummus', 'houmous', 'halva', 'halvah', 'gomasio',
      'furikake', 'benne', 'zaatar', 'za atar', 'baba ganoush', 'baba ghanoush', 'gomashio', 'sesame paste',
    ]),
  ],
  alcohol: [
    matchWords([
      'wine', 'wines', 'red wine', 'white wine', 'rice wine', 'shaoxing', 'mirin', 'sake', 'beers?', 'ales?', 'lagers?',
      'stouts?', 'hard ciders?', 'vodka', 'rum', 'gin', 'whiske?y', 'bourbon', 'scotch', 'brandy', 'cognac', 'tequila', 'mezcal',
      'liqueur', 'vermouth', 'sherry', 'port wine', 'champagne', 'prosecco', 'cava', 'kahlua', 'triple sec', 'cointreau',
      'grand marnier', 'amaretto', 'schnapps', 'absinthe', 'baileys', 'bitters', 'angostura', 'marsala', 'madeira', 'campari',
      'aperol', 'limoncello', 'sambuca', 'ouzo', 'soju', 'pisco', 'cachaca', 'calvados', 'kirsch', 'frangelico',
    ]),
  ],
};

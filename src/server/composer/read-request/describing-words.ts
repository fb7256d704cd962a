import { CUISINE_NEIGHBOURS } from '../data/cuisine-neighbours.ts';
import { DISH_INDEX } from '../data/dish-index/all-dishes.ts';

// Words that describe a dish without naming it ('a hearty stew', 'a cozy soup for a rainy day'): a
// list of real words, never a guess from a word's ending — 'glorbish stew' is a dish the cookbook does
// not know, not a stew described as glorbish.

const DESCRIBING_WORDS = new Set(
  (
    'hearty cozy cosy comforting warming refreshing filling satisfying light healthy wholesome nourishing indulgent decadent rich ' +
    'fresh zingy zesty fiery mild hot spicy spiced creamy cheesy crispy crunchy crusty chewy fudgy fluffy flaky buttery silky velvety ' +
    'moist tender juicy smoky sticky saucy chunky herby garlicky tangy peppery nutty fruity lemony tasty yummy delicious easy quick ' +
    'simple speedy lazy cheap budget fancy elegant festive romantic summery wintry chilly rainy rainy-day busy crowd-pleasing kid-friendly ' +
    'family-friendly picky classic traditional old-fashioned fashioned old-school old-style authentic rustic country farmhouse plaited braided twisted homestyle homely filling loaded packed iced sparkling frozen chilled ' +
    'baked roasted grilled fried stir-fried pan-fried deep-fried air-fried braised stewed smoked glazed seared poached steamed charred ' +
    'marinated pickled toasted crusted salted stuffed mashed whipped scrambled minced shredded pulled dipped preserved creamed sweetened ' +
    // Open words of an occasion or a course (twenty-third round): 'a savoury bake', 'a showstopper main for guests'.
    'savoury savory showstopper showstopping show-stopping impressive ' +
    'slow-cooked one-pot one-pan no-bake no-cook vegan vegetarian veggie meatless plant-based non-alcoholic alcohol-free zero-proof sugar-free'
  ).split(' '),
);

/** Cuisines of the named-dish index, as the cook writes them ('swedish', 'cornish', 'filipino'). */
// With the cook's other spellings of a cuisine the index files under another ('argentinian' for Argentine) and a region's
// word the index has no dish of yet ('a New England supper', twenty-third round).
const CUISINE_WORDS = new Set([
  ...DISH_INDEX.flatMap((dish) => foldAccents(dish.cuisine.toLowerCase()).split(/[^a-z-]+/)).filter((word) => word.length > 2),
  'argentinian',
  'england',
  // A country or region the index files no dish under yet ('an Emirati dessert', twenty-fifth round).
  ...Object.keys(CUISINE_NEIGHBOURS)
    .flatMap((name) => name.split(' '))
    .filter((word) => word.length > 2),
]);

function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The word describes the dish ('hearty', 'smoky', 'braised'); an invented word ('glorbish') does not. */
export function isDescribingWord(word: string): boolean {
  return DESCRIBING_WORDS.has(word);
}

/**
 * The word names a cuisine of the index ('swedish', 'georgian'), accents folded and in the French feminine a dish's name
 * takes ('provençale', 'normande' for Provençal, Normand).
 */
export function isCuisineWord(word: string): boolean {
  const folded = foldAccents(word);
  return CUISINE_WORDS.has(folded) || (folded.endsWith('e') && CUISINE_WORDS.has(folded.slice(0, -1)));
}

/**
 * Texture and flavour words that name a food the dish must have ('creamy' → cream, 'cheesy' → cheese):
 * a real list, not a guess. A dish composed with such a word carries the food; a cookbook dish without it
 * is not the dish of those words.
 */
export const STYLE_FOODS: Partial<Record<string, string>> = {
  creamy: 'heavy cream',
  // 'creamed swiss chard', 'creamed spinach' (twenty-fifth round): cooked down in cream.
  creamed: 'heavy cream',
  // 'glazed baby turnips', 'glazed carrots': cooked in butter until it coats them.
  glazed: 'butter',
  buttered: 'butter',
  cheesy: 'cheddar',
  garlicky: 'garlic',
  lemony: 'lemon',
  smoky: 'smoked paprika',
  honeyed: 'honey',
  minty: 'mint',
  coconutty: 'coconut milk',
};

/**
 * Regional styles that season a dish ('cajun chicken pasta', 'tex-mex rice', 'nashville hot tofu'): the
 * style is the dish's, so it must be in the title, and a dish composed in the style carries these foods
 * (spices, measured by the spoon). A real list, the seasonings each style is made with.
 */
export const REGIONAL_STYLE_FOODS: Partial<Record<string, readonly string[]>> = {
  cajun: ['smoked paprika', 'chili powder', 'fresh thyme'],
  creole: ['smoked paprika', 'chili powder', 'fresh thyme'],
  'tex-mex': ['chili powder', 'ground cumin'],
  nashville: ['chili powder', 'smoked paprika'],
  jerk: ['chili powder', 'fresh thyme'],
  buffalo: ['hot sauce'],
};

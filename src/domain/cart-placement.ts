import type { TCartSectionName } from './cart.ts';
import type { TFood } from './kitchen/food.ts';

// Where a new cart item goes when the cook did not choose (issue 24: eggs, spinach and feta all landed
// in Pantry). The food table's category says what the food is; a few words and foods say how it is kept.

const FREEZER_WORDS = /\b(?:frozen|ice cream|ice cubes?|ice)\b/;
/** Shelf-stable forms of foods that are otherwise kept cold. */
const SHELF_WORDS = /\b(?:canned|tinned|dried|dry|powdered|uht|evaporated|condensed|jarred)\b/;

/** Produce kept at room temperature, by the table's food name. */
const ROOM_TEMPERATURE_PRODUCE = new Set([
  'onion',
  'shallot',
  'garlic',
  'potato',
  'sweet potato',
  'tomato',
  'cherry tomato',
  'avocado',
  'banana',
  'plantain',
  'cassava',
  'butternut squash',
  'spaghetti squash',
  'pumpkin',
  'jicama',
  'coconut',
  'shredded coconut',
  'sweetened coconut',
  'date',
  'raisin',
  'water chestnut',
  'bamboo shoot',
  'olive',
  'caper',
  'pickle',
  'applesauce',
]);

/** Kept cold although their category is mostly shelf food (a grain, a condiment). */
const CHILLED_FOODS = new Set([
  'fresh pasta',
  'cooked rice',
  'cooked brown rice',
  'cooked quinoa',
  'cooked pasta',
  'cooked lentil',
  'hummus',
  'edamame',
  'tofu',
  'silken tofu',
  'tempeh',
  'seitan',
  'plant-based ground',
  'pesto',
  'miso',
  'tzatziki',
  'kimchi',
  'sauerkraut',
  'curry paste',
  'mayonnaise',
  'vegan mayonnaise',
  'puff pastry',
  'wonton wrapper',
  'lemon juice',
  'lime juice',
]);

/** The section a named food belongs in: frozen → Freezer, fresh and perishable → Refrigerator, else Pantry. */
export function chooseCartSection(name: string, food: TFood | null): TCartSectionName {
  const lower = name.toLowerCase();
  if (FREEZER_WORDS.test(lower)) return 'freezer';
  if (SHELF_WORDS.test(lower)) return 'pantry';
  if (!food) return 'pantry';
  if (CHILLED_FOODS.has(food.name)) return 'refrigerator';
  switch (food.category) {
    case 'meat':
    case 'seafood':
    case 'dairy':
    case 'egg':
    case 'herb':
      return food.name === 'milk powder' ? 'pantry' : 'refrigerator';
    case 'produce':
      return ROOM_TEMPERATURE_PRODUCE.has(food.name) ? 'pantry' : 'refrigerator';
    default:
      return 'pantry';
  }
}

import { describe, expect, it } from 'vitest';
import { classifyIngredient, findLiftedFacts, readIngredientFacts } from '../dietary/read-ingredient-facts.ts';
import { parseIngredientLine } from '../ingredients/parse-ingredient-line.ts';
import { FALLBACK_WORDS } from '../dietary/ingredient-lexicon.ts';
import { FOOD_FACTS, type TFoodFact } from './diet-vocabulary.ts';
import { ZFoodSchema, type TFood } from './food.ts';
import { FOODS, findFood, findFoodSpans, findShelfLifeDays, isFoodName, toMatchKey } from './food-table.ts';
import { MAX_SHELF_LIFE_DAYS, SHELF_LIFE_OVERRIDES, type TStoragePlace } from './foods/shelf-life.ts';
import { CART_SECTIONS } from '../limits.ts';
import { CHILLED_FOODS, ROOM_TEMPERATURE_PRODUCE, SHELF_STABLE_FOODS } from './foods/storage.ts';

// Alcohol (7 kcal/g) and a few USDA specials do not follow 4/4/9.
const ENERGY_EXCEPTIONS = new Set([
  'vodka',
  'rye-whiskey',
  'liqueur',
  'irish-cream',
  'vermouth',
  'red-wine',
  'beer',
  'mirin',
  'bitters',
  'vanilla-extract',
  'almond-extract',
  'cocoa-powder',
  'baking-powder',
]);

const phrasesOf = (food: TFood) => [food.name, ...food.synonyms];

/**
 * Plant-based and free-from foods that share a family word with what they replace ('oat milk', 'vegan cheese',
 * 'butter substitute'), and names where the word is not the food ('cream of tartar', 'cream cracker').
 */
const PLANT_OR_FREE_FROM =
  /\b(?:soy|soya|almond|oat|coconut|rice|cashew|hemp|vegan|plant|dairy free|non dairy|nut|peanut|seed|apple|cocoa|cacao|shea|tartar|bean|lettuce|squash|substitute|nutritional yeast|cracker)\b/;
const DAIRY_WORDS = /\b(?:cheese|milk|cream|butter|yogurt|yoghurt|ghee|kefir|whey)\b/;
const GLUTEN_FREE_FLOUR =
  /\b(?:gluten free|gf|garbanzo|rice|almond|coconut|corn|chickpea|gram|tapioca|potato|buckwheat|sorghum|teff|millet|amaranth|quinoa|banana|lentil|pea|hazelnut|cashew|cassava|arrowroot|masa|oat|cup for cup)\b/;
const SEED = /\b(?:seed|seeds|tahini|sesame|chia|flax|flaxseed|pepita|coconut)\b/;

/** Foods the allergen rules below expect a fact on, by family, and the fact they must carry. */
function expectedFacts(food: TFood): { fact: TFoodFact; why: string }[] {
  const keys = phrasesOf(food).map(toMatchKey);
  const expected: { fact: TFoodFact; why: string }[] = [];
  if (keys.some((key) => DAIRY_WORDS.test(key) && !PLANT_OR_FREE_FROM.test(key)))
    expected.push({ fact: 'dairy', why: 'cheese, milk, cream and butter are milk' });
  if (keys.some((key) => /\bflour\b/.test(key) && !GLUTEN_FREE_FLOUR.test(key))) expected.push({ fact: 'gluten', why: 'flour is wheat unless gluten-free' });
  if (food.category === 'nut' && !SEED.test(toMatchKey(food.name)) && !food.facts.includes('peanut'))
    expected.push({ fact: 'treeNut', why: 'nuts are tree nuts' });
  if (food.category === 'egg') expected.push({ fact: 'egg', why: 'eggs' });
  if (food.category === 'seafood' && !food.facts.includes('shellfish')) expected.push({ fact: 'fish', why: 'seafood is fish or shellfish' });
  if (food.category === 'meat' && !food.facts.includes('poultry')) expected.push({ fact: 'meat', why: 'meat is meat or poultry' });
  return expected;
}

describe('the kitchen food table (data checks)', () => {
  it('holds rows the schema accepts', () => {
    const problems = FOODS.flatMap((food) => {
      const result = ZFoodSchema.safeParse(food);
      return result.success ? [] : [`${food.id}: ${result.error.issues.map((issue) => issue.message).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('resolves every name and synonym to its own food', () => {
    const astray = FOODS.flatMap((food) =>
      phrasesOf(food)
        .filter((phrase) => findFood(phrase)?.id !== food.id)
        .map((phrase) => `${phrase} → ${findFood(phrase)?.id ?? 'nothing'} (not ${food.id})`),
    );
    expect(astray).toEqual([]);
  });

  it('keeps energy, macros and densities within physical bounds', () => {
    const problems: string[] = [];
    for (const food of FOODS) {
      const { calories, protein, carbs, fat } = food.per100g;
      // Pure fat: 9.02 kcal/g (lard, ghee).
      if (calories > 902) problems.push(`${food.id}: ${calories} kcal per 100 g`);
      if (protein + carbs + fat > 100) problems.push(`${food.id}: macros sum over 100 g`);
      const density = food.measures.ml;
      if (density !== undefined && (density < 0.1 || density > 2.5)) problems.push(`${food.id}: density ${density} g/ml`);
    }
    expect(problems).toEqual([]);
  });

  it('is read by the dietary guard, under every one of its names, with exactly its own facts', () => {
    const misread = FOODS.flatMap((food) =>
      phrasesOf(food).flatMap((phrase) => {
        const read = classifyIngredient(phrase);
        // A name that says what it is free from ('gluten-free granola') is read without it.
        const lifted = findLiftedFacts(phrase);
        const isSame = read.every((fact) => food.facts.includes(fact)) && food.facts.every((fact) => read.includes(fact) || lifted.includes(fact));
        return isSame ? [] : [`${food.id} ← ${phrase}: read [${read.join(', ')}], holds [${food.facts.join(', ')}]`];
      }),
    );
    expect(misread).toEqual([]);
  });

  it('reads the same facts from each name whether or not the line reader reads it first', () => {
    const astray = FOODS.flatMap((food) =>
      phrasesOf(food)
        .filter((phrase) => readIngredientFacts(phrase, [findFood(parseIngredientLine(phrase).foodName)]).join() !== classifyIngredient(phrase).join())
        .map((phrase) => `${food.id} ← ${phrase}`),
    );
    // The one it differs on is the reader's: it takes 'gram' for the unit g and reads plain flour (gluten).
    expect(astray).toEqual(['chickpea-flour ← gram flour']);
  });

  it("keeps the guard's fallback words to what is not a food, each read with its fact", () => {
    const withOptionalLetters = (word: string): string[] => {
      const optional = /^(.*?)(\w)\?(.*)$/.exec(word);
      return optional ? [...withOptionalLetters(`${optional[1]}${optional[2]}${optional[3]}`), ...withOptionalLetters(`${optional[1]}${optional[3]}`)] : [word];
    };
    const problems = FOOD_FACTS.flatMap((fact) =>
      FALLBACK_WORDS[fact]
        .flatMap(withOptionalLetters)
        .flatMap((word) => [
          ...(isFoodName(word) ? [`${word} is a food of the table now: drop it from FALLBACK_WORDS`] : []),
          ...(classifyIngredient(word).includes(fact) ? [] : [`${word} is not read as ${fact}`]),
        ]),
    );
    expect(problems).toEqual([]);
  });

  it('stores the aisle each food is bought in, and files only uncategorised foods under other', () => {
    expect([findFood('milk')?.aisle, findFood('basil')?.aisle, findFood('salmon')?.aisle, findFood('cumin')?.aisle]).toEqual([
      'dairy & eggs',
      'produce',
      'meat & fish',
      'spices & condiments',
    ]);
    expect(FOODS.filter((food) => food.aisle === 'other' && food.category !== 'other').map((food) => food.id)).toEqual([]);
  });

  it('names only foods of the table in its storage lists', () => {
    const names = new Set(FOODS.map((food) => food.name));
    const unknown = [...CHILLED_FOODS, ...ROOM_TEMPERATURE_PRODUCE, ...SHELF_STABLE_FOODS].filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
  });

  it('gives every food a shelf life within bounds in each place, from its category or an override naming a real food', () => {
    const ids = new Set(FOODS.map((food) => food.id));
    const problems = Object.keys(SHELF_LIFE_OVERRIDES)
      .filter((id) => !ids.has(id))
      .map((id) => `${id}: an override for no food`);
    for (const food of FOODS) {
      for (const place of CART_SECTIONS) {
        const days = findShelfLifeDays(food, place);
        if (!Number.isInteger(days) || days < 0 || days > MAX_SHELF_LIFE_DAYS) problems.push(`${food.id}: ${days} days in the ${place}`);
      }
      const refrigerator = findShelfLifeDays(food, 'refrigerator');
      const freezer = findShelfLifeDays(food, 'freezer');
      if (Math.max(findShelfLifeDays(food, 'pantry'), refrigerator, freezer) < 1) problems.push(`${food.id}: keeps nowhere`);
      // Cold slows spoiling: what keeps in the refrigerator keeps at least as long frozen, unless it does not freeze (0).
      if (freezer !== 0 && freezer < refrigerator) problems.push(`${food.id}: keeps less frozen than refrigerated`);
    }
    expect(problems).toEqual([]);
  });

  it('guesses shelf lives a cook would recognise', () => {
    const days = (name: string, place: TStoragePlace) => {
      const food = findFood(name);
      return food ? findShelfLifeDays(food, place) : null;
    };
    expect([days('ground beef', 'refrigerator'), days('ground beef', 'pantry'), days('ground beef', 'freezer')]).toEqual([2, 0, 120]);
    expect([days('onion', 'pantry'), days('bread', 'pantry'), days('parmesan', 'refrigerator'), days('whole milk', 'refrigerator')]).toEqual([30, 4, 90, 7]);
    expect([days('salt', 'pantry'), days('basil', 'refrigerator'), days('lettuce', 'freezer')]).toEqual([MAX_SHELF_LIFE_DAYS, 7, 0]);
  });

  it('tags every allergen-bearing food: cheese is milk, flour is wheat unless gluten-free, nuts are tree nuts', () => {
    const untagged = FOODS.flatMap((food) =>
      expectedFacts(food)
        .filter(({ fact }) => !food.facts.includes(fact))
        .map(({ fact, why }) => `${food.id}: no ${fact} (${why})`),
    );
    expect(untagged).toEqual([]);
  });
});

describe('built-in food table', () => {
  it('holds 300+ foods with unique ids', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(FOODS.map((food) => food.id)).size).toBe(FOODS.length);
  });

  it('never lets two foods claim the same name or synonym', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of FOODS) {
      for (const key of new Set([food.name, ...food.synonyms].map(toMatchKey))) {
        const previous = owner.get(key);
        if (previous !== undefined && previous !== food.id) clashes.push(`${key}: ${previous} / ${food.id}`);
        owner.set(key, food.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has realistic values per 100 g', () => {
    const problems: string[] = [];
    for (const food of FOODS) {
      const { calories, protein, carbs, fat, fiber, sugar } = food.per100g;
      if ([calories, protein, carbs, fat, fiber, sugar].some((value) => value < 0)) problems.push(`${food.id}: negative`);
      if (calories > 902) problems.push(`${food.id}: more energy than pure fat`);
      if (protein + carbs + fat > 100.5) problems.push(`${food.id}: macros over 100 g`);
      if (fiber > carbs + 0.01 || sugar > carbs + 0.01) problems.push(`${food.id}: fiber or sugar above carbs`);
      const estimate = 4 * protein + 4 * (carbs - fiber) + 2 * fiber + 9 * fat;
      if (!ENERGY_EXCEPTIONS.has(food.id) && Math.abs(estimate - calories) > Math.max(25, calories * 0.25)) {
        problems.push(`${food.id}: ${calories} kcal but macros give ${Math.round(estimate)}`);
      }
      for (const [unit, grams] of Object.entries(food.measures)) if (!(grams >= 0)) problems.push(`${food.id}: bad ${unit}`);
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['boneless skinless chicken thigh', 'chicken thigh'],
    ['chicken breasts', 'chicken breast'],
    ['coconut milk', 'coconut milk'],
    ['unsweetened almond milk', 'almond milk'],
    ['whole milk', 'whole milk'],
    ['milk', 'whole milk'],
    ['low-sodium chicken stock', 'chicken broth'],
    ['extra virgin olive oil', 'olive oil'],
    ['Extra-Virgin Olive Oil', 'olive oil'],
    ['jalapeño', 'jalapeno'],
    ['red onion', 'onion'],
    ['green onions', 'green onion'],
    ['red pepper flakes', 'chili powder'],
    ['red bell pepper', 'bell pepper'],
    ['tamari', 'tamari'],
    ['thai red curry paste', 'curry paste'],
    ['gluten-free all-purpose flour', 'gluten-free flour'],
    ['all purpose flour', 'all-purpose flour'],
    ['light brown sugar', 'brown sugar'],
    ['silken tofu', 'silken tofu'],
    ['extra-firm tofu', 'tofu'],
    ['white rum', 'vodka'],
    ['tequila', 'vodka'],
    ['cold brew coffee', 'coffee'],
    ['unsweetened cocoa powder', 'cocoa powder'],
    ['fresh lemon juice', 'lemon juice'],
    ['frozen mixed berries', 'mixed berries'],
    ['tomato sauce', 'tomato sauce'],
    ['tomato paste', 'tomato paste'],
    ['cherry tomatoes', 'cherry tomato'],
  ])('matches "%s" to %s', (name, expected) => {
    expect(findFood(name)?.name).toBe(expected);
  });

  it('covers the common pantry', () => {
    const pantry = [
      'salt',
      'black pepper',
      'olive oil',
      'vegetable oil',
      'butter',
      'garlic',
      'onion',
      'eggs',
      'flour',
      'sugar',
      'rice',
      'pasta',
      'canned tomatoes',
      'chicken breast',
      'ground beef',
      'bacon',
      'salmon',
      'shrimp',
      'milk',
      'heavy cream',
      'cheddar',
      'parmesan',
      'mozzarella',
      'yogurt',
      'lemon',
      'lime',
      'potatoes',
      'carrots',
      'celery',
      'spinach',
      'broccoli',
      'bell pepper',
      'mushrooms',
      'avocado',
      'banana',
      'apple',
      'strawberries',
      'blueberries',
      'honey',
      'maple syrup',
      'soy sauce',
      'fish sauce',
      'oyster sauce',
      'sesame oil',
      'rice vinegar',
      'coconut milk',
      'curry paste',
      'ginger',
      'cilantro',
      'basil',
      'parsley',
      'cumin',
      'paprika',
      'chili powder',
      'cinnamon',
      'vanilla extract',
      'baking powder',
      'baking soda',
      'chickpeas',
      'black beans',
      'lentils',
      'quinoa',
      'oats',
      'almonds',
      'walnuts',
      'peanut butter',
      'tofu',
      'tempeh',
      'oat milk',
      'bread',
      'tortillas',
      'chicken broth',
      'water',
      'ice',
      'coffee',
      'tea',
      'rum',
      'vodka',
      'gin',
      'tequila',
      'mint',
      'dark chocolate',
      'cocoa powder',
      'coconut oil',
      'ketchup',
      'mayonnaise',
      'dijon mustard',
      'worcestershire sauce',
      'hot sauce',
      'sriracha',
      'miso',
      'tahini',
      'feta',
      'cream cheese',
    ];
    expect(pantry.filter((name) => findFood(name) === null)).toEqual([]);
  });

  it('finds every food a run of words names, longest names first, each word once', () => {
    const read = (text: string) => findFoodSpans(text.split(' ')).map(({ start, end, food }) => `${start}-${end} ${food.id}`);
    expect(read('lump crab meat')).toEqual(['0-3 crab']);
    expect(read('butter or extra virgin olive oil')).toEqual(['0-1 butter', '2-6 olive-oil']);
    expect(read('chicken eggs')).toEqual(['0-2 egg']);
    expect(read('unicorn tears')).toEqual([]);
  });

  it('finds nothing for words it does not know', () => {
    expect(findFood('unicorn tears')).toBeNull();
    expect(findFood('')).toBeNull();
  });
});

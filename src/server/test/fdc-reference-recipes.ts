// Reference values for checking the built-in nutrition table against USDA FoodData Central.
// Per 100 g, from FDC's SR Legacy data set (the fdcId names the food there); the gram weights of
// household measures are SR Legacy's portion weights (e.g. 1 cup all-purpose flour = 125 g).
// The app never reads FDC at run time for the built-in table.
//
// First written from memory (no internet here), then checked on 2026-11-23 against published copies
// of SR Legacy found in public repositories (not against fdc.nal.usda.gov itself):
// - FDC's own SR Legacy CSV rows (food_nutrient: energy 1008, protein 1003, carbs 1005, fat 1004) as
//   shipped in github.com/michaelrbautista/eatwell_server data/sr_legacy_food_nutrient.csv, with its
//   food and food_portion files: cucumber, quinoa, rice, lentils, tofu, and 170903 (which is the
//   lowfat Greek yogurt, 73 kcal, not the nonfat one).
// - Tables that cite fdc.nal.usda.gov food-details pages per fdcId (SR Legacy April 2018) and recorded
//   FDC API answers: egg, nonfat Greek yogurt, oats, broccoli, spinach, zucchini, red pepper, onion,
//   sweet potato, potato, cabbage, carrot, blueberries, peanut butter, crushed tomatoes, soy sauce,
//   olive oil, lemon juice, garlic, milk, chicken breast, flour, white bread.
// So 28 of 48 foods have id and all four values checked. Partly checked (id and calories, the other
// values not seen): ground beef, avocado, butter, salmon; spaghetti (id only, via its NDB number 20120).
// Id checked against FDC's SR Legacy food list, values not: brown sugar, sugar, honey, cocoa, mushroom,
// tomato, strawberries, banana, apple, walnuts, almonds, coconut milk, mozzarella, feta.
// Not found: maple syrup (169661 is where "Syrups, maple" falls in the list, but no copy showed it).
// Corrected by the check: rice 169756 -> 168877, tofu 172476 (regular) -> 172475 (firm), nonfat Greek
// yogurt 170903 -> 170894, crushed tomatoes 170502 (orange tomatoes) -> 170501, red pepper 31 -> 26 kcal,
// white bread's macros (older SR values), peanut butter (-> 174266, with salt, current SR values).
// Portion weights checked the same way: cup of flour 125, oats 81, blueberries 148, sliced strawberries
// 166, spinach 30, crushed tomatoes 242; fl oz lemon juice 30.5; tbsp olive oil 13.5, soy sauce 16;
// 2 tbsp peanut butter 32; garlic clove 3, medium onion 110, sweet potato 130, large egg 50. The rest
// (and the slice of white bread, where copies disagree) are unchecked.

export type TReferenceFood = { fdcId: number; description: string; calories: number; protein: number; carbs: number; fat: number };

export const FDC_FOODS = {
  flour: { fdcId: 169761, description: 'Wheat flour, white, all-purpose, enriched, bleached', calories: 364, protein: 10.33, carbs: 76.31, fat: 0.98 },
  butter: { fdcId: 173430, description: 'Butter, without salt', calories: 717, protein: 0.85, carbs: 0.06, fat: 81.11 },
  egg: { fdcId: 171287, description: 'Egg, whole, raw, fresh', calories: 143, protein: 12.56, carbs: 0.72, fat: 9.51 },
  sugar: { fdcId: 169655, description: 'Sugars, granulated', calories: 387, protein: 0, carbs: 99.98, fat: 0 },
  brownSugar: { fdcId: 168833, description: 'Sugars, brown', calories: 380, protein: 0.12, carbs: 98.09, fat: 0 },
  milk: { fdcId: 171265, description: 'Milk, whole, 3.25% milkfat, with added vitamin D', calories: 61, protein: 3.15, carbs: 4.8, fat: 3.25 },
  oliveOil: { fdcId: 171413, description: 'Oil, olive, salad or cooking', calories: 884, protein: 0, carbs: 0, fat: 100 },
  onion: { fdcId: 170000, description: 'Onions, raw', calories: 40, protein: 1.1, carbs: 9.34, fat: 0.1 },
  garlic: { fdcId: 169230, description: 'Garlic, raw', calories: 149, protein: 6.36, carbs: 33.06, fat: 0.5 },
  carrot: { fdcId: 170393, description: 'Carrots, raw', calories: 41, protein: 0.93, carbs: 9.58, fat: 0.24 },
  tomato: { fdcId: 170457, description: 'Tomatoes, red, ripe, raw, year round average', calories: 18, protein: 0.88, carbs: 3.89, fat: 0.2 },
  potato: { fdcId: 170026, description: 'Potatoes, flesh and skin, raw', calories: 77, protein: 2.05, carbs: 17.49, fat: 0.09 },
  rice: { fdcId: 168877, description: 'Rice, white, long-grain, regular, raw, enriched', calories: 365, protein: 7.13, carbs: 79.95, fat: 0.66 },
  chickenBreast: {
    fdcId: 171077,
    description: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
    calories: 120,
    protein: 22.5,
    carbs: 0,
    fat: 2.62,
  },
  // Plain 'ground beef' in a US recipe is the 80/20 grind.
  groundBeef: { fdcId: 174036, description: 'Beef, ground, 80% lean meat / 20% fat, raw', calories: 254, protein: 17.17, carbs: 0, fat: 20 },
  spaghetti: { fdcId: 169736, description: 'Pasta, dry, enriched', calories: 371, protein: 13.04, carbs: 74.67, fat: 1.51 },
  banana: { fdcId: 173944, description: 'Bananas, raw', calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33 },
  apple: { fdcId: 171688, description: 'Apples, raw, with skin', calories: 52, protein: 0.26, carbs: 13.81, fat: 0.17 },
  lemonJuice: { fdcId: 167747, description: 'Lemon juice, raw', calories: 22, protein: 0.35, carbs: 6.9, fat: 0.24 },
  honey: { fdcId: 169640, description: 'Honey', calories: 304, protein: 0.3, carbs: 82.4, fat: 0 },
  oats: { fdcId: 173904, description: 'Cereals, oats, regular and quick, not fortified, dry', calories: 379, protein: 13.15, carbs: 67.7, fat: 6.52 },
  peanutButter: { fdcId: 174266, description: 'Peanut butter, smooth style, with salt', calories: 598, protein: 22.2, carbs: 22.3, fat: 51.4 },
  salmon: { fdcId: 175167, description: 'Fish, salmon, Atlantic, farmed, raw', calories: 208, protein: 20.42, carbs: 0, fat: 13.42 },
  broccoli: { fdcId: 170379, description: 'Broccoli, raw', calories: 34, protein: 2.82, carbs: 6.64, fat: 0.37 },
  spinach: { fdcId: 168462, description: 'Spinach, raw', calories: 23, protein: 2.86, carbs: 3.63, fat: 0.39 },
  mushroom: { fdcId: 169251, description: 'Mushrooms, white, raw', calories: 22, protein: 3.09, carbs: 3.26, fat: 0.34 },
  coconutMilk: {
    fdcId: 170173,
    description: 'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
    calories: 197,
    protein: 2.02,
    carbs: 2.81,
    fat: 21.33,
  },
  tofu: { fdcId: 172475, description: 'Tofu, raw, firm, prepared with calcium sulfate', calories: 144, protein: 17.27, carbs: 2.78, fat: 8.72 },
  soySauce: { fdcId: 174277, description: 'Soy sauce made from soy and wheat (shoyu)', calories: 53, protein: 8.14, carbs: 4.93, fat: 0.57 },
  lentils: { fdcId: 172420, description: 'Lentils, raw', calories: 352, protein: 24.63, carbs: 63.35, fat: 1.06 },
  quinoa: { fdcId: 168874, description: 'Quinoa, uncooked', calories: 368, protein: 14.12, carbs: 64.16, fat: 6.07 },
  // Recipes mean the Hass (California) avocado: 1 fruit without skin and seed = 136 g.
  avocado: { fdcId: 171706, description: 'Avocados, raw, California', calories: 167, protein: 1.96, carbs: 8.64, fat: 15.41 },
  cucumber: { fdcId: 168409, description: 'Cucumber, with peel, raw', calories: 15, protein: 0.65, carbs: 3.63, fat: 0.11 },
  zucchini: { fdcId: 169291, description: 'Squash, summer, zucchini, includes skin, raw', calories: 17, protein: 1.21, carbs: 3.11, fat: 0.32 },
  walnuts: { fdcId: 170187, description: 'Nuts, walnuts, english', calories: 654, protein: 15.23, carbs: 13.71, fat: 65.21 },
  almonds: { fdcId: 170567, description: 'Nuts, almonds', calories: 579, protein: 21.15, carbs: 21.55, fat: 49.93 },
  strawberries: { fdcId: 167762, description: 'Strawberries, raw', calories: 32, protein: 0.67, carbs: 7.68, fat: 0.3 },
  blueberries: { fdcId: 171711, description: 'Blueberries, raw', calories: 57, protein: 0.74, carbs: 14.49, fat: 0.33 },
  mapleSyrup: { fdcId: 169661, description: 'Syrups, maple', calories: 260, protein: 0.04, carbs: 67.04, fat: 0.06 },
  greekYogurt: { fdcId: 170894, description: 'Yogurt, Greek, plain, nonfat', calories: 59, protein: 10.19, carbs: 3.6, fat: 0.39 },
  sweetPotato: { fdcId: 168482, description: 'Sweet potato, raw, unprepared', calories: 86, protein: 1.57, carbs: 20.12, fat: 0.05 },
  cabbage: { fdcId: 169975, description: 'Cabbage, raw', calories: 25, protein: 1.28, carbs: 5.8, fat: 0.1 },
  redPepper: { fdcId: 170108, description: 'Peppers, sweet, red, raw', calories: 26, protein: 0.99, carbs: 6.03, fat: 0.3 },
  feta: { fdcId: 173420, description: 'Cheese, feta', calories: 264, protein: 14.21, carbs: 4.09, fat: 21.28 },
  mozzarella: { fdcId: 170845, description: 'Cheese, mozzarella, whole milk', calories: 299, protein: 22.17, carbs: 2.19, fat: 22.35 },
  crushedTomatoes: { fdcId: 170501, description: 'Tomatoes, crushed, canned', calories: 32, protein: 1.64, carbs: 7.29, fat: 0.28 },
  cocoa: { fdcId: 169593, description: 'Cocoa, dry powder, unsweetened', calories: 228, protein: 19.6, carbs: 57.9, fat: 13.7 },
  whiteBread: {
    fdcId: 174924,
    description: 'Bread, white, commercially prepared (includes soft bread crumbs)',
    calories: 266,
    protein: 8.8,
    carbs: 49.4,
    fat: 3.3,
  },
} as const satisfies Record<string, TReferenceFood>;

export type TReferenceFoodKey = keyof typeof FDC_FOODS;

/** One ingredient line, the food it is in FDC and its weight in grams (SR Legacy portion weights). */
export type TReferenceLine = { line: string; food: TReferenceFoodKey; grams: number };
export type TReferenceRecipe = { title: string; servings: number; lines: TReferenceLine[] };

export const REFERENCE_RECIPES: TReferenceRecipe[] = [
  {
    title: 'Pancakes',
    servings: 4,
    lines: [
      { line: '1 1/2 cups all-purpose flour', food: 'flour', grams: 187.5 },
      { line: '1 1/4 cups whole milk', food: 'milk', grams: 305 },
      { line: '1 large egg', food: 'egg', grams: 50 },
      { line: '3 tbsp butter, melted', food: 'butter', grams: 42.6 },
      { line: '1 tbsp sugar', food: 'sugar', grams: 12.5 },
    ],
  },
  {
    title: 'Chicken and rice',
    servings: 4,
    lines: [
      { line: '500 g chicken breast', food: 'chickenBreast', grams: 500 },
      { line: '1 1/2 cups long-grain white rice', food: 'rice', grams: 277.5 },
      { line: '2 tbsp olive oil', food: 'oliveOil', grams: 27 },
      { line: '1 medium onion, chopped', food: 'onion', grams: 110 },
      { line: '3 cloves garlic, minced', food: 'garlic', grams: 9 },
    ],
  },
  {
    title: 'Spaghetti bolognese',
    servings: 4,
    lines: [
      { line: '400 g spaghetti', food: 'spaghetti', grams: 400 },
      { line: '500 g ground beef', food: 'groundBeef', grams: 500 },
      { line: '1 (28 oz) can crushed tomatoes', food: 'crushedTomatoes', grams: 793.8 },
      { line: '1 onion, diced', food: 'onion', grams: 110 },
      { line: '1 carrot, diced', food: 'carrot', grams: 61 },
      { line: '1 tbsp olive oil', food: 'oliveOil', grams: 13.5 },
    ],
  },
  {
    title: 'Overnight oats',
    servings: 2,
    lines: [
      { line: '1 cup rolled oats', food: 'oats', grams: 81 },
      { line: '1 cup whole milk', food: 'milk', grams: 244 },
      { line: '1 banana', food: 'banana', grams: 118 },
      { line: '2 tbsp peanut butter', food: 'peanutButter', grams: 32 },
      { line: '1 tbsp honey', food: 'honey', grams: 21 },
    ],
  },
  {
    title: 'Baked salmon with broccoli',
    servings: 2,
    lines: [
      { line: '2 (6 oz) salmon fillets', food: 'salmon', grams: 340.2 },
      { line: '300 g broccoli florets', food: 'broccoli', grams: 300 },
      { line: '1 tbsp olive oil', food: 'oliveOil', grams: 13.5 },
      { line: '2 tbsp lemon juice', food: 'lemonJuice', grams: 30.5 },
    ],
  },
  {
    title: 'Tofu stir-fry',
    servings: 3,
    lines: [
      { line: '400 g firm tofu, cubed', food: 'tofu', grams: 400 },
      { line: '2 red bell peppers, sliced', food: 'redPepper', grams: 238 },
      { line: '200 g mushrooms, sliced', food: 'mushroom', grams: 200 },
      { line: '3 tbsp soy sauce', food: 'soySauce', grams: 48 },
      { line: '1 tbsp olive oil', food: 'oliveOil', grams: 13.5 },
      { line: '1 cup long-grain white rice', food: 'rice', grams: 185 },
    ],
  },
  {
    title: 'Lentil soup',
    servings: 6,
    lines: [
      { line: '2 cups dried lentils', food: 'lentils', grams: 384 },
      { line: '2 carrots, diced', food: 'carrot', grams: 122 },
      { line: '1 large onion, diced', food: 'onion', grams: 150 },
      { line: '4 cloves garlic', food: 'garlic', grams: 12 },
      { line: '2 tbsp olive oil', food: 'oliveOil', grams: 27 },
      { line: '1 (14.5 oz) can crushed tomatoes', food: 'crushedTomatoes', grams: 411 },
    ],
  },
  {
    title: 'Quinoa salad',
    servings: 4,
    lines: [
      { line: '1 cup quinoa', food: 'quinoa', grams: 170 },
      { line: '1 cucumber, diced', food: 'cucumber', grams: 301 },
      { line: '2 tomatoes, diced', food: 'tomato', grams: 246 },
      { line: '100 g feta cheese, crumbled', food: 'feta', grams: 100 },
      { line: '3 tbsp olive oil', food: 'oliveOil', grams: 40.5 },
      { line: '2 tbsp lemon juice', food: 'lemonJuice', grams: 30.5 },
    ],
  },
  {
    title: 'Banana bread',
    servings: 10,
    lines: [
      { line: '2 cups all-purpose flour', food: 'flour', grams: 250 },
      { line: '3 ripe bananas, mashed', food: 'banana', grams: 354 },
      { line: '1/2 cup butter, melted', food: 'butter', grams: 113.5 },
      { line: '3/4 cup brown sugar', food: 'brownSugar', grams: 165 },
      { line: '2 eggs', food: 'egg', grams: 100 },
      { line: '1/2 cup chopped walnuts', food: 'walnuts', grams: 58.5 },
    ],
  },
  {
    title: 'Avocado toast with egg',
    servings: 2,
    lines: [
      { line: '2 slices white bread', food: 'whiteBread', grams: 50 },
      { line: '1 avocado', food: 'avocado', grams: 136 },
      { line: '2 eggs', food: 'egg', grams: 100 },
      { line: '1 tsp olive oil', food: 'oliveOil', grams: 4.5 },
    ],
  },
  {
    title: 'Coconut chicken curry',
    servings: 4,
    lines: [
      { line: '600 g chicken breast, cubed', food: 'chickenBreast', grams: 600 },
      { line: '1 (13.5 oz) can coconut milk', food: 'coconutMilk', grams: 382.7 },
      { line: '1 onion, chopped', food: 'onion', grams: 110 },
      { line: '2 cups spinach', food: 'spinach', grams: 60 },
      { line: '1 tbsp olive oil', food: 'oliveOil', grams: 13.5 },
    ],
  },
  {
    title: 'Roast potatoes and carrots',
    servings: 4,
    lines: [
      { line: '1 kg potatoes, cut into chunks', food: 'potato', grams: 1000 },
      { line: '4 carrots', food: 'carrot', grams: 244 },
      { line: '3 tbsp olive oil', food: 'oliveOil', grams: 40.5 },
    ],
  },
  {
    title: 'Berry yogurt parfait',
    servings: 2,
    lines: [
      { line: '2 cups nonfat Greek yogurt', food: 'greekYogurt', grams: 490 },
      { line: '1 cup strawberries, sliced', food: 'strawberries', grams: 166 },
      { line: '1 cup blueberries', food: 'blueberries', grams: 148 },
      { line: '2 tbsp honey', food: 'honey', grams: 42 },
      { line: '1/2 cup rolled oats', food: 'oats', grams: 40.5 },
    ],
  },
  {
    title: 'Margherita pizza',
    servings: 4,
    lines: [
      { line: '300 g all-purpose flour', food: 'flour', grams: 300 },
      { line: '200 g mozzarella', food: 'mozzarella', grams: 200 },
      { line: '1 cup crushed tomatoes', food: 'crushedTomatoes', grams: 242 },
      { line: '2 tbsp olive oil', food: 'oliveOil', grams: 27 },
    ],
  },
  {
    title: 'Apple crumble',
    servings: 6,
    lines: [
      { line: '6 apples, sliced', food: 'apple', grams: 1092 },
      { line: '1 cup rolled oats', food: 'oats', grams: 81 },
      { line: '1/2 cup all-purpose flour', food: 'flour', grams: 62.5 },
      { line: '1/2 cup brown sugar', food: 'brownSugar', grams: 110 },
      { line: '1/2 cup butter', food: 'butter', grams: 113.5 },
    ],
  },
  {
    title: 'Sweet potato and black-bean-free chili',
    servings: 4,
    lines: [
      { line: '2 sweet potatoes, diced', food: 'sweetPotato', grams: 260 },
      { line: '400 g ground beef', food: 'groundBeef', grams: 400 },
      { line: '1 (28 oz) can crushed tomatoes', food: 'crushedTomatoes', grams: 793.8 },
      { line: '1 onion', food: 'onion', grams: 110 },
      { line: '1 red bell pepper', food: 'redPepper', grams: 119 },
    ],
  },
  {
    title: 'Zucchini frittata',
    servings: 4,
    lines: [
      { line: '8 eggs', food: 'egg', grams: 400 },
      { line: '2 zucchini, sliced', food: 'zucchini', grams: 392 },
      { line: '1/2 cup whole milk', food: 'milk', grams: 122 },
      { line: '100 g feta', food: 'feta', grams: 100 },
      { line: '1 tbsp olive oil', food: 'oliveOil', grams: 13.5 },
    ],
  },
  {
    title: 'Chocolate brownies',
    servings: 12,
    lines: [
      { line: '1 cup butter', food: 'butter', grams: 227 },
      { line: '2 cups sugar', food: 'sugar', grams: 400 },
      { line: '4 eggs', food: 'egg', grams: 200 },
      { line: '1 cup all-purpose flour', food: 'flour', grams: 125 },
      { line: '3/4 cup unsweetened cocoa powder', food: 'cocoa', grams: 64.5 },
    ],
  },
  {
    title: 'Coleslaw with almonds',
    servings: 4,
    lines: [
      { line: '500 g cabbage, shredded', food: 'cabbage', grams: 500 },
      { line: '2 carrots, grated', food: 'carrot', grams: 122 },
      { line: '1/2 cup almonds', food: 'almonds', grams: 71.5 },
      { line: '3 tbsp olive oil', food: 'oliveOil', grams: 40.5 },
      { line: '1 tbsp maple syrup', food: 'mapleSyrup', grams: 20 },
    ],
  },
  {
    title: 'Peanut butter banana smoothie',
    servings: 1,
    lines: [
      { line: '1 banana', food: 'banana', grams: 118 },
      { line: '1 cup whole milk', food: 'milk', grams: 244 },
      { line: '2 tbsp peanut butter', food: 'peanutButter', grams: 32 },
      { line: '1/4 cup rolled oats', food: 'oats', grams: 20.25 },
    ],
  },
];

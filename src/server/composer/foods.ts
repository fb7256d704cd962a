import { findFood, FOODS as KITCHEN_FOODS, toMatchKey } from '../../domain/kitchen/food-table.ts';
import type { TFood as TKitchenFood } from '../../domain/kitchen/food.ts';
import { pluralizeName } from '../../domain/shopping-list/consolidate-shopping-list.ts';
import type { TFoodFact } from '../../domain/kitchen/diet-vocabulary.ts';
import type { TFood, TFoodCategory, TComposerUnit } from './types.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { buildDishLookup } from './read-request/find-indexed-dish.ts';
import type { TFamily } from './read-request/recognise-dish.ts';

// The composer's cooking facts: every ingredient a blueprint uses, as a form of a food of the
// kitchen's food table (found by its name), with the unit a recipe writes it in, its role in a dish,
// preferred replacements per restriction and the phrases cooks type. What the food is — nutrition
// per 100 g and diet and allergen facts — comes from the kitchen table and is not written here.

type TFoodOptions = {
  c?: TFoodCategory;
  a?: readonly string[];
  k?: readonly string[];
  w?: string;
  pl?: string;
  b?: boolean;
  tip?: string;
};
type TFoodRow = readonly [key: string, name: string, unit: TComposerUnit, gramsPerUnit: number, options?: TFoodOptions];

const ROWS: readonly TFoodRow[] = [
  // Basics
  ['salt', 'salt', 'taste', 0, { b: true }],
  ['pepper', 'black pepper', 'taste', 0, { b: true }],
  ['oil', 'olive oil', 'tbsp', 13.5, { b: true, k: ['olive oil'] }],
  ['vegOil', 'vegetable oil', 'tbsp', 14, { b: true }],
  ['water', 'water', 'ml', 1, { b: true }],
  ['ice', 'ice cubes', 'cup', 140, { k: ['ice'] }],
  // Meat, poultry, fish
  ['chicken', 'chicken breast', 'g', 1, { c: 'protein', a: ['tofu', 'chickpeas'], k: ['chicken', 'chicken breast', 'chicken breasts'], w: 'Chicken' }],
  [
    'chickenThigh',
    'boneless chicken thighs',
    'g',
    1,
    { c: 'protein', a: ['tofu', 'chickpeas'], k: ['chicken thigh', 'chicken thighs', 'chicken'], w: 'Chicken' },
  ],
  ['groundBeef', 'ground beef', 'g', 1, { c: 'protein', a: ['lentils'], k: ['ground beef', 'minced beef', 'beef mince', 'mince', 'beef'], w: 'Beef' }],
  // Beef cut in strips is steak sliced thin (seventeenth round): 'beef strips' read as 'beef' had found the mince.
  [
    'steak',
    'sirloin steak',
    'g',
    1,
    {
      c: 'protein',
      a: ['mushrooms', 'tofu'],
      k: ['steak', 'sirloin', 'beef', 'beef strips', 'beef strip', 'strips of beef', 'sliced beef', 'stir-fry beef', 'stir fry beef', 'frying steak'],
      w: 'Steak|Beef',
    },
  ],
  [
    'beefChuck',
    'beef chuck',
    'g',
    1,
    {
      c: 'protein',
      a: ['mushrooms', 'chickpeas'],
      k: ['stewing beef', 'beef chuck', 'beef', 'beef shin', 'shin of beef', 'braising steak', 'stewing steak', 'braising beef'],
      w: 'Beef',
    },
  ],
  ['pork', 'pork tenderloin', 'g', 1, { c: 'protein', a: ['tofu'], k: ['pork'], w: 'Pork' }],
  ['groundPork', 'ground pork', 'g', 1, { c: 'protein', a: ['tofu', 'mushrooms'], k: ['ground pork', 'pork mince', 'pork'], w: 'Pork' }],
  ['bacon', 'bacon', 'slice', 12, { a: ['smokedTofu'], k: ['bacon'], w: 'Bacon' }],
  ['pancetta', 'pancetta', 'g', 1, { a: ['mushrooms'], k: ['pancetta'], w: 'Pancetta' }],
  ['chorizo', 'chorizo', 'g', 1, { a: ['smokedTofu'], k: ['chorizo'], w: 'Chorizo' }],
  // Gammon is ham bought raw (seventeenth round: a cart's gammon was no food, and a cottage pie of beef was made round it).
  ['ham', 'ham', 'g', 1, { c: 'protein', a: ['smokedTofu'], k: ['ham', 'gammon', 'gammon steak', 'gammon steaks', 'gammon joint'], w: 'Ham' }],
  ['lamb', 'lamb shoulder', 'g', 1, { c: 'protein', a: ['chickpeas'], k: ['lamb', 'mutton'], w: 'Lamb' }],
  ['groundLamb', 'ground lamb', 'g', 1, { c: 'protein', a: ['lentils'], k: ['ground lamb', 'lamb mince', 'lamb'], w: 'Lamb' }],
  ['salmon', 'salmon fillets', 'g', 1, { c: 'protein', a: ['tofu'], k: ['salmon'], w: 'Salmon' }],
  ['smokedSalmon', 'smoked salmon', 'g', 1, { c: 'protein', a: ['smokedTofu'], k: ['smoked salmon', 'salmon'], w: 'Smoked Salmon' }],
  ['whiteFish', 'cod fillets', 'g', 1, { c: 'protein', a: ['tofu'], k: ['cod', 'white fish', 'fish'], w: 'Cod|Fish' }],
  ['tuna', 'canned tuna', 'g', 1, { c: 'protein', a: ['chickpeas'], k: ['tuna'], w: 'Tuna' }],
  // The kitchen table counts sardines and herring as mackerel (near enough for nutrition); a recipe names each as the
  // cook does (seventeenth round: 'tinned sardines' had come out as 'sardines (mackerel)'). Mackerel first: it is the
  // table's food, and the sardines row after it is a form of it.
  [
    'mackerel',
    'mackerel',
    'g',
    1,
    { c: 'protein', a: ['chickpeas'], k: ['mackerel', 'mackerel fillets', 'smoked mackerel', 'herring', 'kipper', 'kippers'], w: 'Mackerel' },
  ],
  [
    'sardines',
    'sardines',
    'g',
    1,
    {
      c: 'protein',
      a: ['chickpeas'],
      k: ['sardines', 'sardine', 'tinned sardines', 'canned sardines', 'tinned sardine', 'canned sardine', 'sardines in oil'],
      w: 'Sardine',
    },
  ],
  ['shrimp', 'peeled shrimp', 'g', 1, { c: 'protein', a: ['tofu'], k: ['shrimp', 'prawns', 'prawn', 'seafood'], w: 'Shrimp|Gambas' }],
  ['anchovy', 'anchovy fillets', 'g', 1, { a: ['capers*0.3'], k: ['anchovies'] }],
  ['fishSauce', 'fish sauce', 'tbsp', 18, { a: ['soySauce', 'tamari'] }],
  ['oysterSauce', 'oyster sauce', 'tbsp', 18, { a: ['hoisin', 'gfHoisin'] }],
  ['worcestershire', 'Worcestershire sauce', 'tbsp', 17, { a: ['soySauce', 'tamari'] }],
  ['chickenStock', 'chicken stock', 'ml', 1, { a: ['vegStock'], k: ['chicken stock', 'chicken broth'] }],
  ['beefStock', 'beef stock', 'ml', 1, { a: ['vegStock'] }],
  ['dashi', 'dashi stock', 'ml', 1, { a: ['kombuDashi'] }],
  ['kombuDashi', 'kombu dashi (seaweed stock)', 'ml', 1],
  ['vegStock', 'vegetable stock', 'ml', 1, { k: ['vegetable stock', 'vegetable broth', 'stock'] }],
  // Plant proteins
  ['tofu', 'firm tofu', 'g', 1, { c: 'protein', a: ['chickpeas'], k: ['tofu'], w: 'Tofu' }],
  ['silkenTofu', 'silken tofu', 'g', 1, { a: ['coconutYogurt'], k: ['silken tofu'], w: 'Tofu' }],
  ['smokedTofu', 'smoked tofu', 'g', 1, { c: 'protein', a: ['mushrooms'], w: 'Smoked Tofu' }],
  ['tempeh', 'tempeh', 'g', 1, { c: 'protein', a: ['chickpeas'], k: ['tempeh'], w: 'Tempeh' }],
  ['chickpeas', 'chickpeas', 'g', 1, { c: 'protein', k: ['chickpeas', 'chickpea', 'garbanzo beans'], w: 'Chickpea' }],
  ['blackBeans', 'black beans', 'g', 1, { c: 'protein', k: ['black beans', 'beans'], w: 'Black Bean' }],
  ['kidneyBeans', 'kidney beans', 'g', 1, { c: 'protein', k: ['kidney beans', 'beans'] }],
  ['whiteBeans', 'cannellini beans', 'g', 1, { c: 'protein', k: ['white beans', 'cannellini beans', 'beans'], w: 'White Bean' }],
  ['lentils', 'cooked lentils', 'g', 1, { c: 'protein', k: ['lentils'], w: 'Lentil' }],
  ['redLentils', 'red lentils', 'g', 1, { k: ['red lentils', 'lentils', 'dal'], w: 'Lentil' }],
  ['edamame', 'shelled edamame', 'g', 1, { c: 'protein', a: ['peas'], k: ['edamame'] }],
  ['egg', 'egg', '', 50, { c: 'protein', pl: 'eggs', a: ['flaxMeal*1'], k: ['egg', 'eggs'], w: 'Egg' }],
  ['proteinPowder', 'whey protein powder', 'scoop', 30, { a: ['peaProtein'], k: ['protein powder', 'whey'] }],
  ['peaProtein', 'pea protein powder', 'scoop', 30, { k: ['pea protein', 'vegan protein powder'] }],
  // Dairy and replacements
  ['milk', 'milk', 'cup', 245, { a: ['oatMilk', 'soyMilk', 'riceMilk'], k: ['milk', 'whole milk'] }],
  ['oatMilk', 'oat milk', 'cup', 240, { a: ['gfOatMilk', 'soyMilk', 'riceMilk'], k: ['oat milk'] }],
  ['gfOatMilk', 'gluten-free oat milk', 'cup', 240],
  ['soyMilk', 'soy milk', 'cup', 240, { a: ['oatMilk', 'riceMilk'], k: ['soy milk', 'soya milk'] }],
  ['riceMilk', 'rice milk', 'cup', 240, { k: ['rice milk'] }],
  ['almondMilk', 'almond milk', 'cup', 240, { a: ['soyMilk', 'oatMilk', 'riceMilk'], k: ['almond milk'] }],
  ['butter', 'butter', 'tbsp', 14, { a: ['oil'], k: ['butter'], w: 'Butter' }],
  ['veganButter', 'plant butter', 'tbsp', 14, { k: ['plant butter', 'vegan butter'] }],
  ['coconutOil', 'coconut oil', 'tbsp', 13.6, { k: ['coconut oil'] }],
  ['cream', 'heavy cream', 'ml', 1, { a: ['coconutCream'], k: ['cream', 'heavy cream', 'double cream'], w: 'Cream' }],
  ['coconutCream', 'coconut cream', 'ml', 1, { k: ['coconut cream'] }],
  ['coconutMilk', 'coconut milk', 'can', 400, { k: ['coconut milk'], w: 'Coconut' }],
  ['yogurt', 'plain yogurt', 'g', 1, { a: ['soyYogurt', 'coconutYogurt'], k: ['yogurt', 'yoghurt', 'plain yogurt'], w: 'Yogurt' }],
  ['greekYogurt', 'Greek yogurt', 'g', 1, { c: 'protein', a: ['soyYogurt', 'coconutYogurt'], k: ['greek yogurt', 'yogurt', 'yoghurt'], w: 'Yogurt' }],
  ['soyYogurt', 'unsweetened soy yogurt', 'g', 1, { a: ['coconutYogurt'], k: ['soy yogurt'], w: 'Yogurt' }],
  ['coconutYogurt', 'coconut yogurt', 'g', 1, { k: ['coconut yogurt'], w: 'Yogurt' }],
  ['parmesan', 'grated Parmesan', 'g', 1, { c: 'cheese', a: ['nutYeast*0.1'], k: ['parmesan', 'parmigiano', 'pecorino'], w: 'Parmesan' }],
  ['nutYeast', 'nutritional yeast', 'tbsp', 5, { k: ['nutritional yeast'] }],
  ['mozzarella', 'fresh mozzarella', 'g', 1, { c: 'cheese', a: ['dfCheese'], k: ['mozzarella'], w: 'Mozzarella' }],
  ['cheddar', 'grated cheddar', 'g', 1, { c: 'cheese', a: ['dfCheese'], k: ['cheddar', 'cheddar cheese', 'cheese'], w: 'Cheddar|Cheese' }],
  ['dfCheese', 'dairy-free cheese', 'g', 1],
  ['feta', 'feta', 'g', 1, { c: 'cheese', a: ['tofu'], k: ['feta', 'feta cheese'], w: 'Feta' }],
  ['ricotta', 'ricotta', 'g', 1, { c: 'cheese', a: ['silkenTofu'], k: ['ricotta'], w: 'Ricotta' }],
  ['creamCheese', 'cream cheese', 'g', 1, { k: ['cream cheese'] }],
  ['mascarpone', 'mascarpone', 'g', 1, { k: ['mascarpone'] }],
  ['paneer', 'paneer', 'g', 1, { c: 'protein', a: ['tofu'], k: ['paneer'], w: 'Paneer' }],
  ['halloumi', 'halloumi', 'g', 1, { c: 'protein', a: ['tofu'], k: ['halloumi'], w: 'Halloumi' }],
  ['ghee', 'ghee', 'tbsp', 13, { a: ['vegOil'], k: ['ghee'] }],
  ['iceCream', 'vanilla ice cream', 'scoop', 66, { a: ['dfIceCream'], k: ['ice cream'] }],
  ['dfIceCream', 'dairy-free vanilla ice cream', 'scoop', 66],
  ['sourCream', 'sour cream', 'g', 1, { a: ['soyYogurt'], k: ['sour cream'] }],
  // Grains, breads, pasta
  ['spaghetti', 'spaghetti', 'g', 1, { c: 'grain', a: ['gfSpaghetti'], k: ['spaghetti', 'pasta'] }],
  ['gfSpaghetti', 'gluten-free spaghetti', 'g', 1, { k: ['gluten-free pasta'] }],
  ['penne', 'penne', 'g', 1, { c: 'grain', a: ['gfPenne'], k: ['penne', 'pasta', 'rigatoni'] }],
  ['gfPenne', 'gluten-free penne', 'g', 1],
  ['lasagne', 'lasagne sheets', 'g', 1, { a: ['gfLasagne'], k: ['lasagne', 'lasagna'] }],
  ['gfLasagne', 'gluten-free egg-free lasagne sheets', 'g', 1],
  ['eggNoodles', 'egg noodles', 'g', 1, { c: 'grain', a: ['riceNoodles'], k: ['egg noodles', 'noodles'] }],
  ['riceNoodles', 'flat rice noodles', 'g', 1, { c: 'grain', k: ['rice noodles', 'noodles'] }],
  ['vermicelli', 'rice vermicelli noodles', 'g', 1, { k: ['vermicelli', 'rice noodles'] }],
  ['ricePaper', 'rice paper', 'g', 1, { k: ['rice paper'] }],
  ['udon', 'udon noodles', 'g', 1, { a: ['riceNoodles*0.4'], k: ['udon'] }],
  ['ramenNoodles', 'ramen noodles', 'g', 1, { a: ['riceNoodles'], k: ['ramen', 'ramen noodles'] }],
  ['soba', 'soba noodles', 'g', 1, { a: ['riceNoodles'], k: ['soba'] }],
  ['rice', 'jasmine rice', 'cup', 185, { c: 'grain', k: ['rice', 'jasmine rice', 'white rice'] }],
  ['basmati', 'basmati rice', 'cup', 185, { c: 'grain', k: ['basmati', 'basmati rice', 'rice'] }],
  ['brownRice', 'brown rice', 'cup', 190, { c: 'grain', k: ['brown rice', 'rice'] }],
  ['cookedRice', 'cooked rice (day-old)', 'cup', 160, { c: 'grain', k: ['leftover rice', 'cooked rice', 'day-old rice', 'rice'], w: 'Rice' }],
  ['arborio', 'Arborio rice', 'cup', 200, { k: ['arborio', 'risotto rice', 'rice'] }],
  ['sushiRice', 'sushi rice', 'cup', 200, { k: ['sushi rice', 'rice'] }],
  ['stickyRice', 'sticky rice', 'cup', 185, { k: ['sticky rice', 'rice'] }],
  ['quinoa', 'quinoa', 'cup', 170, { c: 'grain', k: ['quinoa'] }],
  ['couscous', 'couscous', 'cup', 175, { c: 'grain', a: ['quinoa'], k: ['couscous'] }],
  ['bulgur', 'bulgur wheat', 'cup', 140, { a: ['quinoa'], k: ['bulgur'] }],
  ['oats', 'rolled oats', 'cup', 80, { a: ['gfOats'], k: ['oats', 'oatmeal', 'porridge'] }],
  ['gfOats', 'gluten-free rolled oats', 'cup', 80],
  ['flour', 'all-purpose flour', 'g', 1, { a: ['gfFlour'], k: ['flour'] }],
  ['gfFlour', 'gluten-free flour blend', 'g', 1],
  ['bread', 'sourdough bread', 'slice', 40, { a: ['gfBread'], k: ['bread', 'sourdough', 'toast'], w: 'Toast' }],
  ['gfBread', 'gluten-free bread', 'slice', 35],
  ['tortilla', 'flour tortilla', '', 45, { pl: 'flour tortillas', a: ['cornTortilla*2'], k: ['tortilla', 'tortillas', 'wrap', 'wraps'] }],
  ['cornTortilla', 'corn tortilla', '', 26, { pl: 'corn tortillas', k: ['corn tortillas'] }],
  ['pita', 'pita bread', '', 60, { pl: 'pita breads', a: ['gfWrap'], k: ['pita', 'flatbread'] }],
  ['gfWrap', 'gluten-free wrap', '', 45, { pl: 'gluten-free wraps' }],
  ['bun', 'burger bun', '', 60, { pl: 'burger buns', a: ['gfBun'] }],
  ['gfBun', 'gluten-free bun', '', 60, { pl: 'gluten-free buns' }],
  ['baguette', 'baguette', 'slice', 30, { a: ['gfBread'], k: ['baguette', 'crusty bread'] }],
  ['breadcrumbs', 'panko breadcrumbs', 'g', 1, { a: ['gfBreadcrumbs'], k: ['breadcrumbs', 'panko'] }],
  ['gfBreadcrumbs', 'gluten-free breadcrumbs', 'g', 1],
  ['pizzaDough', 'pizza dough', 'g', 1, { a: ['gfPizzaDough'], k: ['pizza dough'] }],
  ['gfPizzaDough', 'gluten-free pizza dough', 'g', 1],
  ['biscuits', 'digestive biscuits', 'g', 1, { a: ['gfBiscuits'] }],
  ['gfBiscuits', 'gluten-free dairy-free biscuits', 'g', 1],
  ['ladyfingers', 'ladyfingers (savoiardi)', 'g', 1],
  ['polenta', 'quick-cook polenta', 'g', 1, { k: ['polenta'] }],
  ['potato', 'potato', '', 200, { c: 'vegetable', pl: 'potatoes', k: ['potato', 'potatoes', 'aloo'], w: 'Potato' }],
  ['babyPotatoes', 'baby potatoes', 'g', 1, { k: ['baby potatoes', 'new potatoes', 'potatoes'] }],
  ['tortillaChips', 'tortilla chips', 'g', 1, { k: ['tortilla chips', 'nachos'] }],
  ['cornstarch', 'cornstarch', 'tbsp', 8],
  ['bakingPowder', 'baking powder', 'tsp', 4],
  ['bakingSoda', 'baking soda', 'tsp', 5],
  ['yeast', 'instant yeast', 'tsp', 3],
  // Vegetables
  ['onion', 'onion', '', 110, { pl: 'onions', k: ['onion', 'onions', 'yellow onion'] }],
  ['redOnion', 'red onion', '', 110, { pl: 'red onions', k: ['red onion'] }],
  ['shallot', 'shallot', '', 30, { pl: 'shallots', k: ['shallot', 'shallots'] }],
  ['springOnion', 'spring onion', '', 15, { pl: 'spring onions', k: ['spring onions', 'scallions', 'green onions'] }],
  ['garlic', 'garlic', 'clove', 3, { k: ['garlic'] }],
  ['ginger', 'grated fresh ginger', 'tbsp', 6, { k: ['ginger'] }],
  ['chili', 'red chili', '', 15, { pl: 'red chilies', k: ['chili', 'chilli', 'chilies'] }],
  ['jalapeno', 'jalapeño', '', 14, { pl: 'jalapeños', k: ['jalapeno', 'jalapeño'] }],
  ['tomato', 'tomato', '', 120, { c: 'vegetable', pl: 'tomatoes', k: ['tomato', 'tomatoes'], w: 'Tomato' }],
  ['cherryTomatoes', 'cherry tomatoes', 'g', 1, { c: 'vegetable', k: ['cherry tomatoes', 'tomatoes'], w: 'Tomato' }],
  ['cannedTomatoes', 'canned chopped tomatoes', 'can', 400, { k: ['canned tomatoes', 'tinned tomatoes', 'chopped tomatoes'] }],
  ['passata', 'tomato passata', 'ml', 1, { k: ['passata', 'tomato sauce'] }],
  ['tomatoPaste', 'tomato paste', 'tbsp', 16, { k: ['tomato paste'] }],
  ['bellPepper', 'bell pepper', '', 150, { c: 'vegetable', pl: 'bell peppers', k: ['bell pepper', 'bell peppers', 'peppers', 'red pepper', 'capsicum'] }],
  ['carrot', 'carrot', '', 60, { c: 'vegetable', pl: 'carrots', k: ['carrot', 'carrots'] }],
  ['celery', 'celery stalk', '', 40, { pl: 'celery stalks', k: ['celery'] }],
  ['zucchini', 'zucchini', '', 200, { c: 'vegetable', pl: 'zucchini', k: ['zucchini', 'courgette', 'courgettes'] }],
  ['eggplant', 'eggplant', '', 450, { c: 'vegetable', pl: 'eggplants', k: ['eggplant', 'aubergine'], w: 'Eggplant' }],
  ['broccoli', 'broccoli florets', 'g', 1, { c: 'vegetable', k: ['broccoli'], w: 'Broccoli' }],
  ['cauliflower', 'cauliflower florets', 'g', 1, { c: 'vegetable', k: ['cauliflower', 'gobi'], w: 'Cauliflower' }],
  ['greenBeans', 'green beans', 'g', 1, { c: 'vegetable', k: ['green beans'] }],
  ['peas', 'frozen peas', 'g', 1, { c: 'vegetable', k: ['peas'] }],
  ['corn', 'sweetcorn kernels', 'g', 1, { c: 'vegetable', k: ['corn', 'sweetcorn'] }],
  ['sweetPotato', 'sweet potato', '', 200, { c: 'vegetable', pl: 'sweet potatoes', k: ['sweet potato', 'sweet potatoes'], w: 'Sweet Potato' }],
  ['butternut', 'butternut squash, cubed', 'g', 1, { c: 'vegetable', k: ['butternut squash', 'squash', 'pumpkin'], w: 'Squash' }],
  ['spinach', 'baby spinach', 'g', 1, { c: 'greens', k: ['spinach', 'baby spinach'], w: 'Spinach' }],
  ['kale', 'kale', 'g', 1, { c: 'greens', k: ['kale', 'cavolo nero', 'lacinato kale', 'tuscan kale'], w: 'Kale' }],
  ['lettuce', 'romaine lettuce', 'g', 1, { c: 'greens', k: ['lettuce', 'romaine'] }],
  ['mixedGreens', 'mixed salad leaves', 'g', 1, { c: 'greens', k: ['salad leaves', 'mixed greens', 'rocket', 'arugula'] }],
  ['cabbage', 'shredded cabbage', 'g', 1, { c: 'vegetable', k: ['cabbage'] }],
  ['bokChoy', 'bok choy', 'g', 1, { c: 'greens', k: ['bok choy', 'pak choi'] }],
  ['cucumber', 'cucumber', '', 300, { c: 'vegetable', pl: 'cucumbers', k: ['cucumber'] }],
  ['avocado', 'avocado', '', 150, { pl: 'avocados', k: ['avocado', 'avocados'], w: 'Avocado' }],
  ['asparagus', 'asparagus', 'g', 1, { c: 'vegetable', k: ['asparagus'] }],
  ['mushrooms', 'mushrooms', 'g', 1, { c: 'vegetable', k: ['mushroom', 'mushrooms'], w: 'Mushroom' }],
  ['beansprouts', 'bean sprouts', 'g', 1, { k: ['bean sprouts'] }],
  ['leek', 'leek', '', 90, { c: 'vegetable', pl: 'leeks', k: ['leek', 'leeks'] }],
  ['kimchi', 'kimchi', 'g', 1, { a: ['veganKimchi'], k: ['kimchi'], w: 'Kimchi' }],
  ['veganKimchi', 'vegan kimchi', 'g', 1],
  ['olives', 'Kalamata olives', 'g', 1, { k: ['olives'] }],
  ['capers', 'capers', 'tbsp', 9, { k: ['capers'] }],
  ['sunDried', 'sun-dried tomatoes', 'g', 1, { k: ['sun-dried tomatoes'] }],
  ['roastedPeppers', 'roasted red peppers (jarred)', 'g', 1],
  // Fruit
  ['banana', 'banana', '', 118, { c: 'fruit', pl: 'bananas', k: ['banana', 'bananas'], w: 'Banana' }],
  ['frozenBanana', 'frozen banana', '', 118, { c: 'fruit', pl: 'frozen bananas', k: ['banana', 'bananas', 'frozen banana'], w: 'Banana' }],
  ['berries', 'mixed berries', 'g', 1, { c: 'fruit', k: ['berries', 'mixed berries', 'frozen berries'], w: 'Berry' }],
  ['strawberries', 'strawberries', 'g', 1, { c: 'fruit', k: ['strawberries', 'strawberry'], w: 'Strawberry' }],
  ['blueberries', 'blueberries', 'g', 1, { c: 'fruit', k: ['blueberries', 'blueberry'], w: 'Blueberry' }],
  ['raspberries', 'raspberries', 'g', 1, { c: 'fruit', k: ['raspberries', 'raspberry'] }],
  ['blackcurrants', 'blackcurrants', 'g', 1, { c: 'fruit', k: ['blackcurrants', 'blackcurrant', 'black currants'], w: 'Blackcurrant' }],
  ['redcurrants', 'redcurrants', 'g', 1, { c: 'fruit', k: ['redcurrants', 'redcurrant', 'red currants'], w: 'Redcurrant' }],
  ['mango', 'mango chunks', 'g', 1, { c: 'fruit', k: ['mango', 'mangoes'], w: 'Mango' }],
  ['pineapple', 'pineapple chunks', 'g', 1, { c: 'fruit', k: ['pineapple'], w: 'Pineapple' }],
  ['apple', 'apple', '', 180, { c: 'fruit', pl: 'apples', k: ['apple', 'apples'], w: 'Apple' }],
  ['pear', 'pear', '', 180, { c: 'fruit', pl: 'pears', k: ['pear', 'pears'], w: 'Pear' }],
  ['peach', 'peach', '', 150, { c: 'fruit', pl: 'peaches', k: ['peach', 'peaches'], w: 'Peach' }],
  ['watermelon', 'watermelon', 'g', 1, { k: ['watermelon'], w: 'Watermelon' }],
  ['lemon', 'lemon', '', 60, { pl: 'lemons', k: ['lemon', 'lemons'], w: 'Lemon' }],
  ['lime', 'lime', '', 50, { pl: 'limes', k: ['lime', 'limes'], w: 'Lime' }],
  ['lemonJuice', 'fresh lemon juice', 'ml', 1, { k: ['lemon juice'] }],
  ['limeJuice', 'fresh lime juice', 'ml', 1, { k: ['lime juice'] }],
  ['orange', 'orange', '', 130, { c: 'fruit', pl: 'oranges', k: ['orange', 'oranges'], w: 'Orange' }],
  ['orangeJuice', 'orange juice', 'ml', 1, { k: ['orange juice'] }],
  ['cranberryJuice', 'cranberry juice', 'ml', 1, { k: ['cranberry juice', 'cranberry'] }],
  ['appleCider', 'apple cider (cloudy apple juice)', 'ml', 1, { k: ['apple cider', 'cider'] }],
  ['dates', 'Medjool date', '', 24, { pl: 'Medjool dates', k: ['dates'] }],
  ['coconutFlakes', 'desiccated coconut', 'g', 1, { k: ['shredded coconut', 'desiccated coconut'] }],
  ['passionFruit', 'passion fruit', '', 18, { pl: 'passion fruits', k: ['passion fruit'] }],
  // Herbs and spices
  ['basil', 'fresh basil', 'handful', 8, { c: 'herb', k: ['basil'] }],
  ['thaiBasil', 'Thai basil', 'handful', 8, { c: 'herb', k: ['thai basil'] }],
  ['cilantro', 'fresh cilantro', 'handful', 8, { c: 'herb', k: ['cilantro', 'coriander leaves'] }],
  ['parsley', 'fresh parsley', 'handful', 8, { c: 'herb', k: ['parsley'] }],
  ['mint', 'fresh mint', 'handful', 8, { c: 'herb', k: ['mint'], w: 'Mint' }],
  ['dill', 'fresh dill', 'handful', 8, { c: 'herb', k: ['dill'] }],
  ['rosemary', 'fresh rosemary', 'sprig', 1, { k: ['rosemary'] }],
  ['thyme', 'fresh thyme', 'sprig', 1, { k: ['thyme'] }],
  ['bayLeaf', 'bay leaf', '', 0.2, { pl: 'bay leaves' }],
  ['lemongrass', 'lemongrass stalk', '', 20, { pl: 'lemongrass stalks', k: ['lemongrass'] }],
  ['limeLeaves', 'makrut lime leaf', '', 0.5, { pl: 'makrut lime leaves' }],
  ['cumin', 'ground cumin', 'tsp', 2.1, { k: ['cumin'] }],
  ['cuminSeeds', 'cumin seeds', 'tsp', 2.1],
  ['coriander', 'ground coriander', 'tsp', 1.8],
  ['turmeric', 'ground turmeric', 'tsp', 3, { k: ['turmeric'] }],
  ['garamMasala', 'garam masala', 'tsp', 2, { k: ['garam masala'] }],
  ['curryPowder', 'curry powder', 'tsp', 2],
  ['chiliPowder', 'chili powder', 'tsp', 2.7],
  ['paprika', 'paprika', 'tsp', 2.3],
  ['smokedPaprika', 'smoked paprika', 'tsp', 2.3],
  ['cinnamon', 'ground cinnamon', 'tsp', 2.6, { k: ['cinnamon'] }],
  ['cinnamonStick', 'cinnamon stick', '', 3, { pl: 'cinnamon sticks' }],
  ['cardamom', 'cardamom pod', '', 0.2, { pl: 'cardamom pods', k: ['cardamom'] }],
  ['starAnise', 'star anise', '', 0.5, { pl: 'star anise' }],
  ['cloves', 'whole clove', '', 0.1, { pl: 'whole cloves' }],
  ['nutmeg', 'ground nutmeg', 'pinch', 0.3],
  ['oregano', 'dried oregano', 'tsp', 1, { k: ['oregano'] }],
  ['italianHerbs', 'dried Italian herbs', 'tsp', 1],
  ['chiliFlakes', 'red chili flakes', 'tsp', 1, { k: ['chili flakes'] }],
  ['cayenne', 'cayenne pepper', 'pinch', 0.3],
  ['fiveSpice', 'Chinese five-spice', 'tsp', 2],
  ['mustardSeeds', 'black mustard seeds', 'tsp', 3],
  ['zaatar', "za'atar", 'tbsp', 6, { k: ['zaatar', "za'atar"] }],
  ['sumac', 'sumac', 'tsp', 2],
  ['gochugaru', 'gochugaru (Korean chili flakes)', 'tsp', 2],
  ['vanilla', 'vanilla extract', 'tsp', 4, { k: ['vanilla'] }],
  ['sesameSeeds', 'sesame seeds', 'tbsp', 9, { a: ['sunflowerSeeds*9'], k: ['sesame', 'sesame seeds'] }],
  // Sauces, pastes, condiments
  ['soySauce', 'soy sauce', 'tbsp', 16, { a: ['tamari', 'coconutAminos'], k: ['soy sauce'] }],
  ['tamari', 'tamari', 'tbsp', 18, { a: ['coconutAminos'], k: ['tamari'] }],
  [
    'coconutAminos',
    'coconut aminos',
    'tbsp',
    15,
    { k: ['coconut aminos'], tip: 'Coconut aminos stand in for soy sauce: soy-free, gluten-free and a little sweeter.' },
  ],
  ['hoisin', 'hoisin sauce', 'tbsp', 16, { a: ['gfHoisin'], k: ['hoisin'] }],
  ['gfHoisin', 'gluten-free hoisin sauce', 'tbsp', 16],
  ['miso', 'white miso paste', 'tbsp', 17, { a: ['nutYeast'], k: ['miso'] }],
  ['gochujang', 'gochujang', 'tbsp', 20, { a: ['gfGochujang'], k: ['gochujang'] }],
  ['gfGochujang', 'gluten-free gochujang', 'tbsp', 20],
  ['greenCurryPaste', 'Thai green curry paste', 'tbsp', 15, { a: ['veganGreenCurryPaste'], k: ['green curry paste'] }],
  ['veganGreenCurryPaste', 'vegan Thai green curry paste', 'tbsp', 15],
  ['redCurryPaste', 'Thai red curry paste', 'tbsp', 15, { a: ['veganRedCurryPaste'], k: ['red curry paste'] }],
  ['veganRedCurryPaste', 'vegan Thai red curry paste', 'tbsp', 15],
  ['riceVinegar', 'rice vinegar', 'tbsp', 15],
  ['vinegar', 'red wine vinegar', 'tbsp', 15],
  ['balsamic', 'balsamic vinegar', 'tbsp', 16, { k: ['balsamic'] }],
  ['sesameOil', 'toasted sesame oil', 'tbsp', 13.6, { a: ['vegOil'] }],
  ['mayo', 'mayonnaise', 'tbsp', 14, { a: ['veganMayo'], k: ['mayo', 'mayonnaise'] }],
  ['veganMayo', 'vegan mayonnaise', 'tbsp', 14],
  ['mustard', 'Dijon mustard', 'tsp', 5, { k: ['mustard', 'dijon'] }],
  ['sriracha', 'sriracha', 'tsp', 6, { k: ['sriracha'] }],
  ['salsa', 'tomato salsa', 'g', 1, { k: ['salsa'] }],
  ['tahini', 'tahini', 'tbsp', 15, { a: ['sunButter'], k: ['tahini'] }],
  ['hummus', 'hummus', 'g', 1, { k: ['hummus'] }],
  ['harissa', 'harissa paste', 'tbsp', 15, { k: ['harissa'] }],
  ['mirin', 'mirin', 'tbsp', 18, { a: ['riceVinegar'] }],
  ['nori', 'nori sheet', '', 3, { pl: 'nori sheets' }],
  // Nuts, seeds and butters
  ['peanutButter', 'peanut butter', 'tbsp', 16, { a: ['sunButter'], k: ['peanut butter'], w: 'Peanut Butter' }],
  ['sunButter', 'sunflower seed butter', 'tbsp', 16, { k: ['sunflower seed butter'], w: 'Sunflower Seed Butter' }],
  ['peanuts', 'roasted peanuts', 'g', 1, { a: ['sunflowerSeeds'], k: ['peanuts', 'peanut'], w: 'Peanut' }],
  ['almonds', 'almonds', 'g', 1, { a: ['pumpkinSeeds'], k: ['almonds', 'almond'], w: 'Almond' }],
  ['cashews', 'cashews', 'g', 1, { a: ['sunflowerSeeds'], k: ['cashews', 'cashew'], w: 'Cashew' }],
  ['walnuts', 'walnuts', 'g', 1, { a: ['pumpkinSeeds'], k: ['walnuts', 'walnut'], w: 'Walnut' }],
  ['pineNuts', 'pine nuts', 'g', 1, { a: ['sunflowerSeeds'], k: ['pine nuts'] }],
  ['pistachios', 'pistachios', 'g', 1, { a: ['pumpkinSeeds'], k: ['pistachios', 'pistachio'], w: 'Pistachio' }],
  ['pecans', 'pecans', 'g', 1, { a: ['pumpkinSeeds'], k: ['pecans', 'pecan'], w: 'Pecan' }],
  ['pumpkinSeeds', 'pumpkin seeds', 'g', 1, { k: ['pumpkin seeds', 'pepitas'] }],
  ['sunflowerSeeds', 'sunflower seeds', 'g', 1, { k: ['sunflower seeds'] }],
  ['chiaSeeds', 'chia seeds', 'tbsp', 12, { k: ['chia', 'chia seeds'] }],
  ['aquafaba', 'aquafaba (chickpea can liquid)', 'tbsp', 15, { k: ['aquafaba'], tip: 'Aquafaba whips like egg white: 3 tbsp stand in for one egg.' }],
  [
    'flaxMeal',
    'ground flaxseed',
    'tbsp',
    7,
    { k: ['flaxseed', 'flax'], tip: 'For each egg, mix 1 tbsp ground flaxseed with 3 tbsp water and let it thicken for 5 minutes before using.' },
  ],
  // Sweet things
  ['sugar', 'sugar', 'g', 1, { k: ['sugar'] }],
  ['brownSugar', 'brown sugar', 'g', 1, { k: ['brown sugar'] }],
  ['icingSugar', 'icing sugar', 'g', 1],
  ['honey', 'honey', 'tbsp', 21, { a: ['maple'], k: ['honey'], w: 'Honey' }],
  ['maple', 'maple syrup', 'tbsp', 20, { k: ['maple syrup', 'maple'], w: 'Maple' }],
  ['simpleSyrup', 'simple syrup', 'ml', 1, { k: ['simple syrup', 'sugar syrup'] }],
  ['cocoa', 'unsweetened cocoa powder', 'tbsp', 5.4, { k: ['cocoa', 'chocolate', 'cocoa powder'], w: 'Chocolate' }],
  ['darkChocolate', 'dark chocolate', 'g', 1, { a: ['dfDarkChocolate'], k: ['dark chocolate', 'chocolate'], w: 'Chocolate' }],
  ['dfDarkChocolate', 'dairy-free dark chocolate', 'g', 1, { w: 'Chocolate' }],
  ['chocChips', 'chocolate chips', 'g', 1, { a: ['dfChocChips'], k: ['chocolate chips', 'chocolate'], w: 'Chocolate Chip' }],
  ['dfChocChips', 'dairy-free chocolate chips', 'g', 1, { w: 'Chocolate Chip' }],
  ['jam', 'strawberry jam', 'tbsp', 20, { k: ['jam'] }],
  ['matcha', 'matcha powder', 'tsp', 2, { k: ['matcha'], w: 'Matcha' }],
  // Coffee, tea and drinks
  ['espresso', 'freshly brewed espresso', 'ml', 1, { k: ['coffee', 'espresso'], w: 'Coffee' }],
  ['coffee', 'hot brewed coffee', 'ml', 1, { k: ['coffee'], w: 'Coffee' }],
  ['blackTea', 'black tea bag', '', 2, { pl: 'black tea bags', k: ['tea', 'black tea'] }],
  ['greenTea', 'green tea bag', '', 2, { pl: 'green tea bags', k: ['green tea'] }],
  ['sodaWater', 'soda water', 'ml', 1, { k: ['soda water', 'sparkling water', 'club soda'] }],
  ['gingerBeer', 'ginger beer', 'ml', 1, { k: ['ginger beer'] }],
  ['tonic', 'tonic water', 'ml', 1, { k: ['tonic'] }],
  ['coconutWater', 'coconut water', 'ml', 1, { k: ['coconut water'] }],
  ['whiteRum', 'white rum', 'ml', 1, { k: ['rum', 'white rum'] }],
  ['darkRum', 'dark rum', 'ml', 1, { k: ['dark rum', 'rum'] }],
  ['vodka', 'vodka', 'ml', 1, { k: ['vodka'] }],
  ['gin', 'gin', 'ml', 1, { k: ['gin'] }],
  ['tequila', 'blanco tequila', 'ml', 1, { k: ['tequila'] }],
  ['bourbon', 'bourbon', 'ml', 1, { k: ['bourbon', 'whiskey', 'whisky', 'scotch'] }],
  // A spirit the table files with the others must not come out as another ('brandy' is not white rum).
  ['brandy', 'brandy', 'ml', 1, { k: ['brandy', 'cognac', 'armagnac'] }],
  ['tripleSec', 'triple sec', 'ml', 1, { k: ['triple sec', 'cointreau'] }],
  ['aperol', 'Aperol', 'ml', 1, { k: ['aperol'] }],
  ['prosecco', 'prosecco', 'ml', 1, { k: ['prosecco', 'sparkling wine', 'champagne'] }],
  ['whiteWine', 'dry white wine', 'ml', 1, { a: ['vegStock'], k: ['white wine'] }],
  ['redWine', 'red wine', 'ml', 1, { a: ['vegStock'], k: ['red wine', 'wine'] }],
  ['bitters', 'Angostura bitters', 'dash', 1],
];

/**
 * Soy and sesame are left to the guard's lexicon (findForbiddenFoods reads every food by name), as
 * before: the composer's own replacements (soy sauce → tamari for gluten) swap neither.
 */
const LEXICON_ONLY_FACTS: ReadonlySet<TFoodFact> = new Set(['soy', 'sesame']);

function toFood([key, name, unit, gramsPerUnit, o = {}]: TFoodRow): TFood {
  const food = findFood(name);
  if (!food) throw new Error(`The composer's '${key}' (${name}) is no food of the kitchen table`);
  const n = food.per100g;
  return {
    key,
    name,
    plural: o.pl ?? name,
    unit,
    gramsPerUnit,
    macros: [n.calories, n.protein, n.carbs, n.fat, n.fiber, n.sugar],
    tags: food.facts.filter((fact) => !LEXICON_ONLY_FACTS.has(fact)),
    category: o.c ?? 'other',
    alternatives: o.a ?? [],
    aliases: o.k ?? [name.toLowerCase()],
    titleWord: o.w ?? '',
    isBasic: o.b ?? false,
    tip: o.tip ?? '',
  };
}

export const FOODS: ReadonlyMap<string, TFood> = new Map(ROWS.map((row) => [row[0], toFood(row)]));

/** The kitchen food each row above is a form of (the first row wins): 'chicken breast' → chicken. */
const FORM_OF_KITCHEN_FOOD: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (const [key, name] of ROWS) {
    const id = findFood(name)?.id;
    if (id && !forms.has(id)) forms.set(id, key);
  }
  return forms;
})();

const KITCHEN_CATEGORY_ROLES: Partial<Record<TKitchenFood['category'], TFoodCategory>> = {
  meat: 'protein',
  seafood: 'protein',
  legume: 'protein',
  egg: 'protein',
  produce: 'vegetable',
  grain: 'grain',
  herb: 'herb',
};

/**
 * A default cooking form for a kitchen food no row above covers (the named-dish index names any
 * food of the table): its unit from the table's measures (counted when it has a piece weight,
 * millilitres for liquids, spoons for spices, else grams), its role from the table's category.
 */
function deriveForm(food: TKitchenFood): TFood {
  const n = food.per100g;
  const { measures } = food;
  const [unit, gramsPerUnit]: [TComposerUnit, number] =
    food.category === 'spice'
      ? ['tsp', measures.tsp ?? 2.5]
      : measures.ml !== undefined && food.category !== 'produce'
        ? ['ml', measures.ml]
        : food.category === 'herb'
          ? ['handful', measures.handful ?? 15]
          : (food.category === 'condiment' || food.category === 'sweetener' || food.category === 'fat') && measures.tbsp !== undefined
            ? ['tbsp', measures.tbsp]
            : measures.piece !== undefined && food.category === 'produce'
              ? ['', measures.piece]
              : ['g', 1];
  const category: TFoodCategory =
    food.category === 'dairy' && /cheese|paneer|feta|halloumi/.test(food.name) ? 'cheese' : (KITCHEN_CATEGORY_ROLES[food.category] ?? 'other');
  return {
    key: toDerivedKey(food.id),
    name: food.name,
    plural: unit === '' ? pluralizeName(food.name) : food.name,
    unit,
    gramsPerUnit,
    macros: [n.calories, n.protein, n.carbs, n.fat, n.fiber, n.sugar],
    // Every fact, soy and sesame too: these forms have no replacements of the composer's own to keep apart.
    tags: food.facts,
    category,
    alternatives: [],
    aliases: [food.name.toLowerCase(), ...food.synonyms.map((synonym) => synonym.toLowerCase())],
    titleWord: food.name.replace(/\b\w/g, (letter) => letter.toUpperCase()),
    isBasic: false,
    tip: '',
  };
}

function toDerivedKey(id: string): string {
  return `k_${id.replaceAll('-', '_')}`;
}

/** Default forms of the kitchen foods the rows above do not cover, by key. */
export const DERIVED_FOODS: ReadonlyMap<string, TFood> = new Map(
  KITCHEN_FOODS.filter((food) => !FORM_OF_KITCHEN_FOOD.has(food.id)).map((food) => {
    const form = deriveForm(food);
    return [form.key, form];
  }),
);

/** A row's own name or phrase first ('red wine' is the red wine row, not the first row of the table's wine). */
const FORM_BY_NAME: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (const food of FOODS.values()) {
    for (const phrase of [food.name, ...food.aliases]) {
      const key = toMatchKey(phrase);
      if (!forms.has(key)) forms.set(key, food.key);
    }
  }
  return forms;
})();

/** The composer's form of a kitchen food named in words ('scotch bonnet', 'red wine'), or null when the table does not know it. */
export function findFormOfFood(name: string): string | null {
  const byName = FORM_BY_NAME.get(toMatchKey(name));
  if (byName) return byName;
  const food = findFood(name);
  if (!food) return null;
  return FORM_OF_KITCHEN_FOOD.get(food.id) ?? toDerivedKey(food.id);
}

/** Words that say how a food is bought or cut, not which food it is. */
const FORM_WORDS = new Set(['fresh', 'dried', 'ground', 'whole', 'chopped', 'sliced', 'grated', 'frozen', 'canned', 'raw', 'cooked', 'large', 'small']);

/** Whether a form's name holds every word of the name asked for ('goat' is not in 'lamb shoulder', 'grape juice' not 'cranberry juice'). */
function isWrittenAs(form: TFood, asked: string): boolean {
  const written = new Set(toMatchKey(`${form.name} ${form.plural}`).split(' '));
  return toMatchKey(asked)
    .split(' ')
    .every((word) => word === '' || FORM_WORDS.has(word) || written.has(word));
}

/** The animals a meat row is named after ('beef steak', 'pork shoulder'), and the cuts a name gives without one. */
const MEAT_ANIMALS = new Set(['beef', 'pork', 'lamb', 'mutton', 'veal', 'goat', 'chicken', 'duck', 'turkey', 'venison', 'rabbit']);
const CUT_WORDS = new Set([
  'steak',
  'brisket',
  'oxtail',
  'rib',
  'ribs',
  'ribeye',
  'tenderloin',
  'sirloin',
  'chuck',
  'shank',
  'strip',
  'mignon',
  'tip',
  'roast',
]);

/**
 * 'flank steak', 'brisket', 'oxtail': a cut the cook reads without its animal is written with it ('beef flank steak'), so a
 * recipe of beef says beef (vaca frita's flank steak, seventeenth set); a name that holds an animal or no cut stays as named.
 */
function withAnimal(asked: string, base: TFood): string {
  const name = asked.toLowerCase();
  // The kitchen row names the animal ('beef steak') where the composer's form may not ('sirloin steak').
  const animal = toMatchKey(findFood(asked)?.name ?? base.name).split(' ')[0] ?? '';
  const words = toMatchKey(name).split(' ');
  const isCut = base.category === 'protein' && MEAT_ANIMALS.has(animal) && CUT_WORDS.has(words.at(-1) ?? '');
  return isCut && !words.some((word) => MEAT_ANIMALS.has(word)) ? `${animal} ${name}` : name;
}

/**
 * A form written as the name asked for: a food the kitchen table knows only as another food's
 * synonym ('goat' of lamb, 'saffron' of the whole spices, 'yam' of sweet potato) keeps that food's
 * nutrition, facts, unit and replacements, but the recipe names it as the dish does. A spice is
 * measured by the teaspoon whatever its row counts.
 */
function toNamedForm(asked: string, base: TFood): TFood {
  const name = withAnimal(asked, base);
  const isSpice = findFood(asked)?.category === 'spice';
  const [unit, gramsPerUnit]: [TComposerUnit, number] = isSpice
    ? ['tsp', 2.5]
    : [base.unit === 'taste' ? 'tsp' : base.unit, base.unit === 'taste' ? 2.5 : base.gramsPerUnit];
  return {
    ...base,
    key: toNamedKey(asked),
    name,
    plural: unit === '' ? pluralizeName(name) : name,
    unit,
    gramsPerUnit,
    aliases: [...new Set([name, asked.toLowerCase()])],
    titleWord: asked.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase()),
    // 'sea salt' is still salt; 'sichuan peppercorn' is no longer the black pepper of every dish.
    isBasic:
      base.isBasic &&
      toMatchKey(asked)
        .split(' ')
        .some((word) => toMatchKey(base.name).split(' ').includes(word)),
    tip: '',
  };
}

function toNamedKey(name: string): string {
  return `n_${toMatchKey(name).replaceAll(/[^a-z0-9]+/g, '_')}`;
}

/** Index dish families that are also bought and used as foods ('a marmalade sandwich', 'pesto pasta'). */
export const FOOD_DISH_FAMILIES: ReadonlySet<TFamily> = new Set<TFamily>(['preserve', 'dip', 'sauce']);

/** The index's names and aliases as written, read by the index's own lookup (one reading of its names, not two). */
const INDEX_LOOKUP = buildDishLookup(DISH_INDEX);

/** 'croissant', 'brownie', 'lemonade': a synonym the cookbook makes as a dish of its own is asked as that dish, not bought. */
function isDishNotFood(name: string): boolean {
  const key = toMatchKey(name);
  const find = (each: string) => INDEX_LOOKUP.exact.get(each) ?? INDEX_LOOKUP.exactPlain.get(each);
  const dish = find(key) ?? find(`${key}s`) ?? find(`${key}es`);
  return dish !== undefined && !FOOD_DISH_FAMILIES.has(dish.family);
}

/** Forms under the names the named-dish index gives its foods, where the usual form would write another food. */
export const NAMED_FORMS: ReadonlyMap<string, TFood> = (() => {
  const forms = new Map<string, TFood>();
  for (const dish of DISH_INDEX) {
    for (const asked of [...dish.defining, ...dish.supporting]) {
      const baseKey = findFormOfFood(asked);
      if (!baseKey) continue;
      const base = FOODS.get(baseKey) ?? DERIVED_FOODS.get(baseKey);
      if (!base || isWrittenAs(base, asked)) continue;
      const form = toNamedForm(asked, base);
      if (!forms.has(form.key)) forms.set(form.key, form);
    }
  }
  // 'orzo', 'bucatini', 'marmalade', 'sea bass': a name the kitchen table gives a food a row above covers, written as the
  // cook names it (with its base form's facts), not as the row's own name (spaghetti, jam, cod).
  for (const kitchenFood of KITCHEN_FOODS) {
    const base = FOODS.get(FORM_OF_KITCHEN_FOOD.get(kitchenFood.id) ?? '');
    if (!base) continue;
    for (const synonym of kitchenFood.synonyms) {
      if (FORM_BY_NAME.has(toMatchKey(synonym)) || isWrittenAs(base, synonym) || isDishNotFood(synonym)) continue;
      const form = toNamedForm(synonym, base);
      if (!forms.has(form.key)) forms.set(form.key, form);
    }
  }
  return forms;
})();

/** The usual form a named form stands for ('n_chicken_broth' → 'chickenStock'); a form's own key otherwise. */
export function findBaseForm(key: string): string {
  const named = NAMED_FORMS.get(key);
  return (named && findFormOfFood(named.name)) ?? key;
}

/**
 * The same food under two of its names ('filo pastry' in the cart, the 'phyllo' a spanakopita writes; 'chilli powder' and
 * 'chili powder'): both stand for one usual form (twenty-first round), so a cart item so named is used by the dish.
 */
export function isSameForm(a: TFood, b: TFood): boolean {
  return a.key === b.key || findBaseForm(a.key) === findBaseForm(b.key);
}

/** The form a dish of the index writes for a food it names: its own name when the usual form would write another food. */
export function findNamedFormOfFood(name: string): string | null {
  return NAMED_FORMS.get(toNamedKey(name))?.key ?? findFormOfFood(name);
}

export function getFood(key: string): TFood {
  const food = FOODS.get(key) ?? DERIVED_FOODS.get(key) ?? NAMED_FORMS.get(key);
  if (!food) throw new Error(`Unknown food '${key}' in the composer catalogue`);
  return food;
}

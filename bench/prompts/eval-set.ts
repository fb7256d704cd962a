// The composer's evaluation set: prompts of our own with machine checks, spread over world
// cuisines, baking, breakfast, drinks, appliances, constraints and prompt-stated diets.
// Checks (all optional): t — the title matches (dish and family); has — each pattern matches some
// ingredient line; not — no ingredient line matches; max — total minutes at most; n — at most this
// many ingredients besides salt, pepper, oil and water; m — the steps match; nm — the steps do not
// match; r — restriction keys the ingredients must respect (checked with the dietary lexicon);
// s — servings; cart — cart items sent, at least one used (cartUse — at least this many used);
// unknownOk — a 422 DISH_UNKNOWN answer counts as on-intent (a 200 answer must still pass the checks);
// fam — the family a 'family' answer must be of; cook — the cook's profile set for the prompt.
import type { TAllergenKey, TDietaryKey, TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TDishFamily } from '../../src/server/composer/data/dish-index/dish-index-schema.ts';

export type TEvalPrompt = {
  p: string;
  t?: RegExp;
  has?: RegExp[];
  not?: RegExp[];
  max?: number;
  n?: number;
  m?: RegExp;
  nm?: RegExp;
  r?: TRestrictionKey[];
  s?: number;
  /** Cart items sent with the prompt; the recipe must use one. */
  cart?: string[];
  /** How many cart items the recipe must use, when more than one. */
  cartUse?: number;
  /** A 422 DISH_UNKNOWN answer is acceptable: a dish the cook cannot eat, or an impossible ask. */
  unknownOk?: true;
  /** Protein per serving at least, in grams. */
  protein?: number;
  category?: string;
  /** The dish family a 'family' answer must be of (a dish the index may not know); else read from the prompt. */
  fam?: TDishFamily;
  /** The cook's own profile for this prompt: allergens, never-want items, profile flags. */
  cook?: { allergens?: TAllergenKey[]; avoid?: string[]; flags?: TDietaryKey[] };
};

const VEGAN: TRestrictionKey[] = ['vegan'];

export const WORLD: TEvalPrompt[] = [
  { p: 'chicken tikka masala', t: /tikka masala/i, has: [/chicken/] },
  { p: 'butter chicken for dinner', t: /butter chicken/i },
  { p: 'a chana masala', t: /chana masala/i, has: [/chickpea/] },
  { p: 'palak paneer', t: /palak paneer/i, has: [/spinach/] },
  { p: 'red lentil dal', t: /dal/i, has: [/lentil/] },
  { p: 'lamb rogan josh', t: /rogan josh/i, has: [/lamb/] },
  { p: 'a vegetable biryani', t: /biryani/i },
  { p: 'aloo gobi', t: /aloo gobi/i, has: [/cauliflower/] },
  { p: 'Thai green curry with chicken', t: /green.*curry/i, has: [/chicken/] },
  { p: 'pad thai', t: /pad thai/i, has: [/noodle/] },
  { p: 'tom yum soup', t: /tom yum/i },
  { p: 'tom kha gai', t: /tom kha/i },
  { p: 'Thai basil chicken', t: /basil chicken/i },
  { p: 'pad see ew', t: /pad see ew/i },
  { p: 'kung pao chicken', t: /kung pao/i, has: [/chicken/] },
  { p: 'mapo tofu', t: /mapo tofu/i, has: [/tofu/] },
  { p: 'beef and broccoli stir fry', t: /beef.*broccoli/i, has: [/broccoli/] },
  { p: 'sweet and sour chicken', t: /sweet and sour/i },
  { p: 'vegetable chow mein', t: /chow mein/i },
  { p: 'hot and sour soup', t: /hot and sour/i },
  { p: 'egg fried rice', t: /fried rice/i, has: [/rice/] },
  { p: 'chicken teriyaki bowl', t: /teriyaki/i },
  { p: 'miso glazed salmon', t: /miso/i, has: [/salmon/] },
  { p: 'chicken katsu curry', t: /katsu/i },
  { p: 'shoyu ramen', t: /ramen/i },
  { p: 'miso soup', t: /miso soup/i },
  { p: 'bibimbap', t: /bibimbap/i },
  { p: 'beef bulgogi', t: /bulgogi/i },
  { p: 'kimchi fried rice', t: /kimchi fried rice/i },
  { p: 'japchae', t: /japchae/i },
  { p: 'chicken pho', t: /pho/i },
  { p: 'banh mi sandwich', t: /banh mi/i },
  { p: 'fresh spring rolls', t: /spring rolls/i },
  { p: 'spaghetti carbonara', t: /carbonara/i, has: [/spaghetti/] },
  { p: 'spaghetti bolognese', t: /bolognese/i },
  { p: 'classic lasagna', t: /lasagn/i, has: [/lasagne/] },
  { p: 'penne arrabbiata', t: /arrabbiata/i },
  { p: 'mushroom risotto', t: /risotto/i, has: [/mushroom/] },
  { p: 'margherita pizza', t: /margherita/i },
  { p: 'chicken parmesan', t: /parmesan/i },
  { p: 'eggplant parmigiana', t: /parmigiana/i },
  { p: 'minestrone soup', t: /minestrone/i },
  { p: 'pasta puttanesca', t: /puttanesca/i },
  { p: 'coq au vin', t: /coq au vin/i },
  { p: 'beef bourguignon', t: /bourguignon/i },
  { p: 'ratatouille', t: /ratatouille/i },
  { p: 'French onion soup', t: /onion soup/i },
  { p: 'quiche lorraine', t: /quiche/i },
  { p: 'croque monsieur', t: /croque/i },
  { p: 'chicken and chorizo paella', t: /paella/i },
  { p: 'a Spanish tortilla', t: /tortilla/i, has: [/potato/] },
  { p: 'gazpacho', t: /gazpacho/i },
  { p: 'gambas al ajillo', t: /gambas/i },
  { p: 'Greek salad', t: /greek salad/i, has: [/feta/] },
  { p: 'chicken souvlaki', t: /souvlaki/i },
  { p: 'falafel with tahini sauce', t: /falafel/i },
  { p: 'shakshuka', t: /shakshuka/i, has: [/egg/] },
  { p: 'tabbouleh', t: /tabbouleh/i },
  { p: 'chicken shawarma', t: /shawarma/i },
  { p: 'chili con carne', t: /chili/i, has: [/beef/] },
  { p: 'beef tacos', t: /taco/i, has: [/tortilla/] },
  { p: 'chicken fajitas', t: /fajita/i },
  { p: 'chicken enchiladas', t: /enchilada/i },
  { p: 'guacamole', t: /guacamole/i, has: [/avocado/] },
  { p: 'a classic cheeseburger', t: /burger/i },
  { p: 'mac and cheese', t: /mac and cheese/i },
  { p: 'shrimp and grits', t: /shrimp and grits/i },
  { p: 'cottage pie', t: /cottage pie/i },
  { p: 'roast chicken with garlic', t: /roast chicken/i },
  { p: 'fish tacos', t: /fish tacos/i },
];

export const BAKING: TEvalPrompt[] = [
  { p: 'a banana bread', t: /banana bread/i, has: [/banana/, /flour/] },
  { p: 'zucchini bread', t: /zucchini bread/i, has: [/zucchini/] },
  { p: 'pumpkin bread', t: /pumpkin bread/i, has: [/squash|pumpkin/] },
  { p: 'blueberry muffins', t: /muffin/i, has: [/blueberr/] },
  { p: 'lemon drizzle cake', t: /lemon drizzle cake/i, has: [/lemon/] },
  { p: 'a chocolate cake', t: /chocolate cake/i, has: [/cocoa|chocolate/] },
  { p: 'egg-free chocolate cake', t: /chocolate cake/i, has: [/cocoa|chocolate/], r: ['eggFree'] },
  { p: 'vegan chocolate cake', t: /chocolate cake/i, r: VEGAN },
  { p: 'gluten-free chocolate cake', t: /chocolate cake/i, r: ['glutenFree'] },
  { p: 'carrot cake', t: /carrot cake/i, has: [/carrot/] },
  { p: 'a vanilla cupcake', t: /cupcake/i },
  { p: 'fudgy brownies', t: /brownie/i },
  { p: 'nut-free brownies', t: /brownie/i, r: ['nutFree'] },
  { p: 'chocolate chip cookies', t: /cookie/i, has: [/chocolate/] },
  { p: 'chocolate chip cookies with no eggs', t: /cookie/i, r: ['eggFree'] },
  { p: 'oatmeal raisin cookies', t: /cookie/i, has: [/oats/] },
  { p: 'peanut butter cookies', t: /peanut butter cookie/i, has: [/peanut butter/] },
  { p: 'a granola bar', t: /granola bar/i, has: [/oats/] },
  { p: 'a nut-free granola bar', t: /granola bar/i, r: ['nutFree'] },
  { p: 'energy bars with dates', t: /bar/i, has: [/date/] },
  { p: 'apple pie', t: /apple pie/i, has: [/apple/, /flour/] },
  { p: 'pumpkin pie', t: /pumpkin pie/i },
  { p: 'peach cobbler', t: /cobbler/i, has: [/peach/] },
  { p: 'apple crumble', t: /crumble/i, has: [/apple/] },
  { p: 'a blueberry pie', t: /blueberry pie/i, has: [/blueberr/] },
  { p: 'lemon cheesecake', t: /cheesecake/i },
  { p: 'tiramisu', t: /tiramisu/i },
  { p: 'chocolate mousse', t: /mousse/i },
  { p: 'vanilla custard', t: /custard/i, has: [/milk/] },
  { p: 'rice pudding', t: /rice pudding/i },
  { p: 'creme brulee', t: /br[uû]l[eé]e/i },
  { p: 'berry pavlova', t: /pavlova/i },
  { p: 'strawberry shortcake', t: /shortcake|cake/i, has: [/strawberr/] },
  { p: 'dairy-free banana bread', t: /banana bread/i, r: ['dairyFree'] },
  { p: 'egg-free banana bread', t: /banana bread/i, r: ['eggFree'] },
  { p: 'vegan blueberry muffins', t: /muffin/i, r: VEGAN },
  { p: 'gluten-free apple pie', t: /apple pie/i, r: ['glutenFree'] },
  { p: 'mango sticky rice', t: /sticky rice/i },
  { p: 'banana nice cream', t: /nice cream/i },
  { p: 'chocolate dipped strawberries', t: /strawberr/i },
];

export const BREAKFAST: TEvalPrompt[] = [
  { p: 'fluffy pancakes', t: /pancake/i, has: [/flour/] },
  { p: 'egg-free waffles', t: /waffle/i, r: ['eggFree'] },
  { p: 'waffles', t: /waffle/i, has: [/flour/] },
  { p: 'blueberry pancakes', t: /pancake/i, has: [/blueberr/] },
  { p: 'vegan pancakes', t: /pancake/i, r: VEGAN },
  { p: 'gluten-free waffles', t: /waffle/i, r: ['glutenFree'] },
  { p: 'French toast', t: /french toast/i },
  { p: 'a spinach omelette', t: /omelet/i, has: [/egg/, /spinach/] },
  { p: 'scrambled eggs with mushrooms', t: /scrambl/i, has: [/egg/] },
  { p: 'a veggie frittata', t: /frittata/i },
  { p: 'avocado toast', t: /avocado toast/i, has: [/avocado/] },
  { p: 'overnight oats', t: /overnight oats/i, has: [/oats/] },
  { p: 'apple cinnamon porridge', t: /porridge/i, has: [/oats/] },
  { p: 'a yogurt parfait', t: /parfait/i },
  { p: 'chia pudding', t: /chia/i },
  { p: 'breakfast burritos', t: /burrito/i },
  { p: 'huevos rancheros', t: /huevos/i },
  { p: 'a tofu scramble', t: /tofu scramble/i, r: VEGAN },
  { p: 'sweet potato hash', t: /hash/i, has: [/sweet potato/] },
  { p: 'smoked salmon bagel', t: /salmon/i },
  { p: 'egg muffins for meal prep', t: /egg muffin/i },
  { p: 'a full English breakfast', t: /english/i },
  { p: 'a smoothie bowl', t: /smoothie bowl/i },
  { p: 'a dairy-free breakfast smoothie', t: /smoothie/i, r: ['dairyFree'] },
  { p: 'a high-protein breakfast', has: [/egg|yogurt|tofu|protein|salmon|bacon/] },
];

export const DRINKS: TEvalPrompt[] = [
  { p: 'a strawberry banana smoothie', t: /smoothie/i, has: [/strawberr/, /banana/] },
  { p: 'a mango smoothie', t: /smoothie/i, has: [/mango/] },
  { p: 'a green smoothie with kale', t: /smoothie/i, has: [/kale/] },
  { p: 'a vegan berry smoothie', t: /smoothie/i, has: [/berr/], r: VEGAN },
  { p: 'a chocolate milkshake', t: /shake/i, has: [/cocoa|chocolate/] },
  { p: 'a vanilla milkshake', t: /milkshake/i },
  { p: 'a strawberry milkshake', t: /milkshake/i, has: [/strawberr/] },
  { p: 'a mocha protein shake', t: /shake/i },
  { p: 'a classic mojito', t: /mojito/i, has: [/rum/] },
  { p: 'a margarita', t: /margarita/i, has: [/tequila/] },
  { p: 'an Aperol spritz', t: /spritz/i },
  { p: 'a Moscow mule', t: /mule/i, has: [/vodka/] },
  { p: 'a pina colada', t: /pi[nñ]a colada/i },
  { p: 'a whiskey sour', t: /whiskey sour/i },
  { p: 'a cosmopolitan', t: /cosmopolitan/i },
  { p: 'a gin and tonic with cucumber', t: /gin and tonic/i, has: [/gin/] },
  { p: 'a virgin mojito', t: /mojito/i, r: ['alcoholFree'] },
  { p: 'a non-alcoholic cocktail for the party', r: ['alcoholFree'], t: /./ },
  { p: 'an alcohol-free margarita', r: ['alcoholFree'], t: /./ },
  { p: 'a watermelon mint cooler', t: /watermelon/i },
  { p: 'sparkling strawberry lemonade', t: /lemonade/i },
  { p: 'a mocktail with cranberry', has: [/cranberr/], r: ['alcoholFree'] },
  { p: 'hot chocolate', t: /hot chocolate/i, has: [/cocoa|chocolate/] },
  { p: 'a dairy-free hot chocolate', t: /hot chocolate/i, r: ['dairyFree'] },
  { p: 'masala chai', t: /chai/i },
  { p: 'a golden milk latte', t: /golden milk|turmeric/i },
  { p: 'a matcha latte', t: /matcha/i },
  { p: 'mulled apple cider', t: /cider/i },
  { p: 'a hot toddy', t: /toddy/i },
  { p: 'a cinnamon maple latte', t: /latte/i },
];

export const APPLIANCES: TEvalPrompt[] = [
  { p: 'air fryer chicken wings', m: /air[- ]?fr/i, has: [/chicken/] },
  { p: 'air fryer fried chicken', t: /fried chicken/i, m: /air[- ]?fr/i },
  { p: 'crispy air fryer tofu', m: /air[- ]?fr/i, has: [/tofu/] },
  { p: 'air fryer salmon', m: /air[- ]?fr/i, has: [/salmon/] },
  { p: 'slow cooker beef stew', m: /slow cooker/i, has: [/beef/] },
  { p: 'slow cooker chicken curry', m: /slow cooker/i, has: [/chicken/] },
  { p: 'slow cooker chili', t: /chili/i, m: /slow cooker/i },
  { p: 'instant pot lentil soup', m: /instant pot|pressure/i, has: [/lentil/] },
  { p: 'instant pot chicken and rice', m: /instant pot|pressure/i, has: [/chicken/, /rice/] },
  { p: 'grilled chicken skewers', m: /grill/i, has: [/chicken/] },
  { p: 'grilled halloumi', t: /halloumi/i },
  { p: 'BBQ pulled mushroom sandwiches', t: /pulled/i },
  { p: 'a sheet pan chicken dinner', m: /oven|tray|sheet/i, has: [/chicken/] },
  { p: 'a one pot pasta', t: /./, has: [/spaghetti|penne|pasta|linguine/] },
  { p: 'a one-pot lentil stew', has: [/lentil/] },
  { p: 'a no-cook lunch', max: 20, nm: /\b(oven|simmer|boil|fry)\b/i },
  { p: 'a no-oven dinner', nm: /\boven\b/i },
  { p: 'a no-bake dessert', nm: /\boven\b/i },
  { p: 'a no-bake cheesecake', t: /cheesecake/i, nm: /\bbake in\b/i },
  { p: 'dinner without an oven', nm: /\boven\b/i },
  { p: 'roast vegetables with chickpeas', has: [/chickpea/] },
  { p: 'stovetop mac and cheese', t: /mac and cheese/i, nm: /\boven\b/i },
  { p: 'a roasted butternut squash soup', t: /soup/i, has: [/squash/] },
  { p: 'baked salmon with lemon', has: [/salmon/, /lemon/] },
  { p: 'a blender soup', t: /soup|gazpacho/i, m: /blend/i },
];

export const CONSTRAINTS: TEvalPrompt[] = [
  { p: 'a 15-minute dinner', max: 15 },
  { p: 'a 20-minute pasta', max: 20, has: [/spaghetti|penne|linguine|pasta/] },
  { p: 'a 30 minute chicken dinner', max: 30, has: [/chicken/] },
  { p: 'a 10-minute breakfast', max: 10 },
  { p: 'dinner in under 25 minutes', max: 25 },
  { p: 'a 4-ingredient dessert', n: 4 },
  { p: 'a 5-ingredient dinner', n: 5 },
  { p: 'a three ingredient smoothie', n: 3, t: /smoothie/i },
  { p: 'a 6-ingredient soup', n: 6, t: /soup|gazpacho|pho|ramen/i },
  { p: 'a chicken dinner for 6', s: 6, has: [/chicken/] },
  { p: 'lasagna for 8 people', s: 8, t: /lasagn/i },
  { p: 'chili for a crowd', t: /chili/i },
  { p: 'dinner for one', s: 1 },
  { p: 'a romantic dinner for two', s: 2 },
  { p: 'a high-protein lunch', has: [/chicken|beef|tofu|egg|salmon|tuna|lentil|chickpea|yogurt|shrimp|steak|turkey|beans/] },
  { p: 'a low-carb dinner', nm: /\b(spaghetti|penne|rice|bread|potato)\b/i },
  { p: 'a keto breakfast', nm: /\b(oats|bread|pancake|banana)\b/i },
  { p: 'a high-protein vegan dinner', r: VEGAN },
  { p: 'a quick vegetarian lunch', r: ['vegetarian'], max: 30 },
  { p: 'a healthy salad with chickpeas', t: /salad/i, has: [/chickpea/] },
  { p: 'a warm soup for a cold night', t: /soup|ramen|pho|chowder|bisque|minestrone/i },
  { p: 'a refreshing summer salad', t: /salad/i },
  { p: 'a spicy Korean dinner', t: /./ },
  { p: 'a Mexican dinner with black beans', has: [/black bean/] },
  { p: 'an Italian dinner with mushrooms', has: [/mushroom/] },
  { p: 'a Japanese dinner with salmon', has: [/salmon/] },
  { p: 'a Greek lunch with feta', has: [/feta/] },
  { p: 'a Thai dinner with shrimp', has: [/shrimp/] },
  { p: 'a French dessert', t: /./ },
  { p: 'an Indian curry with cauliflower', t: /curry|gobi/i, has: [/cauliflower/] },
];

export const DIETS: TEvalPrompt[] = [
  { p: 'vegan lasagna', t: /lasagn/i, r: VEGAN },
  { p: 'a vegan carbonara', t: /carbonara/i, r: VEGAN },
  { p: 'vegan mac and cheese', t: /mac and/i, r: VEGAN },
  { p: 'a vegan BLT', t: /BLT/, r: VEGAN },
  { p: 'a BLT sandwich', t: /BLT/, has: [/bacon/, /lettuce/, /tomato/] },
  { p: 'gluten-free fried chicken', t: /fried chicken/i, r: ['glutenFree'] },
  { p: 'a gluten-free pasta dinner', r: ['glutenFree'], has: [/spaghetti|penne|pasta|linguine|noodle/] },
  { p: 'gluten-free pizza', t: /pizza/i, r: ['glutenFree'] },
  { p: 'dairy-free mac and cheese', t: /mac and/i, r: ['dairyFree'] },
  { p: 'a dairy-free creamy curry', t: /curry|korma|masala/i, r: ['dairyFree'] },
  { p: 'a lactose-free dessert', r: ['dairyFree'] },
  { p: 'nut-free pesto pasta', t: /pesto/i, r: ['nutFree'] },
  { p: 'a peanut-free satay chicken', has: [/chicken/], r: ['peanutFree'] },
  { p: 'peanut-free pad thai', t: /pad thai/i, r: ['peanutFree'] },
  { p: 'a soy-free stir fry', t: /stir/i, r: ['soyFree'] },
  { p: 'sesame-free soy-free stir fry', t: /stir/i, r: ['soyFree', 'sesameFree'] },
  { p: 'a sesame-free hummus', t: /hummus/i, r: ['sesameFree'] },
  { p: 'shrimp pasta but I am allergic to shellfish', r: ['shellfishFree'], has: [/spaghetti|penne|linguine|pasta/] },
  { p: 'a fish-free Caesar salad', t: /caesar/i, r: ['fishFree'] },
  { p: 'pescatarian paella', t: /paella/i, r: ['pescatarian'] },
  { p: 'a vegetarian chili', t: /chili/i, r: ['vegetarian'] },
  { p: 'a vegetarian lasagna', t: /lasagn/i, r: ['vegetarian'] },
  { p: 'risotto without mushrooms', t: /risotto/i, not: [/mushroom/] },
  { p: 'pasta without mushrooms or onions', not: [/mushroom|onion|shallot/] },
  { p: 'a curry with no peanuts and no dairy', r: ['peanutFree', 'dairyFree'] },
  { p: 'tacos, hold the cilantro', t: /taco/i, not: [/cilantro|coriander/] },
  { p: 'no cheese lasagna', t: /lasagn/i, not: [/cheese|parmesan|mozzarella|ricotta|cheddar/] },
  { p: 'a stir fry with no soy sauce', t: /stir/i, not: [/soy sauce/] },
  { p: 'my daughter is allergic to eggs and sesame, something for dinner', r: ['eggFree', 'sesameFree'] },
  { p: 'cookies for a kid with a peanut allergy', t: /cookie/i, r: ['peanutFree'] },
  { p: 'a halal burger', t: /burger/i, not: [/bacon|pork|ham\b/] },
  { p: 'egg fried rice without eggs', t: /fried rice/i, r: ['eggFree'] },
  // An omelette is eggs: with no version of it the cook can eat, the honest answer is DISH_UNKNOWN.
  { p: 'an egg-free omelette', r: ['eggFree'], unknownOk: true },
  { p: 'vegan pad thai', t: /pad thai/i, r: VEGAN },
  { p: 'vegan butter chicken', r: VEGAN, t: /butter/i },
  { p: 'vegan tiramisu', r: VEGAN, t: /tiramisu/i },
  { p: 'a gluten-free dairy-free birthday cake', t: /cake/i, r: ['glutenFree', 'dairyFree'] },
  { p: 'a plant-based burger', t: /burger/i, r: VEGAN },
  { p: 'a nut-free pesto', r: ['nutFree'] },
  { p: 'a tree-nut-free banana bread', t: /banana bread/i, r: ['treeNutFree'] },
];

const ALCOHOL = /rum|vodka|gin\b|tequila|prosecco|aperol|bourbon|whiskey|wine|triple sec/;
const FRIDGE = ['Chicken Breast', 'Baby Spinach', 'Eggs', 'Bell Pepper', 'Broccoli', 'Rice', 'Zucchini', 'Cheddar Cheese'];

/** The 23 landing-page prompts, in the spec's order, with their checks. */
export const LANDING: TEvalPrompt[] = [
  { p: 'A healthy dinner with chicken and lots of vegetables', has: [/chicken/], category: 'Dinner' },
  { p: 'A quick lunch using leftover rice', has: [/rice/], max: 30 },
  { p: 'A hearty vegetarian dish for a cold night', r: ['vegetarian'] },
  { p: 'A low-carb breakfast that keeps me full', nm: /\b(oats|pancake|toast)\b/i, category: 'Breakfast' },
  { p: 'Weekly meal prep for busy weekdays', t: /./ },
  { p: 'A chocolate peanut butter protein shake', t: /shake/i, has: [/peanut butter/] },
  { p: 'A refreshing summer cocktail', has: [ALCOHOL] },
  { p: 'A green smoothie with spinach and banana', t: /smoothie/i, has: [/spinach/, /banana/] },
  { p: 'A cozy hot drink for a rainy afternoon', t: /hot chocolate|chai|latte|toddy|cider|cocoa|tea/i },
  { p: 'A romantic dinner for two', s: 2 },
  { p: 'A kid-friendly dinner picky eaters will love', r: ['alcoholFree'] },
  { p: 'A 15-minute meal for a busy weeknight', max: 15 },
  { p: 'A no-oven meal for a hot summer day', nm: /\boven\b/i },
  { p: 'A Thai curry with coconut milk', t: /curry/i, has: [/coconut milk/] },
  { p: 'An Italian pasta like nonna makes', has: [/spaghetti|penne|linguine|lasagne|pasta/] },
  { p: 'An Indian dish full of warm spices', has: [/garam masala|cumin|turmeric|cardamom|cinnamon|curry/] },
  { p: 'A Mediterranean dish with fresh herbs', has: [/basil|parsley|mint|dill|cilantro|oregano|thyme|rosemary/] },
  { p: "Something using what's in my fridge", cart: FRIDGE },
  { p: 'A high-protein meal that fits my macros', protein: 25 },
  { p: 'A dinner with only 5 ingredients', n: 5 },
  { p: 'A date-night dinner plan to impress', s: 2 },
  { p: 'A comforting soup for a chilly evening', t: /soup|ramen|pho|chowder|bisque|minestrone|stew/i },
  { p: 'A crowd-pleasing dessert for a party', category: 'Dessert' },
];

export const EVAL_SET: TEvalPrompt[] = [...WORLD, ...BAKING, ...BREAKFAST, ...DRINKS, ...APPLIANCES, ...CONSTRAINTS, ...DIETS];

import type { TFamily } from '../read-request/recognise-dish.ts';
import type { TCuisine, TMeal, TRecipeTag } from '../types.ts';
import { DISH_METHODS } from './dish-methods.ts';

// Data: how each dish family is made when the catalogue holds no dish of that name — proportions
// (culinary ratios: a quick bread's flour : liquid : egg : fat, a vinaigrette's 3 : 1), base
// ingredients in catalogue notation and the method. Read by choose-dish/compose-family.ts;
// checked by data/data-schema.test.ts.

export type TFamilyTemplate = {
  meals: readonly TMeal[];
  cuisine: TCuisine;
  time: readonly [number, number];
  servings: number;
  tags?: readonly TRecipeTag[];
  /** Catalogue notation; the main ingredients are added after these. */
  base: readonly string[];
  /** Grams of main ingredient(s) in the whole dish. */
  mainGrams: number;
  /** Used when the prompt names no ingredient the composer knows. */
  defaultMains: readonly string[];
  /** `{main}` is every main ingredient; `{key}` a base ingredient as in the catalogue. */
  steps: readonly string[];
};

/** The families added with the named-dish index: their method (data/dish-methods.ts) with a plain main of their own. */
const INDEX_FAMILY_MAINS = {
  'yeast-bread': ['butter'],
  flatbread: ['garlic', 'butter'],
  'filled-pastry': ['spinach', 'feta'],
  dumpling: ['groundPork', 'cabbage'],
  rice: ['tomato', 'bellPepper'],
  porridge: ['oats'],
  'cold-drink': ['mango', 'yogurt'],
  preserve: ['strawberries'],
  sauce: ['cannedTomatoes'],
  'frozen-dessert': ['strawberries'],
  sweet: ['darkChocolate'],
  bake: ['potato', 'cheddar'],
  side: ['potato'],
} as const satisfies Partial<Record<TFamily, readonly string[]>>;

function toFamilyTemplate(family: keyof typeof INDEX_FAMILY_MAINS): TFamilyTemplate {
  const method = DISH_METHODS[family];
  return {
    meals: method.meals,
    cuisine: method.cuisine,
    time: method.time,
    servings: method.servings,
    ...(method.tags ? { tags: method.tags } : {}),
    base: method.core,
    mainGrams: method.mainGrams,
    defaultMains: INDEX_FAMILY_MAINS[family],
    // A family dish has no usual foods of its own: the segments naming them go.
    steps: method.steps.map((step) => step.replace(/\[[^\]]*\{extras\}[^\]]*\]/g, '')),
  };
}

export const FAMILY_TEMPLATES: Record<TFamily, TFamilyTemplate> = {
  'yeast-bread': toFamilyTemplate('yeast-bread'),
  flatbread: toFamilyTemplate('flatbread'),
  'filled-pastry': toFamilyTemplate('filled-pastry'),
  dumpling: toFamilyTemplate('dumpling'),
  rice: toFamilyTemplate('rice'),
  porridge: toFamilyTemplate('porridge'),
  'cold-drink': toFamilyTemplate('cold-drink'),
  preserve: toFamilyTemplate('preserve'),
  sauce: toFamilyTemplate('sauce'),
  'frozen-dessert': toFamilyTemplate('frozen-dessert'),
  sweet: toFamilyTemplate('sweet'),
  bake: toFamilyTemplate('bake'),
  side: toFamilyTemplate('side'),
  // Quick bread, about 2 : 1 flour : liquid (banana counts as liquid), 1 egg per 125 g flour, fat ~40% of flour.
  'quick-bread': {
    meals: ['breakfast', 'dessert', 'snack'],
    cuisine: 'American',
    time: [15, 55],
    servings: 10,
    tags: ['meal-prep', 'kid-friendly'],
    base: ['flour 250', 'bakingSoda 1', 'bakingPowder 1', 'salt 0', 'brownSugar 130', 'egg 2', 'butter 100 g >veganButter|coconutOil', 'milk 0.5', 'vanilla 1', 'cinnamon 1'],
    mainGrams: 300,
    defaultMains: ['banana'],
    steps: [
      'Heat the oven to 175°C and line a loaf tin.',
      'Mash or grate {main}. Whisk melted {butter} with {brownSugar}, {egg}, {milk} and {vanilla}, then stir in the {main}.',
      'Fold in {flour}, {bakingSoda}, {bakingPowder}, {cinnamon} and {salt} until just combined; a few lumps are fine.',
      'Scrape into the tin and bake in the oven for 50–55 minutes, until a skewer comes out clean. Cool for 15 minutes before slicing.',
    ],
  },
  // Pound-cake family: equal flour, sugar and fat, 4 eggs to 225 g flour (here 3 to 200 g).
  cake: {
    meals: ['dessert'],
    cuisine: 'American',
    time: [20, 35],
    servings: 10,
    tags: ['party', 'kid-friendly'],
    base: ['flour 200', 'sugar 200', 'butter 170 g >veganButter|coconutOil', 'egg 3', 'milk 0.5', 'bakingPowder 2', 'vanilla 2', 'salt 0'],
    mainGrams: 150,
    defaultMains: ['lemon'],
    steps: [
      'Heat the oven to 180°C and line a 20 cm round tin.',
      'Beat soft {butter} with {sugar} until pale, then beat in {egg} one at a time with {vanilla}.',
      'Fold in {flour}, {bakingPowder} and {salt}, then {milk} and the {main}.',
      'Bake in the oven for 30–35 minutes until springy and a skewer comes out clean. Cool in the tin for 10 minutes.',
    ],
  },
  // Drop cookies: 1 : 1 : 1.5 fat : sugar : flour, one egg to bind.
  cookie: {
    meals: ['dessert', 'snack'],
    cuisine: 'American',
    time: [15, 12],
    servings: 20,
    tags: ['kid-friendly', 'party'],
    base: ['butter 115 g >veganButter|coconutOil', 'brownSugar 150', 'egg 1', 'vanilla 1', 'flour 190', 'bakingSoda 1', 'salt 0'],
    mainGrams: 150,
    defaultMains: ['chocChips'],
    steps: [
      'Heat the oven to 180°C and line two trays.',
      'Beat melted {butter} with {brownSugar}, then {egg} and {vanilla}.',
      'Stir in {flour}, {bakingSoda} and {salt}, then the {main}.',
      'Scoop 20 balls onto the trays and bake in the oven for 10–12 minutes, until golden at the edges. Cool on the tray.',
    ],
  },
  // Chewy oat bars: about 3 : 1 oats : binder (syrup and a seed or nut butter).
  bar: {
    meals: ['snack', 'breakfast'],
    cuisine: 'American',
    time: [15, 20],
    servings: 12,
    tags: ['meal-prep', 'kid-friendly', 'healthy'],
    base: ['oats 2.5', 'maple 6', 'sunButter 4', 'coconutOil 2', 'vanilla 1', 'cinnamon 1', 'salt 0'],
    mainGrams: 120,
    defaultMains: ['dates', 'pumpkinSeeds'],
    steps: [
      'Heat the oven to 170°C and line a 20 cm square tin.',
      'Warm {maple}, {sunButter} and {coconutOil} in a small pan until runny; stir in {vanilla}, {cinnamon} and {salt}.',
      'Mix with {oats} and the {main} (chopped), then press very firmly into the tin.',
      'Bake in the oven for 18–20 minutes until golden at the edges. Cool completely in the tin before cutting into 12 bars.',
    ],
  },
  // Batter: 1 : 1.2 flour : milk, one egg per 190 g flour.
  pancake: {
    meals: ['breakfast'],
    cuisine: 'American',
    time: [10, 15],
    servings: 4,
    tags: ['kid-friendly'],
    base: ['flour 190', 'sugar 25', 'bakingPowder 2', 'salt 0', 'milk 1.25', 'egg 1', 'butter 3 >veganButter|oil', 'maple 4'],
    mainGrams: 150,
    defaultMains: ['blueberries'],
    steps: [
      'Whisk {flour}, {sugar}, {bakingPowder} and {salt}. In another bowl whisk {milk}, {egg} and melted {butter}.',
      'Stir the wet into the dry until just combined, then fold in the {main}.',
      'Cook ladlefuls in a lightly greased pan over medium heat, 2 minutes a side, until golden.',
      'Serve warm with {maple}.',
    ],
  },
  // Waffle batter carries more fat than pancake batter so it crisps in the iron.
  waffle: {
    meals: ['breakfast'],
    cuisine: 'American',
    time: [10, 20],
    servings: 4,
    tags: ['kid-friendly'],
    base: ['flour 250', 'sugar 25', 'bakingPowder 3', 'salt 0', 'milk 1.75', 'egg 2', 'butter 7 >veganButter|oil', 'vanilla 1', 'maple 4'],
    mainGrams: 120,
    defaultMains: ['berries'],
    steps: [
      'Heat the waffle iron and brush it lightly with oil.',
      'Whisk {flour}, {sugar}, {bakingPowder} and {salt}. In another bowl whisk {milk}, {egg}, melted {butter} and {vanilla}.',
      'Stir the wet into the dry until just combined; rest 5 minutes.',
      'Cook in the waffle iron for 4–5 minutes each, until crisp and golden. Serve with the {main} and {maple}.',
    ],
  },
  // Shortcrust: 2 : 1 flour : fat, bound with cold water.
  pie: {
    meals: ['dessert'],
    cuisine: 'American',
    time: [30, 45],
    servings: 8,
    tags: ['comfort', 'party'],
    base: ['flour 250', 'butter 125 g >veganButter|coconutOil', 'water 60', 'salt 0', 'sugar 100', 'cornstarch 2', 'lemonJuice 15', 'cinnamon 1'],
    mainGrams: 800,
    defaultMains: ['apple'],
    steps: [
      'Rub {flour}, {salt} and cold {butter} to crumbs; add {water} a spoonful at a time to a firm dough. Chill 20 minutes.',
      'Heat the oven to 200°C. Toss the sliced {main} with {sugar}, {cornstarch}, {lemonJuice} and {cinnamon}.',
      'Roll two-thirds of the pastry into a 23 cm pie dish, add the filling and lay the rest over it; cut a steam vent.',
      'Bake in the oven for 40–45 minutes until golden and bubbling. Cool 30 minutes before slicing.',
    ],
  },
  // Stirred custard: about 1 egg (or 1 tbsp starch) per 250 ml milk.
  custard: {
    meals: ['dessert'],
    cuisine: 'French',
    time: [10, 15],
    servings: 4,
    tags: ['comfort'],
    base: ['milk 2', 'sugar 70', 'cornstarch 3', 'egg 2', 'vanilla 1', 'salt 0'],
    mainGrams: 100,
    defaultMains: ['cocoa'],
    steps: [
      'Whisk {sugar}, {cornstarch}, {salt} and {egg} in a saucepan, then whisk in {milk} and the {main}.',
      'Cook over medium heat, stirring all the time, until it thickens and bubbles; cook 1 minute more.',
      'Off the heat, stir in {vanilla}. Pour into 4 glasses, cover the surface and chill for 2 hours.',
    ],
  },
  soup: {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [15, 30],
    servings: 4,
    tags: ['comfort', 'healthy', 'one-pot'],
    base: ['oil 2', 'onion 1', 'garlic 2', 'carrot 1', 'vegStock 1000', 'thyme 2 ?', 'salt 0', 'pepper 0'],
    mainGrams: 600,
    defaultMains: ['butternut'],
    steps: [
      'Soften {onion}, {garlic} and {carrot} in {oil} in a large pot for 6–8 minutes.',
      'Add the {main}, {vegStock}[ and {thyme}]; bring to the boil and simmer for 20–25 minutes until tender.',
      'Blend until smooth (or leave chunky), then season with {salt} and {pepper}.',
    ],
  },
  stew: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [20, 90],
    servings: 6,
    tags: ['comfort', 'meal-prep', 'one-pot'],
    base: ['oil 2', 'onion 1', 'carrot 2', 'celery 2', 'garlic 3', 'tomatoPaste 2', 'vegStock 750', 'potato 2', 'thyme 3', 'bayLeaf 2', 'salt 0', 'pepper 0'],
    mainGrams: 900,
    defaultMains: ['beefChuck'],
    steps: [
      'Brown the {main} in {oil} in a heavy pot in batches; set aside.',
      'Soften {onion}, {carrot}, {celery} and {garlic} in the same pot, then stir in {tomatoPaste}.',
      'Return the {main}, add {vegStock}, {potato}, {thyme} and {bayLeaf}; cover and simmer gently for 1½ hours (or 7 hours on low in a slow cooker) until tender.',
      'Season with {salt} and {pepper} and remove the {bayLeaf} before serving.',
    ],
  },
  curry: {
    meals: ['dinner'],
    cuisine: 'Indian',
    time: [15, 30],
    servings: 4,
    tags: ['comfort', 'spicy'],
    base: ['vegOil 2', 'onion 1', 'garlic 3', 'ginger 1', 'curryPowder 2', 'garamMasala 1', 'cannedTomatoes 1', 'coconutMilk 1', 'basmati 1.5', 'cilantro 1 ?', 'salt 0'],
    mainGrams: 600,
    defaultMains: ['chickpeas'],
    steps: [
      'Fry {onion} in {vegOil} for 8 minutes until golden; add {garlic}, {ginger}, {curryPowder} and {garamMasala} for 1 minute.',
      'Add the {main}, {cannedTomatoes} and {coconutMilk}; simmer for 20 minutes until thick and cooked through.',
      'Meanwhile cook {basmati}. Season the curry with {salt}[ and scatter with {cilantro}]; serve with the rice.',
    ],
  },
  'stir-fry': {
    meals: ['dinner'],
    cuisine: 'Chinese',
    time: [15, 10],
    servings: 3,
    tags: ['quick'],
    base: ['vegOil 2', 'garlic 2', 'ginger 1', 'bellPepper 1', 'broccoli 200', 'soySauce 3', 'cornstarch 1', 'springOnion 2', 'rice 1'],
    mainGrams: 400,
    defaultMains: ['tofu'],
    steps: [
      'Cook {rice}. Mix {soySauce} with {cornstarch} and 4 tbsp water.',
      'Stir-fry the {main} in very hot {vegOil} in a wok for 4–5 minutes until cooked; set aside.',
      'Stir-fry {garlic}, {ginger}, {bellPepper} and {broccoli} for 3 minutes, return the {main}, add the sauce and toss until glossy.',
      'Scatter with {springOnion} and serve over the rice.',
    ],
  },
  roast: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [15, 45],
    servings: 4,
    tags: ['one-pot', 'comfort'],
    base: ['oil 3', 'babyPotatoes 600', 'redOnion 1', 'garlic 4', 'rosemary 2', 'lemon 1', 'salt 0', 'pepper 0'],
    mainGrams: 700,
    defaultMains: ['chickenThigh'],
    steps: [
      'Heat the oven to 200°C.',
      'Toss the {main}, {babyPotatoes}, {redOnion} and {garlic} with {oil}, {rosemary}, {salt} and {pepper} on a large tray.',
      'Roast in the oven for 40–45 minutes, turning once, until golden and cooked through. Squeeze over {lemon} to serve.',
    ],
  },
  // Dredge (seasoned flour) after a milk soak, shallow-fried.
  fried: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [20, 25],
    servings: 4,
    tags: ['comfort', 'party'],
    base: ['milk 1', 'lemonJuice 15', 'flour 150', 'paprika 2', 'cayenne 1', 'salt 0', 'pepper 0', 'vegOil 30'],
    mainGrams: 800,
    defaultMains: ['chickenThigh'],
    steps: [
      'Stir {lemonJuice} into {milk} and soak the {main} in it for at least 15 minutes.',
      'Mix {flour}, {paprika}, {cayenne}, {salt} and {pepper}; lift the {main} from the milk and coat well in the flour.',
      'Heat 2 cm of {vegOil} in a deep pan to 170°C and fry in batches for 6–8 minutes a side, until deep golden and cooked through (75°C inside for chicken). Or air-fry at 200°C for 18–20 minutes, spraying with oil.',
      'Drain on a rack and season with a little more salt.',
    ],
  },
  grilled: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [15, 15],
    servings: 4,
    tags: ['summer', 'high-protein'],
    base: ['oil 3', 'garlic 2', 'lemon 1', 'oregano 1', 'smokedPaprika 1', 'mixedGreens 100', 'salt 0', 'pepper 0'],
    mainGrams: 700,
    defaultMains: ['chicken'],
    steps: [
      'Mix {oil}, crushed {garlic}, the juice of {lemon}, {oregano}, {smokedPaprika}, {salt} and {pepper}; coat the {main} and marinate 15 minutes.',
      'Grill the {main} over high heat (or in a griddle pan) for 5–7 minutes a side until charred and cooked through.',
      'Rest 5 minutes and serve with {mixedGreens}.',
    ],
  },
  // Vinaigrette 3 : 1 oil : vinegar.
  salad: {
    meals: ['lunch', 'dinner'],
    cuisine: 'Mediterranean',
    time: [15, 0],
    servings: 2,
    tags: ['healthy', 'quick', 'summer'],
    base: ['mixedGreens 120', 'cucumber 0.5', 'cherryTomatoes 150', 'oil 3', 'vinegar 1', 'mustard 1', 'salt 0', 'pepper 0'],
    mainGrams: 250,
    defaultMains: ['chickpeas'],
    steps: [
      'Whisk {oil}, {vinegar} and {mustard} (3 : 1 oil to vinegar) with {salt} and {pepper}.',
      'Toss {mixedGreens}, sliced {cucumber} and halved {cherryTomatoes} with the {main}.',
      'Dress just before serving.',
    ],
  },
  sandwich: {
    meals: ['lunch'],
    cuisine: 'American',
    time: [10, 5],
    servings: 2,
    tags: ['quick'],
    base: ['bread 4', 'mayo 2', 'lettuce 40', 'tomato 1', 'salt 0', 'pepper 0'],
    mainGrams: 120,
    defaultMains: ['cheddar'],
    steps: [
      'Toast the {bread}.',
      'Cook the {main} if it needs it (in a hot pan until done).',
      'Spread the toast with {mayo}, then layer {lettuce}, sliced {tomato} and the {main}; season with {salt} and {pepper}.',
      'Close the sandwiches, press lightly and cut in half.',
    ],
  },
  wrap: {
    meals: ['dinner', 'lunch'],
    cuisine: 'Mexican',
    time: [15, 10],
    servings: 4,
    tags: ['quick', 'kid-friendly'],
    base: ['tortilla 8', 'oil 1', 'cumin 1', 'smokedPaprika 1', 'lettuce 80', 'salsa 150', 'lime 1', 'cilantro 1 ?', 'salt 0'],
    mainGrams: 500,
    defaultMains: ['blackBeans'],
    steps: [
      'Cook the {main} in {oil} with {cumin}, {smokedPaprika} and {salt} for 6–8 minutes until done.',
      'Warm the {tortilla} in a dry pan.',
      'Fill with the {main}, shredded {lettuce} and {salsa}; squeeze over {lime}[ and add {cilantro}].',
    ],
  },
  pasta: {
    meals: ['dinner'],
    cuisine: 'Italian',
    time: [10, 20],
    servings: 4,
    tags: ['comfort'],
    base: ['spaghetti 400', 'oil 3', 'garlic 3', 'cannedTomatoes 1', 'chiliFlakes 0.5 ?', 'parmesan 40', 'basil 1 ?', 'salt 0'],
    mainGrams: 400,
    defaultMains: ['zucchini'],
    steps: [
      'Cook {spaghetti} in well-salted boiling water ({salt}) until al dente; keep a mug of the water.',
      'Cook the {main} in {oil} with {garlic}[ and {chiliFlakes}] for 6–8 minutes, then add {cannedTomatoes} and simmer 10 minutes.',
      'Toss the pasta with the sauce and a splash of pasta water; serve with {parmesan}[ and {basil}].',
    ],
  },
  pizza: {
    meals: ['dinner'],
    cuisine: 'Italian',
    time: [15, 12],
    servings: 2,
    tags: ['kid-friendly', 'party'],
    base: ['pizzaDough 400', 'passata 150', 'mozzarella 150', 'oregano 1', 'oil 1', 'basil 1 ?', 'salt 0'],
    mainGrams: 200,
    defaultMains: ['mushrooms'],
    steps: [
      'Heat the oven as hot as it goes (250°C) with a tray inside.',
      'Stretch {pizzaDough} into two rounds; spread with {passata} seasoned with {oregano} and {salt}.',
      'Top with torn {mozzarella} and the {main}; drizzle with {oil}.',
      'Bake in the oven on the hot tray for 10–12 minutes until blistered[; finish with {basil}].',
    ],
  },
  'grain-bowl': {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [15, 20],
    servings: 2,
    tags: ['healthy', 'meal-prep'],
    base: ['rice 1', 'oil 1', 'cucumber 0.5', 'avocado 1', 'springOnion 2', 'lime 1', 'sriracha 2 ?', 'salt 0'],
    mainGrams: 300,
    defaultMains: ['chickpeas'],
    steps: [
      'Cook {rice}.',
      'Cook the {main} in {oil} with {salt} until done (or warm it through).',
      'Fill two bowls with rice, the {main}, sliced {cucumber}, {avocado} and {springOnion}; squeeze over {lime}[ and add {sriracha}].',
    ],
  },
  omelette: {
    meals: ['breakfast', 'lunch'],
    cuisine: 'French',
    time: [5, 10],
    servings: 1,
    tags: ['quick', 'high-protein'],
    base: ['egg 3 !', 'butter 1 >oil', 'salt 0', 'pepper 0', 'parsley 1 ?'],
    mainGrams: 80,
    defaultMains: ['spinach'],
    steps: [
      'Beat {egg} with {salt} and {pepper}.',
      'Soften the {main} in {butter} in a small non-stick pan, then pour in the eggs.',
      'Stir gently, then let set; fold and slide onto a plate[ with {parsley}].',
    ],
  },
  smoothie: {
    meals: ['drink', 'breakfast'],
    cuisine: 'American',
    time: [5, 0],
    servings: 2,
    tags: ['healthy', 'quick'],
    base: ['frozenBanana 1', 'yogurt 150', 'milk 1', 'maple 1 ?'],
    mainGrams: 200,
    defaultMains: ['berries'],
    steps: ['Blend the {main}, {frozenBanana}, {yogurt} and {milk}[ with {maple}] until smooth.', 'Pour into two glasses and serve at once.'],
  },
  shake: {
    meals: ['drink', 'dessert'],
    cuisine: 'American',
    time: [5, 0],
    servings: 2,
    tags: ['kid-friendly'],
    base: ['iceCream 4', 'milk 1', 'vanilla 0.5'],
    mainGrams: 150,
    defaultMains: ['strawberries'],
    steps: ['Blend {iceCream}, {milk}, {vanilla} and the {main} until thick and smooth.', 'Pour into chilled glasses.'],
  },
  cocktail: {
    meals: ['drink'],
    cuisine: 'American',
    time: [5, 0],
    servings: 1,
    tags: ['party'],
    base: ['vodka 50', 'limeJuice 25', 'simpleSyrup 15', 'ice 1', 'sodaWater 60 ?'],
    mainGrams: 60,
    defaultMains: ['mint'],
    steps: ['Shake {vodka}, {limeJuice}, {simpleSyrup} and the {main} hard with {ice}.', 'Strain into a glass over fresh ice[ and top with {sodaWater}].'],
  },
  mocktail: {
    meals: ['drink'],
    cuisine: 'American',
    time: [5, 0],
    servings: 1,
    tags: ['party', 'summer'],
    base: ['limeJuice 20', 'simpleSyrup 15', 'sodaWater 150', 'ice 1', 'mint 1 ?'],
    mainGrams: 80,
    defaultMains: ['cranberryJuice'],
    steps: ['Muddle the {main} with {limeJuice} and {simpleSyrup}[ and {mint}] in a tall glass.', 'Fill with {ice}, top with {sodaWater} and stir.'],
  },
  'hot-drink': {
    meals: ['drink'],
    cuisine: 'American',
    time: [2, 5],
    servings: 1,
    tags: ['comfort'],
    base: ['milk 1', 'maple 1', 'cinnamon 0.25 ?'],
    mainGrams: 20,
    defaultMains: ['cocoa'],
    steps: ['Warm {milk} in a small pan until steaming; whisk in the {main} and {maple}.', 'Pour into a mug[ and dust with {cinnamon}].'],
  },
  dip: {
    meals: ['snack'],
    cuisine: 'Mediterranean',
    time: [10, 0],
    servings: 6,
    tags: ['party', 'quick'],
    base: ['greekYogurt 250', 'garlic 1', 'lemonJuice 15', 'oil 1', 'dill 1 ?', 'salt 0'],
    mainGrams: 200,
    defaultMains: ['cucumber'],
    steps: ['Chop or blend the {main} finely.', 'Stir into {greekYogurt} with crushed {garlic}, {lemonJuice}, {oil}[, {dill}] and {salt}.', 'Chill 15 minutes and serve with crackers or vegetables.'],
  },
};

/** Named dishes whose main ingredients the dish itself implies (a BLT is bacon, lettuce and tomato). */
export const DISH_MAINS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\bb\.?l\.?t\b|bacon,? lettuce/, ['bacon']],
  [/\bfried chicken\b|\bchicken (tenders|nuggets)\b|\bkatsu\b/, ['chickenThigh']],
  [/\bfish and chips\b/, ['whiteFish']],
  [/\bgranola\b/, ['dates', 'pumpkinSeeds']],
  [/\bcarrot cake\b/, ['carrot']],
  [/\bchocolate\b/, ['cocoa']],
  [/\blasagn/, ['groundBeef']],
  [/\bcarbonara\b/, ['pancetta']],
  [/\bmargarita\b/, ['orangeJuice']],
];

/** A named dish whose method differs from its family's default; the first whose pattern matches the prompt's dish wins. */
export type TDishVariant = {
  pattern: RegExp;
  /** The family the variant belongs to, when its words name dishes of other families too ('noodle' in a noodle soup). */
  family?: TFamily;
  /** Replaces the family template's fields. */
  template?: Partial<TFamilyTemplate>;
  /** A step put first, and the steps it replaces (those starting with this text). */
  firstStep?: string;
  dropStepsStarting?: string;
};

export const DISH_VARIANTS: readonly TDishVariant[] = [
  // Something on toast ('mushrooms on toast', 'sardines on toast') is buttered toast with it piled on, not a sandwich of
  // mayonnaise, lettuce and tomato.
  {
    pattern: /\bon toast\b/,
    family: 'sandwich',
    template: {
      time: [5, 10],
      base: ['bread 4', 'butter 2', 'salt 0', 'pepper 0'],
      mainGrams: 250,
      steps: [
        'Get {bread} hot and crisp in the toaster or under the grill, and spread with half the {butter}.',
        'Warm the {main} in a hot pan with the rest of the {butter} for 3–5 minutes, stirring, until hot through (a cheese goes on the toast and under a hot grill until it bubbles instead).',
        'Pile the {main} on the toast, season with {salt} and {pepper} and eat at once.',
      ],
    },
  },
  // A quick pickle, not a jam: a brine of about 1 : 1 vinegar : water with 1 tbsp sugar and 2 tsp salt per 250 ml.
  {
    pattern: /\bpickle[sd]?\b/,
    template: {
      time: [15, 60],
      servings: 8,
      base: ['vinegar 250', 'water 250', 'sugar 30', 'salt 2', 'mustardSeeds 1 ?', 'bayLeaf 1 ?'],
      mainGrams: 500,
      defaultMains: ['cucumber'],
      steps: [
        'Slice {main} thinly and pack into a clean jar[ with {mustardSeeds}][ and {bayLeaf}].',
        'Bring {vinegar}, {water}, {sugar} and {salt} to the boil, stirring until dissolved.',
        'Pour the hot brine over to cover, cool, then seal and chill for at least 1 hour before eating; it keeps 2 weeks in the fridge.',
      ],
    },
  },
  // A cooked chutney, not a jam: fruit simmered down with about 1 : 4 vinegar : fruit, sugar, onion and warm spices.
  {
    pattern: /\bchutney\b/,
    template: {
      time: [20, 60],
      servings: 12,
      base: ['vinegar 200', 'brownSugar 200', 'onion 1', 'ginger 1 ?', 'mustardSeeds 1 ?', 'cinnamon 1 ?', 'chiliFlakes 0.5 ?', 'salt 1'],
      mainGrams: 800,
      defaultMains: ['apple'],
      steps: [
        'Chop {main} and {onion} small and put them in a wide pan with {vinegar}, {brownSugar}, {salt}[, {ginger}][, {mustardSeeds}][, {cinnamon}][ and {chiliFlakes}].',
        'Bring to the boil, stirring until the sugar dissolves, then simmer uncovered for 45–50 minutes, stirring more often as it thickens, until a spoon drawn through leaves a trail.',
        'Spoon into hot sterilised jars and seal; it mellows after a week and keeps for months unopened.',
      ],
    },
  },
  // Noodles in place of the rice: the stir-fry tossed through them.
  {
    pattern: /\bnoodles?\b/,
    family: 'stir-fry',
    template: {
      base: ['vegOil 2', 'garlic 2', 'ginger 1', 'bellPepper 1', 'broccoli 200', 'soySauce 3', 'cornstarch 1', 'springOnion 2', 'eggNoodles 250'],
      steps: [
        'Cook {eggNoodles} according to the packet; drain and toss with a little of the {vegOil}. Mix {soySauce} with {cornstarch} and 4 tbsp water.',
        'Stir-fry the {main} in very hot {vegOil} in a wok for 4–5 minutes until cooked; set aside.',
        'Stir-fry {garlic}, {ginger}, {bellPepper} and {broccoli} for 3 minutes, return the {main} with the noodles, add the sauce and toss until glossy.',
        'Scatter with {springOnion} and serve.',
      ],
    },
  },
  {
    pattern: /\blasagn/,
    template: {
      time: [30, 45],
      servings: 6,
      base: ['lasagne 250', 'oil 2', 'onion 1', 'garlic 3', 'passata 700', 'oregano 1', 'ricotta 250 ?', 'mozzarella 200 ?', 'parmesan 40 ?', 'salt 0', 'pepper 0'],
      mainGrams: 500,
      steps: [
        'Heat the oven to 190°C.',
        'Soften {onion} and {garlic} in {oil}, add the {main} and cook 8 minutes; add {passata}, {oregano}, {salt} and {pepper} and simmer 15 minutes.',
        'Layer sauce, {lasagne}[, {ricotta}] and sauce three times in a baking dish[; finish with {mozzarella}][ and {parmesan}].',
        'Cover with foil and bake in the oven for 25 minutes, then uncover for 15–20 minutes until bubbling and golden. Rest 10 minutes.',
      ],
    },
  },
  {
    pattern: /\brisotto\b/,
    template: {
      cuisine: 'Italian',
      time: [10, 30],
      servings: 4,
      tags: ['comfort'],
      base: ['butter 2 >veganButter|oil', 'onion 1', 'garlic 2', 'arborio 1.5', 'whiteWine 100 ?', 'vegStock 1100', 'parmesan 40', 'salt 0', 'pepper 0'],
      mainGrams: 350,
      defaultMains: ['peas'],
      steps: [
        'Keep {vegStock} at a simmer. Soften {onion} and {garlic} in half the {butter} for 5 minutes; cook the {main} with them until tender.',
        'Stir in {arborio} for 1 minute[, then {whiteWine} until absorbed].',
        'Add the stock a ladle at a time, stirring, for 18–20 minutes until creamy and just tender.',
        'Off the heat, beat in the rest of the butter and {parmesan}; season with {salt} and {pepper} and rest 2 minutes.',
      ],
    },
  },
  {
    pattern: /\bcarbonara\b/,
    template: {
      time: [5, 15],
      servings: 2,
      base: ['spaghetti 200', 'egg 2 >silkenTofu*60', 'parmesan 50 >nutYeast*0.1', 'garlic 1', 'pepper 0', 'salt 0'],
      mainGrams: 100,
      steps: [
        'Cook {spaghetti} in well-salted boiling water ({salt}) until al dente; keep a mug of the water.',
        'Fry the {main} in a dry pan with {garlic} until crisp.',
        'Whisk (or blend) {egg} with {parmesan} and plenty of {pepper}.',
        'Off the heat, toss the pasta with the {main}, then the sauce and a splash of pasta water until silky.',
      ],
    },
  },
  {
    pattern: /\bb\.?l\.?t\b|bacon,? lettuce/,
    firstStep: 'Fry the {main} in a dry pan until crisp; drain on paper.',
    dropStepsStarting: 'Cook the',
  },
];

/** A sweet spread: jam, honey, marmalade, a nut butter, a chocolate or hazelnut spread, a curd, a syrup. */
export const SWEET_SPREAD = /\b(jam|jelly|preserves?|marmalade|honey|curd|(peanut|almond|cashew|nut|seed|sun) ?butter|sunbutter|chocolate|cocoa|hazelnut spread|nutella|syrup|treacle|fruit spread|biscoff|fluff|dulce de leche)\b/i;

/**
 * A sandwich of a sweet spread ('a jam sandwich', 'a honey sandwich'): buttered bread and the spread, nothing savoury —
 * no mayonnaise, lettuce or tomato, and nothing to cook.
 */
export const SWEET_SANDWICH_TEMPLATE: Pick<TFamilyTemplate, 'base' | 'time' | 'mainGrams' | 'steps' | 'tags'> = {
  time: [5, 0],
  tags: ['quick', 'kid-friendly'],
  base: ['bread 4', 'butter 1'],
  mainGrams: 60,
  steps: ['Spread the {bread} thinly with {butter}, then two slices thickly with the {main}.', 'Close the sandwiches, press lightly and cut in half.'],
};

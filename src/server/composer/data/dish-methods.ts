import type { TFamily } from '../read-request/recognise-dish.ts';
import type { TFamilyTemplate } from './family-templates.ts';

// Data: how a dish of the named-dish index is made from its family's method. The dish brings what
// makes it itself (its defining foods, `{main}`, and its usual ones, `{extras}`); the method brings
// the structure every dish of the family needs (a yeasted dough's flour, water, yeast and salt; a
// rice dish's stock) in culinary ratios, and the steps. Read by choose-dish/compose-indexed.ts.

/** A family's shape, shared with its template (meals, cuisine, time, servings, tags, main grams, steps). */
export type TDishMethod = Pick<TFamilyTemplate, 'meals' | 'cuisine' | 'time' | 'servings' | 'tags' | 'mainGrams'> & {
  /** Catalogue notation: what every dish of the family needs, unless the dish brings it itself. */
  core: readonly string[];
  /** Grams of the usual foods in the whole dish. */
  extraGrams: number;
  /** `{main}` the defining foods, `{extras}` the usual ones (in `[...]`, dropped when the dish has none), `{key}` a core food. */
  steps: readonly string[];
  /** Served cold or at room temperature though cooked. */
  cold?: boolean;
};

export const DISH_METHODS: Record<TFamily, TDishMethod> = {
  'quick-bread': {
    meals: ['breakfast', 'snack'],
    cuisine: 'American',
    time: [15, 50],
    servings: 8,
    core: ['flour 250', 'bakingPowder 2', 'sugar 80', 'egg 2', 'butter 80 g >veganButter|coconutOil', 'milk 0.75', 'salt 0'],
    mainGrams: 250,
    extraGrams: 100,
    steps: [
      'Heat the oven to 180°C and line a loaf tin.',
      'Whisk {flour}, {bakingPowder}, {sugar} and {salt}; beat {egg} with melted {butter} and {milk}.',
      'Fold the wet into the dry with {main}[ and {extras}] until just combined.',
      'Bake in the oven for 45–50 minutes, until a skewer comes out clean; cool 10 minutes before slicing.',
    ],
  },
  cake: {
    meals: ['dessert'],
    cuisine: 'American',
    time: [25, 40],
    servings: 10,
    tags: ['party'],
    core: ['flour 200', 'sugar 180', 'butter 170 g >veganButter|coconutOil', 'egg 3', 'bakingPowder 2', 'salt 0'],
    mainGrams: 250,
    extraGrams: 100,
    steps: [
      'Heat the oven to 180°C and line a 22 cm tin.',
      'Beat soft {butter} with {sugar} until pale, then beat in {egg} one at a time.',
      'Fold in {flour}, {bakingPowder} and {salt}, then {main}[ and {extras}].',
      'Bake in the oven for 35–40 minutes until a skewer comes out clean; cool in the tin for 10 minutes before turning out.',
    ],
  },
  cookie: {
    meals: ['dessert', 'snack'],
    cuisine: 'American',
    time: [20, 14],
    servings: 20,
    core: ['butter 115 g >veganButter|coconutOil', 'sugar 120', 'egg 1', 'flour 200', 'bakingPowder 1', 'salt 0'],
    mainGrams: 150,
    extraGrams: 60,
    steps: [
      'Heat the oven to 180°C and line two trays.',
      'Cream {butter} with {sugar}, then beat in {egg}.',
      'Mix in {flour}, {bakingPowder}, {salt}, {main}[ and {extras}] to a soft dough.',
      'Shape into 20 pieces on the trays and bake in the oven for 12–14 minutes until set and lightly golden; cool on a rack.',
    ],
  },
  bar: {
    meals: ['snack'],
    cuisine: 'American',
    time: [15, 25],
    servings: 12,
    core: ['oats 200', 'honey 4', 'butter 60 g >veganButter|coconutOil', 'salt 0'],
    mainGrams: 200,
    extraGrams: 80,
    steps: [
      'Heat the oven to 170°C and line a 20 cm square tin.',
      'Melt {butter} with {honey} and {salt}; stir in {oats}, {main}[ and {extras}].',
      'Press firmly into the tin and bake in the oven for 25 minutes until golden; cool completely before cutting into 12 bars.',
    ],
  },
  pancake: {
    meals: ['breakfast'],
    cuisine: 'American',
    time: [10, 15],
    servings: 4,
    core: ['flour 150', 'egg 1', 'milk 1.25', 'bakingPowder 2', 'butter 2 >veganButter|coconutOil', 'salt 0'],
    mainGrams: 200,
    extraGrams: 80,
    steps: [
      'Whisk {flour}, {bakingPowder} and {salt}; beat in {egg} and {milk} to a smooth batter.',
      'Heat a pan with a little {butter} and cook ladles of batter 2 minutes a side.',
      'Serve with {main}[ and {extras}].',
    ],
  },
  waffle: {
    meals: ['breakfast'],
    cuisine: 'American',
    time: [10, 20],
    servings: 4,
    core: ['flour 250', 'egg 2', 'milk 1.75', 'butter 80 g >veganButter|coconutOil', 'bakingPowder 3', 'sugar 25', 'salt 0'],
    mainGrams: 200,
    extraGrams: 80,
    steps: [
      'Whisk {flour}, {bakingPowder}, {sugar} and {salt}; beat in {egg}, {milk} and melted {butter}.',
      'Cook in a hot waffle iron for 4–5 minutes each until crisp.',
      'Serve with {main}[ and {extras}].',
    ],
  },
  pie: {
    meals: ['dessert'],
    cuisine: 'American',
    time: [40, 45],
    servings: 8,
    core: ['flour 250', 'butter 125 g >veganButter|coconutOil', 'sugar 60', 'salt 0', 'water 60'],
    mainGrams: 700,
    extraGrams: 100,
    steps: [
      'Rub {butter} into {flour} and {salt}, bind with {water}, wrap and chill for 30 minutes.',
      'Heat the oven to 190°C. Toss {main}[ and {extras}] with {sugar}.',
      'Roll out the pastry, line a 23 cm dish, fill and cover (or leave open); bake in the oven for 40–45 minutes until golden and bubbling.',
    ],
  },
  custard: {
    meals: ['dessert'],
    cuisine: 'French',
    time: [15, 30],
    servings: 6,
    cold: true,
    core: ['milk 2', 'egg 4', 'sugar 90', 'cornstarch 1'],
    mainGrams: 200,
    extraGrams: 80,
    steps: [
      'Warm {milk} with {main} until steaming.',
      'Whisk {egg} with {sugar} and {cornstarch}; pour in the hot milk, whisking, and return to the pan.',
      'Stir over a low heat for 5–8 minutes until thick enough to coat a spoon[, stirring in {extras}].',
      'Pour into dishes and chill for 2 hours until set.',
    ],
  },
  soup: {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [15, 35],
    servings: 4,
    tags: ['one-pot', 'comfort'],
    core: ['oil 2', 'onion 1', 'garlic 2', 'vegStock 1000', 'salt 0', 'pepper 0'],
    mainGrams: 700,
    extraGrams: 250,
    steps: [
      'Soften {onion} and {garlic} in {oil} in a large pot for 6–8 minutes.',
      'Add {main}[ and {extras}] and {vegStock}; bring to the boil and simmer for 25 minutes until everything is tender.',
      'Season with {salt} and {pepper}; blend part of it for body if you like, and serve hot.',
    ],
  },
  stew: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [20, 90],
    servings: 6,
    tags: ['comfort', 'one-pot'],
    core: ['oil 2', 'onion 2', 'garlic 3', 'vegStock 500', 'salt 0', 'pepper 0'],
    mainGrams: 1000,
    extraGrams: 400,
    steps: [
      'Brown {main} in {oil} in a heavy pot in batches; set aside.',
      'Soften {onion} and {garlic} in the same pot for 8 minutes[, then add {extras}].',
      'Return everything, add {vegStock}, cover and simmer gently for 1½ hours until tender.',
      'Season with {salt} and {pepper} and serve.',
    ],
  },
  curry: {
    meals: ['dinner'],
    cuisine: 'Indian',
    time: [15, 35],
    servings: 4,
    tags: ['spicy'],
    core: ['vegOil 2', 'onion 1', 'garlic 3', 'ginger 1', 'salt 0'],
    mainGrams: 800,
    extraGrams: 300,
    steps: [
      'Fry {onion} in {vegOil} for 8–10 minutes until golden; add {garlic} and {ginger} for 1 minute.',
      'Add {main}[ and {extras}] with a splash of water; cover and simmer for 25 minutes until cooked through and the sauce is thick.',
      'Season with {salt} and serve with rice or bread.',
    ],
  },
  'stir-fry': {
    meals: ['dinner', 'lunch'],
    cuisine: 'Chinese',
    time: [15, 12],
    servings: 3,
    tags: ['quick'],
    core: ['vegOil 2', 'garlic 2', 'ginger 1'],
    mainGrams: 600,
    extraGrams: 250,
    steps: [
      'Prepare everything before you start: slice {main} thinly[ and cut {extras} into bite-size pieces].',
      'Stir-fry {garlic} and {ginger} in very hot {vegOil} in a wok for 30 seconds.',
      'Add everything in order of cooking time and stir-fry for 6–8 minutes until just cooked and glossy; serve at once.',
    ],
  },
  roast: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [15, 50],
    servings: 4,
    core: ['oil 3', 'garlic 4', 'salt 0', 'pepper 0'],
    mainGrams: 1000,
    extraGrams: 400,
    steps: [
      'Heat the oven to 200°C.',
      'Toss {main}[ and {extras}] with {oil}, {garlic}, {salt} and {pepper} in a roasting tin.',
      'Roast in the oven for 45–50 minutes, turning once, until golden and cooked through; rest 5 minutes before serving.',
    ],
  },
  fried: {
    meals: ['dinner', 'snack'],
    cuisine: 'American',
    time: [20, 20],
    servings: 4,
    core: ['flour 100', 'egg 1', 'vegOil 500 ml', 'salt 0'],
    mainGrams: 700,
    extraGrams: 150,
    steps: [
      'Season {main} with {salt}[ and {extras}].',
      'Dip in beaten {egg}, then {flour}.',
      'Fry in {vegOil} heated to 175°C, in batches, for 4–6 minutes until golden and cooked through; drain on paper.',
    ],
  },
  grilled: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [40, 15],
    servings: 4,
    core: ['oil 2', 'lemonJuice 30', 'garlic 2', 'salt 0', 'pepper 0'],
    mainGrams: 800,
    extraGrams: 200,
    steps: [
      'Mix {oil}, {lemonJuice}, {garlic}, {salt} and {pepper}; coat {main}[ and {extras}] and marinate for 30 minutes.',
      'Grill over a high heat for 10–15 minutes, turning, until charred and cooked through.',
    ],
  },
  salad: {
    meals: ['lunch'],
    cuisine: 'Mediterranean',
    time: [15, 0],
    servings: 2,
    tags: ['healthy'],
    core: ['oil 3', 'lemonJuice 15', 'salt 0', 'pepper 0'],
    mainGrams: 450,
    extraGrams: 150,
    steps: [
      'Whisk {oil} with {lemonJuice}, {salt} and {pepper}.',
      'Prepare {main}[ and {extras}] in bite-size pieces.',
      'Toss everything with the dressing just before serving.',
    ],
  },
  sandwich: {
    meals: ['lunch'],
    cuisine: 'American',
    time: [10, 5],
    servings: 2,
    core: ['bread 4 slice'],
    mainGrams: 250,
    extraGrams: 80,
    steps: ['Toast {bread} if you like.', 'Fill with {main}[ and {extras}], press together and cut in half.'],
  },
  wrap: {
    meals: ['lunch', 'dinner'],
    cuisine: 'Mexican',
    time: [15, 10],
    servings: 4,
    core: ['tortilla 8', 'oil 1', 'salt 0'],
    mainGrams: 500,
    extraGrams: 200,
    steps: ['Cook {main} in {oil} with {salt} for 8–10 minutes.', 'Warm {tortilla}; fill with the filling[ and {extras}] and fold.'],
  },
  pasta: {
    meals: ['dinner'],
    cuisine: 'Italian',
    time: [10, 15],
    servings: 4,
    core: ['spaghetti 400', 'oil 2', 'garlic 2', 'salt 0', 'pepper 0'],
    mainGrams: 450,
    extraGrams: 150,
    steps: [
      'Cook {spaghetti} in well-salted boiling water ({salt}) until al dente; keep a mug of the water.',
      'Meanwhile cook {garlic} gently in {oil}, add {main}[ and {extras}] and cook for 8 minutes into a sauce.',
      'Toss with the pasta and a splash of its water; season with {pepper}.',
    ],
  },
  pizza: {
    meals: ['dinner'],
    cuisine: 'Italian',
    time: [15, 12],
    servings: 2,
    core: ['pizzaDough 400', 'passata 120', 'oil 1'],
    mainGrams: 250,
    extraGrams: 100,
    steps: [
      'Heat the oven as hot as it goes (250°C) with a tray inside.',
      'Stretch {pizzaDough} thin, spread with {passata} and top with {main}[ and {extras}]; drizzle with {oil}.',
      'Bake in the oven for 10–12 minutes until blistered and crisp.',
    ],
  },
  'grain-bowl': {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [15, 20],
    servings: 2,
    tags: ['healthy'],
    core: ['rice 1', 'oil 1', 'salt 0'],
    mainGrams: 400,
    extraGrams: 150,
    steps: ['Cook {rice}.', 'Cook or prepare {main}[ and {extras}] with {oil} and {salt}.', 'Serve over the rice in bowls.'],
  },
  omelette: {
    meals: ['breakfast', 'lunch'],
    cuisine: 'French',
    time: [5, 8],
    servings: 2,
    core: ['egg 5', 'butter 1 >veganButter|oil', 'salt 0', 'pepper 0'],
    mainGrams: 200,
    extraGrams: 80,
    steps: ['Beat {egg} with {salt} and {pepper}.', 'Cook {main}[ and {extras}] in {butter} in a pan for 3 minutes, pour in the eggs and cook until just set; fold and serve.'],
  },
  smoothie: {
    meals: ['drink', 'breakfast'],
    cuisine: 'American',
    time: [5, 0],
    servings: 2,
    core: ['ice 1'],
    mainGrams: 500,
    extraGrams: 150,
    steps: ['Blend {main}[ and {extras}] with {ice} until smooth.', 'Pour into glasses and serve at once.'],
  },
  shake: {
    meals: ['drink', 'dessert'],
    cuisine: 'American',
    time: [5, 0],
    servings: 2,
    core: ['iceCream 3', 'milk 1'],
    mainGrams: 150,
    extraGrams: 50,
    steps: ['Blend {iceCream}, {milk} and {main}[ with {extras}] until thick.', 'Pour into chilled glasses.'],
  },
  cocktail: {
    meals: ['drink'],
    cuisine: 'American',
    time: [5, 0],
    servings: 1,
    core: ['ice 1'],
    mainGrams: 90,
    extraGrams: 30,
    steps: ['Shake or stir {main}[ and {extras}] with {ice} until very cold.', 'Strain into a chilled glass.'],
  },
  mocktail: {
    meals: ['drink'],
    cuisine: 'American',
    time: [5, 0],
    servings: 1,
    core: ['ice 1', 'sodaWater 100'],
    mainGrams: 120,
    extraGrams: 30,
    steps: ['Stir {main}[ and {extras}] together in a tall glass.', 'Fill with {ice}, top with {sodaWater} and serve.'],
  },
  'hot-drink': {
    meals: ['drink'],
    cuisine: 'American',
    time: [5, 15],
    servings: 4,
    core: [],
    mainGrams: 900,
    extraGrams: 60,
    steps: [
      'Put {main}[ and {extras}] in a pan and warm gently for 10–15 minutes without boiling, so the flavours infuse.',
      'Strain into mugs and serve hot.',
    ],
  },
  dip: {
    meals: ['snack'],
    cuisine: 'Mediterranean',
    time: [10, 0],
    servings: 6,
    core: ['oil 2', 'lemonJuice 15', 'salt 0'],
    mainGrams: 400,
    extraGrams: 80,
    steps: ['Blend or mash {main}[ with {extras}], {oil}, {lemonJuice} and {salt} until smooth.', 'Spoon into a bowl and serve with bread or vegetables.'],
  },
  // Lean yeasted dough: 100 : 62 : 2 : 1 flour : water : salt : instant yeast (baker's percentages).
  'yeast-bread': {
    meals: ['breakfast', 'lunch', 'snack'],
    cuisine: 'French',
    time: [30, 105],
    servings: 8,
    core: ['flour 500', 'water 310', 'yeast 2', 'salt 0', 'oil 1'],
    mainGrams: 300,
    extraGrams: 100,
    steps: [
      'Mix {flour}, {yeast}, {salt} and {water} to a soft dough; knead for 10 minutes until smooth and springy.',
      'Cover and leave to rise for 1 hour, until doubled.',
      'Heat the oven to 220°C. Shape the dough with {main}[ and {extras}], brush with {oil} and prove for 15 minutes.',
      'Bake in the oven for 20–30 minutes until golden and hollow-sounding underneath.',
    ],
  },
  // Soft flatbread: about 100 : 60 flour : liquid, rested, cooked fast on a very hot surface.
  flatbread: {
    meals: ['lunch', 'dinner', 'snack'],
    cuisine: 'Middle Eastern',
    time: [45, 15],
    servings: 6,
    core: ['flour 300', 'water 180', 'salt 0', 'oil 2'],
    mainGrams: 200,
    extraGrams: 80,
    steps: [
      'Mix {flour}, {salt}, {oil} and {water} into a soft dough, knead for 5 minutes and rest for 30 minutes.',
      'Divide into 6, roll thin and add {main}[ and {extras}].',
      'Cook one at a time in a very hot dry pan for 1–2 minutes a side until blistered.',
    ],
  },
  // Shortcrust or yeasted dough wrapped round a filling and baked.
  'filled-pastry': {
    meals: ['lunch', 'snack'],
    cuisine: 'Mediterranean',
    time: [45, 30],
    servings: 6,
    core: ['flour 300', 'butter 150 g >veganButter|coconutOil', 'water 90', 'egg 1', 'salt 0'],
    mainGrams: 450,
    extraGrams: 120,
    steps: [
      'Rub {butter} into {flour} and {salt}, bind with {water}, wrap and chill for 30 minutes.',
      'Mix {main}[ with {extras}] into a filling.',
      'Heat the oven to 200°C. Roll out the pastry, cut rounds, fill, fold and seal; brush with beaten {egg}.',
      'Bake in the oven for 25–30 minutes until golden.',
    ],
  },
  dumpling: {
    meals: ['lunch', 'dinner', 'snack'],
    cuisine: 'Chinese',
    time: [60, 15],
    servings: 4,
    core: ['flour 300', 'water 160', 'salt 0'],
    mainGrams: 400,
    extraGrams: 120,
    steps: [
      'Mix {flour}, {salt} and {water} to a firm dough, knead for 5 minutes and rest, covered, for 30 minutes.',
      'Mix {main}[ with {extras}] into a filling.',
      'Roll the dough into thin rounds, fill each with a spoonful and pinch closed.',
      'Boil or steam in batches for 8–10 minutes until the wrappers are tender and the filling cooked through.',
    ],
  },
  // Absorption method: about 1 : 1.5 long-grain rice : liquid by volume.
  rice: {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [15, 35],
    servings: 4,
    tags: ['one-pot'],
    core: ['vegOil 2', 'onion 1', 'rice 1.5', 'vegStock 550', 'salt 0'],
    mainGrams: 500,
    extraGrams: 250,
    steps: [
      'Soften {onion} in {vegOil} for 6 minutes, then add {main}[ and {extras}] and cook for 10 minutes into a rich base.',
      'Stir in the washed {rice}, add {vegStock} and {salt}, bring to the boil, then cover and cook on the lowest heat for 20 minutes.',
      'Rest off the heat for 5 minutes and fluff with a fork.',
    ],
  },
  // About 1 : 4 grain : liquid, cooked slowly until creamy.
  porridge: {
    meals: ['breakfast'],
    cuisine: 'British',
    time: [5, 15],
    servings: 2,
    core: ['water 400', 'salt 0'],
    mainGrams: 150,
    extraGrams: 80,
    steps: ['Simmer {main} with {water} and {salt}, stirring often, for 10–15 minutes until thick and creamy.', 'Serve hot[ with {extras}].'],
  },
  'cold-drink': {
    meals: ['drink'],
    cuisine: 'American',
    time: [10, 0],
    servings: 4,
    tags: ['summer'],
    cold: true,
    core: ['ice 2'],
    mainGrams: 900,
    extraGrams: 120,
    steps: ['Blend or stir {main}[ with {extras}] until smooth and well mixed.', 'Chill, then serve over {ice}.'],
  },
  // Jam and the like: about 1 : 0.75 fruit : sugar, boiled to setting point.
  preserve: {
    meals: ['breakfast', 'snack'],
    cuisine: 'British',
    time: [15, 40],
    servings: 16,
    cold: true,
    core: ['sugar 600', 'lemonJuice 30'],
    mainGrams: 800,
    extraGrams: 60,
    steps: [
      'Cook {main}[ with {extras}] in a wide pan for 10 minutes until soft.',
      'Add {sugar} and {lemonJuice}, stir until dissolved, then boil hard for 15–25 minutes until a little sets on a cold plate.',
      'Pour into hot sterilised jars and seal.',
    ],
  },
  sauce: {
    meals: ['lunch', 'dinner'],
    cuisine: 'French',
    time: [10, 20],
    servings: 6,
    core: ['oil 2', 'salt 0'],
    mainGrams: 400,
    extraGrams: 100,
    steps: ['Cook {main}[ with {extras}] in {oil} over a low heat for 15–20 minutes, stirring, until rich and thick.', 'Season with {salt}; blend smooth if you like.'],
  },
  // Churned or still-frozen: a sweetened base of about 1 : 4 sugar : fruit or dairy.
  'frozen-dessert': {
    meals: ['dessert'],
    cuisine: 'Italian',
    time: [20, 240],
    servings: 6,
    tags: ['summer'],
    cold: true,
    core: ['sugar 120'],
    mainGrams: 700,
    extraGrams: 60,
    steps: ['Warm {sugar} with {main} just until the sugar dissolves[, then stir in {extras}].', 'Cool, then freeze for 4 hours, stirring with a fork every hour (or churn it), until firm.'],
  },
  sweet: {
    meals: ['dessert', 'snack'],
    cuisine: 'Middle Eastern',
    time: [15, 20],
    servings: 12,
    core: ['sugar 200', 'butter 50 g >veganButter|coconutOil'],
    mainGrams: 400,
    extraGrams: 80,
    steps: [
      'Cook {sugar} with {butter} and a splash of water until dissolved and bubbling.',
      'Stir in {main}[ and {extras}] and cook for 10–15 minutes, stirring, until thick.',
      'Spread on a lined tray, cool for 1 hour and cut into pieces.',
    ],
  },
  bake: {
    meals: ['dinner'],
    cuisine: 'American',
    time: [25, 45],
    servings: 6,
    tags: ['comfort'],
    core: ['oil 2', 'onion 1', 'garlic 2', 'salt 0', 'pepper 0'],
    mainGrams: 900,
    extraGrams: 300,
    steps: [
      'Heat the oven to 190°C. Soften {onion} and {garlic} in {oil} for 8 minutes.',
      'Layer {main}[ and {extras}] with the onion in a baking dish; season with {salt} and {pepper}.',
      'Bake in the oven for 40–45 minutes until bubbling and golden; rest 10 minutes.',
    ],
  },
  side: {
    meals: ['lunch', 'dinner'],
    cuisine: 'American',
    time: [10, 20],
    servings: 4,
    core: ['oil 2', 'salt 0', 'pepper 0'],
    mainGrams: 600,
    extraGrams: 120,
    steps: ['Cook {main}[ with {extras}] in {oil} for 15–20 minutes until tender and lightly browned.', 'Season with {salt} and {pepper} and serve.'],
  },
};

/** A fried dish whose own wrapper or pastry holds it (turon, lumpia, fried pies): filled and rolled, not battered. */
export const WRAPPED_FRIED_METHOD: TDishMethod = {
  ...DISH_METHODS.fried,
  core: ['vegOil 500 ml', 'salt 0'],
  steps: [
    'Lay each {wrapper} flat, put a little {main}[ with {extras}] along one edge, roll up tightly, folding in the sides, and seal the edge with a dab of water.',
    'Fry in {vegOil} heated to 175°C, in batches, for 3–5 minutes, turning, until golden and crisp; drain on paper.',
  ],
};

/**
 * A fried dish that is not coated (Vaca Frita, Garlic Pork, Griot, Rösti, Tostones): fried in a little oil as it is. The
 * fried family's flour-and-egg batter is for a dish whose own foods or description call for one (twenty-seventh round).
 */
export const PAN_FRIED_METHOD: TDishMethod = {
  ...DISH_METHODS.fried,
  time: [15, 20],
  core: ['vegOil 4', 'salt 0', 'pepper 0'],
  steps: [
    'Season {main} with {salt} and {pepper}[; add {extras}].',
    'Heat {vegOil} in a wide frying pan over a medium-high heat and fry in batches, turning now and then, for 10–15 minutes until browned, crisp at the edges and cooked through; drain on paper.',
  ],
};

/**
 * A pasta-family dish that is its own dough (gnocchi, spätzle, halušky, biang biang noodles): the dough is made from
 * its flour (and potato), cut and boiled — no bought pasta beside it. `{dough}` its dough foods, `{main}` the rest.
 */
export const OWN_DOUGH_PASTA_METHOD: TDishMethod = {
  ...DISH_METHODS.pasta,
  time: [30, 20],
  // The dough is the dish's body: about 700 g of it for four, not the 450 g a sauce for bought pasta weighs.
  mainGrams: 700,
  core: ['oil 2', 'garlic 2', 'salt 0', 'pepper 0'],
  steps: [
    'Mix {dough} with a pinch of {salt} into a soft dough (boil and mash any potato first); knead briefly and rest for 15 minutes.',
    'Roll, cut or press the dough into small pieces and cook them in well-salted boiling water until they float and are tender, 2–4 minutes; drain.',
    'Meanwhile cook {garlic} gently in {oil}[, then add {main}][; stir in {extras}] and cook for 8 minutes into a sauce.',
    'Toss the dough pieces in the sauce and season with {pepper}.',
  ],
};

/**
 * A dumpling whose body is a starch of its own (semmelknödel's bread, kartoffelknödel's potato, zongzi's sticky rice,
 * pasteles' plantain and taro): shaped from it, not wrapped in the dumpling method's flour-and-water dough beside it.
 */
export const OWN_BODY_DUMPLING_METHOD: TDishMethod = {
  ...DISH_METHODS.dumpling,
  time: [40, 30],
  core: ['salt 0'],
  mainGrams: 700,
  steps: [
    'Mix {dough}[ and {extras}] with {salt} into a firm mixture that holds together (soak bread or rice first; boil and mash or grate potato, plantain or taro).',
    '[Mix {main} into a filling. ]Shape the mixture into dumplings with wet hands[, a spoonful of the filling in each], wrapping them in any leaves or husks the dish uses.',
    'Simmer or steam for 25–30 minutes until firm and cooked through.',
  ],
};

/** Something on toast (Beans on Toast, Avocado Toast, Toast Skagen): open, piled on the hot toast — not a closed sandwich. */
export const ON_TOAST_METHOD: TDishMethod = {
  ...DISH_METHODS.sandwich,
  steps: [
    'Get {bread} hot and crisp in the toaster or under the grill.',
    'Warm or mix {main}[ with {extras}] as the dish needs, pile it on the hot toast and eat at once.',
  ],
};

/** An open sandwich (smørrebrød): the bread buttered and topped, served open — not closed and cut in half, not toasted. */
export const OPEN_SANDWICH_METHOD: TDishMethod = {
  ...DISH_METHODS.sandwich,
  steps: ['Lay out the slices of {bread}.', 'Top each with {main}[ and {extras}], neatly, and serve open.'],
};

/**
 * A dumpling made with bought wrappers (jiaozi, gyoza, mandu, siu mai): no dough of its own beside them. About
 * eight to a serving (data/dish-methods' dumpling serves 4): the wrappers are weighed at 8 g each.
 */
export const WRAPPED_DUMPLING_METHOD: TDishMethod = {
  ...DISH_METHODS.dumpling,
  time: [35, 15],
  core: ['salt 0'],
  steps: [
    'Mix {main}[ with {extras}] and {salt} into a filling.',
    'Put a spoonful of filling in the middle of each {wrapper}, wet the edge with water, fold over and pinch closed.',
    'Boil or steam in batches for 8–10 minutes until the wrappers are tender and the filling cooked through.',
  ],
};

/**
 * A pie or pastry of bought sheets (spanakopita, bastilla, börek, tiropita): the filling layered between sheets of phyllo
 * brushed with melted butter — no shortcrust dough of its own beside them, and the sheets wrap the filling rather than
 * being stirred into it (twenty-first round). About 60 g of sheets to a serving (a 450 g box serves six to eight).
 */
export const LAYERED_SHEETS_METHOD: TDishMethod = {
  ...DISH_METHODS['filled-pastry'],
  time: [35, 40],
  core: ['butter 90 g >veganButter|coconutOil', 'salt 0'],
  steps: [
    'Mix {main}[ with {extras}] and {salt} into a filling.',
    'Heat the oven to 190°C and melt {butter}. Lay half the {wrapper} sheets in a baking dish, brushing each with it; spread the filling over, cover with the rest of the sheets, brushing each, and tuck in the edges.',
    'Score the top and bake in the oven for 35–40 minutes until crisp and golden; rest for 10 minutes before cutting.',
  ],
};

/**
 * A preserve or sauce soured by fermenting (sauerkraut, kimchi, curtido, a fermented hot sauce): the vegetables salted at
 * about 2 % of their weight and left in their own brine — not boiled with sugar and lemon like a jam (twenty-first round).
 */
export const FERMENTED_METHOD: TDishMethod = {
  ...DISH_METHODS.preserve,
  time: [25, 0],
  core: ['salt 3'],
  steps: [
    'Shred or chop {main}[ with {extras}], weigh it and massage with {salt} (2 % of the weight) until it gives up its juice.',
    'Pack tightly into a clean jar, pressing it under its own brine; weigh it down, cover loosely and leave at cool room temperature for 1–4 weeks, tasting from day 5, until sour enough.',
    'Seal and keep in the fridge.',
  ],
};

/** A fermented sauce: fermented as above, then blended smooth with a splash of its brine. */
export const FERMENTED_SAUCE_METHOD: TDishMethod = {
  ...FERMENTED_METHOD,
  steps: [
    'Chop {main}[ with {extras}], weigh it and toss with {salt} (2 % of the weight).',
    'Pack into a clean jar, cover with water, weigh it down and leave at cool room temperature for 1–2 weeks, until it smells sour.',
    'Blend smooth with a splash of the brine, bottle and keep in the fridge.',
  ],
};

/**
 * A sweet put together cold (Eton mess, cranachan, a yogurt parfait): fruit, cream and a crunch folded or layered just
 * before serving — not boiled with sugar and butter like a fudge (twenty-first round).
 */
export const ASSEMBLED_SWEET_METHOD: TDishMethod = {
  ...DISH_METHODS.sweet,
  time: [15, 0],
  servings: 4,
  cold: true,
  core: [],
  mainGrams: 500,
  extraGrams: 30,
  steps: [
    'Get {main} ready: hull and halve any fruit, break any meringue or biscuit into rough pieces, and whip any cream to soft peaks.',
    'Fold together[ with {extras}] just before serving, or layer in glasses, and eat at once.',
  ],
};

/** Grams of bought pastry sheets to a serving of a layered pie. */
export const SHEET_GRAMS_PER_SERVING = 60;

/** Grams of bought wrappers to a serving of dumplings: eight wrappers of about 8 g. */
export const WRAPPER_GRAMS_PER_SERVING = 64;

/**
 * A baked pasta dish (lasagne, cannelloni, pastitsio, baked ziti, a pasta bake): the pasta part-cooked, a sauce simmered,
 * the two layered in a dish and baked — not tossed in a pan like a boiled pasta, and no quicker than its oven.
 */
export const BAKED_PASTA_METHOD: TDishMethod = {
  ...DISH_METHODS.pasta,
  time: [25, 50],
  servings: 6,
  tags: ['comfort'],
  core: ['spaghetti 400', 'oil 2', 'onion 1', 'garlic 2', 'salt 0', 'pepper 0'],
  mainGrams: 900,
  extraGrams: 250,
  steps: [
    'Heat the oven to 190°C. Cook {spaghetti} in well-salted boiling water ({salt}) for 2 minutes less than the packet says; drain.',
    'Soften {onion} and {garlic} in {oil} for 8 minutes, add {main}[ and {extras}] and simmer for 15 minutes into a sauce; season with {pepper}.',
    'Layer the pasta and the sauce in a baking dish, finishing with sauce and any cheese on top.',
    'Bake in the oven for 25–30 minutes until bubbling and golden; rest 10 minutes before serving.',
  ],
};

/**
 * Baked eggs (oeufs en cocotte, shirred eggs): the foods softened, spread in a dish, eggs cracked into hollows and baked in
 * the oven until the whites set — a dish of its own, not an omelette folded in a pan.
 */
export const BAKED_EGGS_METHOD: TDishMethod = {
  ...DISH_METHODS.omelette,
  time: [10, 18],
  steps: [
    'Heat the oven to 190°C and rub a baking dish with a little of {butter}.',
    'Warm {main} in the rest of the butter for 3 minutes, season with {salt} and {pepper}, and spread in the dish.',
    'Make hollows in the mixture and crack {egg} into them, one to a hollow.',
    'Bake in the oven for 12–15 minutes until the whites are set and the yolks still soft; serve from the dish[ with {extras}].',
  ],
};

/**
 * A sweet bake of the index (thirteenth round): a pudding baked in a buttered dish — the savoury bake's onion, garlic
 * and pepper have no place in it ('Bread Pudding', 'Clafoutis').
 */
export const SWEET_BAKE_METHOD: TDishMethod = {
  ...DISH_METHODS.bake,
  meals: ['dessert'],
  core: ['salt 0'],
  steps: [
    'Heat the oven to 180°C and butter a baking dish.',
    'Whisk together {main} with {salt}[, fold in {extras}] and pour into the dish.',
    'Bake in the oven for 35–40 minutes until set and golden; rest 10 minutes before serving.',
  ],
};

/** A crumble or crisp of the index ('Berry Crumble'): fruit under a crumb of its own flour, butter and sugar. */
export const CRUMBLE_METHOD: TDishMethod = {
  ...SWEET_BAKE_METHOD,
  steps: [
    'Heat the oven to 190°C and butter a baking dish.',
    'Of {main}[ and {extras}], spread the fruit in the dish; rub the rest together with {salt} into rough crumbs and scatter them over.',
    'Bake in the oven for 35–40 minutes until golden on top and bubbling at the edges; rest 10 minutes before serving.',
  ],
};

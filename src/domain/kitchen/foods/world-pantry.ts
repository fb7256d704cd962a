import { buildFoods, type TFoodRow } from './food-row.ts';

// Foods the world's named dishes need that the other tables do not hold: West African, Caribbean,
// Caucasian, Korean, Filipino, Latin American and Middle Eastern staples. Per 100 g as bought,
// USDA SR Legacy figures where it has them, otherwise typical label values.

const PRODUCE: TFoodRow[] = [
  ['scotch bonnet', 40, 1.9, 8.8, 0.4, 1.5, 5.3, { piece: 10 }, ['scotch bonnet pepper', 'scotch bonnet chili', 'habanero', 'habanero pepper', 'habanero chile']],
  ['ackee', 151, 2.9, 3.5, 15.2, 2.7, 0, { can: 540, cup: 150 }, ['canned ackee', 'akee']],
  ['breadfruit', 103, 1.1, 27.1, 0.2, 4.9, 11, { piece: 900, cup: 220 }, ['ulu']],
  ['callaloo', 23, 2.5, 4, 0.3, 2.2, 0, { cup: 30, bunch: 250 }, ['amaranth leaves', 'amaranth greens']],
  ['taro', 112, 1.5, 26.5, 0.2, 4.1, 0.4, { piece: 400, cup: 104 }, ['taro root', 'cocoyam', 'dasheen', 'eddo', 'gabi', 'malanga', 'yautia', 'amadumbe', 'madumbi']],
  ['chayote', 19, 0.8, 4.5, 0.1, 1.7, 1.7, { piece: 200, cup: 132 }, ['sayote', 'christophene', 'cho cho', 'mirliton']],
  ['bitter melon', 17, 1, 3.7, 0.2, 2.8, 0, { piece: 150, cup: 94 }, ['bitter gourd', 'ampalaya', 'karela']],
  ['jackfruit', 95, 1.7, 23.3, 0.6, 1.5, 19.1, { cup: 165, can: 560 }, ['young jackfruit', 'green jackfruit', 'canned jackfruit', 'langka']],
  ['ube', 118, 1.5, 27.9, 0.2, 4.1, 0.5, { cup: 150, piece: 300 }, ['purple yam']],
  ['water spinach', 19, 2.6, 3.1, 0.2, 2.1, 0, { cup: 56, bunch: 250 }, ['kangkong', 'morning glory', 'ong choy']],
  ['nopal', 16, 1.3, 3.3, 0.1, 2.2, 1.2, { piece: 45, cup: 86 }, ['nopales', 'cactus paddle', 'cactus pad']],
  ['calamansi', 30, 0.6, 8, 0.2, 2, 1.5, { piece: 12 }, ['kalamansi', 'calamondin', 'calamansi juice']],
  ['banana leaf', 0, 0, 0, 0, 0, 0, { piece: 30, leaf: 30 }, ['banana leaves']],
  ['corn husk', 0, 0, 0, 0, 0, 0, { piece: 5, leaf: 5 }, ['dried corn husk']],
  ['grape leaves', 93, 5.6, 17.3, 2.1, 11, 6.3, { leaf: 4, piece: 4, cup: 14, jar: 450 }, ['vine leaves', 'grape leaf', 'vine leaf', 'brined grape leaves']],
  ['quince', 57, 0.4, 15.3, 0.1, 1.9, 12, { piece: 230, cup: 150 }],
  ['guava', 68, 2.6, 14.3, 1, 5.4, 8.9, { piece: 55, cup: 165 }, ['pink guava', 'guayaba']],
  ['preserved lemon', 30, 0.8, 6, 0.3, 3, 1.5, { piece: 60, tbsp: 15 }, ['salted lemon']],
  ['dried lime', 300, 7, 70, 1.5, 25, 20, { piece: 5 }, ['loomi', 'black lime', 'omani lime']],
  ['barberry', 320, 4, 75, 0.5, 7, 50, { cup: 60, tbsp: 4 }, ['zereshk', 'dried barberry']],
  ['lingonberry', 54, 0.7, 11.3, 0.5, 2.5, 6, { cup: 145 }, ['cowberry']],
  ['lotus root', 74, 2.6, 17.2, 0.1, 4.9, 0, { piece: 300, cup: 120 }, ['renkon']],
  ['jujube', 287, 3.7, 73.6, 1.1, 6, 60, { piece: 5, cup: 80 }, ['red date', 'chinese date', 'dried jujube']],
  ['hearts of palm', 28, 2.5, 4.6, 0.6, 2.4, 0, { can: 400, piece: 35, cup: 146 }, ['heart of palm', 'palmito', 'palm heart']],
  ['padron pepper', 25, 1.3, 5, 0.3, 2, 2.5, { piece: 8, cup: 90 }, ['pimientos de padron', 'shishito pepper', 'shishito']],
  ['aji amarillo', 40, 1, 8, 0.5, 2, 3, { tbsp: 15, piece: 20 }, ['aji amarillo paste', 'ají amarillo']],
  ['sea moss', 49, 1.5, 12.3, 0.2, 1.3, 0.6, { cup: 30, tbsp: 15 }, ['irish moss']],
];

const HERBS_SPICES: TFoodRow[] = [
  ['pandan leaf', 35, 0.5, 8, 0.1, 5, 0, { leaf: 3, piece: 3 }, ['pandan', 'screwpine leaf', 'pandan extract']],
  ['perilla leaf', 37, 3.9, 7, 0.1, 7, 0, { leaf: 2, piece: 2, cup: 20 }, ['kkaennip']],
  ['hibiscus', 49, 1, 11.3, 0.6, 2.3, 0, { cup: 30, tbsp: 3 }, ['dried hibiscus', 'hibiscus flower', 'flor de jamaica', 'roselle']],
  ['annatto', 350, 8, 60, 10, 30, 2, { tsp: 3, tbsp: 9 }, ['achiote', 'achiote paste', 'annatto seed', 'achuete', 'atsuete', 'recado rojo']],
  ['mitmita', 320, 12, 50, 14, 25, 7, { tsp: 2.5, tbsp: 7.5 }, ['mitmita spice']],
  ['khmeli suneli', 300, 12, 55, 8, 25, 3, { tsp: 2, tbsp: 6 }, ['khmeli-suneli', 'hmeli suneli']],
];

const MEAT: TFoodRow[] = [
  ['corned beef', 251, 18.2, 0.5, 19, 0, 0, { slice: 28, can: 340, cup: 140 }, ['salt beef', 'canned corned beef', 'bully beef'], ['meat']],
  ['pastrami', 147, 21.8, 1.5, 5.8, 0, 0, { slice: 28 }, ['beef pastrami'], ['meat']],
  ['tripe', 85, 12.1, 0, 3.7, 0, 0, { cup: 140 }, ['beef tripe'], ['meat']],
  ['beef heart', 112, 17.7, 0.1, 3.9, 0, 0, { piece: 1000, cup: 140 }, ['ox heart'], ['meat']],
  ['beef kidney', 99, 17.4, 0.3, 3.1, 0, 0, { piece: 300 }, ['lamb kidney'], ['meat']],
  ['pork blood', 79, 18, 0.1, 0.1, 0, 0, { cup: 250, ml: 1.05 }, ['pig blood'], ['meat']],
  ['blood sausage', 379, 14.6, 1.3, 34.5, 0, 1.3, { piece: 75, slice: 25 }, ['black pudding', 'morcilla', 'boudin noir', 'kaszanka'], ['meat', 'gluten']],
  ['pork rib', 277, 15.5, 0, 23.4, 0, 0, { piece: 60 }, ['pork ribs', 'baby back rib', 'spare rib', 'spareribs', 'pork spare rib'], ['meat']],
  ['suet', 854, 1.5, 0, 94, 0, 0, { cup: 100, tbsp: 8 }, ['beef suet', 'shredded suet'], ['meat']],
  ['guanciale', 655, 6.5, 0, 70, 0, 0, { slice: 10, piece: 10, cup: 120 }, ['cured pork cheek', 'pork jowl'], ['meat']],
  ['chinese sausage', 400, 15, 20, 29, 0, 18, { piece: 35, slice: 5 }, ['lap cheong', 'lap chong', 'lap cheung'], ['meat']],
  ['sucuk', 450, 20, 2, 40, 0, 1, { piece: 250, slice: 8 }, ['sujuk', 'soudjouk'], ['meat']],
  ['luncheon meat', 315, 13, 3, 28, 0, 1, { can: 340, slice: 40 }, ['spam', 'canned luncheon meat'], ['meat']],
];

const SEAFOOD: TFoodRow[] = [
  ['salt cod', 290, 62.8, 0, 2.4, 0, 0, { piece: 200, cup: 140 }, ['saltfish', 'bacalao', 'bacalhau', 'baccala', 'salted cod', 'dried salted cod'], ['fish']],
  ['dried fish', 350, 80, 0, 3, 0, 0, { piece: 100, cup: 60 }, ['stockfish', 'dry fish', 'smoked dried fish'], ['fish']],
  ['smoked haddock', 116, 25.2, 0, 1, 0, 0, { fillet: 170, piece: 170 }, ['finnan haddie', 'smoked cod'], ['fish']],
  ['milkfish', 148, 20.5, 0, 6.7, 0, 0, { piece: 500, fillet: 200 }, ['bangus'], ['fish']],
  ['flying fish', 100, 21, 0, 1.5, 0, 0, { fillet: 60, piece: 60 }, [], ['fish']],
  ['eel', 184, 18.4, 0, 11.7, 0, 0, { fillet: 150, piece: 150 }, ['unagi', 'freshwater eel'], ['fish']],
  ['fish cake', 140, 11, 14, 4, 0.5, 3, { piece: 40, slice: 20, cup: 120 }, ['fish ball', 'eomuk', 'odeng', 'kamaboko'], ['fish', 'gluten']],
  ['dried shrimp', 290, 59, 2.5, 4, 0, 0, { tbsp: 8, cup: 60 }, ['dried prawn'], ['shellfish']],
  ['crayfish', 300, 60, 3, 5, 0, 0, { tbsp: 7, cup: 50 }, ['ground crayfish', 'dried crayfish'], ['shellfish']],
  ['conch', 130, 26.3, 1.7, 1.2, 0, 0, { piece: 150, cup: 130 }, ['queen conch', 'lambi'], ['shellfish']],
];

const CONDIMENTS: TFoodRow[] = [
  ['shrimp paste', 180, 30, 8, 2.5, 0, 1, { tbsp: 16, tsp: 5, jar: 230 }, ['bagoong', 'belacan', 'terasi', 'kapi'], ['shellfish']],
];

const DAIRY: TFoodRow[] = [
  ['suluguni cheese', 290, 20, 0.3, 23, 0, 0.3, { cup: 113, slice: 28, piece: 28 }, ['suluguni', 'sulguni', 'imeruli cheese', 'imeruli'], ['dairy']],
  ['reblochon cheese', 330, 20, 0.5, 27.5, 0, 0.5, { piece: 450, slice: 28 }, ['reblochon', 'raclette cheese', 'raclette'], ['dairy']],
  ['cheese curd', 330, 22, 2, 26, 0, 1, { cup: 113, piece: 10 }, ['squeaky cheese'], ['dairy']],
  ['farmer cheese', 120, 14, 3.5, 5.5, 0, 3, { cup: 225, tbsp: 15 }, ['tvorog', 'quark', 'twarog', "farmer's cheese", 'pot cheese'], ['dairy']],
  ['kefir', 61, 3.3, 4.5, 3.3, 0, 4.5, { ml: 1.03, cup: 243 }, ['plain kefir', 'milk kefir'], ['dairy']],
  ['clotted cream', 586, 1.6, 2.3, 63.5, 0, 2.3, { tbsp: 15, cup: 230 }, ['kaymak', 'kajmak', 'qashta'], ['dairy']],
  ['spiced clarified butter', 870, 0.3, 0.2, 96.5, 0, 0, { cup: 205, tbsp: 12.8, tsp: 4.3 }, ['niter kibbeh', 'niter kebbeh', 'ethiopian spiced butter'], ['dairy']],
  ['kashk', 110, 10, 7, 4.5, 0, 4, { tbsp: 15, cup: 240 }, ['liquid kashk'], ['dairy']],
  ['dulce de leche', 315, 6.8, 55.4, 7.4, 0, 49.7, { tbsp: 19, cup: 300, can: 397 }, ['cajeta', 'manjar', 'arequipe', 'doce de leite'], ['dairy']],
];

const GRAINS: TFoodRow[] = [
  ['teff flour', 366, 12.2, 70.8, 3.7, 12.2, 1.8, { cup: 135, tbsp: 8 }, ['ivory teff flour', 'brown teff flour']],
  ['glutinous rice flour', 363, 6, 80, 1.2, 2.4, 0, { cup: 120, tbsp: 8 }, ['sweet rice flour', 'mochiko', 'sticky rice flour']],
  ['korean rice cake', 232, 3.8, 51, 0.5, 0.6, 0, { cup: 150, piece: 10, package: 450 }, ['tteok', 'garaetteok', 'rice cake']],
  ['tapioca pearls', 358, 0.2, 88.7, 0, 0.9, 3.4, { cup: 152, tbsp: 10 }, ['sago', 'sago pearls', 'boba', 'tapioca pearl']],
  ['poha', 346, 6.6, 77, 1.2, 3.5, 0, { cup: 60 }, ['flattened rice', 'beaten rice', 'rice flakes']],
  ['garri', 350, 1.5, 85, 0.5, 3.5, 2, { cup: 140 }, ['gari', 'cassava granules']],
  ['fonio', 360, 8, 80, 1.5, 3, 0, { cup: 170 }, ['acha']],
  ['purple corn', 365, 9.4, 74, 4.7, 7.3, 0.6, { cup: 160, piece: 200 }, ['maiz morado', 'purple maize']],
  ['sev', 530, 15, 50, 30, 10, 2, { cup: 50, tbsp: 4 }, ['nylon sev', 'bhujia']],
  ['kataifi pastry', 299, 7.1, 52.6, 6, 1.9, 0, { cup: 60, package: 450 }, ['kataifi', 'kadaif', 'kadayif', 'kunafa dough', 'shredded phyllo'], ['gluten']],
];

const LEGUMES: TFoodRow[] = [
  ['black-eyed pea', 116, 7.7, 20.8, 0.5, 6.5, 3.3, { cup: 172, can: 425 }, ['black-eyed bean', 'black eyed pea', 'blackeye pea', 'cowpea']],
  ['pigeon pea', 121, 6.8, 23.3, 0.4, 6.7, 0, { cup: 168, can: 425 }, ['gungo pea', 'gandule', 'gandules', 'congo pea']],
  ['fava bean', 71, 5.5, 12.4, 0.2, 3.7, 1.2, { cup: 256, can: 400 }, ['broad bean', 'fava', 'canned fava bean']],
  ['mung bean', 347, 23.9, 62.6, 1.2, 16.3, 6.6, { cup: 207 }, ['green gram', 'dried mung bean', 'whole mung bean']],
  ['adzuki bean', 329, 19.9, 62.9, 0.5, 12.7, 0, { cup: 197 }, ['azuki bean', 'aduki bean', 'red bean']],
  // Sweetened lotus seed paste (approximate: lotus seeds cooked down with sugar and oil), the usual mooncake filling.
  ['lotus seed paste', 330, 6.5, 59, 8, 2.5, 40, { cup: 300, tbsp: 19 }, ['lotus paste', 'lotus seed filling']],
  ['red bean paste', 244, 5.6, 54, 0.6, 6, 38, { cup: 300, tbsp: 19 }, ['anko', 'sweet red bean paste', 'adzuki bean paste']],
  ['doenjang', 180, 12, 15, 6, 5, 2, { tbsp: 18, cup: 280 }, ['korean soybean paste'], ['soy', 'gluten']],
  ['fermented black bean', 270, 20, 30, 10, 10, 2, { tbsp: 10, cup: 160 }, ['douchi', 'salted black bean'], ['soy']],
  ['natto', 211, 19.4, 12.7, 11, 5.4, 4.9, { package: 45, cup: 175 }, [], ['soy']],
];

const SEEDS: TFoodRow[] = [
  ['egusi seed', 557, 28.3, 15.3, 47.4, 3, 0, { cup: 110, tbsp: 7 }, ['egusi', 'ground egusi', 'melon seeds']],
  ['ogbono seed', 680, 8.6, 15, 67, 10, 1, { cup: 110, tbsp: 7 }, ['ogbono', 'ground ogbono']],
  ['poppy seed', 525, 18, 28.1, 41.6, 19.5, 3, { tbsp: 9, tsp: 3, cup: 140 }, ['poppy seeds', 'poppyseed', 'blue poppy seed']],
];

const FATS: TFoodRow[] = [['palm oil', 884, 0, 0, 100, 0, 0, { ml: 0.91, tbsp: 13.6, cup: 218 }, ['red palm oil', 'dende oil', 'dendê oil']]];

const SWEETS_DRINKS: TFoodRow[] = [
  ['guava paste', 300, 0.3, 75, 0.1, 2, 60, { slice: 30, piece: 30, cup: 300 }, ['goiabada']],
  ['quince paste', 260, 0.3, 65, 0.1, 1.5, 58, { slice: 30, piece: 30 }, ['membrillo', 'dulce de membrillo']],
];

const DRINKS: TFoodRow[] = [['yerba mate', 1, 0, 0.3, 0, 0, 0, { ml: 1, cup: 237 }, ['mate', 'maté', 'chimarrao']]];

export const WORLD_PANTRY_FOODS = [
  ...buildFoods('produce', PRODUCE),
  ...buildFoods('spice', HERBS_SPICES),
  ...buildFoods('meat', MEAT),
  ...buildFoods('seafood', SEAFOOD),
  ...buildFoods('condiment', CONDIMENTS),
  ...buildFoods('dairy', DAIRY),
  ...buildFoods('grain', GRAINS),
  ...buildFoods('legume', LEGUMES),
  ...buildFoods('nut', SEEDS),
  ...buildFoods('fat', FATS),
  ...buildFoods('sweetener', SWEETS_DRINKS),
  ...buildFoods('drink', DRINKS),
];

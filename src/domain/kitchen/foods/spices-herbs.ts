import { buildFoods, type TFoodRow } from './food-row.ts';

const SPICES: TFoodRow[] = [
  ['salt', 0, 0, 0, 0, 0, 0, { tsp: 6, tbsp: 18, cup: 292 }, ['table salt', 'sea salt', 'kosher salt', 'fine salt', 'coarse salt', 'flaky salt', 'flaky sea salt', 'maldon salt', 'fine sea salt', 'himalayan salt', 'pink salt', 'rock salt', 'salt and pepper', 'salt and black pepper', 'seasoning']],
  ['black pepper', 251, 10.4, 64, 3.3, 25.3, 0.6, { tsp: 2.3, tbsp: 6.9, piece: 0.06 }, ['pepper', 'ground black pepper', 'black peppercorn', 'peppercorn', 'white pepper', 'cracked black pepper', 'ground pepper', 'szechuan peppercorn', 'sichuan peppercorn']],
  ['ground cinnamon', 247, 4, 80.6, 1.2, 53.1, 2.2, { tsp: 2.6, tbsp: 7.8, piece: 2.6, stick: 2.6, inch: 1 }, ['cinnamon', 'cinnamon stick', 'cassia']],
  ['ground cumin', 375, 17.8, 44.2, 22.3, 10.5, 2.3, { tsp: 2.1, tbsp: 6 }, ['cumin', 'cumin seed', 'cumin seeds', 'whole cumin']],
  ['ground coriander', 298, 12.4, 55, 17.8, 41.9, 0, { tsp: 1.8, tbsp: 5 }, ['coriander seed', 'coriander seeds', 'ground coriander seed']],
  ['paprika', 282, 14.1, 54, 12.9, 34.9, 10.3, { tsp: 2.3, tbsp: 6.9 }, ['smoked paprika', 'sweet paprika', 'hot paprika', 'pimenton', 'spanish paprika', 'hungarian paprika']],
  ['chili powder', 282, 13.5, 49.7, 14.3, 34.8, 7.2, { tsp: 2.7, tbsp: 8, piece: 5 }, ['chile powder', 'chilli powder', 'ancho chile powder', 'chipotle powder', 'kashmiri chili powder', 'cayenne', 'cayenne pepper', 'red pepper flakes', 'crushed red pepper', 'chili flakes', 'chilli flakes', 'red chili flakes', 'gochugaru', 'aleppo pepper', 'dried chili', 'dried chile', 'dried red chili', 'ancho chile', 'guajillo chile', 'arbol chile', 'chile de arbol']],
  ['turmeric', 312, 9.7, 67.1, 3.3, 22.7, 3.2, { tsp: 3, tbsp: 9.4 }, ['ground turmeric', 'fresh turmeric', 'turmeric powder']],
  ['garlic powder', 331, 16.6, 72.7, 0.7, 9, 2.4, { tsp: 3.1, tbsp: 9.7 }, ['granulated garlic', 'garlic granule', 'garlic salt']],
  ['onion powder', 341, 10.4, 79.1, 1, 15.2, 6.6, { tsp: 2.4, tbsp: 6.9 }, ['onion granule', 'dried onion', 'onion flake', 'dried minced onion']],
  ['ground ginger', 335, 9, 71.6, 4.2, 14.1, 3.4, { tsp: 1.8, tbsp: 5.2 }, ['ginger powder', 'dried ginger']],
  ['curry powder', 325, 14.3, 55.8, 14, 53.2, 2.8, { tsp: 2, tbsp: 6.3 }, ['madras curry powder', 'garam masala', 'curry', 'chaat masala', 'tandoori masala', 'ras el hanout', 'berbere', 'baharat', 'five-spice powder', 'chinese five spice', 'five spice', 'sumac', 'dukkah', 'cajun seasoning', 'creole seasoning', 'taco seasoning', 'fajita seasoning', 'jerk seasoning', 'italian seasoning', 'herbes de provence', 'ras el hannout', 'everything bagel seasoning', 'old bay', 'old bay seasoning', 'poultry seasoning', 'pumpkin pie spice', 'mixed spice', 'apple pie spice', 'allspice', 'ground allspice', 'chinese five-spice powder', 'shichimi togarashi']],
  ["za'atar", 325, 14.3, 55.8, 14, 53.2, 2.8, { tsp: 2, tbsp: 6.3 }, ['zaatar', 'furikake'], ['sesame']],
  ['nutmeg', 525, 5.8, 49.3, 36.3, 20.8, 3, { tsp: 2.2, tbsp: 7, piece: 7 }, ['ground nutmeg', 'freshly grated nutmeg', 'whole nutmeg', 'mace']],
  ['ground cloves', 274, 6, 65.5, 13, 33.9, 2.4, { tsp: 2.1, tbsp: 6.5, piece: 0.1 }, ['clove', 'whole clove', 'clove powder', 'whole cloves']],
  ['cardamom', 311, 10.8, 68.5, 6.7, 28, 0, { tsp: 2, tbsp: 5.8, piece: 0.2 }, ['cardamom pod', 'green cardamom', 'ground cardamom', 'green cardamom pod', 'black cardamom']],
  ['star anise', 337, 17.6, 50, 15.9, 14.6, 0, { piece: 0.5, tsp: 2.1 }, ['anise', 'anise seed', 'aniseed', 'fennel seed', 'fennel seeds', 'caraway seed', 'caraway', 'nigella seed', 'kalonji', 'fenugreek', 'fenugreek seed', 'mustard seed', 'mustard seeds', 'black mustard seed', 'brown mustard seed', 'celery seed', 'asafoetida', 'asafetida', 'hing', 'ajwain', 'pickling spice', 'kasoori methi', 'togarashi', 'piment d espelette', 'juniper berry', 'juniper', 'dry mustard', 'mustard powder']],
  ['saffron', 310, 11.4, 65.4, 5.9, 3.9, 0, { tsp: 0.7, piece: 0.02 }, ['saffron threads', 'saffron thread', 'saffron strands']],
  ['dried oregano', 265, 9, 68.9, 4.3, 42.5, 4.1, { tsp: 1, tbsp: 3, leaf: 0.2, sprig: 0.5, piece: 0.2 }, ['oregano', 'dried thyme', 'dried basil', 'dried rosemary', 'dried sage', 'dried marjoram', 'marjoram', 'dried herb', 'mixed herb', 'dried mixed herb', 'dried parsley', 'dried dill', 'dried tarragon', 'dried mint', 'rubbed sage', 'dried chive', 'kaffir lime leaf', 'makrut lime leaf', 'lime leaf', 'curry leaf', 'curry leaves']],
  ['bay leaf', 313, 7.6, 75, 8.4, 26.3, 0, { leaf: 0.2, piece: 0.2, tsp: 0.6 }, ['bay leaves', 'dried bay leaves', 'fresh bay leaf', 'laurel leaf']],
  ['vanilla extract', 288, 0.1, 12.7, 0.1, 0, 12.7, { ml: 0.88, tsp: 4.2, tbsp: 13, piece: 3 }, ['vanilla', 'pure vanilla extract', 'vanilla essence', 'vanilla bean paste', 'vanilla bean', 'vanilla pod', 'peppermint extract', 'orange extract', 'extract', 'rose water', 'orange blossom water']],
  ['almond extract', 288, 0.1, 12.7, 0.1, 0, 12.7, { ml: 0.88, tsp: 4.2, tbsp: 13, piece: 3 }, [], ['treeNut']],
];

const HERBS: TFoodRow[] = [
  ['parsley', 36, 3, 6.3, 0.8, 3.3, 0.9, { cup: 60, tbsp: 3.8, tsp: 1.3, bunch: 60, sprig: 1, handful: 15, leaf: 0.3 }, ['fresh parsley', 'flat-leaf parsley', 'italian parsley', 'curly parsley', 'flat leaf parsley', 'parsley leaf']],
  ['cilantro', 23, 2.1, 3.7, 0.5, 2.8, 0.9, { cup: 16, tbsp: 1, tsp: 0.3, bunch: 50, sprig: 1, handful: 10, leaf: 0.2 }, ['fresh cilantro', 'coriander', 'fresh coriander', 'coriander leaf', 'cilantro leaf', 'chinese parsley']],
  ['basil', 23, 3.2, 2.7, 0.6, 1.6, 0.3, { cup: 24, tbsp: 2.6, tsp: 0.9, bunch: 40, sprig: 2, handful: 10, leaf: 0.5 }, ['fresh basil', 'basil leaf', 'thai basil', 'sweet basil', 'holy basil', 'fresh basil leaf']],
  ['mint', 70, 3.8, 14.9, 0.9, 8, 0, { cup: 45, tbsp: 3.2, tsp: 1, bunch: 40, sprig: 1, handful: 10, leaf: 0.2 }, ['fresh mint', 'mint leaf', 'spearmint', 'peppermint', 'fresh mint leaf']],
  ['dill', 43, 3.5, 7, 1.1, 2.1, 0, { cup: 9, tbsp: 0.6, tsp: 0.2, bunch: 30, sprig: 1, handful: 8 }, ['fresh dill', 'dill weed', 'dill frond']],
  ['thyme', 101, 5.6, 24.5, 1.7, 14, 0, { tbsp: 2.4, tsp: 0.8, sprig: 0.5, bunch: 20, leaf: 0.05 }, ['fresh thyme', 'thyme leaf', 'thyme sprig', 'lemon thyme', 'fresh thyme leaf']],
  ['rosemary', 131, 3.3, 20.7, 5.9, 14.1, 0, { tbsp: 1.7, tsp: 0.7, sprig: 1, bunch: 20 }, ['fresh rosemary', 'rosemary sprig', 'rosemary leaf']],
  ['sage', 315, 10.6, 60.7, 12.8, 40.3, 1.7, { tbsp: 2, tsp: 0.7, leaf: 0.3, sprig: 1, bunch: 15 }, ['fresh sage', 'sage leaf', 'fresh sage leaf']],
  ['chives', 30, 3.3, 4.4, 0.7, 2.5, 1.9, { tbsp: 3, tsp: 1, cup: 48, bunch: 20, piece: 0.5 }, ['chive', 'fresh chive', 'fresh chives', 'garlic chive']],
  ['tarragon', 295, 22.8, 50.2, 7.2, 7.4, 0, { tbsp: 1.8, tsp: 0.6, sprig: 0.5, bunch: 15, leaf: 0.5, piece: 0.5 }, ['fresh tarragon', 'chervil', 'fresh oregano', 'fresh marjoram', 'lovage', 'herb', 'fresh herb', 'mixed fresh herb', 'bouquet garni', 'fresh savory', 'shiso', 'shiso leaf', 'fresh lavender', 'lavender']],
  ['lemongrass', 99, 1.8, 25.3, 0.5, 0, 0, { stalk: 20, piece: 20, tbsp: 5, cup: 67 }, ['lemon grass', 'lemongrass stalk']],
  ['galangal', 71, 1.2, 15.3, 0.6, 2, 0, { inch: 15, piece: 15, tbsp: 6, slice: 2 }, ['thai ginger', 'galangal root']],
];

export const SPICE_FOODS = buildFoods('spice', SPICES);
export const HERB_FOODS = buildFoods('herb', HERBS);

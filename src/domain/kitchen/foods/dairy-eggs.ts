import { buildFoods, type TFoodRow } from './food-row.ts';

const DAIRY: TFoodRow[] = [
  ['whole milk', 61, 3.2, 4.8, 3.3, 0, 4.8, { ml: 1.03, cup: 244 }, ['milk', 'full-fat milk', 'full cream milk', 'warm milk', 'cold milk', 'dairy milk', 'cow milk'], ['dairy']],
  ['low-fat milk', 42, 3.4, 5, 1, 0, 5, { ml: 1.03, cup: 244 }, ['2% milk', '1% milk', 'semi-skimmed milk', 'reduced-fat milk', 'low fat milk', 'lowfat milk'], ['dairy']],
  ['skim milk', 34, 3.4, 5, 0.1, 0, 5, { ml: 1.03, cup: 245 }, ['fat-free milk', 'nonfat milk', 'skimmed milk'], ['dairy']],
  ['buttermilk', 40, 3.3, 4.8, 0.9, 0, 4.8, { ml: 1.03, cup: 245 }, ['cultured buttermilk', 'low-fat buttermilk'], ['dairy']],
  ['evaporated milk', 134, 6.8, 10, 7.6, 0, 10, { ml: 1.05, cup: 252, can: 354 }, [], ['dairy']],
  ['sweetened condensed milk', 321, 7.9, 54.4, 8.7, 0, 54.4, { ml: 1.28, cup: 306, tbsp: 19, can: 397 }, ['condensed milk'], ['dairy']],
  ['milk powder', 496, 26.3, 38.4, 26.7, 0, 38.4, { cup: 128, tbsp: 8 }, ['powdered milk', 'dry milk', 'nonfat dry milk'], ['dairy']],
  ['heavy cream', 340, 2.8, 2.9, 36.1, 0, 2.9, { ml: 1.0, cup: 238, tbsp: 15 }, ['heavy whipping cream', 'whipping cream', 'double cream', 'cream', 'thickened cream', 'whipped cream'], ['dairy']],
  ['light cream', 195, 2.7, 3.7, 19.3, 0, 3.7, { ml: 1.01, cup: 240, tbsp: 15 }, ['single cream', 'table cream', 'cooking cream'], ['dairy']],
  ['half and half', 131, 3.1, 4.3, 11.5, 0, 4.1, { ml: 1.01, cup: 242, tbsp: 15 }, ['half-and-half', 'half & half', 'coffee creamer', 'creamer'], ['dairy']],
  ['sour cream', 198, 2.4, 4.6, 19.4, 0, 3.4, { cup: 230, tbsp: 12 }, ['soured cream', 'creme fraiche', 'crème fraîche'], ['dairy']],
  ['plain yogurt', 61, 3.5, 4.7, 3.3, 0, 4.7, { cup: 245, tbsp: 15, container: 170 }, ['yogurt', 'yoghurt', 'natural yogurt', 'plain yoghurt', 'whole milk yogurt', 'natural yoghurt'], ['dairy']],
  ['greek yogurt', 97, 9, 4, 5, 0, 4, { cup: 227, tbsp: 14, container: 170 }, ['greek yoghurt', 'plain greek yogurt', 'strained yogurt', 'labneh', 'skyr'], ['dairy']],
  ['nonfat greek yogurt', 59, 10.2, 3.6, 0.4, 0, 3.2, { cup: 227, tbsp: 14, container: 170 }, ['fat-free greek yogurt', '0% greek yogurt', 'low-fat greek yogurt', 'low-fat yogurt', 'nonfat yogurt'], ['dairy']],
  ['butter', 717, 0.9, 0.1, 81.1, 0, 0.1, { cup: 227, tbsp: 14.2, tsp: 4.7, stick: 113, piece: 14, slice: 10 }, ['unsalted butter', 'salted butter', 'melted butter', 'softened butter', 'cold butter', 'cultured butter', 'sweet butter'], ['dairy']],
  ['ghee', 876, 0.3, 0, 99.5, 0, 0, { cup: 205, tbsp: 12.8, tsp: 4.3 }, ['clarified butter', 'brown butter'], ['dairy']],
  ['cheddar', 403, 24.9, 1.3, 33.1, 0, 0.5, { cup: 113, slice: 28, tbsp: 7, piece: 28 }, ['cheddar cheese', 'sharp cheddar', 'mature cheddar', 'cheese', 'shredded cheese', 'grated cheese', 'colby', 'colby jack', 'monterey jack', 'monterey jack cheese', 'pepper jack', 'mexican cheese blend', 'gouda', 'edam', 'red leicester', 'jack cheese'], ['dairy']],
  ['mozzarella', 280, 27.5, 3.1, 17.1, 0, 1.2, { cup: 113, slice: 28, piece: 28, tbsp: 7 }, ['mozzarella cheese', 'shredded mozzarella', 'fresh mozzarella', 'buffalo mozzarella', 'bocconcini', 'burrata', 'string cheese', 'provolone', 'provolone cheese'], ['dairy']],
  ['parmesan', 431, 38.5, 4.1, 28.6, 0, 0.9, { cup: 100, tbsp: 5, tsp: 1.7, piece: 28 }, ['parmesan cheese', 'parmigiano-reggiano', 'parmigiano reggiano', 'parmigiano', 'grated parmesan', 'pecorino', 'pecorino romano', 'grana padano', 'romano cheese', 'asiago'], ['dairy']],
  ['feta', 264, 14.2, 4.1, 21.3, 0, 4.1, { cup: 150, tbsp: 9, piece: 28, slice: 28 }, ['feta cheese', 'crumbled feta', 'halloumi', 'paneer', 'queso fresco', 'cotija', 'cotija cheese'], ['dairy']],
  ['goat cheese', 364, 21.6, 0.1, 29.8, 0, 0.1, { cup: 140, tbsp: 14, piece: 28 }, ['chevre', 'chèvre', 'soft goat cheese', 'camembert', 'brie'], ['dairy']],
  ['blue cheese', 353, 21.4, 2.3, 28.7, 0, 0.5, { cup: 135, tbsp: 8, piece: 28 }, ['gorgonzola', 'roquefort', 'stilton', 'dolcelatte', 'danish blue', 'crumbled blue cheese'], ['dairy']],
  ['swiss cheese', 380, 27, 1.4, 27.8, 0, 0.3, { cup: 108, slice: 28 }, ['gruyere', 'gruyère', 'emmental', 'emmentaler', 'jarlsberg', 'fontina', 'manchego', 'comte'], ['dairy']],
  ['cream cheese', 342, 5.9, 4.1, 34.2, 0, 3.2, { cup: 232, tbsp: 14.5, package: 226, piece: 28 }, ['philadelphia', 'neufchatel', 'soft cheese'], ['dairy']],
  ['mascarpone', 429, 4.6, 4.6, 44, 0, 4.6, { cup: 240, tbsp: 15, package: 250 }, [], ['dairy']],
  ['ricotta', 174, 11.3, 3, 13, 0, 0.3, { cup: 246, tbsp: 15 }, ['ricotta cheese', 'whole milk ricotta'], ['dairy']],
  ['cottage cheese', 98, 11.1, 3.4, 4.3, 0, 2.7, { cup: 226, tbsp: 14, container: 450 }, [], ['dairy']],
  ['american cheese', 371, 18, 8, 30, 0, 5, { slice: 21, piece: 21 }, ['processed cheese', 'cheese slice', 'velveeta'], ['dairy']],
  ['ice cream', 207, 3.5, 23.6, 11, 0.7, 21.2, { cup: 132, scoop: 66, piece: 66 }, ['vanilla ice cream', 'chocolate ice cream', 'gelato', 'frozen yogurt'], ['dairy', 'egg']],
  ['dairy-free ice cream', 207, 3.5, 23.6, 11, 0.7, 21.2, { cup: 132, scoop: 66, piece: 66 }, ['dairy-free vanilla ice cream', 'vegan ice cream', 'non-dairy ice cream']],
];

const EGGS: TFoodRow[] = [
  ['egg', 143, 12.6, 0.7, 9.5, 0, 0.4, { piece: 50, cup: 243, tbsp: 15 }, ['whole egg', 'large egg', 'chicken egg', 'beaten egg', 'hard-boiled egg', 'boiled egg', 'free-range egg', 'fried egg', 'poached egg', 'duck egg'], ['egg']],
  ['egg white', 52, 10.9, 0.7, 0.2, 0, 0.7, { piece: 33, cup: 243, tbsp: 15 }, ['egg whites', 'liquid egg white'], ['egg']],
  ['egg yolk', 322, 15.9, 3.6, 26.5, 0, 0.6, { piece: 17, tbsp: 17 }, [], ['egg']],
];

// Plant-based dairy and protein alternatives.
const ALTERNATIVES: TFoodRow[] = [
  ['oat milk', 48, 1, 6.7, 2.1, 0.8, 2.9, { ml: 1.03, cup: 240 }, ['oatmilk', 'oat drink'], ['gluten']],
  ['gluten-free oat milk', 48, 1, 6.7, 2.1, 0.8, 2.9, { ml: 1.03, cup: 240 }],
  ['almond milk', 15, 0.6, 0.6, 1.1, 0.2, 0, { ml: 1.02, cup: 240 }, ['unsweetened almond milk', 'nut milk', 'cashew milk', 'almond drink'], ['treeNut']],
  ['soy milk', 43, 3, 4.9, 1.5, 0.4, 3.5, { ml: 1.03, cup: 243 }, ['soymilk', 'soya milk', 'plant milk', 'plant-based milk', 'non-dairy milk', 'dairy-free milk', 'vegan milk'], ['soy']],
  ['rice milk', 47, 0.3, 9.2, 1, 0.3, 5.3, { ml: 1.03, cup: 240 }],
  ['coconut milk', 197, 2, 3.3, 21.3, 0, 3.3, { ml: 0.98, cup: 240, can: 400, tbsp: 15 }, ['canned coconut milk', 'full-fat coconut milk', 'light coconut milk', 'lite coconut milk', 'coconut cream milk']],
  ['coconut cream', 330, 3.6, 6.7, 34.7, 2.2, 3.3, { ml: 1.0, cup: 240, tbsp: 15, can: 400 }],
  ['coconut milk beverage', 19, 0.2, 0.8, 1.9, 0, 0.8, { ml: 1.02, cup: 240 }, ['coconut milk drink', 'carton coconut milk']],
  ['vegan butter', 717, 0.2, 0.7, 80, 0, 0, { cup: 227, tbsp: 14, tsp: 4.7, stick: 113 }, ['plant butter', 'dairy-free butter', 'margarine', 'vegan margarine', 'butter substitute', 'plant-based butter']],
  ['vegan cheese', 280, 1, 23, 20, 1, 0, { cup: 113, slice: 20, tbsp: 7 }, ['dairy-free cheese', 'plant-based cheese', 'vegan parmesan', 'nutritional yeast cheese']],
  ['coconut yogurt', 120, 1, 8, 9.5, 0.5, 5, { cup: 230, tbsp: 15 }, ['dairy-free yogurt', 'vegan yogurt', 'plant-based yogurt', 'oat yogurt']],
  ['soy yogurt', 120, 1, 8, 9.5, 0.5, 5, { cup: 230, tbsp: 15 }, [], ['soy']],
  ['almond yogurt', 120, 1, 8, 9.5, 0.5, 5, { cup: 230, tbsp: 15 }, [], ['treeNut']],
  ['vegan cream cheese', 300, 2.5, 9, 28, 0.5, 1, { tbsp: 14, cup: 230 }, ['dairy-free cream cheese']],
  ['cashew cream', 300, 2.5, 9, 28, 0.5, 1, { tbsp: 14, cup: 230 }, [], ['treeNut']],
  ['tofu', 144, 17.3, 2.8, 8.7, 2.3, 0.6, { cup: 252, package: 400, block: 400, piece: 85 }, ['firm tofu', 'extra-firm tofu', 'extra firm tofu', 'bean curd', 'pressed tofu', 'smoked tofu', 'baked tofu'], ['soy']],
  ['silken tofu', 55, 4.8, 2.9, 2.7, 0.1, 1.3, { cup: 248, package: 350 }, ['soft tofu', 'silken'], ['soy']],
  ['tempeh', 192, 20.3, 7.6, 10.8, 4.8, 0, { cup: 166, package: 227, slice: 20 }, [], ['soy']],
  ['seitan', 370, 75, 14, 1.9, 0.6, 0, { cup: 140, package: 227, piece: 85 }, ['wheat gluten', 'vital wheat gluten'], ['gluten']],
  ['plant-based ground', 230, 17, 6, 14, 2.5, 0, { cup: 225, package: 340 }, ['vegan mince', 'beyond meat', 'impossible burger', 'plant-based meat', 'veggie crumbles', 'meatless crumbles', 'veggie burger', 'vegan sausage', 'plant-based sausage']],
  ['tvp', 230, 17, 6, 14, 2.5, 0, { cup: 225, package: 340 }, ['textured vegetable protein', 'soy mince'], ['soy']],
  ['vegan mayonnaise', 390, 0.5, 1, 42, 0, 0.5, { tbsp: 14, cup: 225 }, ['vegan mayo', 'egg-free mayonnaise', 'vegenaise']],
  ['flax egg', 91, 3.1, 4.9, 7.1, 4.6, 0.3, { piece: 22 }, ['chia egg', 'egg replacer', 'egg substitute']],
];

export const DAIRY_FOODS = buildFoods('dairy', [...DAIRY, ...ALTERNATIVES]);
export const EGG_FOODS = buildFoods('egg', EGGS);

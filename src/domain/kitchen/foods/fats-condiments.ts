import { buildFoods, type TFoodRow } from './food-row.ts';

const FATS: TFoodRow[] = [
  ['olive oil', 884, 0, 0, 100, 0, 0, { ml: 0.91, cup: 216, tbsp: 13.5, tsp: 4.5 }, ['extra virgin olive oil', 'extra-virgin olive oil', 'evoo', 'light olive oil', 'pure olive oil', 'good olive oil']],
  ['vegetable oil', 884, 0, 0, 100, 0, 0, { ml: 0.92, cup: 218, tbsp: 13.6, tsp: 4.5 }, ['oil', 'canola oil', 'rapeseed oil', 'sunflower oil', 'corn oil', 'neutral oil', 'cooking oil', 'grapeseed oil', 'peanut oil', 'groundnut oil', 'safflower oil', 'avocado oil', 'frying oil', 'soybean oil', 'cooking spray', 'nonstick spray', 'rice bran oil'], ['peanut', 'soy']],
  ['coconut oil', 892, 0, 0, 99.1, 0, 0, { ml: 0.92, cup: 218, tbsp: 13.6, tsp: 4.5 }, ['virgin coconut oil', 'refined coconut oil', 'melted coconut oil']],
  ['sesame oil', 884, 0, 0, 100, 0, 0, { ml: 0.92, cup: 218, tbsp: 13.6, tsp: 4.5 }, ['toasted sesame oil', 'dark sesame oil', 'chili oil', 'walnut oil', 'truffle oil', 'flaxseed oil'], ['treeNut', 'sesame']],
  ['lard', 902, 0, 0, 100, 0, 0, { cup: 205, tbsp: 12.8, tsp: 4.3 }, ['shortening', 'vegetable shortening', 'duck fat', 'bacon fat', 'bacon grease', 'tallow', 'beef dripping', 'schmaltz'], ['meat', 'poultry']],
];

const CONDIMENTS: TFoodRow[] = [
  ['soy sauce', 53, 8.1, 4.9, 0.6, 0.8, 0.4, { ml: 1.15, tbsp: 16, tsp: 5.3, cup: 255 }, ['light soy sauce', 'low-sodium soy sauce', 'reduced-sodium soy sauce', 'shoyu', 'soya sauce', 'soy'], ['gluten', 'soy']],
  ['tamari', 60, 10.5, 5.6, 0.1, 0.8, 1.7, { ml: 1.15, tbsp: 18, tsp: 6, cup: 255 }, ['gluten-free tamari', 'gluten-free soy sauce', 'coconut aminos', 'liquid aminos'], ['soy']],
  ['dark soy sauce', 60, 5, 10, 0.1, 0, 6, { ml: 1.2, tbsp: 18, tsp: 6 }, ['kecap manis', 'sweet soy sauce', 'mushroom soy sauce'], ['gluten', 'soy']],
  ['fish sauce', 35, 5.1, 3.6, 0, 0, 3.6, { ml: 1.2, tbsp: 18, tsp: 6, cup: 288 }, ['nam pla', 'nuoc mam', 'thai fish sauce'], ['fish']],
  ['oyster sauce', 51, 1.4, 10.9, 0.3, 0.3, 0, { ml: 1.2, tbsp: 18, tsp: 6 }, ['vegetarian oyster sauce', 'mushroom oyster sauce'], ['shellfish']],
  ['hoisin sauce', 220, 3.3, 44.1, 3.4, 2.8, 27.3, { tbsp: 16, tsp: 5.3, cup: 258 }, ['hoisin', 'plum sauce'], ['gluten', 'soy']],
  ['teriyaki sauce', 89, 5.9, 15.6, 0, 0.1, 14.2, { ml: 1.15, tbsp: 18, tsp: 6, cup: 288 }, ['teriyaki', 'ponzu', 'ponzu sauce'], ['gluten', 'soy']],
  ['sweet chili sauce', 200, 0.4, 49, 0.3, 0.8, 45, { tbsp: 19, tsp: 6.3 }, ['thai sweet chili sauce', 'sweet chilli sauce']],
  ['sriracha', 93, 1.9, 19.2, 0.9, 2.2, 15, { tbsp: 17, tsp: 5.7 }, ['sriracha sauce', 'chili sauce', 'chilli sauce', 'chili garlic sauce', 'sambal oelek', 'sambal', 'gochujang', 'chili paste', 'chilli paste', 'harissa', 'harissa paste', 'doubanjiang', 'chili crisp'], ['soy']],
  ['hot sauce', 11, 0.5, 1.8, 0.4, 0.3, 1.3, { ml: 1.05, tbsp: 15, tsp: 5, piece: 10 }, ['tabasco', 'tabasco sauce', 'louisiana hot sauce', "frank's hot sauce", 'buffalo sauce', 'chipotle in adobo', 'adobo sauce', 'chipotle pepper in adobo', 'chipotle']],
  ['ketchup', 101, 1, 27.4, 0.1, 0.3, 22.8, { tbsp: 17, tsp: 5.7, cup: 272 }, ['tomato ketchup', 'catsup']],
  ['mustard', 60, 3.7, 5.8, 3.3, 4, 0.9, { tbsp: 15, tsp: 5, cup: 250 }, ['yellow mustard', 'dijon mustard', 'dijon', 'whole grain mustard', 'wholegrain mustard', 'grainy mustard', 'english mustard', 'spicy brown mustard', 'prepared mustard']],
  ['mayonnaise', 680, 1, 0.6, 74.9, 0, 0.6, { tbsp: 13.8, tsp: 4.6, cup: 220 }, ['mayo', 'aioli', 'kewpie mayonnaise', 'japanese mayonnaise'], ['egg']],
  ['bbq sauce', 172, 0.8, 40.8, 0.6, 0.9, 33.2, { tbsp: 17, tsp: 5.7, cup: 280 }, ['barbecue sauce', 'barbeque sauce']],
  ['worcestershire sauce', 78, 0, 19.5, 0, 0, 10, { ml: 1.15, tbsp: 17, tsp: 5.7 }, ['worcestershire', 'worcester sauce'], ['fish']],
  ['tomato paste', 82, 4.3, 18.9, 0.5, 4.1, 12.2, { tbsp: 16, tsp: 5.3, cup: 262, can: 170 }, ['tomato purée concentrate', 'double concentrated tomato paste', 'tomato concentrate']],
  ['tomato sauce', 24, 1.2, 5.3, 0.3, 1.5, 3.6, { ml: 1.03, cup: 245, can: 425, tbsp: 15, jar: 680 }, ['marinara', 'marinara sauce', 'pasta sauce', 'spaghetti sauce', 'pizza sauce', 'arrabbiata sauce', 'tomato-basil sauce', 'jarred tomato sauce', 'sugo'], ['gluten']],
  ['salsa', 36, 1.5, 7, 0.2, 1.9, 4, { cup: 259, tbsp: 16, jar: 450 }, ['tomato salsa', 'salsa verde', 'pico de gallo', 'jarred salsa', 'enchilada sauce']],
  ['pesto', 418, 5, 6, 41, 1.5, 1, { tbsp: 16, tsp: 5.3, cup: 250, jar: 190 }, ['basil pesto', 'genovese pesto', 'vegan pesto', 'sun-dried tomato pesto'], ['treeNut']],
  ['curry paste', 130, 2.5, 14, 7, 5, 5, { tbsp: 16, tsp: 5.3, cup: 250, jar: 114 }, ['red curry paste', 'green curry paste', 'yellow curry paste', 'massaman curry paste', 'panang curry paste', 'thai curry paste', 'tikka masala paste', 'korma paste', 'curry sauce', 'tikka paste', 'laksa paste']],
  ['miso', 198, 12.8, 25.4, 6, 5.4, 6.2, { tbsp: 17, tsp: 5.7, cup: 275 }, ['miso paste', 'white miso', 'red miso', 'yellow miso', 'shiro miso'], ['soy']],
  ['vinegar', 18, 0, 0.04, 0, 0, 0.04, { ml: 1.01, tbsp: 15, tsp: 5, cup: 240 }, ['white vinegar', 'distilled vinegar', 'white wine vinegar', 'red wine vinegar', 'cider vinegar', 'apple cider vinegar', 'rice vinegar', 'rice wine vinegar', 'sherry vinegar', 'champagne vinegar', 'malt vinegar', 'seasoned rice vinegar', 'black vinegar', 'chinkiang vinegar']],
  ['balsamic vinegar', 88, 0.5, 17, 0, 0, 15, { ml: 1.06, tbsp: 16, tsp: 5.3, cup: 255 }, ['balsamic', 'balsamic glaze', 'balsamic reduction', 'aged balsamic']],
  ['chicken broth', 6, 0.6, 0.4, 0.2, 0, 0.2, { ml: 1.0, cup: 240, can: 411, carton: 946 }, ['chicken stock', 'low-sodium chicken broth', 'low-sodium chicken stock', 'bone broth', 'turkey stock', 'chicken bouillon', 'stock', 'broth'], ['meat', 'poultry']],
  ['beef broth', 7, 1.1, 0.1, 0.2, 0, 0, { ml: 1.0, cup: 240, can: 411, carton: 946 }, ['beef stock', 'beef bouillon', 'low-sodium beef broth', 'veal stock', 'fish stock', 'seafood stock', 'dashi', 'dashi stock'], ['meat', 'fish', 'shellfish']],
  ['vegetable broth', 5, 0.2, 0.9, 0.1, 0, 0.4, { ml: 1.0, cup: 240, can: 411, carton: 946 }, ['vegetable stock', 'veggie broth', 'veggie stock', 'low-sodium vegetable broth', 'mushroom broth', 'vegetable bouillon']],
  ['bouillon cube', 267, 16.7, 20, 13.3, 0, 6.7, { cube: 4, piece: 4, tsp: 4, tbsp: 12 }, ['stock cube', 'bouillon', 'bouillon granule', 'stock powder', 'better than bouillon', 'stock concentrate']],
  ['tzatziki', 90, 3.5, 4, 6.5, 0.2, 3, { tbsp: 15, cup: 240 }, ['raita', 'yogurt sauce', 'ranch dressing', 'ranch'], ['dairy']],
  ['vinaigrette', 449, 0.1, 5.4, 47.2, 0, 4.5, { tbsp: 15, cup: 240, tsp: 5 }, ['salad dressing', 'italian dressing', 'balsamic vinaigrette', 'caesar dressing', 'dressing']],
  ['nutritional yeast', 325, 50, 35, 5, 20, 0, { tbsp: 5, tsp: 1.7, cup: 80 }, ['nooch', 'yeast flakes']],
  ['jam', 278, 0.4, 68.9, 0.1, 1.1, 48.5, { tbsp: 20, tsp: 7, cup: 320 }, ['jelly', 'preserves', 'fruit preserves', 'marmalade', 'strawberry jam', 'raspberry jam', 'apricot jam', 'fruit spread']],
  ['chutney', 223, 0.7, 54.6, 0.3, 1.2, 46, { tbsp: 20, tsp: 7 }, ['mango chutney', 'cranberry sauce', 'relish', 'sweet relish']],
  ['tamarind paste', 239, 2.8, 62.5, 0.6, 5.1, 57.4, { tbsp: 18, tsp: 6 }, ['tamarind', 'tamarind concentrate', 'tamarind pulp']],
];

export const FAT_FOODS = buildFoods('fat', FATS);
export const CONDIMENT_FOODS = buildFoods('condiment', CONDIMENTS);

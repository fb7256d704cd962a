import { buildFoods, type TFoodRow } from './food-row.ts';

const SWEETENERS: TFoodRow[] = [
  ['sugar', 387, 0, 100, 0, 0, 100, { cup: 200, tbsp: 12.5, tsp: 4.2, cube: 4, piece: 4 }, ['granulated sugar', 'white sugar', 'caster sugar', 'superfine sugar', 'cane sugar', 'raw sugar', 'turbinado sugar', 'demerara sugar', 'sugar cube', 'pearl sugar', 'sanding sugar']],
  ['brown sugar', 380, 0.1, 98.1, 0, 0, 97, { cup: 220, tbsp: 13.8, tsp: 4.6 }, ['light brown sugar', 'dark brown sugar', 'packed brown sugar', 'muscovado sugar', 'muscovado', 'palm sugar', 'jaggery', 'panela', 'piloncillo']],
  ['powdered sugar', 389, 0, 99.8, 0, 0, 97.8, { cup: 120, tbsp: 7.5, tsp: 2.5 }, ['confectioners sugar', "confectioners' sugar", 'icing sugar', 'confectioner sugar', 'powdered confectioners sugar']],
  ['coconut sugar', 375, 1, 92, 0.5, 2, 79, { cup: 160, tbsp: 10, tsp: 3.3 }, ['coconut palm sugar', 'date sugar']],
  ['honey', 304, 0.3, 82.4, 0, 0.2, 82.1, { cup: 339, tbsp: 21, tsp: 7 }, ['raw honey', 'clear honey', 'runny honey', 'manuka honey'], ['honey']],
  ['maple syrup', 260, 0, 67, 0.1, 0, 60.5, { ml: 1.32, cup: 315, tbsp: 20, tsp: 6.7 }, ['pure maple syrup', 'syrup', 'pancake syrup']],
  ['agave syrup', 310, 0.1, 76.4, 0.5, 0.2, 68, { ml: 1.38, cup: 330, tbsp: 21, tsp: 7 }, ['agave', 'agave nectar', 'date syrup', 'rice syrup', 'brown rice syrup', 'golden syrup', 'simple syrup', 'sugar syrup', 'grenadine', 'orgeat']],
  ['molasses', 290, 0, 74.7, 0.1, 0, 74.7, { ml: 1.4, cup: 337, tbsp: 20, tsp: 6.7 }, ['blackstrap molasses', 'treacle', 'black treacle', 'pomegranate molasses']],
  ['corn syrup', 286, 0, 77.6, 0.2, 0, 77.6, { ml: 1.38, cup: 328, tbsp: 20.5, tsp: 6.8 }, ['light corn syrup', 'glucose syrup']],
  ['stevia', 0, 0, 0, 0, 0, 0, { tsp: 0.5, tbsp: 1.5, piece: 1, envelope: 1 }, ['erythritol', 'monk fruit sweetener', 'sweetener', 'sugar substitute', 'allulose', 'splenda', 'xylitol']],
];

const BAKING: TFoodRow[] = [
  ['baking powder', 51, 0.1, 24.1, 0, 0.2, 0, { tsp: 4.6, tbsp: 13.8 }, ['double-acting baking powder', 'gluten-free baking powder']],
  ['baking soda', 0, 0, 0, 0, 0, 0, { tsp: 4.6, tbsp: 13.8 }, ['bicarbonate of soda', 'bicarb', 'sodium bicarbonate', 'bicarb soda', 'cream of tartar']],
  ['yeast', 325, 40.4, 41.2, 7.6, 26.9, 0, { tsp: 3.1, tbsp: 9, envelope: 7, package: 7 }, ['active dry yeast', 'instant yeast', 'dry yeast', 'fresh yeast', 'rapid-rise yeast', 'bread machine yeast']],
  ['gelatin', 335, 85.6, 0, 0.1, 0, 0, { tsp: 3, tbsp: 9, envelope: 7, sheet: 2, package: 7 }, ['gelatine', 'powdered gelatin', 'gelatin sheet', 'leaf gelatin'], ['meat']],
  ['agar', 306, 6.2, 80.9, 0.3, 7.7, 2.9, { tsp: 2, tbsp: 6 }, ['agar agar', 'agar-agar', 'agar powder', 'agar flakes']],
  ['cocoa powder', 228, 19.6, 57.9, 13.7, 37, 1.8, { cup: 86, tbsp: 5.4, tsp: 1.8 }, ['unsweetened cocoa powder', 'cocoa', 'dutch-process cocoa', 'dutch process cocoa', 'cacao powder', 'raw cacao powder', 'unsweetened cocoa', 'natural cocoa powder']],
  ['dark chocolate', 598, 7.8, 45.9, 42.6, 10.9, 24, { cup: 170, piece: 10, square: 10, bar: 100, tbsp: 10 }, ['bittersweet chocolate', 'semisweet chocolate', 'semi-sweet chocolate', 'chocolate', 'chocolate chip', 'semisweet chocolate chip', 'semi-sweet chocolate chip', 'dark chocolate chip', 'chocolate chunk', 'baking chocolate', 'unsweetened chocolate', 'cacao nib', '70% dark chocolate', 'chocolate chips'], ['dairy']],
  ['dairy-free chocolate', 598, 7.8, 45.9, 42.6, 10.9, 24, { cup: 170, piece: 10, square: 10, bar: 100, tbsp: 10 }, ['dairy-free dark chocolate', 'dairy-free chocolate chip', 'dairy-free chocolate chips', 'vegan chocolate chip']],
  ['milk chocolate', 535, 7.7, 59.4, 29.7, 3.4, 51.5, { cup: 170, piece: 10, square: 10, bar: 43, tbsp: 10 }, ['milk chocolate chip', 'white chocolate', 'white chocolate chip', 'chocolate bar', 'candy bar'], ['dairy']],
  ['chocolate hazelnut spread', 539, 6.3, 57.5, 30.9, 5.4, 56.3, { tbsp: 18.5, tsp: 6.2, cup: 296 }, ['nutella', 'chocolate spread'], ['treeNut']],
  ['sprinkles', 420, 0, 92, 5, 0, 80, { tsp: 4, tbsp: 12 }, ['nonpareils', 'hundreds and thousands', 'candy']],
  ['mini marshmallow', 420, 0, 92, 5, 0, 80, { tsp: 4, tbsp: 12 }, ['marshmallow'], ['meat']],
  ['protein powder', 380, 78, 8, 4, 2, 4, { scoop: 30, tbsp: 7, cup: 112 }, ['vanilla protein powder', 'chocolate protein powder', 'plant protein powder', 'pea protein', 'vegan protein powder', 'collagen powder', 'protein']],
  ['whey protein', 380, 78, 8, 4, 2, 4, { scoop: 30, tbsp: 7, cup: 112 }, ['whey protein powder'], ['dairy']],
  ['food coloring', 0, 0, 0, 0, 0, 0, { tsp: 5 }, ['red food coloring', 'green food coloring', 'gel food coloring', 'food colouring', 'liquid smoke']],
  ['matcha', 324, 30.6, 38.5, 5.3, 38.5, 0, { tsp: 2, tbsp: 6 }, ['matcha powder', 'matcha green tea powder', 'green tea powder']],
  ['meringue', 387, 5.6, 92, 0.2, 0, 90, { piece: 12, cup: 30 }, ['meringue nest', 'meringue nests', 'meringues', 'meringue cookie'], ['egg']],
  ['cookie', 488, 5.4, 64.3, 24, 2.3, 35, { piece: 16, cup: 100 }, ['biscuit', 'oreo', 'chocolate chip cookie', 'sugar cookie', 'shortbread', 'wafer', 'brownie', 'cake', 'sponge cake', 'pound cake', 'donut', 'doughnut', 'muffin', 'pancake mix', 'cake mix', 'brownie mix'], ['gluten']],
  ['ladyfinger', 488, 5.4, 64.3, 24, 2.3, 35, { piece: 16, cup: 100 }, ['savoiardi'], ['egg', 'gluten']],
  ['gluten-free biscuit', 488, 5.4, 64.3, 24, 2.3, 35, { piece: 16, cup: 100 }, ['gluten-free dairy-free biscuit', 'gluten-free cookie']],
  ['amaretti', 488, 5.4, 64.3, 24, 2.3, 35, { piece: 16, cup: 100 }, [], ['treeNut']],
];

const DRINKS: TFoodRow[] = [
  ['water', 0, 0, 0, 0, 0, 0, { ml: 1, cup: 237, tbsp: 15, tsp: 5 }, ['cold water', 'warm water', 'hot water', 'boiling water', 'ice water', 'lukewarm water', 'filtered water', 'tap water', 'sparkling water', 'soda water', 'club soda', 'seltzer', 'mineral water', 'tonic', 'ice-cold water']],
  ['ice', 0, 0, 0, 0, 0, 0, { ml: 0.92, cup: 140, cube: 25, piece: 25, handful: 100 }, ['ice cube', 'crushed ice', 'ice cubes']],
  ['coffee', 1, 0.1, 0, 0, 0, 0, { ml: 1, cup: 237 }, ['brewed coffee', 'black coffee', 'strong coffee', 'espresso', 'cold brew', 'cold brew coffee', 'iced coffee', 'hot coffee', 'decaf coffee', 'espresso shot', 'strong brewed coffee']],
  ['instant coffee', 353, 12.2, 75.4, 0.5, 0, 0, { tsp: 1.8, tbsp: 5.4 }, ['instant espresso powder', 'espresso powder', 'coffee granule', 'instant coffee granule', 'ground coffee', 'coffee bean']],
  // Roasted green tea, brewed; its own food so a hojicha latte keeps its tea.
  ['hojicha', 1, 0, 0.3, 0, 0, 0, { ml: 1, cup: 237, bag: 237, piece: 237 }, ['hojicha tea', 'roasted green tea', 'houjicha']],
  ['tea', 1, 0, 0.3, 0, 0, 0, { ml: 1, cup: 237, bag: 237, piece: 237 }, ['black tea', 'green tea', 'brewed tea', 'herbal tea', 'chai', 'chai tea', 'earl grey', 'chamomile tea', 'iced tea', 'hibiscus tea', 'rooibos', 'oolong', 'mint tea', 'tea bag', 'loose-leaf tea', 'jasmine tea']],
  ['hot chocolate mix', 398, 6.7, 83.7, 4, 3.7, 66, { tbsp: 7, cup: 110, envelope: 28, package: 28 }, ['hot cocoa mix', 'cocoa mix', 'drinking chocolate', 'hot chocolate powder']],
  ['orange juice', 45, 0.7, 10.4, 0.2, 0.2, 8.4, { ml: 1.04, cup: 248, tbsp: 15.5, piece: 86 }, ['fresh orange juice', 'freshly squeezed orange juice', 'oj', 'blood orange juice', 'tangerine juice', 'grapefruit juice']],
  ['apple juice', 46, 0.1, 11.3, 0.1, 0.2, 9.6, { ml: 1.04, cup: 248 }, ['apple cider', 'cranberry juice', 'grape juice', 'pineapple juice', 'mango juice', 'pomegranate juice', 'fruit juice', 'juice', 'white grape juice', 'cherry juice', 'passion fruit juice']],
  ['tomato juice', 17, 0.9, 3.5, 0.3, 0.4, 2.6, { ml: 1.03, cup: 243 }, ['vegetable juice', 'v8', 'clamato', 'carrot juice']],
  ['coconut water', 19, 0.7, 3.7, 0.2, 1.1, 2.6, { ml: 1.02, cup: 240 }],
  ['soda', 41, 0, 10.6, 0, 0, 9, { ml: 1.04, cup: 248, can: 368 }, ['cola', 'lemon-lime soda', 'sprite', 'ginger ale', 'ginger beer', 'root beer', 'tonic water', 'lemonade', 'soft drink']],
  ['kombucha', 20, 0, 4, 0, 0, 3, { ml: 1.0, cup: 240, bottle: 473 }],
  ['vodka', 231, 0, 0, 0, 0, 0, { ml: 0.95, cup: 225, tbsp: 14 }, ['gin', 'tequila', 'blanco tequila', 'reposado tequila', 'mezcal', 'rum', 'white rum', 'dark rum', 'spiced rum', 'light rum', 'gold rum', 'whiskey', 'whisky', 'bourbon', 'scotch', 'brandy', 'cognac', 'pisco', 'cachaca', 'cachaça', 'soju', 'spirit', 'kirsch', 'calvados', 'applejack', 'grappa', 'eau de vie', 'armagnac'], ['alcohol']],
  ['rye whiskey', 231, 0, 0, 0, 0, 0, { ml: 0.95, cup: 225, tbsp: 14 }, [], ['gluten', 'alcohol']],
  ['liqueur', 327, 0, 32.9, 0.3, 0, 32.9, { ml: 1.08, tbsp: 16, cup: 255 }, ['triple sec', 'cointreau', 'grand marnier', 'orange liqueur', 'amaretto', 'kahlua', 'coffee liqueur', 'baileys', 'limoncello', 'frangelico', 'chambord', 'st-germain', 'elderflower liqueur', 'campari', 'aperol', 'schnapps', 'creme de cassis', 'maraschino liqueur', 'chartreuse', 'sambuca', 'ouzo', 'absinthe', 'pernod', 'ricard', 'pastis', 'anisette'], ['alcohol']],
  ['irish cream', 327, 0, 32.9, 0.3, 0, 32.9, { ml: 1.08, tbsp: 16, cup: 255 }, [], ['dairy']],
  ['vermouth', 145, 0.1, 12, 0, 0, 8, { ml: 1.02, tbsp: 15, cup: 240 }, ['sweet vermouth', 'dry vermouth', 'lillet', 'sherry', 'dry sherry', 'port', 'marsala', 'marsala wine', 'madeira'], ['alcohol']],
  ['red wine', 85, 0.1, 2.6, 0, 0, 0.6, { ml: 0.99, cup: 235, tbsp: 15, bottle: 740 }, ['dry red wine', 'white wine', 'dry white wine', 'wine', 'rose', 'rosé', 'prosecco', 'champagne', 'sparkling wine', 'cabernet', 'merlot', 'pinot noir', 'chardonnay', 'sauvignon blanc', 'cava', 'sake', 'shaoxing wine', 'shaoxing', 'chinese cooking wine', 'rice wine', 'cooking wine'], ['alcohol']],
  ['mirin', 241, 0.3, 43.2, 0, 0, 43.2, { ml: 1.15, tbsp: 17, tsp: 5.7, cup: 275 }, ['sweet rice wine', 'aji-mirin'], ['alcohol']],
  ['beer', 43, 0.5, 3.6, 0, 0, 0, { ml: 1.01, cup: 240, can: 355, bottle: 355 }, ['lager', 'ale', 'stout', 'pale ale', 'ipa', 'guinness', 'dark beer', 'hard cider'], ['gluten', 'alcohol']],
  ['bitters', 250, 0, 20, 0, 0, 10, { ml: 0.95, tsp: 5 }, ['angostura bitters', 'orange bitters', 'aromatic bitters'], ['alcohol']],
];

export const SWEETENER_FOODS = buildFoods('sweetener', SWEETENERS);
export const BAKING_FOODS = buildFoods('baking', BAKING);
export const DRINK_FOODS = buildFoods('drink', DRINKS);

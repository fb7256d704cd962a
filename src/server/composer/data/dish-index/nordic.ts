import type { TDishSource } from './dish-row.ts';

// Sweden, Norway, Denmark, Finland and Iceland.
export const NORDIC_DISHES: TDishSource = {
  region: 'Nordic',
  rows: [
    ['Swedish Meatballs', 'Swedish', 'fried', 'small beef and pork meatballs in a cream gravy with lingonberries', 'ground beef, ground pork, breadcrumbs, heavy cream, lingonberry', 'onion, egg, allspice, beef broth, potato', 'd', false, 'köttbullar, kottbullar'],
    ['Gravlax', 'Swedish', 'preserve', 'raw salmon cured with salt, sugar and dill', 'salmon, salt, sugar, dill', 'black pepper, mustard, vodka', 'l', false, 'gravad lax, gravlaks, cured salmon'],
    ['Smørrebrød', 'Danish', 'sandwich', 'open sandwiches on dark rye with toppings such as herring, egg or roast beef', 'rye bread, butter, herring, egg', 'dill, onion, radish, smoked salmon', 'l', false, 'smorrebrod, open sandwich'],
    ['Pickled Herring', 'Scandinavian', 'preserve', 'herring cured in a sweet vinegar brine with onion and spices', 'herring, vinegar, sugar, onion', 'allspice, bay leaf, carrot', 'l', false, 'sill, inlagd sill, rollmops'],
    ['Janssons Frestelse', 'Swedish', 'bake', 'potato, onion and sprats baked in cream', 'potato, anchovy, onion, heavy cream', 'breadcrumbs, butter', 'd', false, "jansson's temptation"],
    ['Toast Skagen', 'Swedish', 'sandwich', 'shrimp in dill mayonnaise on butter-fried toast', 'shrimp, mayonnaise, dill, bread', 'lemon, sour cream, butter', 'l', false, 'skagen toast'],
    ['Fiskesuppe', 'Norwegian', 'soup', 'a creamy fish soup with salmon, cod and root vegetables', 'salmon, white fish, heavy cream, carrot', 'leek, potato, fish stock, dill', 'ld', false, 'norwegian fish soup, lohikeitto'],
    ['Fårikål', 'Norwegian', 'stew', 'lamb and cabbage layered and simmered with peppercorns', 'lamb, cabbage, black peppercorn', 'all-purpose flour, potato', 'd', false, 'farikal, lamb in cabbage'],
    ['Frikadeller', 'Danish', 'fried', 'pan-fried pork meatballs', 'ground pork, onion, egg, breadcrumbs', 'whole milk, allspice, butter', 'd', false, 'danish meatballs'],
    ['Stegt Flæsk', 'Danish', 'fried', 'crisp fried pork belly with potatoes and parsley sauce', 'pork belly, potato, parsley, whole milk', 'butter, all-purpose flour', 'd', false, 'stegt flaesk'],
    ['Karelian Pies', 'Finnish', 'filled-pastry', 'thin rye crusts filled with rice porridge, topped with egg butter', 'rye flour, white rice, whole milk, butter, egg', 'salt', 'bs', true, 'karjalanpiirakka, karelian pasties'],
    ['Kanelbullar', 'Swedish', 'yeast-bread', 'cardamom-scented cinnamon buns topped with pearl sugar', 'all-purpose flour, yeast, butter, ground cinnamon, cardamom', 'whole milk, sugar, pearl sugar, egg', 'bsx', true, 'swedish cinnamon buns, kanelbulle, korvapuusti'],
    ['Kardemummabullar', 'Swedish', 'yeast-bread', 'knotted buns of cardamom butter dough', 'all-purpose flour, yeast, butter, cardamom', 'whole milk, sugar, pearl sugar', 'bsx', true, 'cardamom buns'],
    ['Semlor', 'Swedish', 'yeast-bread', 'cardamom buns filled with almond paste and whipped cream', 'all-purpose flour, yeast, cardamom, almond flour, heavy cream', 'butter, whole milk, sugar, powdered sugar', 'x', true, 'semla, fastlagsbulle'],
    ['Kladdkaka', 'Swedish', 'cake', 'a sticky, gooey-centred chocolate cake', 'butter, sugar, egg, cocoa powder', 'all-purpose flour, vanilla extract, powdered sugar', 'x', true, 'swedish sticky chocolate cake'],
    ['Prinsesstårta', 'Swedish', 'cake', 'sponge, jam, custard and cream domed under green marzipan', 'sponge cake, raspberry jam, heavy cream, whole milk, almond flour', 'egg yolk, sugar, food coloring', 'x', true, 'princess cake, prinsesstarta'],
    ['Æbleskiver', 'Danish', 'pancake', 'round puffed pancakes cooked in a special pan', 'all-purpose flour, buttermilk, egg', 'cardamom, powdered sugar, jam, butter', 'bx', true, 'aebleskiver, danish pancake balls'],
    ['Danish Pastry', 'Danish', 'filled-pastry', 'laminated yeast pastry filled with custard, fruit or almond', 'all-purpose flour, butter, yeast, egg', 'whole milk, sugar, jam, almond flour', 'b', true, 'danish, wienerbrød, danishes'],
    ['Rødgrød med Fløde', 'Danish', 'sweet', 'a red berry pudding with cream', 'raspberry, strawberry, sugar, cornstarch, heavy cream', 'cherry', 'x', true, 'rodgrod med flode, red berry pudding'],
    ['Skyr Bowl', 'Icelandic', 'sweet', 'thick skyr with berries and honey', 'skyr, blueberry, honey', 'granola', 'b', true, 'skyr'],
    ['Lefse', 'Norwegian', 'flatbread', 'a soft potato flatbread rolled with butter and sugar', 'potato, all-purpose flour, butter, heavy cream', 'sugar, ground cinnamon', 'bs', true],
    ['Risalamande', 'Danish', 'custard', 'a cold rice pudding folded with whipped cream and almonds, with cherry sauce', 'white rice, whole milk, heavy cream, almond, cherry', 'sugar, vanilla bean', 'x', true, 'ris a la mande'],
    // Twenty-fifth round (issue #26): dishes of the sixteenth set the index did not hold.
    ['Rømmegrøt', 'Norwegian', 'porridge', 'a sour cream porridge thickened with flour, with melted butter, cinnamon and sugar', 'sour cream, all-purpose flour, whole milk, butter', 'ground cinnamon, sugar, salt', 'bx', true, 'rommegrot, romme grot'],
  ],
};

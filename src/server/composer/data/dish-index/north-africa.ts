import type { TDishSource } from './dish-row.ts';

// Morocco, Algeria, Tunisia and Libya.
export const NORTH_AFRICA_DISHES: TDishSource = {
  region: 'North Africa',
  rows: [
    ['Chicken Tagine with Preserved Lemon', 'Moroccan', 'stew', 'chicken braised with preserved lemon, green olives, ginger and saffron', 'chicken, preserved lemon, green olive, saffron, ginger', 'onion, garlic, turmeric, cilantro, parsley, olive oil', 'd', false, 'tagine, chicken tagine, djaj mqualli'],
    ['Lamb Tagine with Apricots', 'Moroccan', 'stew', 'lamb slowly braised with dried apricots, honey, cinnamon and almonds', 'lamb, dried apricot, honey, ground cinnamon, almond', 'onion, ginger, saffron, ground coriander, sesame seed', 'd', false, 'lamb tagine, tagine of lamb'],
    ['Kefta Tagine', 'Moroccan', 'stew', 'spiced meatballs in tomato sauce with eggs cracked in', 'ground beef, tomato, egg, ground cumin', 'onion, paprika, cilantro, parsley', 'd', false, 'kefta mkaouara, meatball tagine'],
    ['Vegetable Tagine', 'Moroccan', 'stew', 'root vegetables and chickpeas braised with ras el hanout and dried fruit', 'chickpea, carrot, sweet potato, ras el hanout', 'zucchini, onion, dried apricot, tomato, cilantro', 'd', true, 'veggie tagine, vegetable tajine'],
    ['Couscous Royale', 'Maghrebi', 'stew', 'steamed couscous with lamb, chicken, merguez and vegetables in broth', 'couscous, lamb, chicken, carrot, chickpea', 'zucchini, turnip, sausage, ras el hanout, tomato', 'd', false, 'couscous, moroccan couscous, couscous with seven vegetables'],
    ['Harira', 'Moroccan', 'soup', 'a tomato, lentil and chickpea soup with lamb and herbs', 'lentil, chickpea, tomato, lamb, cilantro', 'celery, onion, ginger, turmeric, all-purpose flour, lemon', 'ld', false],
    ['Bastilla', 'Moroccan', 'filled-pastry', 'a flaky pie of spiced pigeon or chicken with almonds, dusted with cinnamon sugar', 'phyllo, chicken, almond, egg, ground cinnamon', 'onion, saffron, powdered sugar, butter, parsley', 'd', false, 'pastilla, b’stilla'],
    ['Zaalouk', 'Moroccan', 'dip', 'a warm salad of cooked eggplant and tomato with garlic and cumin', 'eggplant, tomato, garlic, ground cumin', 'paprika, cilantro, olive oil, lemon juice', 'ls', true, 'zaalouk salad'],
    ['Moroccan Carrot Salad', 'Moroccan', 'salad', 'cooked carrots in cumin, garlic and lemon dressing', 'carrot, ground cumin, lemon juice, garlic', 'paprika, parsley, olive oil', 'ls', true],
    ['Msemen', 'Moroccan', 'flatbread', 'square, flaky pan-fried flatbreads', 'all-purpose flour, semolina, butter', 'vegetable oil, honey', 'b', true, 'rghaif, msemmen'],
    ['Baghrir', 'Moroccan', 'pancake', 'spongy semolina pancakes with honey butter', 'semolina, yeast, baking powder', 'honey, butter, all-purpose flour', 'b', true, 'thousand hole pancakes'],
    ['Khobz', 'Moroccan', 'yeast-bread', 'a round, flat Moroccan loaf', 'all-purpose flour, semolina, yeast', 'anise, salt', 'bld', true, 'moroccan bread'],
    ['Mechoui', 'Moroccan', 'roast', 'whole lamb slow-roasted with butter and cumin', 'lamb, butter, ground cumin', 'garlic, paprika, salt', 'd', false, 'mechoui lamb'],
    ['Rfissa', 'Moroccan', 'stew', 'chicken and lentils with fenugreek over shredded flatbread', 'chicken, lentil, fenugreek, saffron', 'onion, ras el hanout, all-purpose flour', 'd', false],
    ['Moroccan Mint Tea', 'Moroccan', 'hot-drink', 'gunpowder green tea brewed with fresh mint and sugar', 'green tea, mint, sugar', 'water', 'k', true, 'atay, maghrebi mint tea, touareg tea'],
    ['Chebakia', 'Moroccan', 'fried', 'flower-shaped sesame cookies fried and soaked in honey', 'all-purpose flour, sesame seed, honey', 'anise, orange blossom water, saffron, vegetable oil', 'sx', true, 'shebakia'],
    ['Brik', 'Tunisian', 'fried', 'a crisp fried pastry with egg, tuna, capers and parsley', 'phyllo, egg, canned tuna, caper', 'parsley, onion, vegetable oil', 's', false, 'brik a l oeuf, brik'],
    ['Lablabi', 'Tunisian', 'soup', 'a chickpea soup poured over bread with cumin, harissa and egg', 'chickpea, bread, ground cumin, harissa', 'garlic, egg, olive oil, caper', 'b', true],
    ['Tunisian Salad', 'Tunisian', 'salad', 'chopped tomato, cucumber and pepper with tuna, egg and olives', 'tomato, cucumber, bell pepper, canned tuna', 'egg, black olive, olive oil, lemon juice', 'l', false, 'salade tunisienne, mechouia'],
    ['Chorba Frik', 'Algerian', 'soup', 'a lamb and tomato soup thickened with cracked green wheat', 'lamb, freekeh, tomato, chickpea', 'onion, cilantro, mint, ground cinnamon', 'ld', false, 'chorba'],
    ['Makroudh', 'Tunisian', 'fried', 'semolina pastries stuffed with dates, fried and soaked in honey', 'semolina, date, honey', 'olive oil, orange blossom water, ground cinnamon', 'sx', true, 'makrout'],
    ['Mhadjeb', 'Algerian', 'flatbread', 'folded semolina crêpes stuffed with a tomato and pepper filling', 'semolina, tomato, onion, bell pepper', 'olive oil, chili powder', 'ls', true, 'mahjouba'],
    ['Bissara', 'Moroccan', 'soup', 'a split fava bean soup with cumin and olive oil', 'fava bean, garlic, cumin, olive oil', 'paprika, lemon juice', 'bl', true, 'bessara'],
  ],
};

import type { TDishSource } from './dish-row.ts';

// Australia, New Zealand and the Pacific Islands.
export const OCEANIA_DISHES: TDishSource = {
  region: 'Oceania',
  rows: [
    ['Meat Pie', 'Australian', 'pie', 'a hand pie of minced beef in gravy, eaten with tomato sauce', 'ground beef, shortcrust pastry, puff pastry, beef broth', 'onion, worcestershire sauce, ketchup, egg', 'ls', false, 'aussie meat pie, mince pie australian'],
    ['Sausage Sizzle', 'Australian', 'sandwich', 'a grilled sausage in white bread with onions and sauce', 'sausage, white bread, onion', 'ketchup, mustard', 'ls', false, 'snag in bread'],
    ['Anzac Biscuits', 'Australian', 'cookie', 'chewy oat and coconut biscuits with golden syrup', 'rolled oats, shredded coconut, golden syrup, butter', 'all-purpose flour, brown sugar, baking soda', 'sx', true, 'anzac cookies'],
    ['Lamingtons', 'Australian', 'cake', 'squares of sponge dipped in chocolate and rolled in coconut', 'sponge cake, cocoa powder, shredded coconut, powdered sugar', 'butter, whole milk, raspberry jam', 'sx', true, 'lamington'],
    ['Damper', 'Australian', 'quick-bread', 'a simple soda bread cooked in the coals', 'all-purpose flour, baking powder, butter, whole milk', 'salt', 'ls', true, 'bush bread'],
    ['Avocado Toast', 'Australian', 'sandwich', 'smashed avocado on toast with lemon, chili and salt', 'bread, avocado, lemon juice', 'chili flakes, flaky salt, egg, feta', 'b', true, 'avo toast, smashed avo'],
    ['Vegemite Toast', 'Australian', 'sandwich', 'buttered toast spread thinly with yeast extract', 'bread, butter, yeast extract', 'cheddar', 'b', true, 'marmite toast'],
    ['Fairy Bread', 'Australian', 'sandwich', 'buttered white bread covered in sprinkles', 'white bread, butter, sprinkles', '', 's', true],
    ['Hokey Pokey Ice Cream', 'New Zealand', 'frozen-dessert', 'vanilla ice cream with chunks of honeycomb toffee', 'vanilla ice cream, sugar, golden syrup, baking soda', '', 'x', true],
    ['Hangi', 'Māori', 'roast', 'meat and vegetables cooked slowly in an earth oven', 'lamb, chicken, sweet potato, pumpkin', 'potato, cabbage, bread', 'd', false],
    ['Kokoda', 'Fijian', 'salad', 'raw fish cured in lime and finished with coconut cream and chili', 'white fish, lime juice, coconut cream, chili pepper', 'onion, tomato, cucumber', 'l', false, 'kokoda fijian ceviche'],
    ['Palusami', 'Samoan', 'bake', 'taro leaves baked around coconut cream and onion', 'taro, coconut cream, onion', 'banana leaf, corned beef', 'ld', false, 'lu pulu'],
    ['Chicken Long Rice', 'Hawaiian', 'soup', 'chicken and glass noodles in a ginger broth', 'chicken, glass noodle, ginger, chicken broth', 'green onion, garlic', 'ld', false],
    // Twenty-fifth round (issue #26): dishes of the sixteenth set the index did not hold.
    ['Butter Mochi', 'Hawaiian', 'cake', 'a chewy baked cake of glutinous rice flour, coconut milk and butter', 'glutinous rice flour, coconut milk, butter, sugar', 'egg, evaporated milk, vanilla extract, baking powder', 'xs', true, 'hawaiian butter mochi, butter mochi cake'],
  ],
};

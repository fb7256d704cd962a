import { describe, expect, it } from 'vitest';
// The real food table (densities, categories) is what the server passes in; the function itself stays pure.
import { findFood } from '../kitchen/food-table.ts';
import { consolidateShoppingList, formatShoppingDisplay, normalizeFoodName, type TPlannedMeal } from './consolidate-shopping-list.ts';

function planOf(lines: string[], servingMultiplier = 1): TPlannedMeal[] {
  return [{ title: 'Test Dish', date: '2026-03-02', servingMultiplier, ingredients: lines }];
}

function listOf(lines: string[], options: { multiplier?: number; cart?: string[] } = {}) {
  return consolidateShoppingList(planOf(lines, options.multiplier), { findFood, cartNames: options.cart ?? [] });
}

type TRow = [label: string, lines: string[], expected: string[], options?: { multiplier?: number; cart?: string[] }];

// Each row: the planned lines of one recipe → the list's display texts, in aisle order.
const ROWS: TRow[] = [
  // The cases.
  ['cup + ml of milk (same dimension, metric by tie)', ['1 cup milk', '250 ml milk'], ['485 ml milk']],
  ['counts of onions', ['2 onions', '1 onion, chopped'], ['3 onions']],
  ['lb + g of chicken breasts', ['1 lb chicken breast', '200 g chicken breasts'], ['655 g chicken breasts']],
  ['tbsp + tsp of olive oil', ['1 tbsp olive oil', '1 tsp olive oil'], ['1⅓ tbsp olive oil']],
  ['can sizes + grams of canned tomatoes', ['2 (14 oz) cans tomatoes', '400 g canned tomatoes'], ['1.19 kg canned tomatoes']],
  ['salt to taste three times', ['salt to taste', 'Salt, to taste', 'salt to taste'], ['salt']],
  ['cloves and a head of garlic kept apart', ['2 cloves garlic', '1 head garlic'], ['2 cloves + 1 head garlic']],
  ['a multiplier of 1.5', ['2 onions', '1 cup rice'], ['3 onions', '1½ cups rice'], { multiplier: 1.5 }],
  // Same unit: add.
  ['same unit in cups', ['1 cup flour', '2 cups flour'], ['3 cups flour']],
  ['same unit in grams', ['200 g spinach', '150 g spinach'], ['350 g spinach']],
  ['same unit in ml past a litre reads in l', ['400 ml coconut milk', '400 ml coconut milk', '400 ml coconut milk'], ['1.2 l coconut milk']],
  ['same unit in g past a kilo reads in kg', ['600 g potatoes', '900 g potatoes'], ['1.5 kg potatoes']],
  ['same unit in tsp stays in tsp', ['3 tsp sugar', '3 tsp sugar'], ['6 tsp sugar']],
  ['same unit in lb', ['1 lb ground beef', '2 lbs ground beef'], ['3 lb ground beef']],
  ['same can unit without sizes', ['1 can chickpeas', '2 cans chickpeas'], ['3 cans chickpeas']],
  ['same clove unit', ['3 cloves garlic, minced', '2 garlic cloves'], ['5 cloves garlic']],
  ['slices of bread', ['4 slices bread', '2 slices bread'], ['6 slices bread']],
  // Same dimension, different units: convert.
  ['g + kg of potatoes', ['500 g potatoes', '1 kg potatoes'], ['1.5 kg potatoes']],
  ['oz + lb of cheddar (US)', ['8 oz cheddar cheese', '1 lb cheddar cheese'], ['1.5 lb cheddar cheese']],
  ['ml + l of stock', ['500 ml chicken broth', '1 l chicken broth'], ['1.5 l chicken broth']],
  ['cups + pints of cream (US)', ['1 cup heavy cream', '1 pint heavy cream'], ['3 cups heavy cream']],
  ['tsp + tbsp of cumin, ground or not', ['2 tsp cumin', '1 tbsp ground cumin'], ['1⅔ tbsp cumin']],
  ['small spoon amounts stay in tsp', ['1/2 tsp paprika', '1/4 tsp paprika', '1 pinch paprika'], ['⅞ tsp paprika']],
  ['pinch + tsp of salt', ['Pinch of salt', '1 tsp salt'], ['1⅛ tsp salt']],
  ['US plan: cups + fl oz shown in cups', ['1 cup orange juice', '8 fl oz orange juice'], ['2 cups orange juice']],
  // Volume + mass: the food table's density.
  ['grams + tbsp of butter → grams', ['100 g butter', '2 tbsp butter'], ['130 g butter']],
  ['cups + grams of flour → grams', ['2 cups all-purpose flour', '100 g all-purpose flour'], ['350 g all-purpose flour']],
  ['grams + ml of milk → ml (a liquid)', ['100 g milk', '200 ml milk'], ['295 ml milk']],
  ['a can without size beside ml of coconut milk', ['1 can coconut milk', '400 ml coconut milk'], ['810 ml coconut milk']],
  ['unknown density keeps two amounts', ['100 g zorblax paste', '2 tbsp zorblax paste'], ['100 g + 2 tbsp zorblax paste']],
  // Names: case, plurals, descriptors.
  ['case and plural', ['2 Tomatoes', '1 tomato'], ['3 tomatoes']],
  ['sizes moved out of the name', ['2 large eggs', '3 eggs', '1 small egg'], ['6 eggs']],
  ['fresh and chopped moved out', ['1 cup chopped fresh parsley', '1/2 cup parsley'], ['1½ cups parsley']],
  ['herb leaves for garnish beside a measured herb', ['1 cup basil', 'Fresh basil leaves, for garnish'], ['1 cup basil']],
  ['boneless skinless is the same cut', ['2 boneless skinless chicken thighs', '1 chicken thigh'], ['3 chicken thighs']],
  ['tinned is canned', ['400 g tinned tomatoes', '400 g canned tomatoes'], ['800 g canned tomatoes']],
  ['different foods stay apart', ['1 red onion', '1 onion'], ['1 onion', '1 red onion']],
  ['ranges buy the upper bound', ['2-3 cloves garlic'], ['3 cloves garlic']],
  ['number words', ['one onion', 'a pinch of nutmeg'], ['1 onion', '1 pinch nutmeg']],
  ['juice of a lemon', ['Juice of 1 lemon', '2 lemons'], ['2 lemons', '1 lemon juice']],
  ['counts with a dozen', ['1 dozen eggs', '2 eggs'], ['14 eggs']],
  // To taste / garnish.
  ['to taste beside an amount keeps the amount', ['1 tsp salt', 'salt to taste'], ['1 tsp salt']],
  ['for garnish without amount listed once', ['Parsley, for garnish', 'Parsley, for garnish'], ['parsley']],
  ['freshly ground pepper without amount', ['freshly ground black pepper', 'black pepper to taste'], ['black pepper']],
  // Not bought.
  ['water is not on the list', ['2 cups water', '1 cup warm water', '1 onion'], ['1 onion']],
  ['group headers are skipped', ['For the sauce:', '1 cup milk'], ['1 cup milk']],
  // Aisles (the order is the aisle order).
  [
    'aisle order across the store',
    [
      '1 cup frozen peas',
      '2 slices bread',
      '1 tsp ground cinnamon',
      '1 cup milk',
      '200 g salmon',
      '1 carrot',
      '1 cup rice',
      '1 cup orange juice',
      '1 jar zorblax paste',
    ],
    [
      '1 carrot',
      '200 g salmon',
      '1 cup milk',
      '2 slices bread',
      '1 cup rice',
      '1 tsp cinnamon',
      '1 cup frozen peas',
      '1 cup orange juice',
      '1 jar zorblax paste',
    ],
  ],
  ['canned beans go to the pantry', ['1 (15 oz) can black beans, drained'], ['15 oz black beans']],
  ['dried herbs go to spices', ['1 tsp dried oregano'], ['1 tsp dried oregano']],
];

describe('consolidateShoppingList', () => {
  it('has at least 40 table rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ROWS)('%s', (_label, lines, expected, options) => {
    expect(listOf(lines, options).map((item) => item.display)).toEqual(expected);
  });

  it.each([
    ['produce', '1 carrot'],
    ['meat & fish', '200 g salmon'],
    ['dairy & eggs', '2 eggs'],
    ['bakery', '2 slices bread'],
    ['pantry & dry goods', '400 g canned tomatoes'],
    ['pantry & dry goods', '1 can coconut milk'],
    ['spices & condiments', '1 tbsp soy sauce'],
    ['frozen', '1 cup frozen peas'],
    ['drinks', '1 cup orange juice'],
    ['other', '1 jar zorblax paste'],
  ])('puts %s items in their aisle (%s)', (aisle, line) => {
    expect(listOf([line])[0]?.aisle).toBe(aisle);
  });

  it('gives the numbers and units next to the display', () => {
    expect(listOf(['1 cup milk', '250 ml milk'])[0]).toMatchObject({ name: 'milk', quantity: 485, unit: 'ml', amounts: [{ quantity: 485, unit: 'ml' }] });
    expect(listOf(['salt to taste'])[0]).toMatchObject({ name: 'salt', quantity: null, unit: null, amounts: [] });
    expect(listOf(['2 cloves garlic', '1 head garlic'])[0]?.amounts).toEqual([
      { quantity: 2, unit: 'clove' },
      { quantity: 1, unit: 'head' },
    ]);
  });

  it('marks items already in the cart instead of dropping them', () => {
    const items = listOf(['1 cup milk', '2 onions', '1 tbsp olive oil'], { cart: ['Milk', 'Extra Virgin Olive Oil'] });
    expect(items.map((item) => [item.name, item.inCart])).toEqual([
      ['onion', false],
      ['milk', true],
      ['olive oil', true],
    ]);
  });

  it('lists the recipes each item comes from, once each, sorted', () => {
    const items = consolidateShoppingList(
      [
        { title: 'Soup', date: '2026-03-03', servingMultiplier: 1, ingredients: ['1 onion', '1 carrot'] },
        { title: 'Curry', date: '2026-03-02', servingMultiplier: 2, ingredients: ['1 onion'] },
        { title: 'Soup', date: '2026-03-05', servingMultiplier: 1, ingredients: ['1 onion', '1 carrot'] },
      ],
      { findFood },
    );
    expect(items.map((item) => [item.display, item.sources])).toEqual([
      ['2 carrots', ['Soup']],
      ['4 onions', ['Curry', 'Soup']],
    ]);
  });

  it('follows the plan’s units when an item’s own lines are split evenly', () => {
    const plan: TPlannedMeal[] = [
      { title: 'Pancakes', date: '2026-03-02', servingMultiplier: 1, ingredients: ['1 cup milk', '2 cups flour', '1 tbsp sugar'] },
      { title: 'Porridge', date: '2026-03-03', servingMultiplier: 1, ingredients: ['250 ml milk', '1 cup oats'] },
    ];
    expect(consolidateShoppingList(plan, { findFood }).find((item) => item.name === 'milk')?.display).toBe('2 cups milk');
  });

  it('is deterministic: the same plan in any order gives the same list', () => {
    const meals: TPlannedMeal[] = [
      { title: 'A', date: '2026-03-02', servingMultiplier: 1, ingredients: ['1 cup milk', '2 onions', 'salt to taste', '1 lb chicken breast'] },
      { title: 'B', date: '2026-03-04', servingMultiplier: 0.5, ingredients: ['250 ml milk', '1 onion', '200 g chicken breasts', '2 cloves garlic'] },
      { title: 'C', date: '2026-03-03', servingMultiplier: 2, ingredients: ['1 head garlic', '1 tbsp olive oil', '1 tsp olive oil'] },
    ];
    const first = consolidateShoppingList(meals, { findFood });
    expect(consolidateShoppingList([...meals].reverse(), { findFood })).toEqual(first);
    expect(consolidateShoppingList(meals, { findFood })).toEqual(first);
  });

  it('gives an empty list for no meals or only blank lines', () => {
    expect(consolidateShoppingList([], { findFood })).toEqual([]);
    expect(listOf(['', '  '])).toEqual([]);
  });
});

describe('normalizeFoodName and formatShoppingDisplay', () => {
  it.each([
    ['Fresh Basil Leaves', 'basil'],
    ['large ripe tomatoes', 'tomato'],
    ['boneless skinless chicken breasts', 'chicken breast'],
    ['ground cumin', 'cumin'],
    ['ground beef', 'ground beef'],
    ['tinned tomatoes', 'canned tomato'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeFoodName(raw, findFood)).toBe(expected);
  });

  it('pluralises counts and units, not measured foods', () => {
    expect(formatShoppingDisplay('potato', [{ quantity: 3, unit: null }])).toBe('3 potatoes');
    expect(formatShoppingDisplay('cherry', [{ quantity: 2, unit: null }])).toBe('2 cherries');
    expect(formatShoppingDisplay('flour', [{ quantity: 2, unit: 'cup' }])).toBe('2 cups flour');
    expect(formatShoppingDisplay('onion', [{ quantity: 1, unit: null }])).toBe('1 onion');
    expect(formatShoppingDisplay('egg', [])).toBe('egg');
  });
});

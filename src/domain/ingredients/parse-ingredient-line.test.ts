import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-ingredient-line.ts';

describe('parseIngredientLine', () => {
  it.each([
    ['½ cup flour', 0.5, 'cup', 'flour'],
    ['1 1/2 cups sugar', 1.5, 'cup', 'sugar'],
    ['1½ tbsp olive oil', 1.5, 'tbsp', 'olive oil'],
    ['¾ teaspoon ground cumin', 0.75, 'tsp', 'ground cumin'],
    ['1 T honey', 1, 'tbsp', 'honey'],
    ['2 t salt', 2, 'tsp', 'salt'],
    ['200g chicken breast', 200, 'g', 'chicken breast'],
    ['1.5 kg potatoes', 1.5, 'kg', 'potato'],
    ['250 ml whole milk', 250, 'ml', 'whole milk'],
    ['1 L water', 1, 'l', 'water'],
    ['8 oz cream cheese', 8, 'oz', 'cream cheese'],
    ['2 lbs ground beef', 2, 'lb', 'ground beef'],
    ['3 Tablespoons butter', 3, 'tbsp', 'butter'],
    ['1 stick butter', 1, 'stick', 'butter'],
    ['2 slices bread', 2, 'slice', 'bread'],
    ['3 stalks celery', 3, 'stalk', 'celery'],
    ['2 large eggs', 2, null, 'egg'],
    ['3 tomatoes', 3, null, 'tomato'],
    ['4 cherries', 4, null, 'cherry'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBeCloseTo(quantity, 3);
    expect(parsed.unit).toBe(unit);
    expect(parsed.name).toBe(name);
  });

  it('reads ranges as quantity and quantity2', () => {
    expect(parseIngredientLine('2-3 cloves garlic, minced')).toMatchObject({ quantity: 2, quantity2: 3, unit: 'clove', name: 'garlic', preparation: 'minced' });
    expect(parseIngredientLine('2 to 3 carrots')).toMatchObject({ quantity: 2, quantity2: 3, unit: null, name: 'carrot' });
  });

  it('reads "a pinch of salt" and number words', () => {
    expect(parseIngredientLine('a pinch of salt')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'salt' });
    expect(parseIngredientLine('a handful of basil')).toMatchObject({ quantity: 1, unit: 'handful', name: 'basil' });
    expect(parseIngredientLine('one onion')).toMatchObject({ quantity: 1, unit: null, name: 'onion' });
    expect(parseIngredientLine('half a lemon')).toMatchObject({ quantity: 0.5, name: 'lemon' });
    // No number written: the parser says so; the shopping list and nutrition count one pinch.
    expect(parseIngredientLine('Pinch of red pepper flakes')).toMatchObject({ quantity: null, unit: 'pinch', name: 'red pepper flake' });
    expect(parseIngredientLine('three eggs')).toMatchObject({ quantity: 3, unit: null, name: 'egg' });
    expect(parseIngredientLine('Two ripe pears')).toMatchObject({ quantity: 2, name: 'ripe pear' });
  });

  it('reads a container with its size: "1 (14 oz) can coconut milk"', () => {
    expect(parseIngredientLine('1 (14 oz) can coconut milk')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'coconut milk',
      packageSize: { quantity: 14, unit: 'oz' },
    });
    expect(parseIngredientLine('2 (15-ounce) cans chickpeas, drained and rinsed')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'chickpea',
      packageSize: { quantity: 15, unit: 'oz' },
    });
    expect(parseIngredientLine('2 x 400g cans chopped tomatoes')).toMatchObject({ quantity: 2, unit: 'can', packageSize: { quantity: 400, unit: 'g' } });
    expect(parseIngredientLine('1 can (4 ounces) chopped green chiles, drained')).toMatchObject({
      unit: 'can',
      name: 'green chile',
      packageSize: { quantity: 4, unit: 'oz' },
    });
  });

  it('reads the weight of each item: "2 (6 oz) salmon fillets"', () => {
    expect(parseIngredientLine('2 (6 oz) salmon fillets')).toMatchObject({
      quantity: 2,
      unit: 'fillet',
      name: 'salmon fillet',
      packageSize: { quantity: 6, unit: 'oz' },
    });
    expect(parseIngredientLine('Two 6-ounce chicken breasts')).toMatchObject({
      quantity: 2,
      unit: null,
      name: 'chicken breast',
      packageSize: { quantity: 6, unit: 'oz' },
    });
    // As the labelled lines read it: one inch (of a piece).
    expect(parseIngredientLine('1 (1-inch) piece ginger, peeled')).toMatchObject({ quantity: 1, unit: 'inch', name: 'ginger', preparation: 'peeled' });
  });

  it('strips preparation, parentheticals and "to taste" from the name', () => {
    expect(parseIngredientLine('1 cup finely chopped onion')).toMatchObject({ name: 'onion', preparation: 'finely chopped' });
    expect(parseIngredientLine('½ cup very thinly sliced chives')).toMatchObject({ name: 'chive', preparation: 'very thinly sliced' });
    expect(parseIngredientLine('4 medium to large sweet potatoes, peeled')).toMatchObject({ quantity: 4, name: 'sweet potato' });
    expect(parseIngredientLine('4 large, ripe tomatoes (about 1½ pounds), quartered')).toMatchObject({ quantity: 4, name: 'ripe tomato' });
    expect(parseIngredientLine('1 medium onion, diced')).toMatchObject({ quantity: 1, size: 'medium', name: 'onion', preparation: 'diced' });
    expect(parseIngredientLine('1 cup (250 ml) chicken stock (store-bought), divided')).toMatchObject({
      unit: 'cup',
      foodName: 'chicken stock',
      preparation: 'divided',
    });
    expect(parseIngredientLine('1 teaspoon freshly ground black pepper')).toMatchObject({ unit: 'tsp', name: 'black pepper' });
    expect(parseIngredientLine('1 pound boneless, skinless chicken thighs')).toMatchObject({ unit: 'lb', name: 'boneless skinless chicken thigh' });
    expect(parseIngredientLine('2 tablespoons extra-virgin olive oil, plus more for drizzling')).toMatchObject({ quantity: 2, name: 'extra-virgin olive oil' });
    // The name keeps the alternatives as written; what gets weighed and bought is the first.
    expect(parseIngredientLine('1 tablespoon cognac or brandy (optional)')).toMatchObject({
      name: 'cognac or brandy',
      foodName: 'cognac',
      comment: 'optional',
    });
  });

  it('marks lines without an amount that say "to taste"', () => {
    expect(parseIngredientLine('salt to taste')).toMatchObject({ quantity: null, name: 'salt', isToTaste: true });
    expect(parseIngredientLine('Salt and freshly ground black pepper')).toMatchObject({ quantity: null, isToTaste: true });
    expect(parseIngredientLine('Lime wedge, to garnish')).toMatchObject({ quantity: null, isToTaste: true });
    expect(parseIngredientLine('Fresh cilantro, for garnish')).toMatchObject({ quantity: null, name: 'fresh cilantro', isToTaste: true });
    expect(parseIngredientLine('2 chicken breasts').isToTaste).toBe(false);
  });

  it('adds "plus" measures and drops alternative measures', () => {
    expect(parseIngredientLine('1 cup plus 2 tablespoons flour')).toMatchObject({ quantity: 1.125, unit: 'cup', name: 'flour' });
    expect(parseIngredientLine('10g/½oz butter')).toMatchObject({ quantity: 10, unit: 'g', name: 'butter' });
    expect(parseIngredientLine('¼ cup/4 tablespoons olive oil')).toMatchObject({ quantity: 0.25, unit: 'cup', name: 'olive oil' });
  });

  it('turns "3 garlic cloves" and "juice of 1 lime" into a unit and a food', () => {
    expect(parseIngredientLine('3 garlic cloves')).toMatchObject({ quantity: 3, unit: 'clove', name: 'garlic' });
    // As the labelled lines do, "leaves" and "stems" stay in the name when they are not the measure.
    expect(parseIngredientLine('10 fresh thyme stems')).toMatchObject({ quantity: 10, unit: null, name: 'fresh thyme stem' });
    expect(parseIngredientLine('2 firmly packed tablespoons chopped fresh cilantro')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'fresh cilantro' });
    expect(parseIngredientLine('Juice of 1 lime')).toMatchObject({ quantity: 1, unit: null, name: 'lime', foodName: 'lime juice', preparation: 'Juice of' });
    expect(parseIngredientLine('finely grated zest of 2 oranges')).toMatchObject({ quantity: 2, name: 'orange', foodName: 'orange zest' });
  });

  it('puts each part of a line in its own field', () => {
    // Ranges, mixed and unicode fractions.
    expect(parseIngredientLine('3 to 4 tablespoons honey')).toMatchObject({ quantity: 3, quantity2: 4, unit: 'tbsp', name: 'honey' });
    expect(parseIngredientLine('1-2 teaspoons chili flakes')).toMatchObject({ quantity: 1, quantity2: 2, unit: 'tsp', name: 'chili flake' });
    expect(parseIngredientLine('2 ⅓ cups oat milk')).toMatchObject({ quantity: 2.333, unit: 'cup', name: 'oat milk' });
    expect(parseIngredientLine('1 3/4 cups bread flour')).toMatchObject({ quantity: 1.75, unit: 'cup', name: 'bread flour' });
    // Two measures: the second goes to equivalents.
    expect(parseIngredientLine('10g/½oz unsalted butter')).toMatchObject({
      quantity: 10,
      unit: 'g',
      name: 'unsalted butter',
      equivalents: [{ quantity: 0.5, unit: 'oz' }],
    });
    expect(parseIngredientLine('1 cup (240 ml) buttermilk')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'buttermilk',
      equivalents: [{ quantity: 240, unit: 'ml' }],
    });
    expect(parseIngredientLine('2 pounds (900 g) pork shoulder')).toMatchObject({
      quantity: 2,
      unit: 'lb',
      name: 'pork shoulder',
      equivalents: [{ quantity: 900, unit: 'g' }],
    });
    // Can and package sizes.
    expect(parseIngredientLine('1 (8-ounce) package cream cheese, softened')).toMatchObject({
      quantity: 1,
      unit: 'package',
      name: 'cream cheese',
      preparation: 'softened',
      packageSize: { quantity: 8, unit: 'oz' },
    });
    expect(parseIngredientLine('2 (400 g) tins chopped tomatoes')).toMatchObject({ quantity: 2, unit: 'can', packageSize: { quantity: 400, unit: 'g' } });
    // "a pinch", sizes, preparation, comments.
    expect(parseIngredientLine('a pinch of ground nutmeg')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'ground nutmeg' });
    expect(parseIngredientLine('1 large onion, finely chopped')).toMatchObject({
      quantity: 1,
      unit: null,
      size: 'large',
      name: 'onion',
      preparation: 'finely chopped',
    });
    expect(parseIngredientLine('3 small shallots, thinly sliced')).toMatchObject({ size: 'small', name: 'shallot', preparation: 'thinly sliced' });
    expect(parseIngredientLine('½ cup walnuts, toasted and roughly chopped')).toMatchObject({ name: 'walnut', preparation: 'toasted and roughly chopped' });
    expect(parseIngredientLine('2 tablespoons soft cheese, such as ricotta')).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      name: 'soft cheese',
      comment: 'such as ricotta',
    });
    expect(parseIngredientLine('Fresh dill sprigs, for garnish')).toMatchObject({ quantity: null, comment: 'for garnish', isToTaste: true });
  });

  it('reads container and item sizes written without brackets, and parts of a container', () => {
    expect(parseIngredientLine('One 28-ounce can whole tomatoes, chopped')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'whole tomato',
      preparation: 'chopped',
      packageSize: { quantity: 28, unit: 'oz' },
    });
    expect(parseIngredientLine('Three 8-ounce packages cream cheese')).toMatchObject({
      quantity: 3,
      unit: 'package',
      name: 'cream cheese',
      packageSize: { quantity: 8, unit: 'oz' },
    });
    expect(parseIngredientLine('1 x 400ml tin coconut milk')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'coconut milk',
      packageSize: { quantity: 400, unit: 'ml' },
    });
    expect(parseIngredientLine('½ (28-ounce) can plum tomatoes')).toMatchObject({
      quantity: 0.5,
      unit: 'can',
      name: 'plum tomato',
      packageSize: { quantity: 28, unit: 'oz' },
    });
    expect(parseIngredientLine('Two 5-pound chickens')).toMatchObject({ quantity: 2, unit: null, name: 'chicken', packageSize: { quantity: 5, unit: 'lb' } });
    // The metric size in brackets between the size and the container says the same.
    expect(parseIngredientLine('2 15-ounce (425 g) cans cannellini beans, drained')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'cannellini bean',
      packageSize: { quantity: 15, unit: 'oz' },
    });
    expect(parseIngredientLine('One 10 oz (285g) bag baby spinach')).toMatchObject({
      quantity: 1,
      unit: 'bag',
      name: 'baby spinach',
      packageSize: { quantity: 10, unit: 'oz' },
    });
    // Part of a container: "½ of a small (7-ounce) package".
    expect(parseIngredientLine('½ of a small (7-ounce) package feta cheese, crumbled')).toMatchObject({
      quantity: 0.5,
      unit: 'package',
      name: 'feta cheese',
      packageSize: { quantity: 7, unit: 'oz' },
    });
  });

  it('keeps amounts in brackets from changing the amount in front', () => {
    // A sum in brackets restates the amount; it is not added to it.
    expect(parseIngredientLine('6 tablespoons (¾ stick plus 2 teaspoons) butter')).toMatchObject({ quantity: 6, unit: 'tbsp', name: 'butter' });
    // A unit without a number: the bracket says how big it is, not how many.
    expect(parseIngredientLine('Small pinch of saffron (about 10 threads)')).toMatchObject({ quantity: null, unit: 'pinch', size: 'small' });
    // With no amount outside, the bracket's amount is the amount.
    expect(parseIngredientLine('Sea salt (about 1 teaspoon)')).toMatchObject({ quantity: 1, unit: 'tsp' });
  });

  it('keeps words that describe the measure out of the name', () => {
    expect(parseIngredientLine('1 very small handful parsley leaves, torn')).toMatchObject({
      quantity: 1,
      unit: 'handful',
      name: 'parsley leaf',
      preparation: 'torn',
    });
    expect(parseIngredientLine('1 heaping tablespoon cocoa powder')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'cocoa powder' });
    expect(parseIngredientLine('2 dozen eggs')).toMatchObject({ quantity: 2, unit: 'dozen', name: 'egg' });
  });

  it('reads "Thyme sprigs" and "Garlic cloves" without an amount as a unit and a food', () => {
    expect(parseIngredientLine('Thyme sprigs, to garnish')).toMatchObject({ quantity: null, unit: 'sprig', name: 'thyme', isToTaste: true });
    expect(parseIngredientLine('Dill sprigs (optional)')).toMatchObject({ quantity: null, unit: 'sprig', name: 'dill' });
    expect(parseIngredientLine('Basil sprigs (optional)')).toMatchObject({ quantity: null, unit: 'sprig', name: 'basil' });
    expect(parseIngredientLine('Garlic cloves (optional)')).toMatchObject({ quantity: null, unit: 'clove', name: 'garlic' });
    // A spice, and a list of garnishes, keep their words.
    expect(parseIngredientLine('Ground cloves')).toMatchObject({ unit: null, name: 'ground clove' });
    expect(parseIngredientLine('Orange slices and mint sprigs, to serve')).toMatchObject({ unit: null });
  });

  it('leaves no joining word at the end of the name ("or more to taste")', () => {
    expect(parseIngredientLine('2 tablespoons maple syrup or more to taste')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'maple syrup' });
  });

  it('reads en-dash ranges with fractions and "zest and juice of"', () => {
    expect(parseIngredientLine('1½–2 cups vegetable stock')).toMatchObject({ quantity: 1.5, quantity2: 2, unit: 'cup', name: 'vegetable stock' });
    expect(parseIngredientLine('Zest and juice of 2 lemons')).toMatchObject({ quantity: 2, unit: null, name: 'lemon', foodName: 'lemon zest and juice' });
  });

  it('recognises group headers', () => {
    expect(parseIngredientLine('For the sauce:').isGroupHeader).toBe(true);
  });
});

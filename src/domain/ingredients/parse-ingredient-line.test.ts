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
    expect(parseIngredientLine('Pinch of red pepper flakes')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'red pepper flake' });
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
    expect(parseIngredientLine('1 can (4 ounces) chopped green chiles, drained')).toMatchObject({ unit: 'can', name: 'green chile', packageSize: { quantity: 4, unit: 'oz' } });
  });

  it('reads the weight of each item: "2 (6 oz) salmon fillets"', () => {
    expect(parseIngredientLine('2 (6 oz) salmon fillets')).toMatchObject({ quantity: 2, unit: 'fillet', name: 'salmon', packageSize: { quantity: 6, unit: 'oz' } });
    expect(parseIngredientLine('Two 6-ounce chicken breasts')).toMatchObject({ quantity: 2, unit: null, name: 'chicken breast', packageSize: { quantity: 6, unit: 'oz' } });
    expect(parseIngredientLine('1 (2-inch) piece ginger, peeled')).toMatchObject({ quantity: 1, unit: 'piece', name: 'ginger' });
  });

  it('strips preparation, parentheticals and "to taste" from the name', () => {
    expect(parseIngredientLine('1 cup finely chopped onion')).toMatchObject({ name: 'onion', preparation: 'finely chopped' });
    expect(parseIngredientLine('½ cup very thinly sliced chives')).toMatchObject({ name: 'chive', preparation: 'very thinly sliced' });
    expect(parseIngredientLine('4 medium to large sweet potatoes, peeled')).toMatchObject({ quantity: 4, name: 'sweet potato' });
    expect(parseIngredientLine('4 large, ripe tomatoes (about 1½ pounds), quartered')).toMatchObject({ quantity: 4, name: 'ripe tomato' });
    expect(parseIngredientLine('1 medium onion, diced')).toMatchObject({ quantity: 1, size: 'medium', name: 'onion', preparation: 'diced' });
    expect(parseIngredientLine('1 cup (250 ml) chicken stock (store-bought), divided')).toMatchObject({ unit: 'cup', name: 'chicken stock' });
    expect(parseIngredientLine('1 teaspoon freshly ground black pepper')).toMatchObject({ unit: 'tsp', name: 'black pepper' });
    expect(parseIngredientLine('1 pound boneless, skinless chicken thighs')).toMatchObject({ unit: 'lb', name: 'boneless skinless chicken thigh' });
    expect(parseIngredientLine('2 tablespoons extra-virgin olive oil, plus more for drizzling')).toMatchObject({ quantity: 2, name: 'extra-virgin olive oil' });
    expect(parseIngredientLine('1 tablespoon cognac or brandy (optional)')).toMatchObject({ name: 'cognac', comment: expect.stringContaining('brandy') });
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
    expect(parseIngredientLine('10 fresh thyme stems')).toMatchObject({ quantity: 10, unit: 'sprig', name: 'fresh thyme' });
    expect(parseIngredientLine('2 firmly packed tablespoons chopped fresh cilantro')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'fresh cilantro' });
    expect(parseIngredientLine('Juice of 1 lime')).toMatchObject({ quantity: 1, unit: null, name: 'lime juice' });
  });

  it('recognises group headers', () => {
    expect(parseIngredientLine('For the sauce:').isGroupHeader).toBe(true);
  });
});

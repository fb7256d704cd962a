import { describe, expect, it } from 'vitest';
import { composeIndexedBlueprint } from './choose-dish/compose-indexed.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { getFood } from './foods.ts';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Defining foods and sensible quantities (issue #26, after the thirteenth held-out set): a named dish holds the food it
// is made of, a variant word of its name picks the variant, and its amounts are what a cook would weigh out. Prompts
// of our own wording, not the set's.

type TLine = { name: string; quantity?: string };

function answer(prompt: string) {
  const result = composeForPromptOrUnknown(prompt);
  expect(result, `an answer for '${prompt}', not DISH_UNKNOWN`).not.toBeNull();
  if (!result) throw new Error('unreachable');
  return result;
}

const findLine = (lines: readonly TLine[], pattern: RegExp) => lines.find((line) => pattern.test(line.name));
/** '350 g' → 350; a line not weighed in grams → NaN. */
const grams = (line: TLine | undefined) => Number(/^(\d+) g$/.exec(line?.quantity ?? '')?.[1] ?? Number.NaN);
/** '5' → 5, '½' → 0.5: a count of pieces. */
const count = (line: TLine | undefined) => Number((line?.quantity ?? '').replace('½', '.5').replace(/^\./, '0.'));

describe('the food a named dish is made of is in it', () => {
  it.each([
    ['sarmale for sunday lunch', /cabbage/i],
    ['firfir for breakfast', /injera/i],
    ['beef chow fun noodles', /beef/i],
    ['a sri lankan dhal curry with coconut milk', /lentil/i],
    ['a sourdough loaf for the weekend', /sourdough starter/i],
    ['sticky date pudding with ginger', /date/i],
    ['a recipe for berbere spiced lentils', /lentil/i],
    ['a tomato soup with only 5 ingredients', /tomato/i],
  ])('%s', (prompt, food) => {
    expect(answer(prompt).lines).toMatch(food);
  });

  it('a sourdough rises on its starter, not on bought yeast', () => {
    expect(answer('a sourdough loaf for the weekend').lines).not.toMatch(/instant yeast/i);
  });

  it("a dough's own flour takes the method's place, not a second flour beside it", () => {
    const lines = answer('a braided challah').lines;
    expect(lines).toMatch(/bread flour/i);
    expect(lines).not.toMatch(/all-purpose flour/i);
  });

  it.each(['a challah bread for friday', 'a challah loaf'])("%s: a bread word after the index's bread restates it", (prompt) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(/^challah/i);
    expect(result.lines).toMatch(/\begg/i);
  });

  it('a five-ingredient tomato soup is not a squash soup', () => {
    expect(answer('a tomato soup with only 5 ingredients').lines).not.toMatch(/squash/i);
  });

  it('a spice blend used in a dish does not become the dish', () => {
    expect(answer('a recipe for berbere spiced lentils').recipe.title).not.toMatch(/spice blend/i);
  });

  it("a lentil curry of Sri Lanka is not the Indian dal tadka with 'curry' added", () => {
    expect(answer('a sri lankan dhal curry with coconut milk').recipe.title).toMatch(/parippu|sri lankan/i);
  });

  it('the dates of a date pudding are its body, weighed out, not one or two', () => {
    const dates = findLine(answer('sticky date pudding with ginger').recipe.ingredients, /date/i);
    expect(count(dates)).toBeGreaterThanOrEqual(6);
  });
});

describe('a variant word of the name picks the variant', () => {
  it.each([
    ['chicken enchiladas verdes for four', /tomatillo/i],
    ['weeknight chicken enchiladas verdes', /tomatillo/i],
  ])('%s', (prompt, food) => {
    const result = answer(prompt);
    expect(result.lines).toMatch(food);
    expect(result.recipe.title).toMatch(/verdes/i);
  });
});

describe('quantities a cook would weigh out', () => {
  it('Scotch eggs: at least an egg a serving, and crumbs to coat, not a dish of them', () => {
    const { recipe } = answer('homemade scotch eggs');
    const servings = Number(recipe.servings);
    expect(count(findLine(recipe.ingredients, /^eggs?$/))).toBeGreaterThanOrEqual(servings);
    expect(grams(findLine(recipe.ingredients, /breadcrumbs|panko/i)) / servings).toBeLessThanOrEqual(40);
  });

  it('cinnamon rolls: the butter they are named for is weighed, not a spoonful', () => {
    expect(grams(findLine(answer('a tray of cinnamon rolls').recipe.ingredients, /^butter$/))).toBeGreaterThanOrEqual(60);
  });

  it('challah: eggs to enrich the dough and seeds to scatter, not a share of the loaf', () => {
    const lines = answer('a braided challah').recipe.ingredients;
    expect(count(findLine(lines, /^eggs?$/))).toBeLessThanOrEqual(4);
    const poppy = findLine(lines, /poppy/i);
    if (poppy) expect(grams(poppy)).toBeLessThanOrEqual(15);
  });

  it('smoked mackerel pâté: the smoked fish by name, and horseradish by the spoonful', () => {
    const lines = answer('a smoked mackerel pâté for a picnic').recipe.ingredients;
    expect(findLine(lines, /smoked mackerel/i)).toBeDefined();
    expect(grams(findLine(lines, /horseradish/i))).toBeLessThanOrEqual(30);
  });

  it('a mushroom pâté cooks its mushrooms before it blends them', () => {
    const steps = answer('mushroom pâté for crackers').recipe.instructions;
    const cooked = steps.findIndex((step) => /^cook\b.*mushroom/i.test(step));
    const blended = steps.findIndex((step) => /blend/i.test(step));
    expect(cooked).toBeGreaterThanOrEqual(0);
    expect(cooked).toBeLessThan(blended);
  });

  it('a Korean spinach side is dressed with sesame oil, soy and garlic, not olive oil and black pepper', () => {
    const lines = answer('sigeumchi namul as a banchan').lines;
    expect(lines).toMatch(/sesame oil/i);
    expect(lines).toMatch(/soy sauce/i);
    expect(lines).toMatch(/garlic/i);
    expect(lines).not.toMatch(/olive oil|black pepper/i);
  });

  it('fresh spring rolls list the rice paper they are rolled in', () => {
    expect(answer('fresh spring rolls with prawns').lines).toMatch(/rice paper/i);
  });

  it('a count of pieces sets the batch: 32 falafel is twice 16, served four to a person', () => {
    const sixteen = answer('16 falafel balls');
    const thirtyTwo = answer('32 falafel balls');
    expect(sixteen.recipe.notes).toMatch(/makes 16/i);
    expect(thirtyTwo.recipe.notes).toMatch(/makes 32/i);
    expect(Number(thirtyTwo.recipe.servings)).toBe(2 * Number(sixteen.recipe.servings));
    const chickpeas = (result: typeof sixteen) => grams(findLine(result.recipe.ingredients, /chickpea/i));
    expect(chickpeas(thirtyTwo)).toBeGreaterThanOrEqual(1.8 * chickpeas(sixteen));
  });
});

describe('every dish of the index, composed: amounts within what a serving takes', () => {
  const composed = DISH_INDEX.flatMap((dish) => {
    const blueprint = composeIndexedBlueprint(dish, () => true);
    if (!blueprint) return [];
    const specs = blueprint.source.i.map((spec) => {
      const [key = '', amount = '0', unit = ''] = spec.split(' ');
      return { food: getFood(key), amount: Number(amount), unit };
    });
    return [{ dish, servings: blueprint.source.s, specs }];
  });

  it('composes most of the index', () => {
    expect(composed.length).toBeGreaterThan(2000);
  });

  it('an egg beside the dish’s body is at most one and a half a serving (egg dishes and custards aside)', () => {
    const over = composed.flatMap(({ dish, servings, specs }) =>
      ['omelette', 'custard'].includes(dish.family) || /egg/i.test(dish.defining[0] ?? '')
        ? []
        : specs.filter((spec) => spec.food.key === 'egg' && spec.amount / servings > 1.5).map((spec) => `${dish.name}: ${spec.amount} eggs for ${servings}`),
    );
    expect(over).toEqual([]);
  });

  it('crumbs, sharp condiments and dried pulses are weighed by the serving, not as a share of the dish', () => {
    const over = composed.flatMap(({ dish, servings, specs }) =>
      specs
        .filter(
          ({ food, amount }) =>
            food.unit === 'g' &&
            ((/breadcrumbs|panko/i.test(food.name) && amount / servings > 40) ||
              (/horseradish|wasabi|harissa/i.test(food.name) && amount > 30) ||
              (/\b(lentils?|split peas?|dal)\b/i.test(food.name) && !/cooked|canned/i.test(food.name) && amount / servings > 80)),
        )
        .map(({ food, amount }) => `${dish.name}: ${amount} g ${food.name} for ${servings}`),
    );
    expect(over).toEqual([]);
  });

  it('a yeasted dough named for its butter weighs at least 10 g of it a serving', () => {
    const under = composed.flatMap(({ dish, servings, specs }) => {
      if (dish.family !== 'yeast-bread' || !dish.defining.includes('butter')) return [];
      const butter = specs.find((spec) => spec.food.key === 'butter');
      const total = butter?.unit === 'g' ? butter.amount : (butter?.amount ?? 0) * 14;
      return total / servings < 10 ? [`${dish.name}: ${total} g butter for ${servings}`] : [];
    });
    expect(under).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import type { TDietary } from '../../domain/profile.ts';
import { composeRecipe } from './compose-recipe.ts';
import type { TIndexedDish } from './data/dish-index/dish-index-schema.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { buildDishLookup, findIndexedDish } from './read-request/find-indexed-dish.ts';
import { FRIDGE_CART, NO_DIET } from './test-helpers.ts';

// General rules of the final gate: unknown words are not describing words, a swapped defining food is
// said, open requests are answered from the cart, doubled letters never merge two dishes, and a named
// vegetable mash is a mash of that vegetable.

function compose(prompt: string, dietary: TDietary = NO_DIET, cartItems: readonly string[] = []) {
  return composeRecipe({ prompt, cartItems: [...cartItems], dietary, restrictions: restrictionsFromDietary(dietary), seed: 1 });
}

/** The answer, or the DISH_UNKNOWN error it threw. */
function answer(prompt: string, dietary: TDietary = NO_DIET, cartItems: readonly string[] = []) {
  try {
    return compose(prompt, dietary, cartItems);
  } catch (error) {
    if (error instanceof DishUnknownError) return error;
    throw error;
  }
}

describe('an invented word before a family word', () => {
  it.each(['a plonkish stew', 'zimberry pie', 'a frabbled curry', 'snorky soup'])('%s is never a catalogue dish answered as named', (prompt) => {
    const result = answer(prompt);
    if (result instanceof DishUnknownError) return;
    expect(result.match).toBe('family');
    const word = prompt.replace(/^an? /, '').split(' ')[0] ?? '';
    expect(result.matchNote).toContain(word);
  });

  it.each(['a hearty stew', 'a smoky chili', 'a cheesy pasta', 'fluffy pancakes', 'an easy curry', 'a cozy soup'])(
    'keeps real describing words: %s',
    (prompt) => {
      expect(answer(prompt)).not.toBeInstanceOf(DishUnknownError);
    },
  );
});

describe("a swap of the dish's own defining food", () => {
  it('says so when the named food is swapped like for like', () => {
    const result = compose('paneer tikka for two', { ...NO_DIET, vegan: true });
    expect(result.match).toBe('family');
    expect(result.matchNote).toMatch(/paneer is dairy.*tofu/i);
  });

  it('is not the dish when something unrelated stands in for it', () => {
    const result = answer('a seitan stir fry', { ...NO_DIET, glutenFree: true });
    if (result instanceof DishUnknownError) return;
    expect(result.matchNote).toMatch(/seitan/i);
    expect(result.recipe.ingredients.map((line) => line.name).join(' ')).not.toMatch(/beef|steak|chicken|pork/i);
  });
});

describe('open requests', () => {
  it('answers "clear out my fridge, use it up" from the cart', () => {
    const result = compose('use it up', NO_DIET, FRIDGE_CART);
    expect(result.match).toBe('cart');
    expect(result.adapted.pantryUsed.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a side dish request', () => {
    expect(answer('any side dish')).not.toBeInstanceOf(DishUnknownError);
    expect(answer('a side dish for tonight', NO_DIET, FRIDGE_CART)).not.toBeInstanceOf(DishUnknownError);
  });
});

describe('doubled letters', () => {
  const base: TIndexedDish = {
    name: 'Torrone',
    aliases: ['torrone'],
    cuisine: 'Italian',
    family: 'sweet',
    describe: 'a nougat',
    defining: ['honey'],
    supporting: [],
    meals: ['dessert'],
    vegetarian: true,
  };
  const lookup = buildDishLookup([base, { ...base, name: 'Torone', aliases: [], family: 'fried', describe: 'a fried roll' }]);

  it('never merge two index dishes: the name as written wins', () => {
    expect(findIndexedDish('torrone', lookup)?.dish.name).toBe('Torrone');
    expect(findIndexedDish('torone', lookup)?.dish.name).toBe('Torone');
  });

  it('still match one dish by its collapsed name', () => {
    const single = buildDishLookup([base]);
    expect(findIndexedDish('torone', single)?.dish.name).toBe('Torrone');
  });
});

describe('a named vegetable mash', () => {
  it.each(['parsnip', 'carrot'])('a %s mash is a mash of that vegetable, titled so', (vegetable) => {
    const result = compose(`${vegetable} mash`);
    expect(result.recipe.title.toLowerCase()).toContain(vegetable);
    expect(result.recipe.title).not.toMatch(/potato/i);
    const names = result.recipe.ingredients.map((line) => line.name.toLowerCase());
    expect(names.some((name) => name.includes(vegetable))).toBe(true);
    expect(names.some((name) => name.includes('potato'))).toBe(false);
  });
});

describe('a name word the composer does not know beside an index name', () => {
  it.each(['quorblax tacos', 'a plate of zintle tacos'])('%s is not the index tacos: an honest DISH_UNKNOWN naming it', (prompt) => {
    const result = answer(prompt);
    expect(result).toBeInstanceOf(DishUnknownError);
    if (result instanceof DishUnknownError) expect(result.message).toContain(prompt.replace(/^a plate of /, ''));
  });

  it('keeps a real describing word beside it (Senegalese, skewers)', () => {
    expect(answer('Senegalese thieboudienne')).not.toBeInstanceOf(DishUnknownError);
  });
});

describe('a request made only of foods and describing words', () => {
  it.each([
    ['steamed kale', /kale/i],
    ['buttered leeks', /leek/i],
    ['beans on toast', /beans.*toast/i],
  ])('%s is titled with its foods, never a cookbook dish that only holds them', (prompt, title) => {
    const result = compose(prompt);
    expect(result.recipe.title).toMatch(title);
  });
});

describe('an open request with a cart the cookbook uses little of', () => {
  it.each([
    ['a treat', ['dark chocolate', 'raspberry', 'cream', 'sugar']],
    ['a spicy dinner', ['chorizo', 'butter bean', 'tomato', 'paprika']],
    ['a salad for lunch', ['beet', 'feta', 'walnut', 'rocket']],
  ])('%s is built from two or more cart items, named in the note', (prompt, cart) => {
    const result = compose(prompt, NO_DIET, cart);
    const names = result.recipe.ingredients.map((line) => line.name.toLowerCase());
    const used = cart.filter((item) => names.some((name) => name.includes(item.split(' ').at(-1) ?? '')));
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(result.match).toBe('cart');
    expect(result.matchNote).toMatch(/built from your cart/);
  });
});

describe('a dish whose name holds a food word', () => {
  it('a vegan ice cream keeps its name (not "Ice Coconut Cream")', () => {
    const result = compose('vegan ice cream', { ...NO_DIET, vegan: true });
    expect(result.recipe.title).toMatch(/ice cream/i);
    expect(result.recipe.title).not.toMatch(/ice coconut/i);
  });

  it('a short spelling of an index dish beside a family word is that dish (mafe stew → Maafe)', () => {
    expect(compose('mafe stew').recipe.title).toMatch(/maafe/i);
  });
});

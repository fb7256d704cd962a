import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { rankCuisineDishes } from './choose-dish/choose-by-cuisine.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import type { TIndexedDish } from './data/dish-index/dish-index-schema.ts';
import { getFood } from './foods.ts';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsed, NO_DIET } from './test-helpers.ts';

// Twentieth round (issue #26): the classes behind the thirteenth set's unrelated answers and short carts, asked in words
// of our own.

describe('a dish named in plain words keeps its name when style words surround it', () => {
  it.each([
    ['spicy curry goat jamaican style', /^Curry Goat/, /\bgoat\b/],
    ['beans on toast british style', /^Beans on Toast/, /baked beans/],
  ])('%s is the index dish, not a bare family dish', (prompt, title, food) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(food);
    expect(result.match).toBe('named');
  });
});

describe('a dish named straight before a wrapped one is its filling', () => {
  it.each([
    ['keema samosas', /keema samosa/i, /ground lamb/],
    ['chicken tikka samosas for a party', /chicken tikka samosa/i, /chicken/],
  ])('%s is the wrapper filled with the other dish, not the other dish alone', (prompt, title, filling) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(/flour/);
    expect(result.lines).toMatch(filling);
    expect(result.recipe.instructions.join(' ')).toMatch(/fill/i);
  });

  it('lists a usual food the filling already brought once', () => {
    const lines = composeForPrompt('keema samosas').lines.split(', ');
    expect(lines.filter((line) => line === 'garam masala')).toHaveLength(1);
  });

  it('a describing dish name before a pie does not fill it', () => {
    const result = composeForPrompt('an old-fashioned apple pie');
    expect(result.recipe.title).toMatch(/apple pie/i);
    expect(result.lines).not.toMatch(/bourbon|bitters/);
  });
});

describe('a cuisine and one food ask for that cuisine’s dish of the food', () => {
  it.each([
    ['korean spinach', /^Sigeumchi Namul$/, /spinach/],
    ['indian style okra', /^Bhindi Masala$/, /okra/],
    ['chinese style green beans', /^Dry-Fried Green Beans$/, /green beans/],
  ])('%s is the index dish made of it, said to be chosen', (prompt, title, food) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(food);
    expect(result.match).toBe('open');
    expect(result.matchNote).toContain(result.recipe.title);
  });

  it('is no roast of potatoes titled in the cook’s words', () => {
    const result = composeForPrompt('spicy korean cucumbers');
    expect(result.lines).not.toMatch(/baby potatoes/);
    expect(result.lines).toMatch(/cucumber/);
  });

  it('other foods beside it name another dish: not read as the cuisine’s dish of the first', () => {
    const result = composeForPromptOrUnknown('georgian beans with walnuts and coriander');
    expect(result?.recipe.title ?? '').not.toMatch(/lobiani/i);
  });
});

describe('a small plate of a cuisine, with a cart', () => {
  it.each([
    ['some spanish tapas', ['potato', 'egg', 'onion'], 'Spanish'],
    ['an italian appetizer', ['bread', 'tomato', 'garlic', 'basil'], 'Italian'],
    ['a lebanese mezze dish', ['aubergine', 'tahini', 'lemon', 'garlic'], 'Levantine'],
  ])('%s is one of the cuisine’s dishes and uses two or more cart items', (prompt, cart, cuisine) => {
    const result = composeForPrompt(prompt, cart);
    const dish = DISH_INDEX.find((each) => result.recipe.title.toLowerCase().includes(each.name.toLowerCase()) && each.cuisine === cuisine);
    expect(dish?.cuisine).toBe(cuisine);
    expect(countCartUsed(result.lines, cart)).toBeGreaterThanOrEqual(2);
    expect(result.match).toBe('open');
  });

  it('a tapa asked of Spain is not the Filipino Tapsilog that "tapa" also names', () => {
    expect(composeForPrompt('a Spanish tapa').recipe.title).not.toMatch(/tapsilog/i);
  });
});

describe('the cuisine chooser ranks by reasons before the index order', () => {
  const dish = (name: string, defining: string, meals: TIndexedDish['meals']): TIndexedDish => ({
    name,
    cuisine: 'Test',
    family: 'side',
    describe: 'a test dish',
    defining: defining.split(', '),
    supporting: [],
    meals,
    vegetarian: true,
    aliases: [],
  });
  const allowAll = () => true;

  it('puts a dish using two cart items before an earlier one using one', () => {
    const first = dish('One Item', 'tomato, rice', ['lunch']);
    const second = dish('Two Items', 'tomato, garlic', ['lunch']);
    const ranked = rankCuisineDishes([first, second], allowAll, [getFood('tomato'), getFood('garlic')]);
    expect(ranked.map((each) => each.name)).toEqual(['Two Items', 'One Item']);
  });

  it('breaks a tie by the meal asked, then by the items due soonest', () => {
    const lunch = dish('Lunch Dish', 'tomato', ['lunch']);
    const snack = dish('Snack Dish', 'garlic', ['snack']);
    expect(rankCuisineDishes([lunch, snack], allowAll, [], { meal: 'snack' })[0]?.name).toBe('Snack Dish');
    const soon = rankCuisineDishes([lunch, snack], allowAll, [getFood('tomato'), getFood('garlic')], { useSoonKeys: new Set(['garlic']) });
    expect(soon[0]?.name).toBe('Snack Dish');
  });

  it('files a side dish chosen for a cuisine under dinner, not the lunch its index meals name first', () => {
    expect(composeForPrompt('a korean side dish').recipe.category).toBe('Dinner');
  });
});

describe('asking what to make reads the cart', () => {
  it('uses the most of it, not a bolognese of the pasta and a splash of milk', () => {
    const cart = ['pasta', 'cheddar', 'milk', 'broccoli'];
    const result = composeForPrompt('what could we cook for the children', cart);
    expect(countCartUsed(result.lines, cart)).toBeGreaterThanOrEqual(3);
    expect(result.match).toBe('cart');
  });
});

describe('a bought spread on toast', () => {
  it.each([
    ['raspberry jam on toast', /raspberry jam/],
    ['hummus on toast for one', /hummus/],
    ['vegemite on toast', /yeast extract/],
  ])('%s is toast spread with it', (prompt, spread) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result?.recipe.title).toMatch(/toast/i);
    expect(result?.lines).toMatch(/toast/);
    expect(result?.lines).toMatch(spread);
  });

  it('yeast extract is a food of the table, with the gluten of its barley', () => {
    const result = composeRecipe({
      prompt: 'marmite on toast',
      cartItems: [],
      dietary: { ...NO_DIET, glutenFree: true },
      restrictions: restrictionsFromDietary({ ...NO_DIET, glutenFree: true }),
      seed: 1,
    });
    expect(result.recipe.ingredients.map((line) => line.name).join(', ')).not.toMatch(/yeast extract/);
  });
});

describe('a fish named before a pâté of meat', () => {
  it('is the index’s fish pâté made with that fish, cooked before it is blended', () => {
    const result = composeForPrompt('a haddock pâté');
    expect(result.recipe.title).toMatch(/^Haddock P[aâ]t[eé]$/);
    expect(result.lines).toMatch(/haddock/);
    expect(result.lines).not.toMatch(/chicken liver|bacon|brandy/);
    expect(result.recipe.instructions[0]).toMatch(/^Poach the haddock/);
    expect(result.recipe.notes).toMatch(/with haddock in place of/);
  });

  it('a ready-to-eat fish goes in as it is', () => {
    const result = composeForPrompt('smoked mackerel pâté');
    expect(result.recipe.instructions.join(' ')).not.toMatch(/poach/i);
  });
});

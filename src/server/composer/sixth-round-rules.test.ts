import { describe, expect, it } from 'vitest';
import { recogniseIndexedDish } from './dish-index.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { composeForPrompt } from './test-helpers.ts';

// Sixth round of general rules (issue #26), from the spent fifth held-out set's unrelated answers: the head of
// the request names the dish, a more specific food is kept, a regional style is the dish's, a family request is
// answered by a dish called by its family's name. Prompts of our own, not the held-out sets'.

const answer = composeForPrompt;

describe('the head of the request names the dish; an index dish after "with" is a side', () => {
  it.each([
    ['fried chicken with coleslaw', 'Coleslaw'],
    ['chicken curry with naan', 'Naan'],
    ['pork chops and mash with apple gravy', 'Gravy'],
  ])('%s is not %s', (prompt, side) => {
    expect(recogniseIndexedDish(prompt)?.dish.name).not.toBe(side);
    expect(answer(prompt).recipe.title).not.toMatch(new RegExp(`^${side}`));
  });

  it('keeps the head dish when both are index dishes', () => {
    expect(recogniseIndexedDish('fried chicken with coleslaw')?.dish.name).toMatch(/fried chicken/i);
    expect(answer('fried chicken with coleslaw').recipe.title).toMatch(/fried chicken/i);
  });

  it("reads the family from the head too: 'grilled salmon with guacamole' is a grilled dish with salmon, not a dip", () => {
    const result = answer('grilled salmon with guacamole');
    expect(result.recipe.title).toMatch(/salmon/i);
    expect(result.recipe.title).not.toMatch(/guacamole/i);
    expect(result.lines).toMatch(/salmon/i);
  });

  it('an open head ("something with …") still takes the dish named after it', () => {
    expect(recogniseIndexedDish('something with falafel')?.dish.name).toMatch(/falafel/i);
  });

  it("an index name followed by 'de', 'al', 'con'… and more words is only the start of a longer name", () => {
    expect(recogniseIndexedDish('sopa de ajo')?.dish.name).not.toBe('Sopas');
    expect(recogniseIndexedDish('sopas')?.dish.name).toBe('Sopas');
  });
});

describe('a more specific food of the cook is kept, not dropped for the index dish’s own', () => {
  it.each([
    ['sweet potato mash', /sweet potato mash/i],
    ['baked sweet potato wedges', /sweet potato wedges/i],
  ])('%s is made of sweet potato', (prompt, title) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(/sweet potato/i);
    expect(result.lines).not.toMatch(/(^|, )potatoes/);
  });

  it('the plain dish keeps its own food', () => {
    expect(answer('potato wedges').lines).toMatch(/(^|, )potatoes/);
  });
});

describe('a regional style is the dish’s', () => {
  it.each([
    ['cajun prawn pasta', /cajun/i, /shrimp|prawn/i, /paprika|chili/i],
    ['buffalo chicken salad', /buffalo/i, /chicken/i, /hot sauce/i],
    ['tex-mex rice', /tex-mex/i, /rice/i, /cumin|chili/i],
    ['creole chicken', /creole/i, /chicken/i, /paprika|chili/i],
  ])('%s is titled in its style and seasoned with it, saying the cookbook does not know it as such', (prompt, title, main, spice) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(main);
    expect(result.lines).toMatch(spice);
    expect(result.match).toBe('family');
    expect(result.matchNote).toMatch(/doesn't know/);
  });

  it('an index dish already in the style is the dish itself', () => {
    const result = answer('jerk chicken');
    expect(result.recipe.title).toBe('Jerk Chicken');
    expect(result.match).toBe('named');
  });
});

describe('a full Irish breakfast', () => {
  it('is the index dish, with its eggs, bacon and puddings', () => {
    const result = answer('a full irish breakfast');
    expect(result.recipe.title).toMatch(/full irish breakfast/i);
    expect(result.lines).toMatch(/egg/i);
    expect(result.lines).toMatch(/bacon/i);
    expect(result.lines).toMatch(/blood sausage/i);
  });
});

describe('a family request with a number of people', () => {
  it.each(['a light salad for eight', 'a fresh salad for ten', 'a soup for five'])('%s is a dish called by its family’s name, for that many', (prompt) => {
    const result = answer(prompt);
    const family = /salad/.test(prompt) ? /salad/i : /soup/i;
    expect(result.recipe.title).toMatch(family);
    expect(String(result.recipe.servings)).toBe(String({ eight: 8, ten: 10, five: 5 }[prompt.split(' ').at(-1) ?? ''] ?? ''));
  });

  it('with a cart, built from two or more of its items', () => {
    const result = answer('a light salad for eight', ['cucumber', 'tomato', 'feta', 'red onion']);
    expect(result.recipe.title).toMatch(/salad/i);
    expect(result.match).toBe('cart');
  });
});

describe('the cart, when the request names a family or a kind of food', () => {
  it("reads 'stir-fry' with its hyphen as the family, not French Fries, and builds it from the cart", () => {
    const result = answer('a stir-fry tonight', ['chicken thigh', 'mangetout', 'rice noodles', 'ginger']);
    expect(result.recipe.title).toMatch(/stir-fry/i);
    expect(result.recipe.title).not.toMatch(/fries/i);
    expect(result.match).toBe('cart');
    expect(result.adapted.pantryUsed.length).toBeGreaterThanOrEqual(2);
  });

  it("takes a cart item of the kind the cook named ('a fish dinner' with salmon), not the cookbook's cod", () => {
    const result = answer('a fish dinner', ['salmon', 'new potatoes', 'asparagus']);
    expect(result.match).toBe('cart');
    expect(result.lines).toMatch(/salmon/i);
    expect(result.lines).not.toMatch(/cod/i);
  });

  it("a food named outright is not stood in for by another of its kind ('a cod dinner' with salmon)", () => {
    expect(answer('a cod dinner', ['salmon', 'new potatoes', 'asparagus']).lines).toMatch(/cod/i);
  });
});

it('an unknown dish is still DISH_UNKNOWN', () => {
  expect(() => answer('grimbleshank pie with gravy')).toThrow(DishUnknownError);
});

import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeRecipe } from './compose-recipe.ts';
import { parseIntent } from './read-request/parse-intent.ts';
import { composeForPrompt, composeForPromptOrUnknown, NO_DIET } from './test-helpers.ts';

// Eleventh round of general rules (issue #26), from the spent eighth set's worst answers: a dish's name before another
// dish describes it, baked eggs are their own dish, a herb sauce keeps its herb, a time limit in words is a limit, and a
// classic dish is not a fruit or vegetable variant of it. Prompts of our own, not the held-out sets'.

const answer = composeForPrompt;

describe("a dish's name before another dish describes it: the head noun decides", () => {
  it.each([
    ['an old fashioned lemonade for a hot day', /lemonade/i, /bourbon|whiskey|bitters/],
    ['old-fashioned apple pie for sunday', /apple pie/i, /bourbon|whiskey|bitters/],
  ])('%s is the %s, not the cocktail', (prompt, title, cocktail) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).not.toMatch(cocktail);
  });

  it('the cocktail named alone is still the cocktail', () => {
    expect(answer('an old fashioned').lines).toMatch(/bourbon/);
  });

  it('plain lemonade is lemon, sugar and water, not a strawberry variant', () => {
    const result = answer('classic lemonade for the garden');
    expect(result.lines).toMatch(/lemon/);
    expect(result.lines).not.toMatch(/strawberr/);
  });
});

describe('baked eggs are eggs baked in a dish in the oven, not an omelette', () => {
  it.each([
    ['baked eggs with mushrooms and cheddar', /mushroom/, /cheddar/],
    ['eggs en cocotte with ham and chives', /ham/, /chives/],
  ])('%s', (prompt, first, second) => {
    const result = answer(prompt);
    expect(result.recipe.title).not.toMatch(/omelette/i);
    expect(result.lines).toMatch(/egg/);
    expect(result.lines).toMatch(first);
    expect(result.lines).toMatch(second);
    const steps = result.adapted.steps.join(' ');
    expect(steps).toMatch(/oven/);
    expect(steps).toMatch(/\bbake\b/i);
    expect(steps).not.toMatch(/\bfold\b/);
  });
});

describe('a named herb sauce is that sauce, with its defining herb', () => {
  it.each(['a zhug chilli sauce for falafel', 'skhug green sauce', 'spicy zhoug hot sauce'])('%s is Zhoug, with coriander', (prompt) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(/zhoug/i);
    expect(result.lines).toMatch(/cilantro/);
    expect(result.lines).not.toMatch(/collard/);
  });

  it('green sauce has no greens: the colour describes it', () => {
    expect(answer('an italian green sauce').lines).not.toMatch(/collard/);
  });
});

describe('a time limit written in words is a limit, met or honestly refused', () => {
  it.each([
    ['a one-hour pork casserole', 60],
    ['a two-hour beef roast', 120],
    ['a half-hour chicken curry', 30],
    ['a 1-hour lamb stew', 60],
    ['a lamb stew in an hour and a half', 90],
  ])('%s reads a limit of %i minutes', (prompt, minutes) => {
    expect(parseIntent(prompt).maxMinutes).toBe(minutes);
  });

  it.each([
    ['a one-hour lamb stew', 60],
    ['a half-hour chicken curry', 30],
    ['a one hour chicken soup', 60],
  ])('%s is within %i minutes or an honest no', (prompt, minutes) => {
    const result = composeForPromptOrUnknown(prompt);
    if (result) expect(result.adapted.blueprint.prepMinutes + result.adapted.blueprint.cookMinutes).toBeLessThanOrEqual(minutes);
  });

  it('a limit in words is no word of the dish name', () => {
    const result = composeForPromptOrUnknown('a one-hour chicken soup');
    expect(result?.recipe.title ?? '').not.toMatch(/one-hour/i);
    expect(result?.adapted.blueprint.prepMinutes ?? 0).toBeGreaterThan(0);
  });

  it('a happy hour is no time limit', () => {
    expect(parseIntent('a happy hour punch').maxMinutes).toBeNull();
  });
});

describe('a classic dish is not a fruit or vegetable variant of it', () => {
  it.each(['classic chocolate mousse', 'a rich chocolate mousse with dark chocolate', 'old-fashioned chocolate mousse'])(
    '%s is chocolate, eggs and cream, no avocado',
    (prompt) => {
      const result = answer(prompt);
      expect(result.lines).toMatch(/chocolate/);
      expect(result.lines).toMatch(/egg/);
      expect(result.lines).toMatch(/cream/);
      expect(result.lines).not.toMatch(/avocado/);
    },
  );

  it('the avocado one, named, is still the avocado one', () => {
    expect(answer('chocolate avocado mousse').lines).toMatch(/avocado/);
  });

  it('a vegan cook still gets a chocolate mousse with chocolate in it', () => {
    const dietary = { ...NO_DIET, vegan: true };
    const result = composeRecipe({ prompt: 'classic chocolate mousse', cartItems: [], dietary, restrictions: restrictionsFromDietary(dietary), seed: 1 });
    const lines = result.recipe.ingredients.map((line) => line.name).join(', ');
    expect(result.recipe.title).toMatch(/mousse/i);
    expect(lines).toMatch(/chocolate|cocoa/);
    expect(lines).not.toMatch(/\beggs?\b|heavy cream/);
  });
});

describe('foods named with a dish are in it', () => {
  it.each([
    ['beef meatballs with sultanas', /sultana|raisin/],
    ['pork meatballs with spinach', /spinach/],
    ['mapo tofu with mushrooms', /mushroom/],
  ])('%s holds them', (prompt, food) => {
    expect(answer(prompt).lines).toMatch(food);
  });

  it.each([
    ['a pear and gorgonzola salad', /blue cheese|gorgonzola/, /goat/],
    ['roast duck with prunes', /prune/, /apricot/],
    ['a kale salad with roquefort', /blue cheese|roquefort/, /goat/],
    ['a risotto with fresh apricots', /apricot/, /peach/],
  ])('%s is read as the food named, not a neighbour', (prompt, food, neighbour) => {
    const result = composeForPromptOrUnknown(prompt);
    if (result === null) return expect(result).not.toBeNull();
    expect(result.lines).toMatch(food);
    expect(result.lines).not.toMatch(neighbour);
  });

  it('cavolo nero is kale, and goes in', () => {
    expect(answer('a soup using cavolo nero and white beans').lines).toMatch(/kale|cavolo/);
  });
});

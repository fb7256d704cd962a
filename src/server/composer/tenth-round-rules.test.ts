import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown } from './test-helpers.ts';

// Tenth round of general rules (issue #26), from the ninth round's closing note: a time limit is no word of the dish's
// name, a sweet filling makes a sweet sandwich, a named meat replaces the dish's own, and a baked pasta dish is layered
// and baked. Prompts of our own, not the held-out sets'.

const answer = composeForPrompt;

describe('a time limit is no word of the dish: the named family with the named meat, made quicker honestly', () => {
  it.each([
    ['a 20-minute lamb stir-fry', 20, /lamb/i, /lamb/],
    ['a 25-minute pork stir-fry', 25, /pork/i, /pork/],
    ['a 20 minute pork stir fry', 20, /pork/i, /pork/],
    ['a 25-minute tofu stir-fry', 25, /tofu/i, /tofu/],
  ])('%s is a stir-fry of it within %i minutes', (prompt, minutes, title, line) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).toMatch(/stir[\s-]?fry/i);
    expect(result.lines).toMatch(line);
    expect(result.adapted.blueprint.prepMinutes + result.adapted.blueprint.cookMinutes).toBeLessThanOrEqual(minutes);
  });
});

describe("a named meat replaces the dish's own main meat", () => {
  it.each([
    ['lamb fajitas', /lamb/],
    ['pork fajitas', /pork/],
    ['prawn fajitas', /shrimp|prawn/],
  ])('%s is the fajitas with peppers and onion, and no chicken', (prompt, meat) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(/fajitas/i);
    expect(result.lines).toMatch(meat);
    expect(result.lines).toMatch(/bell pepper/);
    expect(result.lines).toMatch(/onion/);
    expect(result.lines).not.toMatch(/chicken/);
    expect(result.lines).not.toMatch(/lettuce/);
  });

  it('a named beef is cut like the meat it replaces: strips of steak, not mince', () => {
    expect(answer('steak and pepper fajitas').lines).toMatch(/sirloin steak/);
    expect(answer('beef fajitas for four').lines).not.toMatch(/ground beef/);
  });

  it.each(['lamb enchiladas verdes', 'beef enchiladas verdes'])('%s has no chicken beside the named meat', (prompt) => {
    const result = answer(prompt);
    expect(result.lines).toMatch(/tomatillo/);
    expect(result.lines).not.toMatch(/chicken/);
  });
});

describe('a baked pasta dish is layered and baked, not boiled and tossed', () => {
  it.each(['a vegetable lasagne', 'baked ziti', 'a tuna pasta bake', 'spinach and ricotta cannelloni'])('%s has an oven, a layering and a bake', (prompt) => {
    const result = answer(prompt);
    const steps = result.adapted.steps.join(' ');
    expect(steps).toMatch(/oven/);
    expect(steps).toMatch(/\blayer/i);
    expect(steps).toMatch(/\bbake\b/i);
    expect(steps).not.toMatch(/toss with the pasta/i);
    expect(result.adapted.blueprint.cookMinutes).toBeGreaterThanOrEqual(30);
  });

  it('baked ziti is made with ziti, not spaghetti as well', () => {
    expect(answer('baked ziti').lines).not.toMatch(/spaghetti/);
  });

  it.each(['a vegetable lasagne in 15 minutes', 'baked ziti in 20 minutes'])('%s cannot honestly fit: DISH_UNKNOWN', (prompt) => {
    expect(composeForPromptOrUnknown(prompt)).toBeNull();
  });

  it('a named meat in a lasagne takes the place of its beef', () => {
    const lines = answer('lamb lasagne').lines;
    expect(lines).toMatch(/lamb/);
    expect(lines).not.toMatch(/beef/);
  });
});

describe('a sweet filling makes a sweet sandwich', () => {
  it.each(['a honey sandwich', 'a peanut butter sandwich', 'an almond butter sandwich', 'a nutella sandwich', 'a raspberry jam sandwich'])(
    '%s is bread, butter and the spread: no mayonnaise, lettuce or tomato',
    (prompt) => {
      const result = answer(prompt);
      expect(result.recipe.title).toMatch(/sandwich/i);
      expect(result.lines).toMatch(/bread/);
      expect(result.lines).not.toMatch(/mayonnaise|lettuce|tomato|black pepper/);
      expect(result.adapted.steps.join(' ')).not.toMatch(/hot pan/);
    },
  );

  it('a savoury filling keeps the savoury sandwich', () => {
    expect(answer('a turkey sandwich').lines).toMatch(/lettuce/);
  });
});

describe('a two-word name in the other order', () => {
  it.each([
    ['potatoes dauphinoise', /dauphinois/i],
    ['potatoes hasselback', /hasselback/i],
  ])('%s is the dish', (prompt, title) => {
    expect(answer(prompt).recipe.title).toMatch(title);
  });
});

import { describe, expect, it } from 'vitest';
import { findRestrictionViolations } from '../../domain/dietary/find-dietary-violations.ts';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeRecipe } from './compose-recipe.ts';
import { NO_DIET, composeForPrompt, composeForPromptOrUnknown } from './test-helpers.ts';

// Eighth round of general rules (issue #26), from the spent seventh held-out set's misses: a word of the dish's name the
// composer does not know is never dropped silently, a composed title keeps the head's food, a family answer adds no title
// food the cook did not name, '<meat> fry' is a dry fry of that meat, and every food named in the dish's name is in its
// ingredients in the cook's words. Prompts of our own, not the held-out sets'.

const answer = composeForPrompt;
const answerOrUnknown = composeForPromptOrUnknown;

describe('a word of the dish’s name the composer does not know is never dropped silently', () => {
  it.each([
    ['a bowl of glimmerwort porridge', 'glimmerwort'],
    ['zindleberry flatbread', 'zindleberry'],
    ['a mug of frondle cocoa', 'frondle'],
    ['plimsy sweet bread', 'plimsy'],
  ])('%s is a family answer that names %s, or an honest no', (prompt, word) => {
    const result = answerOrUnknown(prompt);
    if (result === null) return;
    expect(result.match).toBe('family');
    expect(result.matchNote).toContain(`doesn't know`);
    expect(result.matchNote).toContain(word);
  });

  it('the note names the dish without the serving words before it', () => {
    expect(answer('a bowl of glimmerwort porridge').matchNote).toMatch(/doesn't know glimmerwort porridge yet — this is a porridge in its style/);
  });

  it('filler words are not unknown words: the named dish stays named', () => {
    for (const prompt of ['homemade porridge', 'a quick flatbread', 'a bowl of porridge']) expect(answer(prompt).match).toBe('named');
  });

  it('an index dish found by a name of its own keeps a place word beside it named', () => {
    expect(answer('Trinidad pelau').match).toBe('named');
  });
});

describe('a family answer adds no title food the cook did not name', () => {
  it("'plimsy sweet bread' is no Coconut Sweet Bread", () => {
    const result = answerOrUnknown('plimsy sweet bread');
    if (result !== null) expect(result.recipe.title).not.toMatch(/coconut/i);
  });
});

describe('a composed title keeps the head’s food', () => {
  it.each([
    ['slow-roasted lamb shoulder', 'Slow-Roasted Lamb Shoulder'],
    ['slow roasted pork belly', 'Slow Roasted Pork Belly'],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt).recipe.title).toBe(title);
  });
});

describe("'<meat> fry' is that meat fried dry in a pan, not French Fries or another dish", () => {
  it.each([
    ['Goan mutton fry', /mutton/i, /lamb/i],
    ['a pork fry for two', /pork/i, /pork/i],
    ['chicken fry', /chicken/i, /chicken/i],
  ])('%s', (prompt, title, food) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).toMatch(/\bfry\b/i);
    expect(result.lines).toMatch(food);
    expect(result.lines).not.toMatch(/potato|broccoli florets.*sirloin|ketchup/i);
    expect(result.match).toBe('family');
    expect(result.matchNote).toMatch(/fried dry in a pan/);
  });

  it('French fries and a stir fry are still themselves', () => {
    expect(answer('french fries').recipe.title).toMatch(/fries/i);
    expect(answer('a beef stir fry').recipe.title).toMatch(/stir-fry/i);
  });
});

describe('every food named in the dish’s name is in its ingredients, in the cook’s words', () => {
  it.each([
    ['a beef stir-fry for two', /\bbeef\b/],
    ['beef bulgogi with rice', /\bbeef\b/],
    ['mutton curry', /\bmutton\b/],
    ['japchae glass noodles', /noodles/],
    ['blackcurrant jam', /blackcurrant/],
    ['redcurrant jelly', /redcurrant/],
  ])('%s', (prompt, food) => {
    expect(answer(prompt).lines).toMatch(food);
  });

  it('the food written in the cook’s words still says the form the recipe uses', () => {
    expect(answer('a beef stir-fry for two').lines).toMatch(/beef \(sirloin steak\)/);
  });

  it.each(['blackcurrant jam', 'a plum jam'])('%s is made of its fruit, not of a jar of jam', (prompt) => {
    expect(answer(prompt).lines).not.toMatch(/strawberry jam/);
  });

  it('the cook’s word is not written where the guard would read a fact the food does not have (cocoa is no milk chocolate)', () => {
    const dietary = { ...NO_DIET, vegan: true, dairyFree: true };
    const restrictions = restrictionsFromDietary(dietary);
    const result = composeRecipe({ prompt: 'a chocolate cake', cartItems: [], dietary, restrictions, seed: 1 });
    const names = result.recipe.ingredients.map((line) => line.name);
    expect(names.join(', ')).not.toMatch(/chocolate \(/);
    expect(findRestrictionViolations(names, restrictions)).toEqual([]);
  });

  it("a family's own word is not written as a food ('porridge' is not 'porridge (rolled oats)')", () => {
    expect(answer('a bowl of porridge').lines).not.toMatch(/porridge \(/);
    expect(answer('spaghetti bolognese').lines).not.toMatch(/bolognese \(/);
  });
});

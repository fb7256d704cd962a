import { describe, expect, it } from 'vitest';
import { DishUnknownError } from './dish-unknown.ts';
import { composeForPrompt } from './test-helpers.ts';

// Twenty-fifth round, reading (issue #26): the spent sets' unrelated answers, as classes — an index name after a joining
// word ('queso' in 'empanadas de queso') taken for the dish, a name of plain foods that is the whole request ('baked
// beans') not read as the index dish it names, and the cook's own spelling of a dish ('mafe', 'jjajangmyeon') dropped
// from the title — in wordings of our own beside the sets'. The rows that read the same before are guards of what stays.

/** The answer's title, or 'DISH_UNKNOWN: <dish>' when the composer names a dish it does not know. */
function answer(prompt: string, cart: readonly string[] = []): string {
  try {
    return composeForPrompt(prompt, cart).recipe.title;
  } catch (error) {
    if (error instanceof DishUnknownError) return `DISH_UNKNOWN: ${error.dish}`;
    throw error;
  }
}

describe('a wrapped dish with a joining word and a food is that dish filled with the food', () => {
  it.each([
    ['empanadas de carne for a party', /empanada/i],
    ['tamales de pollo', /tamal/i],
  ])('%s → %s, not DISH_UNKNOWN', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
    expect(answer(prompt)).not.toMatch(/^DISH_UNKNOWN/);
  });
});

describe('an index name after a joining word is what the dish is of, never the dish', () => {
  it.each([
    ['empanadas de queso', /queso dip/i],
    ['sopa de queso', /queso dip/i],
    ['pastel de queso', /queso dip/i],
    ['tarta de hummus', /^hummus$/i],
  ])('%s is not %s', (prompt, title) => {
    expect(answer(prompt)).not.toMatch(title);
  });
});

describe('a name of plain foods that is the whole request is the index dish it names', () => {
  it.each([
    ['baked beans', /baked beans/i],
    ['homemade baked beans', /baked beans/i],
    ['baked beans for four', /baked beans/i],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe("the cook's own spelling of the dish stays in the title", () => {
  it.each([
    ['mafe stew', /mafe/i],
    ['chicken mafe', /mafe/i],
    ['Korean jjajangmyeon', /jjajangmyeon/i],
    ['jjajangmyeon for two', /jjajangmyeon/i],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe('what stays', () => {
  it.each([
    ['maafe', /^maafe$/i],
    ['jajangmyeon', /^jajangmyeon$/i],
    ['queso dip', /queso/i],
    ['sopa de lima', /^DISH_UNKNOWN/],
    ['something with baked beans', /./],
    ['beans on toast', /beans on toast/i],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

// The seventeenth set's unrelated answers, as classes: a one-word index name beside a word the composer does not know after
// a cuisine word, an index dish of another cuisine than the one asked beside unknown words, a title broken off a partial
// name, and a word before a kind of dish ('tan' before 'yogurt drink') that names a drink of its own.
describe('a one-word index name beside an unknown word, with a cuisine word, is another dish', () => {
  it.each([
    ['peruvian sopa criolla', /^DISH_UNKNOWN: peruvian sopa criolla$/],
    ['mexican sopa zorbla', /^DISH_UNKNOWN/],
    ['chinese gwendak juk', /^DISH_UNKNOWN: chinese gwendak juk$/],
    ['filipino pancit habhab', /^DISH_UNKNOWN/],
    ['indian dosa plimbo', /^DISH_UNKNOWN/],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe('an index dish of another cuisine than the one asked, beside unknown words, is another dish', () => {
  it.each([
    ['bhutanese red rice with phaksha paa', /^DISH_UNKNOWN: bhutanese red rice with phaksha paa$/],
    ['korean red rice with zorbla paa', /^DISH_UNKNOWN/],
    ['thai red rice with glimbo paa', /^DISH_UNKNOWN/],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe('a title broken off a partial name is no answer', () => {
  it.each([
    ['brazilian carne de sol com macaxeira', /^DISH_UNKNOWN: brazilian carne de sol com macaxeira$/],
    ['portuguese carne de porco com ameijoas', /^DISH_UNKNOWN/],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe('dishes the index now holds', () => {
  it.each([
    ['korean nokdu juk', /^nokdu juk$/i],
    ['mung bean porridge', /nokdu juk/i],
    ['armenian tan yogurt drink', /^tan\b/i],
    ['a tan yogurt drink', /^tan\b/i],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

describe('what stays, beside these', () => {
  it.each([
    ['korean bibimbap', /^bibimbap$/i],
    ['mexican red rice', /mexican rice/i],
    ['peruvian ceviche', /^ceviche$/i],
    ['chilli con carne', /chili con carne/i],
    ['brazilian feijoada', /^feijoada$/i],
    // Tan's one-word name is not the noodles' doubled one (Dan Dan Noodles' other spelling).
    ['tan tan noodles', /^dan dan noodles/i],
  ])('%s → %s', (prompt, title) => {
    expect(answer(prompt)).toMatch(title);
  });
});

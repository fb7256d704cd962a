import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeRecipe, isPartOfFamilyName } from './compose-recipe.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { findUnknownDish, readDishWords } from './read-request/find-unknown-dish.ts';
import { recogniseDish } from './read-request/recognise-dish.ts';
import { NO_DIET } from './test-helpers.ts';

// Fifth round of general rules (issue #26), from the spent fourth held-out set's unrelated answers: the
// defining-food gate. An answer is the dish the cook's words name — its variant, its style words, its
// foods — or a dish of its family that says so, or DISH_UNKNOWN; never the plain dish presented as the variant.

function answer(prompt: string, cartItems: readonly string[] = []) {
  try {
    return composeRecipe({ prompt, cartItems: [...cartItems], dietary: NO_DIET, restrictions: restrictionsFromDietary(NO_DIET), seed: 1 });
  } catch (error) {
    if (error instanceof DishUnknownError) return error;
    throw error;
  }
}

const lines = (result: ReturnType<typeof answer>) => (result instanceof DishUnknownError ? '' : result.recipe.ingredients.map((line) => line.name).join(', '));

describe("a one-word index name inside a family's name", () => {
  it("reads 'fry' in 'stir fry' as the family's word, not French Fries", () => {
    expect(isPartOfFamilyName('bogong moth stir fry', 'fry', recogniseDish('bogong moth stir fry'))).toBe(true);
    expect(isPartOfFamilyName('french fries', 'fry', recogniseDish('french fries'))).toBe(false);
  });

  it.each(['witchetty grub stir fry', 'bogong moth stir fry'])('%s has no food the composer knows: DISH_UNKNOWN', (prompt) => {
    expect(answer(prompt)).toBeInstanceOf(DishUnknownError);
  });

  it('still makes a stir-fry of a food it knows', () => {
    const result = answer('a tofu stir fry');
    expect(result).not.toBeInstanceOf(DishUnknownError);
    if (!(result instanceof DishUnknownError)) expect(result.recipe.title).toMatch(/stir/i);
  });
});

describe('foods named beside an index dish', () => {
  it.each([
    ['teriyaki salmon bowl', /teriyaki/i, /teriyaki/i],
    ['a roasted vegetable couscous', /couscous/i, /couscous/i],
  ])('%s is titled with them when the dish is made with them', (prompt, title, line) => {
    const result = answer(prompt);
    if (result instanceof DishUnknownError) throw result;
    expect(result.recipe.title).toMatch(title);
    expect(lines(result)).toMatch(line);
  });
});

describe('style words of a dish of foods', () => {
  it("answers 'creamy Tuscan X' with a dish of that style, cream in it, saying the cookbook does not know it as such", () => {
    for (const prompt of ['a creamy Tuscan salmon', 'creamy tuscan chicken']) {
      const result = answer(prompt);
      if (result instanceof DishUnknownError) throw result;
      expect(result.recipe.title, prompt).toMatch(/tuscan/i);
      expect(lines(result), prompt).toMatch(/cream/i);
      expect(result.match, prompt).toBe('family');
      expect(result.matchNote, prompt).toMatch(/doesn't know creamy tuscan/i);
    }
  });

  it("puts the style word's food in a dish composed from its family", () => {
    expect(lines(answer('creamy mushroom pasta'))).toMatch(/cream/i);
  });
});

describe('open and family requests are not answered by a title word that only describes', () => {
  it("'something baked' with a cart is a baked dish of the cart, not a catalogue dish titled 'Baked'", () => {
    const result = answer('something baked', ['bananas', 'oats', 'eggs', 'honey']);
    if (result instanceof DishUnknownError) throw result;
    expect(result.recipe.title).not.toMatch(/chicken/i);
    expect(result.match).toBe('cart');
  });

  it("'a baking project' and a possessive ('a kids' supper') are requests, not unknown dishes", () => {
    expect(answer('a baking project', ['flour', 'butter', 'blueberries', 'sugar'])).not.toBeInstanceOf(DishUnknownError);
    expect(readDishWords("a kids' supper")).toEqual([]);
    expect(findUnknownDish('a baking project')).toBeNull();
  });
});

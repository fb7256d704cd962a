import { describe, expect, it } from 'vitest';
import { composeRecipe } from '../compose-recipe.ts';
import { recogniseDish } from '../read-request/recognise-dish.ts';
import { CATALOGUE } from '../catalogue.ts';
import { NO_DIET } from '../test-helpers.ts';
import { isSameDish } from './choose-for-dish.ts';

const compose = (prompt: string) => composeRecipe({ prompt, dietary: NO_DIET, cartItems: [], seed: 0 }).recipe;

describe('isSameDish', () => {
  it('matches a particular dish by its title and a family by its kinds', () => {
    const lasagna = recogniseDish('lasagna');
    const soup = recogniseDish('a soup');
    if (!lasagna || !soup) throw new Error('dishes not recognised');
    const soups = CATALOGUE.filter((blueprint) => isSameDish(soup, blueprint));
    expect(soups.length).toBeGreaterThan(3);
    expect(CATALOGUE.filter((blueprint) => isSameDish(lasagna, blueprint)).every((blueprint) => /lasagn/i.test(blueprint.title))).toBe(true);
  });
});

describe('chooseForDish (through composeRecipe)', () => {
  it('prefers a catalogue dish of the family with the named food, composes one the catalogue lacks, and says so when it cannot make it', () => {
    expect(compose('a quinoa salad with halloumi').title).toBe('Quinoa Salad');
    expect(compose('a leek soup').title).toBe('Potato and Leek Soup');
    // A dish whose main ingredient the composer does not know is an honest DISH_UNKNOWN, never another sandwich.
    expect(() => compose('a quokka pie')).toThrow(/doesn't know “quokka pie” yet/);
  });
});

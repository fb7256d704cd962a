import { describe, expect, it } from 'vitest';
import { findFoodsInText } from '../match-foods.ts';
import { parseIntent } from '../read-request/parse-intent.ts';
import { findNamedDishes } from './find-named-dishes.ts';

const titlesFor = (prompt: string, forbidden: ReadonlyMap<string, string> = new Map()) =>
  findNamedDishes(parseIntent(prompt), forbidden).map((blueprint) => blueprint.title);

describe('findNamedDishes', () => {
  it('finds a dish named by a rare word of its title or by most of its title', () => {
    expect(titlesFor('can I get mapo tofu tonight')).toEqual(['Mapo Tofu']);
    expect(titlesFor('a Moscow mule')).toEqual(['Moscow Mule']);
  });

  it('finds nothing for ingredients alone, or for the words of a food the cook cannot have', () => {
    expect(titlesFor('something with chicken')).toEqual([]);
    expect(titlesFor('butter chicken')).toEqual(['Butter Chicken']);
    const butter = new Map(
      findFoodsInText('butter')
        .flat()
        .map((key) => [key, 'Dairy-Free']),
    );
    expect(titlesFor('butter chicken', butter)).toEqual([]);
    // A rare word of the dish itself still names it.
    const tofu = new Map(
      findFoodsInText('tofu')
        .flat()
        .map((key) => [key, 'Soy-Free']),
    );
    expect(titlesFor('mapo tofu', tofu)).toEqual(['Mapo Tofu']);
  });
});

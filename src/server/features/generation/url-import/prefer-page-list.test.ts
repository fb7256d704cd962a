import { describe, expect, it } from 'vitest';
import { preferPageList } from './prefer-page-list.ts';

describe('preferPageList', () => {
  it("takes the page's list when the structured one stops early", () => {
    expect(preferPageList(['1 cup rice', '2 cups water'], ['1 cup rice', '2 cups water', '1 tsp salt'], 'ingredients')).toEqual([
      '1 cup rice',
      '2 cups water',
      '1 tsp salt',
    ]);
  });

  it("takes the page's list when the structured one left out entries in the middle", () => {
    expect(
      preferPageList(['1 cup rice', '1 tsp salt', '1 bay leaf'], ['1 cup rice', '2 cups homemade stock', '1 tsp salt', '1 bay leaf'], 'ingredients'),
    ).toEqual(['1 cup rice', '2 cups homemade stock', '1 tsp salt', '1 bay leaf']);
  });

  it('keeps the structured list against a page list with controls before it or a second copy after it', () => {
    const structured = ['1 cup rice', '2 cups water', '1 tsp salt'];
    expect(preferPageList(structured, ['1x', '1 cup rice', '2 cups water', '1 tsp salt'], 'ingredients')).toEqual(structured);
    expect(preferPageList(structured, ['1 cup rice', '2 cups water', '1 tsp salt', '1 cup rice', '2 cups water'], 'ingredients')).toEqual(structured);
    expect(preferPageList(structured, [...structured, '200 g rice', '500 ml water', '5 g salt'], 'ingredients')).toEqual(structured);
  });

  it("takes the page's steps when structured steps are cut off with an ellipsis or mid-sentence", () => {
    const page = ['Rinse the rice until the water runs clear.', 'Simmer covered for 15 minutes, then rest for 10.'];
    expect(preferPageList(['Rinse the rice until the…', 'Simmer covered for 15 minutes, then rest for 10.'], page, 'instructions')).toEqual(page);
    expect(preferPageList(['Rinse the rice until the water runs clear.', 'Simmer covered for 15 minutes'], page, 'instructions')).toEqual(page);
  });

  it('keeps the structured list when it differs in any other way', () => {
    const structured = ['1 cup rice', '2 cups water'];
    expect(preferPageList(structured, ['1 cup rice', '2 cups water'], 'ingredients')).toEqual(structured);
    expect(preferPageList(structured, ['1 cup basmati rice', '2 cups water', '1 tsp salt'], 'ingredients')).toEqual(structured);
    // An ingredient's note left out of the structured line is the site's reading, not a cut.
    expect(preferPageList(structured, ['1 cup rice, rinsed', '2 cups water'], 'ingredients')).toEqual(structured);
    expect(preferPageList(structured, ['1 cup rice'], 'ingredients')).toEqual(structured);
    // More than twice as long: the page's list ran on into something else.
    expect(preferPageList(structured, ['1 cup rice', '2 cups water', 'Home', 'About', 'Recipes'], 'ingredients')).toEqual(structured);
  });

  it("keeps the structured steps' section headings where the page's list leaves them out", () => {
    expect(
      preferPageList(
        ['Make the dough', 'Mix flour and water.', 'Bake', 'Bake until gold…'],
        ['Mix flour and water.', 'Rest for an hour.', 'Bake until golden, 25 minutes.'],
        'instructions',
      ),
    ).toEqual(['Make the dough', 'Mix flour and water.', 'Rest for an hour.', 'Bake', 'Bake until golden, 25 minutes.']);
  });

  it("keeps finished structured steps that the page's longer text merely continues", () => {
    const structured = ['Serve hot.'];
    expect(preferPageList(structured, ['Serve hot. Leftovers keep for 3 days.'], 'instructions')).toEqual(structured);
  });

  it("uses the page's list when there is no structured one", () => {
    expect(preferPageList([], ['1 egg'], 'ingredients')).toEqual(['1 egg']);
  });
});

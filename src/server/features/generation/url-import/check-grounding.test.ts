import { describe, expect, it } from 'vitest';
import { isGroundedInPage } from './check-grounding.ts';

const PAGE = `Grandma's beef stew. You need 1 kg beef chuck, 4 carrots, 2 onions and a litre of stock.
Brown the beef in batches. Add the vegetables and stock, and simmer for two hours until tender. Serve with crusty bread.`;

describe('isGroundedInPage', () => {
  it('accepts lines the page holds word for word or nearly so (plurals, reordered quantities)', () => {
    const recipe = {
      ingredients: [
        { name: 'beef chuck', quantity: '1 kg' },
        { name: 'carrot', quantity: '4' },
        { name: 'onions', quantity: '2' },
        { name: 'stock', quantity: '1 litre' },
      ],
      instructions: ['Brown the beef in batches.', 'Add the vegetables and stock, and simmer for two hours until tender.'],
    };
    expect(isGroundedInPage(recipe, PAGE)).toBe(true);
  });

  it('refuses a different dish, and a page whose steps were invented even when the ingredients match', () => {
    const chickpeas = {
      ingredients: [
        { name: 'chickpeas', quantity: '1 can' },
        { name: 'lemon', quantity: '1' },
      ],
      instructions: ['Rinse the chickpeas.', 'Toss with lemon.'],
    };
    expect(isGroundedInPage(chickpeas, PAGE)).toBe(false);
    const inventedSteps = {
      ingredients: [
        { name: 'beef chuck', quantity: '1 kg' },
        { name: 'carrots', quantity: '4' },
      ],
      instructions: ['Marinate overnight in red wine.', 'Pressure-cook for 35 minutes.', 'Brown the beef in batches.'],
    };
    expect(isGroundedInPage(inventedSteps, PAGE)).toBe(false);
  });

  it('refuses an empty reading', () => {
    expect(isGroundedInPage({ ingredients: [], instructions: [] }, PAGE)).toBe(false);
  });
});

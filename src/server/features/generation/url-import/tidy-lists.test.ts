import { describe, expect, it } from 'vitest';
import { isIngredientHeading, tidyIngredients, tidyInstructions } from './tidy-lists.ts';

describe('tidyIngredients', () => {
  it('takes typed and drawn bullets off, but not a minus or a footnote mark', () => {
    expect(tidyIngredients(['- 1 cup sugar', '• 2 eggs', '▢ 1 tsp salt', '* 3 tbsp butter', '– 1 lemon', '-18°C frozen peas', '*optional* chives'])).toEqual([
      '1 cup sugar',
      '2 eggs',
      '1 tsp salt',
      '3 tbsp butter',
      '1 lemon',
      '-18°C frozen peas',
      '*optional* chives',
    ]);
  });

  it('takes list numbers off only when every line is numbered 1, 2, 3 in order', () => {
    expect(tidyIngredients(['1. 2 cups flour', '2. 1 tsp yeast', '3) 300 ml water'])).toEqual(['2 cups flour', '1 tsp yeast', '300 ml water']);
    expect(tidyIngredients(['2. cups flour, sifted', '1 tsp yeast'])).toEqual(['2. cups flour, sifted', '1 tsp yeast']);
  });

  it('keeps group headings, each written with its colon, and ingredients with a colon inside', () => {
    expect(
      tidyIngredients([
        'For the sauce:',
        '2 tbsp soy sauce',
        'For the noodles',
        '200 g noodles',
        '--- Garnish ---',
        'Garnish: sliced spring onion',
        'Topping (optional):',
      ]),
    ).toEqual(['For the sauce:', '2 tbsp soy sauce', 'For the noodles:', '200 g noodles', 'Garnish:', 'Garnish: sliced spring onion', 'Topping (optional):']);
  });

  it('does not take a quantity line or a long sentence for a heading', () => {
    expect(isIngredientHeading('For the sauce:')).toBe(true);
    expect(isIngredientHeading('2 cups stock:')).toBe(false);
    expect(isIngredientHeading('oil, for the pan')).toBe(false);
    expect(isIngredientHeading('a generous handful of whatever soft herbs you have:')).toBe(false);
  });
});

describe('tidyInstructions', () => {
  it('takes step numbers, step labels and bullets off, and drops a bare step label', () => {
    expect(
      tidyInstructions([
        '1. In your bowl, whisk the eggs.',
        '2) Stir in the milk.',
        'Step 3: Bake for 20 minutes.',
        'Step 4',
        'STEP 5 - Cool.',
        '- Serve.',
        '6.Slice.',
      ]),
    ).toEqual(['In your bowl, whisk the eggs.', 'Stir in the milk.', 'Bake for 20 minutes.', 'Cool.', 'Serve.', 'Slice.']);
  });

  it('keeps a step that merely starts with a quantity or a temperature', () => {
    expect(tidyInstructions(['2 eggs go in next.', '1.5 litres of water come to the boil.', '180°C is the oven for this.'])).toEqual([
      '2 eggs go in next.',
      '1.5 litres of water come to the boil.',
      '180°C is the oven for this.',
    ]);
  });

  it('splits a paragraph of numbered steps at its numbers, only when they run 1, 2, 3', () => {
    expect(tidyInstructions(['1. Heat the oven to 200°C. 2. Toss the squash with oil. 3. Roast for 30 minutes.'])).toEqual([
      'Heat the oven to 200°C.',
      'Toss the squash with oil.',
      'Roast for 30 minutes.',
    ]);
    expect(tidyInstructions(['Step 1: Boil the pasta. Step 2: Drain it.'])).toEqual(['Boil the pasta.', 'Drain it.']);
    expect(tidyInstructions(['Simmer for 10 min. 2. Then serve.'])).toEqual(['Simmer for 10 min. 2. Then serve.']);
  });
});

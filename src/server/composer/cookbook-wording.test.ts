import { describe, expect, it } from 'vitest';
import { toIngredientLine } from '../../domain/check-ai-recipe.ts';
import { toStepName } from './adapt-dish/adapt-blueprint.ts';
import { composeRecipe } from './compose-recipe.ts';
import { NO_DIET } from './test-helpers.ts';

// Issue 10: lines read like a cookbook — the list says 'butternut squash, cubed', the step 'the cubed
// butternut squash'; 'salt, to taste' rather than 'to taste salt'.

describe('toStepName', () => {
  it('turns a prepared list name into what a step says', () => {
    expect(toStepName('butternut squash, cubed')).toBe('the cubed butternut squash');
    expect(toStepName('onion')).toBe('onion');
  });
});

describe('composed butternut squash soup', () => {
  const { recipe } = composeRecipe({ prompt: 'Butternut squash soup', cartItems: [], dietary: NO_DIET, seed: 0 });
  const lines = recipe.ingredients.map(toIngredientLine);

  it('lists the squash with its preparation after the name', () => {
    expect(lines.some((line) => /butternut squash, cubed$/.test(line))).toBe(true);
  });

  it('names the cubed squash in the steps, never the list wording', () => {
    const steps = recipe.instructions.join(' ');
    expect(steps).toContain('the cubed butternut squash');
    expect(steps).not.toContain('squash, cubed');
    expect(steps).not.toMatch(/\bthe the\b/i);
  });

  it('writes seasoning to taste after the name', () => {
    expect(lines.filter((line) => /to taste/.test(line)).every((line) => /, to taste$/.test(line))).toBe(true);
    expect(lines).toContain('salt, to taste');
    expect(lines.some((line) => /^to taste/.test(line))).toBe(false);
  });
});

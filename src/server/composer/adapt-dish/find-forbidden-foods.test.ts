import { describe, expect, it } from 'vitest';
import { findRestrictionViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import { NO_RESTRICTIONS } from '../../../domain/dietary/restrictions.ts';
import { RESTRICTION_TITLE_WORDS } from '../../../domain/kitchen/diet-vocabulary.ts';
import { FOODS } from '../foods.ts';
import { findForbiddenFoods } from './find-forbidden-foods.ts';

describe('findForbiddenFoods', () => {
  it('forbids nothing without restrictions', () => {
    expect(findForbiddenFoods(NO_RESTRICTIONS).size).toBe(0);
  });

  it("forbids exactly the foods the guard's lexicon rejects, with the restriction's title word", () => {
    const restrictions = { keys: ['sesameFree' as const], avoid: [] };
    const forbidden = findForbiddenFoods(restrictions);
    expect(forbidden.size).toBeGreaterThan(0);
    for (const food of FOODS.values()) {
      const isRejected = findRestrictionViolations([food.name, food.plural, ...food.aliases.slice(0, 1)], restrictions).length > 0;
      expect(forbidden.has(food.key), food.key).toBe(isRejected);
    }
    expect(new Set(forbidden.values())).toEqual(new Set([RESTRICTION_TITLE_WORDS.sesameFree]));
  });

  it('labels a word the cook avoids with no title word, and answers a repeated set from its cache', () => {
    const restrictions = { keys: [], avoid: ['mushroom'] };
    const forbidden = findForbiddenFoods(restrictions);
    expect([...forbidden.values()].every((label) => label === '')).toBe(true);
    expect(forbidden.size).toBeGreaterThan(0);
    expect(findForbiddenFoods({ keys: [], avoid: ['mushroom'] })).toBe(forbidden);
  });
});

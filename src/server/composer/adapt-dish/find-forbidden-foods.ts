import { findRestrictionViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import type { TRestrictions } from '../../../domain/dietary/restrictions.ts';
import { RESTRICTION_TITLE_WORDS } from '../../../domain/kitchen/diet-vocabulary.ts';
import { DERIVED_FOODS, FOODS, NAMED_FORMS } from '../foods.ts';

// Reading every food with the guard's lexicon takes a few milliseconds; the same few restriction
// sets come back request after request, so their answers are kept (bounded, cleared when full).
const forbiddenCache = new Map<string, ReadonlyMap<string, string>>();
const MAX_CACHED_SETS = 256;

/**
 * Every food of the composer the dietary guard would reject for these restrictions, read with the
 * same lexicon: what the composer picks and what the guard accepts cannot drift apart.
 * Key → the title word of the restriction that rules it out ('' for a word the cook avoids).
 */
export function findForbiddenFoods(restrictions: TRestrictions): ReadonlyMap<string, string> {
  const cacheKey = `${restrictions.keys.join(',')}|${restrictions.avoid.join(',')}`;
  const cached = forbiddenCache.get(cacheKey);
  if (cached) return cached;
  const forbidden = new Map<string, string>();
  if (restrictions.keys.length > 0 || restrictions.avoid.length > 0) {
    // The default and named forms of the index's foods too: 'dried mushrooms' in a risotto is a mushroom.
    for (const food of [...FOODS.values(), ...DERIVED_FOODS.values(), ...NAMED_FORMS.values()]) {
      const violations = findRestrictionViolations([food.name, food.plural, ...food.aliases.slice(0, 1)], restrictions);
      const first = violations.find((violation) => violation.restriction !== 'avoid') ?? violations[0];
      if (!first) continue;
      forbidden.set(food.key, first.restriction === 'avoid' ? '' : RESTRICTION_TITLE_WORDS[first.restriction]);
    }
  }
  if (forbiddenCache.size >= MAX_CACHED_SETS) forbiddenCache.clear();
  forbiddenCache.set(cacheKey, forbidden);
  return forbidden;
}

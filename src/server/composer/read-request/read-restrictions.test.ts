import { describe, expect, it } from 'vitest';
import { NO_RESTRICTIONS, toDietaryFlags } from '../../../domain/dietary/restrictions.ts';
import { RESTRICTION_FACTS, RESTRICTION_TITLE_WORDS } from '../../../domain/kitchen/diet-vocabulary.ts';
import { NO_DIET } from '../test-helpers.ts';
import { parseIntent } from './parse-intent.ts';
import { readCookRestrictions, resolveRestrictions } from './read-restrictions.ts';

const request = (prompt: string, dietary = NO_DIET) => ({ prompt, dietary, cartItems: [], seed: 0 });

describe('resolveRestrictions', () => {
  it('merges the profile flags, the passed set and the prompt', () => {
    const resolved = resolveRestrictions({
      ...request('egg-free pancakes without mushrooms', { ...NO_DIET, vegetarian: true }),
      restrictions: { keys: ['sesameFree'], avoid: [] },
    });
    expect(resolved.keys).toEqual(expect.arrayContaining(['vegetarian', 'eggFree', 'sesameFree']));
    expect(resolved.avoid).toContain('mushroom');
  });

  it('reads nothing into a prompt that states no restriction', () => {
    expect(resolveRestrictions(request('a chicken curry'))).toEqual(NO_RESTRICTIONS);
  });
});

describe('readCookRestrictions', () => {
  const read = (prompt: string, keys: Parameters<typeof toDietaryFlags>[0]['keys'], feedback = '', avoid: string[] = []) => {
    const restrictions = { keys, avoid: [] };
    return readCookRestrictions(toDietaryFlags(restrictions), restrictions, parseIntent(prompt), feedback, avoid);
  };

  it('rules out every fact a restriction names, labelled by that restriction', () => {
    const { restricted, dietLabelForTag } = read('a stew', ['vegan']);
    for (const fact of RESTRICTION_FACTS.vegan) {
      expect(restricted.has(fact)).toBe(true);
      expect(dietLabelForTag.get(fact)).toBe(RESTRICTION_TITLE_WORDS.vegan);
    }
  });

  it('lets a restriction beyond the five flags name the facts it shares with a flag', () => {
    const { dietLabelForTag } = read('a stew', ['vegan', 'eggFree']);
    expect(dietLabelForTag.get('egg')).toBe(RESTRICTION_TITLE_WORDS.eggFree);
  });

  it("rules out alcohol for a kids' dish, and reads the guard's feedback and the avoid list", () => {
    expect(read('a drink for kids', []).restricted.has('alcohol')).toBe(true);
    expect(read('a drink', []).restricted.has('alcohol')).toBe(false);
    const { restricted, banned } = read('a salad', [], 'It had "blue cheese" and nuts.', ['Olives']);
    expect(banned).toEqual(expect.arrayContaining(['blue cheese', 'olives']));
    expect(restricted.has('treeNut') && restricted.has('peanut')).toBe(true);
  });
});

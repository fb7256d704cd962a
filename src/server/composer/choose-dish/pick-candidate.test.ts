import { describe, expect, it } from 'vitest';
import { buildCandidate, type TAdaptContext } from '../adapt-dish/adapt-blueprint.ts';
import { CATALOGUE } from '../catalogue.ts';
import { getFood } from '../foods.ts';
import { matchCartItem } from '../match-foods.ts';
import { parseIntent } from '../read-request/parse-intent.ts';
import { NO_DIET } from '../test-helpers.ts';
import { buildDishFilters } from './filters.ts';
import { pickCandidate, scoreCandidate } from './pick-candidate.ts';

const context: TAdaptContext = {
  restricted: new Set(),
  dietLabelForTag: new Map(),
  banned: [],
  pantry: [],
  namedKeys: new Set(),
  usesPantry: false,
  servings: null,
  maxIngredients: null,
};
const candidates = CATALOGUE.flatMap((blueprint) => buildCandidate(blueprint, context) ?? []);
const request = (prompt: string, seed: number) => ({ prompt, dietary: NO_DIET, cartItems: [], seed });

describe('pickCandidate', () => {
  it('picks the same dish for the same request, and among several for other seeds', () => {
    const intent = parseIntent('a quick curry');
    const pick = (seed: number) => pickCandidate(candidates, buildDishFilters(intent), intent, [], request('a quick curry', seed))?.blueprint.title;
    expect(pick(1)).toBe(pick(1));
    const titles = new Set([0, 1, 2, 3, 4, 5, 6, 7].map(pick));
    expect(titles.size).toBeGreaterThan(1);
    for (const title of titles) expect(CATALOGUE.find((blueprint) => blueprint.title === title)?.kind).toBe('curry');
  });

  it('answers null when there is nothing to pick from', () => {
    const intent = parseIntent('a curry');
    expect(pickCandidate([], buildDishFilters(intent), intent, [], request('a curry', 0))).toBeNull();
  });
});

describe('scoreCandidate', () => {
  it('scores a dish higher for the named foods it uses and the use-soon foods it takes from the pantry', () => {
    const spinach = matchCartItem('spinach') ?? '';
    const withPantry = { ...context, pantry: [getFood(spinach)] };
    const dish = CATALOGUE.flatMap((blueprint) => buildCandidate(blueprint, withPantry) ?? []).find((candidate) =>
      candidate.pantryUsed.some((food) => food.key === spinach),
    );
    if (!dish) throw new Error('no dish takes spinach from the pantry');
    const intent = parseIntent('dinner');
    const plain = scoreCandidate(dish, intent, [], new Set());
    expect(scoreCandidate(dish, intent, [], new Set([spinach]))).toBeGreaterThan(plain);
    expect(scoreCandidate(dish, intent, [[spinach]], new Set())).toBeGreaterThan(plain);
  });
});

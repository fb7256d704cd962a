import { describe, expect, it } from 'vitest';
import { NO_RESTRICTIONS } from '../dietary/restrictions.ts';
import { chooseWeekPlan, listPlanSlots, toSlotKey, type TChooseWeekPlanInput, type TPlanCandidate } from './choose-week-plan.ts';
import { readWeekRules } from './read-week-rules.ts';

function recipe(
  key: string,
  title: string,
  ingredients: string[],
  options: { minutes?: number; category?: 'Dinner' | 'Breakfast' | 'Other'; isNew?: boolean } = {},
): TPlanCandidate {
  return {
    key,
    isNew: options.isNew ?? false,
    recipe: {
      id: options.isNew ? null : key,
      title,
      ingredients,
      instructions: ['Cook.'],
      imageUrl: '',
      notes: '',
      nutrition: null,
      category: options.category ?? 'Dinner',
      prepTime: '',
      cookTime: '',
      totalTime: options.minutes === undefined ? '' : `${options.minutes} minutes`,
      servings: '2',
      rating: 0,
      sourceUrl: '',
    },
  };
}

const POOL: TPlanCandidate[] = [
  recipe('r1', 'Spinach Omelette', ['3 eggs', '100 g spinach'], { minutes: 15 }),
  recipe('r2', 'Salmon Traybake', ['2 salmon fillets', '1 lemon'], { minutes: 25 }),
  recipe('r3', 'Chicken Curry', ['500 g chicken thighs', '1 onion'], { minutes: 40 }),
  recipe('r4', 'Bean Chilli', ['1 can kidney beans', '1 onion'], { minutes: 30 }),
  recipe('r5', 'Mushroom Risotto', ['200 g arborio rice', '250 g mushrooms', '50 g parmesan'], { minutes: 35 }),
  recipe('r6', 'Peanut Noodles', ['200 g noodles', '2 tbsp peanut butter'], { minutes: 20 }),
  recipe('r7', 'Margherita Pizza', ['1 pizza dough', '1 ball mozzarella'], { minutes: 25 }),
  recipe('r8', 'Beef Tacos', ['400 g minced beef', '8 tortillas'], { minutes: 20 }),
  recipe('r9', 'Cod with Peas', ['2 cod fillets', '200 g peas'], { minutes: 20 }),
];

// 2026-03-02 is a Monday.
function input(sentence: string, overrides: Partial<TChooseWeekPlanInput> = {}): TChooseWeekPlanInput {
  const rules = readWeekRules(sentence);
  return {
    slots: listPlanSlots('2026-03-02', '2026-03-08', ['dinner'], rules),
    rules,
    restrictions: rules.restrictions,
    avoidIngredients: [],
    candidates: POOL,
    cart: [],
    today: '2026-03-02',
    seed: 7,
    ...overrides,
  };
}

const titleOf = (key: string) => POOL.find((candidate) => candidate.key === key)?.recipe.title;

describe('listPlanSlots', () => {
  it('counts the meal the sentence names, the dish days first, and plans the other meals asked for', () => {
    const slots = listPlanSlots('2026-03-02', '2026-03-08', ['lunch', 'dinner'], readWeekRules('three dinners, pizza on Friday'));
    expect(slots.filter((slot) => slot.meal === 'dinner').map((slot) => slot.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-06']);
    expect(slots.filter((slot) => slot.meal === 'lunch')).toHaveLength(7);
    expect(listPlanSlots('2026-03-02', '2026-03-08', ['lunch', 'dinner'], readWeekRules('three meals'))).toHaveLength(3);
  });
});

describe('chooseWeekPlan', () => {
  it('plans every slot once, with no repeats', () => {
    const { picks, briefs } = chooseWeekPlan(input(''));
    expect(picks).toHaveLength(7);
    expect(briefs).toEqual([]);
    expect(new Set(picks.map((pick) => pick.candidateKey)).size).toBe(7);
  });

  it('asks for a new recipe when the saved ones run out, never repeating', () => {
    const { picks, briefs } = chooseWeekPlan(
      input('', { slots: listPlanSlots('2026-03-02', '2026-03-15', ['dinner'], { count: null, countMeal: null, fixedDishes: [] }) }),
    );
    expect(picks).toHaveLength(POOL.length);
    expect(briefs).toHaveLength(14 - POOL.length);
  });

  it('is the same plan for the same seed, and another for another seed', () => {
    const first = chooseWeekPlan(input('three dinners'));
    expect(chooseWeekPlan(input('three dinners'))).toEqual(first);
    const others = [1, 2, 3, 4, 5].map((seed) =>
      chooseWeekPlan(input('three dinners', { seed }))
        .picks.map((pick) => pick.candidateKey)
        .join(),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it("never plans what the cook's restrictions forbid", () => {
    const restrictions = { keys: ['vegetarian' as const, 'peanutFree' as const], avoid: ['mushroom'] };
    for (let seed = 0; seed < 20; seed += 1) {
      const { picks } = chooseWeekPlan(input('', { restrictions, seed }));
      const titles = picks.map((pick) => titleOf(pick.candidateKey));
      expect(titles).not.toContain('Salmon Traybake');
      expect(titles).not.toContain('Chicken Curry');
      expect(titles).not.toContain('Peanut Noodles');
      expect(titles).not.toContain('Mushroom Risotto');
    }
  });

  it('keeps the never-want list', () => {
    const { picks } = chooseWeekPlan(input('', { avoidIngredients: ['onion'] }));
    expect(picks.map((pick) => titleOf(pick.candidateKey))).not.toContain('Bean Chilli');
  });

  it('honours quick on weekdays, fish once and mostly vegetarian', () => {
    const { picks } = chooseWeekPlan(input('five quick dinners, mostly vegetarian, under 30 minutes on weekdays, fish once'));
    expect(picks).toHaveLength(5);
    const chosen = picks.map((pick) => POOL.find((candidate) => candidate.key === pick.candidateKey));
    const fish = chosen.filter((candidate) => /salmon|cod/i.test(candidate?.recipe.ingredients.join() ?? ''));
    expect(fish).toHaveLength(1);
    const meat = chosen.filter((candidate) => /chicken|beef/i.test(candidate?.recipe.ingredients.join() ?? ''));
    expect(fish.length + meat.length).toBeLessThanOrEqual(2);
    for (const candidate of chosen) expect(Number.parseInt(candidate?.recipe.totalTime ?? '', 10)).toBeLessThanOrEqual(30);
    expect(picks.find((pick) => /Salmon|Cod/.test(titleOf(pick.candidateKey) ?? ''))?.reason).toMatch(/Fish once, as you asked/);
  });

  it('plans the dish asked for on its weekday', () => {
    const { picks } = chooseWeekPlan(input('pizza on Friday'));
    const friday = picks.find((pick) => pick.slot.date === '2026-03-06');
    expect(titleOf(friday?.candidateKey ?? '')).toBe('Margherita Pizza');
    expect(friday?.reason).toMatch(/^Pizza on Friday, as you asked/);
  });

  it('keeps at most two meat', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      const { picks } = chooseWeekPlan(input('at most one meat', { seed }));
      const meat = picks.filter((pick) => ['Chicken Curry', 'Beef Tacos'].includes(titleOf(pick.candidateKey) ?? ''));
      expect(meat.length).toBeLessThanOrEqual(1);
    }
  });

  it('prefers the cart, soonest use-by first, and says so', () => {
    const cart = [
      { name: 'Peas', useBy: '2026-03-09' },
      { name: 'Spinach', useBy: '2026-03-03' },
    ];
    const { picks } = chooseWeekPlan(input("two dinners, use what's in the fridge", { cart }));
    expect(titleOf(picks[0]?.candidateKey ?? '')).toBe('Spinach Omelette');
    expect(picks[0]?.reason).toBe('Uses your spinach (use by tomorrow)');
    expect(titleOf(picks[1]?.candidateKey ?? '')).toBe('Cod with Peas');
    expect(picks[1]?.reason).toMatch(/^Uses your peas \(use by 03\/09\)/);
  });

  it('puts saved recipes before new ones', () => {
    const withNew = [...POOL, recipe('new:1', 'Spinach Pie', ['200 g spinach'], { isNew: true, minutes: 20 })];
    const { picks } = chooseWeekPlan(input('three dinners', { candidates: withNew, cart: [{ name: 'Spinach', useBy: '2026-03-03' }] }));
    expect(picks.map((pick) => pick.candidateKey)).not.toContain('new:1');
  });

  it('swaps one slot: keeps the others, never gives the same recipe back', () => {
    const first = chooseWeekPlan(input('three dinners'));
    const swapped = first.picks[1];
    if (!swapped) throw new Error('no pick');
    const kept = Object.fromEntries(first.picks.filter((pick) => pick !== swapped).map((pick) => [toSlotKey(pick.slot), pick.candidateKey]));
    const second = chooseWeekPlan(input('three dinners', { kept, excluded: { [toSlotKey(swapped.slot)]: [swapped.candidateKey] } }));
    expect(second.picks.map((pick) => pick.candidateKey)).toEqual([first.picks[0]?.candidateKey, expect.any(String), first.picks[2]?.candidateKey]);
    expect(second.picks[1]?.candidateKey).not.toBe(swapped.candidateKey);
  });

  it('writes a brief for the slot nothing fits', () => {
    const { briefs } = chooseWeekPlan(
      input('one quick dinner', { candidates: [], cart: [{ name: 'Spinach', useBy: '2026-03-03' }], restrictions: NO_RESTRICTIONS }),
    );
    expect(briefs).toEqual([{ slot: { date: '2026-03-02', meal: 'dinner' }, prompt: 'quick dinner with spinach', useSoonItems: ['Spinach'] }]);
  });

  it('swaps one slot: never brings back a recipe of the same title under another key', () => {
    const twin = recipe('new:twin', 'Bean Chilli', ['1 can black beans', '1 onion'], { isNew: true, minutes: 30 });
    const only = [POOL[3], twin].flatMap((item) => (item ? [item] : []));
    const second = chooseWeekPlan(input('one dinner', { candidates: only, excluded: { '2026-03-02|dinner': ['r4'] } }));
    expect(second.picks).toEqual([]);
    expect(second.briefs).toHaveLength(1);
  });

  describe("the cook's rules (recurring slots)", () => {
    // 2026-03-06 is the Friday of the week.
    const pizzaFriday = { weekday: 5, meal: 'dinner' as const, recipeId: 'r7', dish: null };

    it('fills the rule\'s slot with its saved recipe, saying "Every Friday", and keeps the recipe for that slot', () => {
      const { picks } = chooseWeekPlan(input('', { keptRules: [pizzaFriday], seed: 1 }));
      const friday = picks.find((pick) => pick.slot.date === '2026-03-06');
      expect(friday).toMatchObject({ candidateKey: 'r7', reason: 'Every Friday' });
      expect(picks.filter((pick) => pick.candidateKey === 'r7')).toHaveLength(1);
    });

    it("plans the rule's recipe on every Friday of the range, a repeat the cook asked for", () => {
      const rules = readWeekRules('');
      const slots = listPlanSlots('2026-03-02', '2026-03-15', ['dinner'], rules);
      const { picks } = chooseWeekPlan(input('', { slots, keptRules: [pizzaFriday] }));
      expect(picks.filter((pick) => pick.candidateKey === 'r7').map((pick) => pick.slot.date)).toEqual(['2026-03-06', '2026-03-13']);
    });

    it('never keeps a rule against the restrictions: a dairy-free cook gets another Friday dinner', () => {
      const rules = readWeekRules('dairy-free');
      const { picks } = chooseWeekPlan(input('dairy-free', { keptRules: [pizzaFriday], restrictions: rules.restrictions }));
      expect(picks.map((pick) => pick.candidateKey)).not.toContain('r7');
    });

    it('fills a dish rule with a recipe of that family', () => {
      const { picks } = chooseWeekPlan(input('', { keptRules: [{ weekday: 3, meal: 'dinner', recipeId: null, dish: 'curry' }] }));
      expect(picks.find((pick) => pick.slot.date === '2026-03-04')).toMatchObject({ candidateKey: 'r3', reason: 'Every Wednesday' });
    });

    it("plans the rule's day first when the sentence counts meals", () => {
      const rules = readWeekRules('two dinners');
      const slots = listPlanSlots('2026-03-02', '2026-03-08', ['dinner'], rules, [pizzaFriday]);
      expect(slots.map((slot) => slot.date)).toEqual(['2026-03-02', '2026-03-06']);
    });

    it('leaves a rule for a meal not asked for alone', () => {
      const { picks } = chooseWeekPlan(input('', { keptRules: [{ ...pizzaFriday, meal: 'lunch' }], seed: 3 }));
      expect(picks.every((pick) => pick.reason !== 'Every Friday')).toBe(true);
    });
  });
});

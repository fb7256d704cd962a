import { describe, expect, it } from 'vitest';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import type { TShoppingItem } from '../../../../domain/shopping-list/shopping-list.ts';
import { buildMonthWeeks, buildWeek, describeLeftovers, describePlannedLeftovers, shiftMonthKey } from './calendar.ts';
import { countOnDay, withEntryAdded, withEntryChanged, withEntryRemoved, withEntryReplaced } from './plan-days.ts';
import { formatShoppingListText, groupShoppingItems } from './shopping-groups.ts';

function entry(instanceId: string, date: string, servingMultiplier = 1): TMealPlanEntry {
  const recipe = {
    id: `r-${instanceId}`,
    title: `Dish ${instanceId}`,
    ingredients: [],
    instructions: [],
    imageUrl: '',
    notes: '',
    nutrition: null,
    category: 'Dinner' as const,
    prepTime: '',
    cookTime: '',
    totalTime: '',
    servings: '',
    rating: 0,
    sourceUrl: '',
    createdAt: '',
    updatedAt: '',
  };
  return { instanceId, date, servingMultiplier, recipe };
}

function item(name: string, aisle: TShoppingItem['aisle'], overrides: Partial<TShoppingItem> = {}): TShoppingItem {
  return {
    name,
    quantity: 1,
    unit: null,
    amounts: [{ quantity: 1, unit: null }],
    display: `1 ${name}`,
    aisle,
    sources: [],
    inCart: false,
    checked: false,
    ...overrides,
  };
}

describe('calendar', () => {
  it('shows a month as whole weeks, Sunday first', () => {
    const weeks = buildMonthWeeks(new Date(2026, 2, 15));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-03-01');
    expect(weeks[4]?.[6]).toBe('2026-04-04');
    expect(buildMonthWeeks(new Date(2026, 1, 1))).toHaveLength(4);
    expect(buildWeek(new Date(2026, 2, 4))).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
  });

  it('moves by months without overflowing short months', () => {
    expect(shiftMonthKey('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonthKey('2026-03-15', -1)).toBe('2026-02-15');
  });
});

describe('optimistic plan edits', () => {
  const days = { '2026-03-02': [entry('a', '2026-03-02'), entry('b', '2026-03-02')] };

  it('adds, counts and removes', () => {
    const added = withEntryAdded(days, entry('c', '2026-03-03'));
    expect(countOnDay(added, '2026-03-03')).toBe(1);
    expect(countOnDay(withEntryRemoved(added, 'a'), '2026-03-02')).toBe(1);
    expect(withEntryRemoved(withEntryRemoved(days, 'a'), 'b')).toEqual({});
  });

  it('moves to the end of another day and rescales in place', () => {
    const moved = withEntryChanged(days, 'a', { date: '2026-03-04' });
    expect(moved['2026-03-02']?.map((item) => item.instanceId)).toEqual(['b']);
    expect(moved['2026-03-04']?.[0]).toMatchObject({ instanceId: 'a', date: '2026-03-04' });
    const scaled = withEntryChanged(days, 'b', { servingMultiplier: 2 });
    expect(scaled['2026-03-02']?.map((item) => [item.instanceId, item.servingMultiplier])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('keeps the lists of the days a move does not touch (the memoised day cells skip them)', () => {
    const month = { ...days, '2026-03-09': [entry('c', '2026-03-09')] };
    const moved = withEntryChanged(month, 'a', { date: '2026-03-04' });
    expect(moved['2026-03-09']).toBe(month['2026-03-09']);
    expect(moved['2026-03-02']).not.toBe(month['2026-03-02']);
  });

  it('replaces the pending entry with the saved one in place', () => {
    const pending = withEntryAdded(days, entry('pending-1', '2026-03-02'));
    const saved = withEntryReplaced(pending, 'pending-1', entry('real', '2026-03-02'));
    expect(saved['2026-03-02']?.map((item) => item.instanceId)).toEqual(['a', 'b', 'real']);
  });
});

describe('shopping list groups and text', () => {
  const items = [
    item('onion', 'produce', { checked: true, display: '3 onions' }),
    item('milk', 'dairy & eggs', { inCart: true }),
    item('salt', 'spices & condiments', { quantity: null, display: 'salt' }),
  ];

  it('groups by aisle and puts cart items under Already have', () => {
    expect(groupShoppingItems(items).map((group) => [group.title, group.items.map((entry) => entry.name)])).toEqual([
      ['Produce', ['onion']],
      ['Spices & condiments', ['salt']],
      ['Already have', ['milk']],
    ]);
  });

  it('copies as text with the range and check marks', () => {
    expect(formatShoppingListText({ startDate: '2026-03-01', endDate: '2026-03-07', items })).toBe(
      ['Shopping list (Sun, Mar 1 – Sat, Mar 7)', '', 'Produce', '☑ 3 onions', '', 'Spices & condiments', '☐ salt', '', 'Already have', '☐ 1 milk'].join('\n'),
    );
  });
});

describe('describeLeftovers', () => {
  it('names the day the meal was cooked, or earlier today', () => {
    // 2026-03-02 is a Monday.
    expect(describeLeftovers({ date: '2026-03-02' }, '2026-03-03')).toBe('Leftovers from Monday');
    expect(describeLeftovers({ date: '2026-03-02' }, '2026-03-02')).toBe('Leftovers from earlier today');
  });

  it('names the meal they come from when it has one: "Leftovers from Monday\'s dinner"', () => {
    expect(describeLeftovers({ date: '2026-03-02', meal: 'dinner' }, '2026-03-03')).toBe("Leftovers from Monday's dinner");
    expect(describeLeftovers({ date: '2026-03-02', meal: 'lunch' }, '2026-03-02')).toBe("Leftovers from today's lunch");
  });

  it('says where a meal\'s leftovers are planned: "Leftovers: Tuesday lunch"', () => {
    expect(describePlannedLeftovers([{ date: '2026-03-03', meal: 'lunch' }])).toBe('Leftovers: Tuesday lunch');
    expect(
      describePlannedLeftovers([
        { date: '2026-03-03', meal: 'lunch' },
        { date: '2026-03-04', meal: null },
      ]),
    ).toBe('Leftovers: Tuesday lunch, Wednesday');
  });
});

describe('withEntryAdded and withEntryChanged keep a day in meal order', () => {
  it('puts an added lunch above the dinner, and moves an entry when its meal changes', () => {
    const dinner = { ...entry('d', '2026-03-02'), meal: 'dinner' as const };
    const lunch = { ...entry('l', '2026-03-02'), meal: 'lunch' as const };
    const days = withEntryAdded(withEntryAdded({}, dinner), lunch);
    expect(days['2026-03-02']?.map((item) => item.instanceId)).toEqual(['l', 'd']);
    const changed = withEntryChanged(days, 'l', { meal: null });
    expect(changed['2026-03-02']?.map((item) => item.instanceId)).toEqual(['d', 'l']);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

// The index is module state: each test loads a fresh copy of the table's module.
async function loadFreshTable() {
  vi.resetModules();
  return import('./food-table.ts');
}

describe('warmFoodIndex', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('builds the index a slice at a time, going on from where the last slice paused', async () => {
    const table = await loadFreshTable();
    let slices = 0;
    // Pause after every food: one slice per food of the table.
    while (!table.warmFoodIndex(() => true)) slices += 1;
    expect(slices).toBe(table.FOODS.length - 1);
    expect(table.warmFoodIndex(() => true)).toBe(true);
  });

  it('answers a lookup made halfway through the warm-up as a complete index does', async () => {
    const complete = await loadFreshTable();
    const expected = ['boneless skinless chicken thighs', 'tomato sauce', 'extra-virgin olive oil', 'a pinch of nutmeg'].map(
      (name) => complete.findFood(name)?.id ?? null,
    );
    expect(expected.every((id) => id !== null)).toBe(true);

    const table = await loadFreshTable();
    let paused = 0;
    table.warmFoodIndex(() => (paused += 1) >= 5);
    expect(table.warmFoodIndex(() => true)).toBe(false);
    expect(
      ['boneless skinless chicken thighs', 'tomato sauce', 'extra-virgin olive oil', 'a pinch of nutmeg'].map((name) => table.findFood(name)?.id ?? null),
    ).toEqual(expected);
    // The lookup finished the build.
    expect(table.warmFoodIndex(() => true)).toBe(true);
  });
});

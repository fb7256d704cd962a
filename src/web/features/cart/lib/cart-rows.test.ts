import { describe, expect, it } from 'vitest';
import type { TCart } from '../../../../domain/cart.ts';
import { buildCartRows, readDropTarget } from './cart-rows.ts';

const CART: TCart = {
  pantry: [
    { id: 'a', name: 'A', useBy: null },
    { id: 'b', name: 'B', useBy: null },
  ],
  refrigerator: [{ id: 'c', name: 'C', useBy: null }],
  freezer: [],
};
const ALL = { pantry: true, refrigerator: true, freezer: true };

describe('the panel rows and where a drop lands', () => {
  it('lists a header before each section, items only when expanded', () => {
    const rows = buildCartRows(CART, ALL).map((row) => (row.kind === 'header' ? `#${row.section}:${row.count}` : row.item.id));
    expect(rows).toEqual(['#pantry:2', 'a', 'b', '#refrigerator:1', 'c', '#freezer:0']);
    const collapsed = buildCartRows(CART, { ...ALL, pantry: false }).map((row) => (row.kind === 'header' ? `#${row.section}` : row.item.id));
    expect(collapsed).toEqual(['#pantry', '#refrigerator', 'c', '#freezer']);
  });

  it('reads the section and index of the header above the new place', () => {
    const rows = buildCartRows(CART, ALL);
    expect(readDropTarget(rows, 1, 5)).toEqual({ id: 'a', section: 'freezer', index: 0 });
    expect(readDropTarget(rows, 1, 4)).toEqual({ id: 'a', section: 'refrigerator', index: 1 });
    expect(readDropTarget(rows, 1, 3)).toEqual({ id: 'a', section: 'refrigerator', index: 0 });
    expect(readDropTarget(rows, 4, 1)).toEqual({ id: 'c', section: 'pantry', index: 0 });
    expect(readDropTarget(rows, 2, 1)).toEqual({ id: 'b', section: 'pantry', index: 0 });
    // Above the first header is still the top of the pantry.
    expect(readDropTarget(rows, 4, 0)).toEqual({ id: 'c', section: 'pantry', index: 0 });
  });

  it('does nothing for the same place or a header', () => {
    const rows = buildCartRows(CART, ALL);
    expect(readDropTarget(rows, 1, 1)).toBeNull();
    expect(readDropTarget(rows, 0, 3)).toBeNull();
  });

  it('puts an item dropped under a collapsed section header at its top', () => {
    const rows = buildCartRows(CART, { ...ALL, refrigerator: false });
    // rows: #pantry a b #refrigerator #freezer
    expect(readDropTarget(rows, 1, 3)).toEqual({ id: 'a', section: 'refrigerator', index: 0 });
  });
});

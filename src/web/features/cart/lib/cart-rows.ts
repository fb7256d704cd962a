import { CART_SECTIONS } from '../../../../domain/limits.ts';
import type { TCart, TCartItem, TCartSectionName } from '../../../../domain/cart.ts';

// The panel shows the three sections as one list (section headers between the items), so an item
// moves to another section with the same arrow keys that move it within one.

export type TCartRow = { kind: 'header'; section: TCartSectionName; count: number } | { kind: 'item'; section: TCartSectionName; item: TCartItem };

export function buildCartRows(cart: TCart, expanded: Readonly<Record<TCartSectionName, boolean>>): TCartRow[] {
  return CART_SECTIONS.flatMap((section): TCartRow[] => [
    { kind: 'header', section, count: cart[section].length },
    ...(expanded[section] ? cart[section].map((item): TCartRow => ({ kind: 'item', section, item })) : []),
  ]);
}

/**
 * Where a drop from row `from` to row `to` puts the item: the section of the nearest header above
 * its new place, and its index among that section's items. Null when nothing moves.
 */
export function readDropTarget(rows: readonly TCartRow[], from: number, to: number): { id: string; section: TCartSectionName; index: number } | null {
  const moving = rows[from];
  if (!moving || moving.kind !== 'item' || from === to) return null;
  const reordered = rows.filter((_, index) => index !== from);
  reordered.splice(to, 0, moving);
  let section: TCartSectionName = 'pantry';
  let index = 0;
  for (let position = to - 1; position >= 0; position -= 1) {
    const row = reordered[position];
    if (!row) break;
    if (row.kind === 'header') {
      section = row.section;
      break;
    }
    index += 1;
  }
  return { id: moving.item.id, section, index };
}

import { SHOPPING_AISLES, type TShoppingAisle, type TShoppingItem } from '../../../../domain/shopping-list/shopping-list.ts';
import { format } from 'date-fns';
import { fromDateKey } from './calendar.ts';

export const ALREADY_HAVE_TITLE = 'Already have';

const AISLE_TITLES: Record<TShoppingAisle, string> = {
  produce: 'Produce',
  'meat & fish': 'Meat & fish',
  'dairy & eggs': 'Dairy & eggs',
  bakery: 'Bakery',
  'pantry & dry goods': 'Pantry & dry goods',
  'spices & condiments': 'Spices & condiments',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

export type TShoppingGroup = { title: string; items: TShoppingItem[] };

/** Aisles in store order, then what the cart already holds (shown, not dropped). Empty groups are left out. */
export function groupShoppingItems(items: readonly TShoppingItem[]): TShoppingGroup[] {
  const groups: TShoppingGroup[] = SHOPPING_AISLES.map((aisle) => ({
    title: AISLE_TITLES[aisle],
    items: items.filter((item) => item.aisle === aisle && !item.inCart),
  }));
  groups.push({ title: ALREADY_HAVE_TITLE, items: items.filter((item) => item.inCart) });
  return groups.filter((group) => group.items.length > 0);
}

export function listAisleOptions(): { value: TShoppingAisle; label: string }[] {
  return SHOPPING_AISLES.map((aisle) => ({ value: aisle, label: AISLE_TITLES[aisle] }));
}

function formatRangeDay(key: string): string {
  return format(fromDateKey(key), 'EEE, MMM d');
}

/** The list as plain text for the clipboard: a heading, then each group with ☐/☑ per item. */
export function formatShoppingListText(list: { startDate: string; endDate: string; items: readonly TShoppingItem[] }): string {
  const lines = [`Shopping list (${formatRangeDay(list.startDate)} – ${formatRangeDay(list.endDate)})`];
  for (const group of groupShoppingItems(list.items)) {
    lines.push('', group.title);
    for (const item of group.items) lines.push(`${item.checked ? '☑' : '☐'} ${item.display}`);
  }
  return lines.join('\n');
}

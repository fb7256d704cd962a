// The cart's pure rules without its zod schemas, so the navbar's cart button (on every signed-in page's
// first load) and the use-soon strip do not bring zod. cart.ts re-exports them.
import type { TCart, TCartItem } from './cart.ts';

/** Ours: an item whose use-by date is at most this many days away is marked "use soon". */
export const USE_SOON_DAYS = 3;

/** Whole days from today to the use-by date (negative when past), both 'YYYY-MM-DD' in the cook's calendar. */
export function countDaysUntil(useBy: string, today: string): number {
  return Math.round((Date.parse(`${useBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Due within USE_SOON_DAYS, or already past. */
export function isUseSoon(useBy: string | null, today: string): boolean {
  return useBy !== null && countDaysUntil(useBy, today) <= USE_SOON_DAYS;
}

export function countCartItems(cart: TCart): number {
  return cart.pantry.length + cart.refrigerator.length + cart.freezer.length;
}

/** Every name in the cart, use-soon items first (soonest first), then the sections in order. */
export function listCartNames(cart: TCart, today: string): { names: string[]; useSoonNames: string[] } {
  const all = [...cart.pantry, ...cart.refrigerator, ...cart.freezer];
  const useSoon = all.filter((item) => isUseSoon(item.useBy, today)).sort((a, b) => (a.useBy ?? '').localeCompare(b.useBy ?? ''));
  const useSoonIds = new Set(useSoon.map((item) => item.id));
  const useSoonNames = useSoon.map((item) => item.name);
  return { names: [...useSoonNames, ...all.filter((item) => !useSoonIds.has(item.id)).map((item) => item.name)], useSoonNames };
}

/** Items due within USE_SOON_DAYS (or past), soonest first: the "Use soon" strip on /create and the planner. */
export function listUseSoonItems(cart: TCart, today: string): TCartItem[] {
  return [...cart.pantry, ...cart.refrigerator, ...cart.freezer]
    .filter((item) => isUseSoon(item.useBy, today))
    .sort((a, b) => (a.useBy ?? '').localeCompare(b.useBy ?? ''));
}

/** The prompt one tap on a use-soon item fills in. */
export function toUseSoonPrompt(name: string): string {
  return `A recipe that uses up my ${name.toLowerCase()}`;
}

/**
 * A number rounded to a whole one, with commas between thousands: what `toLocaleString('en-US')` gives,
 * without Intl. The first Intl call of a page loads its locale data (40–130 ms on the development machine,
 * four times that in Lighthouse's mobile run), and these strings are built while a page first renders.
 */
export function formatWholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

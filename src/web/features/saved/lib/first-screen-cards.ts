// The recipe grid's geometry (recipe-card.module.css: columns of at least 220 px, 16 px apart) and a card's
// height at most (a 300 px picture and its title, tags and rating), so the first render draws what fits.
const CARD_MIN_WIDTH_PX = 220;
const GRID_GAP_PX = 16;
const CARD_HEIGHT_PX = 380;

/**
 * How many cards a window of this size shows at once (rounded up to whole rows), at most `limit`: the cards
 * the page draws in its first render; the rest follow in an interruptible one. On a phone that is 3 cards, not
 * 12, and the render that follows the list's answer stays under a long task on a slow phone.
 */
export function countFirstScreenCards(width: number, height: number, limit: number): number {
  const columns = Math.max(1, Math.floor((width + GRID_GAP_PX) / (CARD_MIN_WIDTH_PX + GRID_GAP_PX)));
  const rows = Math.max(1, Math.ceil(height / CARD_HEIGHT_PX));
  return Math.min(limit, columns * rows);
}

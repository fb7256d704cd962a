type TListKind = 'ingredients' | 'instructions';

const ELLIPSIS = /(?:\.{3}|…)$/;

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

type TMatch = 'same' | 'cut' | 'different';

/**
 * How a structured entry reads against the page's own entry: the same text, or the same text cut
 * short — with an ellipsis, or (a step) stopped mid-sentence where the page goes on.
 */
function compareEntry(structured: string, page: string, kind: TListKind): TMatch {
  const shown = normalise(structured);
  const full = normalise(page);
  if (shown === full) return 'same';
  const kept = shown.replace(ELLIPSIS, '').trim();
  if (kept.length === 0 || !full.startsWith(kept) || full.length <= kept.length) return 'different';
  if (ELLIPSIS.test(shown)) return 'cut';
  // An ingredient's structured form may leave out a note on purpose; a step that stops without its full stop was cut.
  return kind === 'instructions' && !/[.!?)]$/.test(kept) ? 'cut' : 'different';
}

/**
 * The page's own list when the structured data (JSON-LD, microdata) holds the same list cut short:
 * its entries are the page's first ones, word for word or truncated, and the page has more entries
 * or longer ones. Any other difference keeps the structured list, the page's deliberate reading.
 */
export function preferPageList(structured: string[], page: string[], kind: TListKind): string[] {
  if (structured.length === 0) return page;
  // A page list more than twice as long has run past the recipe's list into something else.
  if (page.length < structured.length || page.length > 2 * structured.length) return structured;
  const matches = structured.map((entry, index) => compareEntry(entry, page[index] ?? '', kind));
  if (matches.includes('different')) return structured;
  return page.length > structured.length || matches.includes('cut') ? page : structured;
}

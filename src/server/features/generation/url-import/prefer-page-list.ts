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
 * its entries are found in the page's list in the same order from its first, word for word or truncated, and the
 * page has more entries or longer ones. Any other difference keeps the structured list, the page's
 * deliberate reading.
 */
export function preferPageList(structured: string[], page: string[], kind: TListKind): string[] {
  if (structured.length === 0) return page;
  // Twice as many entries or more is another list run on (a metric copy, links), not what was dropped.
  if (page.length < structured.length || page.length >= 2 * structured.length) return structured;
  const matched = new Set<number>();
  let next = 0;
  let isCut = false;
  for (const entry of structured) {
    let found = -1;
    for (let index = next; index < page.length && found < 0; index += 1) {
      const match = compareEntry(entry, page[index] ?? '', kind);
      if (match !== 'different') {
        found = index;
        isCut ||= match === 'cut';
      }
    }
    // The lists start together: entries before the first one are the page's controls ('1x 2x 3x', 'Print').
    if (found < 0 || (matched.size === 0 && found !== 0)) return structured;
    matched.add(found);
    next = found + 1;
  }
  const seen = new Set(structured.map(normalise));
  const extras = page.filter((_entry, index) => !matched.has(index));
  // An entry the page repeats is a second copy of the list, not one the structured data dropped.
  if (extras.some((entry) => seen.has(normalise(entry)))) return structured;
  return page.length > structured.length || isCut ? page : structured;
}

type TListKind = 'ingredients' | 'instructions';

const ELLIPSIS = /(?:\.{3}|…)$/;

/** The entry's letters and digits only: spacing, punctuation, brackets and dash or fraction-slash styles differ between a page's JSON-LD and its markup. */
function toKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A short line without a full stop: a section heading among steps, which page lists often leave out. */
function isStepHeading(entry: string): boolean {
  return entry.split(/\s+/).length <= 8 && !/[.!?…]$/.test(entry.trim());
}

type TMatch = 'same' | 'cut' | 'different';

/**
 * How a structured entry reads against the page's own entry: the same text, or the same text cut
 * short — with an ellipsis, or (a step) stopped mid-sentence where the page goes on.
 */
function compareEntry(structured: string, page: string, kind: TListKind): TMatch {
  const shown = toKey(structured);
  const full = toKey(page);
  if (shown === full) return 'same';
  const trimmed = structured.trim();
  const isEllipsis = ELLIPSIS.test(trimmed);
  const kept = isEllipsis ? toKey(trimmed.replace(ELLIPSIS, '')) : shown;
  if (kept.length === 0 || !full.startsWith(kept) || full.length <= kept.length) return 'different';
  if (isEllipsis) return 'cut';
  // An ingredient's structured form may leave out a note on purpose; a step that stops without its full stop was cut.
  // Five words at least: a shorter line is a heading ('Bake') that merely begins like a step.
  return kind === 'instructions' && !/[.!?)]$/.test(trimmed) && trimmed.split(/\s+/).length >= 5 ? 'cut' : 'different';
}

/**
 * The structured data's list (JSON-LD, microdata) completed from the page's own list when it holds
 * the same list cut short: its entries are found in the page's list in the same order from its first
 * (the same words, or truncated), and the page has entries it lacks or longer text for some. The
 * structured wording stays for the entries both have; any other difference keeps the structured list.
 */
export function preferPageList(structured: string[], page: string[], kind: TListKind): string[] {
  if (structured.length === 0) return page;
  // Twice as many entries or more is another list run on (a metric copy, links), not what was dropped.
  if (page.length >= 2 * structured.length) return structured;
  const chosen = new Map<number, string>();
  // Section headings of the structured steps ('Make the batter') that the page's list leaves out, before the page entry they head.
  const headingsBefore = new Map<number, string[]>();
  let pendingHeadings: string[] = [];
  let next = 0;
  let isCut = false;
  for (const entry of structured) {
    let found = -1;
    for (let index = next; index < page.length && found < 0; index += 1) {
      const match = compareEntry(entry, page[index] ?? '', kind);
      if (match === 'different') continue;
      found = index;
      isCut ||= match === 'cut';
      chosen.set(index, match === 'cut' ? (page[index] ?? entry) : entry);
    }
    if (found < 0 && kind === 'instructions' && isStepHeading(entry)) {
      pendingHeadings.push(entry);
      continue;
    }
    // The lists start together: entries before the first one are the page's controls ('1x 2x 3x', 'Print').
    if (found < 0 || (chosen.size === 1 && found !== 0)) return structured;
    if (pendingHeadings.length > 0) headingsBefore.set(found, pendingHeadings);
    pendingHeadings = [];
    next = found + 1;
  }
  if (page.length >= 2 * chosen.size) return structured;
  const seen = new Set(structured.map(toKey));
  const extras = page.filter((_entry, index) => !chosen.has(index));
  // An entry the page repeats is a second copy of the list, not one the structured data dropped.
  if (extras.some((entry) => seen.has(toKey(entry)))) return structured;
  if (extras.length === 0 && !isCut) return structured;
  return [...page.flatMap((entry, index) => [...(headingsBefore.get(index) ?? []), chosen.get(index) ?? entry]), ...pendingHeadings];
}

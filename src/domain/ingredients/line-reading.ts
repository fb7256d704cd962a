import type { TLineReading } from '../generation.ts';
import { CARDINAL_WORDS } from './number-words.ts';
import { readNumberToken, tokenizeWithOffsets, type TToken } from './ingredient-tokens.ts';
import type { TParsedIngredient } from './parse-ingredient-line.ts';
import { convertMeasure, toCanonicalUnit, type TUnit } from './units.ts';

// Where a line writes its amount and unit, so scaling can rewrite just those characters and keep
// the cook's wording around them. The reader (parseIngredientLine) says what the amount is; this
// finds the characters that say it, at the start of the line ("About 2-3 cups", "a pinch of").

/** The written amount at the start of a line: its value(s), unit, and where it stands. */
type TWrittenAmount = {
  quantity: number;
  quantity2: number | null;
  unit: TUnit | null;
  start: number;
  amountEnd: number;
  end: number;
  unitText: string | null;
};

const ARTICLE = /^an?$/i;
const APPROXIMATELY = /^(?:about|approximately|approx|around|roughly|~)$/i;
const RANGE_JOINER = /^(?:-|–|—|to|or)$/i;
// Words the unit table takes for "piece" that describe the food here ("1 whole chicken").
const NOT_A_UNIT_HERE = /^(?:whole|each)$/i;
// An amount is among a line's first words: the rest of a long line is not looked at.
const LEADING_CHARS = 120;
const LEADING_TOKENS = 8;

function readUnitToken(tokens: readonly TToken[], index: number): { unit: TUnit; end: number } | null {
  const token = tokens[index];
  if (!token || NOT_A_UNIT_HERE.test(token.text)) return null;
  const next = tokens[index + 1];
  if (/^(?:fl|fluid)$/i.test(token.text) && next && /^(?:oz|ounces?)$/i.test(next.text)) return { unit: 'fl oz', end: next.end };
  const unit = toCanonicalUnit(token.text);
  return unit === null ? null : { unit, end: token.end };
}

/** The amount (a number, a range, "one", or "a" before a unit) and the unit word after it, or null. */
export function locateWrittenAmount(line: string): TWrittenAmount | null {
  const tokens = tokenizeWithOffsets(line.slice(0, LEADING_CHARS)).slice(0, LEADING_TOKENS);
  let index = APPROXIMATELY.test(tokens[0]?.text ?? '') ? 1 : 0;
  if (tokens[index]?.text === '.') index += 1;
  const first = tokens[index];
  if (!first) return null;
  const isArticle = ARTICLE.test(first.text);
  const quantity = isArticle ? 1 : (readNumberToken(first.text) ?? CARDINAL_WORDS[first.text.toLowerCase()] ?? null);
  if (quantity === null) return null;
  index += 1;
  let quantity2: number | null = null;
  let amountEnd = first.end;
  const high = tokens[index + 1] ? readNumberToken(tokens[index + 1]?.text ?? '') : null;
  if (!isArticle && RANGE_JOINER.test(tokens[index]?.text ?? '') && high !== null && high > quantity) {
    quantity2 = high;
    amountEnd = tokens[index + 1]?.end ?? amountEnd;
    index += 2;
  }
  const unit = readUnitToken(tokens, index);
  // "a large onion", "a little oil": an article is an amount only before a unit ("a pinch of salt").
  if (isArticle && unit === null) return null;
  const unitStart = tokens[index]?.start ?? amountEnd;
  return {
    quantity,
    quantity2,
    unit: unit?.unit ?? null,
    start: first.start,
    amountEnd,
    end: unit?.end ?? amountEnd,
    unitText: unit ? line.slice(unitStart, unit.end) : null,
  };
}

function isSameAmount(written: number | null, read: number | null): boolean {
  if (written === null || read === null) return written === read;
  return Math.abs(written - read) < 0.01;
}

/** "1 cup plus 2 tablespoons": the added measure's end when the reading's amount is the sum, else null. */
function findAddedMeasureEnd(line: string, written: TWrittenAmount, quantity: number | null): number | null {
  const plus = /^\s*plus\s+/i.exec(line.slice(written.end));
  if (!plus || written.unit === null || quantity === null) return null;
  const addedAt = written.end + plus[0].length;
  const added = locateWrittenAmount(line.slice(addedAt));
  const inFirstUnit = added?.unit ? convertMeasure(added.quantity, added.unit, written.unit) : null;
  return added && inFirstUnit !== null && isSameAmount(written.quantity + inFirstUnit, quantity) ? addedAt + added.end : null;
}

/** Where the reading's amount is written, or null when the line writes something else there. */
function locateReadAmount(parsed: TParsedIngredient): TLineReading['span'] {
  const written = locateWrittenAmount(parsed.input);
  if (!written) return null;
  const addedEnd = written.quantity2 === null ? findAddedMeasureEnd(parsed.input, written, parsed.quantity) : null;
  // The sum is scaled in the first measure's unit: "1 cup plus 2 tablespoons" ×2 → "2¼ cups".
  if (addedEnd !== null && written.unit === parsed.unit) return { start: written.start, end: addedEnd, unitText: written.unitText };
  if (!isSameAmount(written.quantity, parsed.quantity) || !isSameAmount(written.quantity2, parsed.quantity2)) return null;
  if (written.unit === parsed.unit) return { start: written.start, end: written.end, unitText: written.unitText };
  // The unit is written elsewhere ("2 celery stalks") or a word is not read as one ("1 whole chicken"): only the amount.
  if (written.unit === null || parsed.unit === null) return { start: written.start, end: written.amountEnd, unitText: null };
  return null;
}

/** The reading of a blank line, or of a line without an amount at its start. */
export const NO_READING: TLineReading = { quantity: null, quantity2: null, unit: null, span: null, foodName: '' };

/**
 * The reader's reading of a line as the browser scales it (POST /nutrition's lineReadings).
 * `offset`: where the parsed text starts in the line the cook has (the server reads lines trimmed).
 */
export function toLineReading(parsed: TParsedIngredient, offset = 0): TLineReading {
  const hasAmount = !parsed.isGroupHeader && parsed.quantity !== null;
  const span = hasAmount ? locateReadAmount(parsed) : null;
  return {
    quantity: hasAmount ? parsed.quantity : null,
    quantity2: hasAmount ? parsed.quantity2 : null,
    unit: parsed.unit,
    span: span && { ...span, start: span.start + offset, end: span.end + offset },
    foodName: parsed.foodName,
  };
}

/**
 * Without the server's reading (still loading, offline): the amount written at the start of the line,
 * so the dialog still scales plain lines; anything else stays as written until the reading comes.
 */
export function toWrittenReading(line: string): TLineReading {
  const written = locateWrittenAmount(line);
  if (!written) return NO_READING;
  return {
    quantity: written.quantity,
    quantity2: written.quantity2,
    unit: written.unit,
    span: { start: written.start, end: written.end, unitText: written.unitText },
    foodName: '',
  };
}

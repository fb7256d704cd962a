import { describeTokens, readNumberToken, type TToken, type TTokenTag } from './ingredient-tokens.ts';
import { CARDINAL_WORDS } from './number-words.ts';
import { singularizePhrase } from './singularize.ts';
import { convertMeasure, toCanonicalUnit, type TUnit } from './units.ts';

// Turns a tagged line (each token with its field) into amounts, unit, name and the other fields.

export type TTaggedMeasure = { quantity: number; unit: TUnit };

export type TTaggedLine = {
  quantity: number | null;
  quantity2: number | null;
  unit: TUnit | null;
  name: string;
  /** The name up to its first alternative ("butter or olive oil" → butter). */
  firstChoice: string;
  size?: string;
  preparation?: string;
  comment?: string;
  equivalents: TTaggedMeasure[];
  /** "1 cup plus 2 tablespoons": the tokens of the added measure are used up. */
  hasPlus: boolean;
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...CARDINAL_WORDS,
  half: 0.5,
  quarter: 0.25,
  dozen: 12,
  couple: 2,
  few: 3,
  several: 4,
};
// Words the labels count with the unit ("small bunch", "heaping tablespoon") that are not units.
const UNIT_MODIFIER =
  /^(?:scant|heaping|heaped|level|rounded|generous|good|large|small|medium|thin|thick|big|extra-large|medium-size|medium-sized|full|about|generously|slightly)$/i;
const SIZE_MODIFIER = /^(?:large|small|medium|big|extra-large|medium-size|medium-sized|thin|thick)$/i;
const NUMBER_WORD_AT_START = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)$/i;
const RANGE_WORD = /^(?:to|-|–|or|and)$/i;

type TItem = { token: TToken; tag: TTokenTag };

function readAmountToken(text: string): number | null {
  return readNumberToken(text) ?? NUMBER_WORDS[text.toLowerCase()] ?? readCompoundNumberWord(text);
}

/** "Thirty-two" → 32. */
function readCompoundNumberWord(text: string): number | null {
  const tens: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
  const [first, second] = text.toLowerCase().split('-');
  const base = first === undefined ? undefined : tens[first];
  if (base === undefined) return null;
  const extra = second === undefined ? 0 : NUMBER_WORDS[second];
  return extra === undefined || extra >= 10 ? null : base + extra;
}

/** A unit from one or two tokens ("fl oz", "fluid ounces"); null when the word is no unit we know. */
function readUnitAt(items: readonly TItem[], index: number): { unit: TUnit | null; word: string; length: number } {
  const word = items[index]?.token.text ?? '';
  const next = items[index + 1];
  if (/^(?:fl\.?|fluid)$/i.test(word) && next && /^(?:oz|ounces?)$/i.test(next.token.text))
    return { unit: 'fl oz', word: `${word} ${next.token.text}`, length: 2 };
  return { unit: toCanonicalUnit(word), word, length: 1 };
}

/** Joins runs of tokens with `tag` as they are written in the line ("cut into ½-inch cubes"). */
function readSpans(line: string, items: readonly TItem[], tags: readonly TTokenTag[]): string[] {
  const spans: string[] = [];
  let start = -1;
  let end = -1;
  items.forEach((item, index) => {
    const isInside = tags.includes(item.tag);
    // A hyphen or slash between two tokens of the field stays inside it ("½-inch").
    const isJoiner = item.tag === 'O' && /^[-/×x]$/.test(item.token.text) && start >= 0 && tags.includes(items[index + 1]?.tag ?? 'O');
    if (isInside || isJoiner) {
      if (start < 0) start = item.token.start;
      end = item.token.end;
    } else if (start >= 0) {
      spans.push(line.slice(start, end));
      start = -1;
    }
  });
  if (start >= 0) spans.push(line.slice(start, end));
  return spans.map((span) => span.replace(/^[\s,;:(]+|[\s,;:)]+$/g, '').trim()).filter((span) => span !== '');
}

function cleanName(words: readonly string[], isArticleDropped: boolean): string {
  const text = words
    .join(' ')
    .replace(/["*“”]/g, '')
    // "confectioners’ sugar": an apostrophe at the end of a word is its own token.
    .replace(/\s+(['’])(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  // "¼ cup lime juice or more to taste": a joining word left at the end belongs to the comment.
  const trimmed = text.replace(/[\s,;:.]+$/, '').replace(/(?:\s+(?:or|and|and\/or|plus))+$/, '');
  // "½ of a small package feta": after an amount, an article in front is no part of the food
  // (without one, "a little milk" is what the labels call the food).
  return singularizePhrase(isArticleDropped ? trimmed.replace(/^(?:an?|the) (?=\S)/, '') : trimmed);
}

/** Reads the fields from the tokens of `line` and their tags. */
export function readTaggedLine(line: string, tokens: readonly TToken[], tags: readonly TTokenTag[]): TTaggedLine {
  const items: TItem[] = tokens.map((token, index) => ({ token, tag: tags[index] ?? 'O' }));
  let quantity: number | null = null;
  let quantity2: number | null = null;
  let unit: TUnit | null = null;
  let isDozen = false;
  const used = new Set<number>();
  const comments: string[] = [];
  const sizes: string[] = [];

  // "three eggs": the labelled lines seldom start with a number word in lower case; the word is the amount.
  const first = items[0];
  if (first && first.tag !== 'QTY' && NUMBER_WORD_AT_START.test(first.token.text) && !items.some((item) => item.tag === 'QTY')) first.tag = 'QTY';

  const depths = describeTokens(items.map((item) => item.token.text)).parenDepth;
  // "A very small handful": an adverb in front of the size the labels count with the unit.
  items.forEach((item, index) => {
    const next = items[index + 1];
    if (item.tag === 'NAME' && /^very$/i.test(item.token.text) && next && (next.tag === 'UNIT' || next.tag === 'SIZE') && SIZE_MODIFIER.test(next.token.text))
      item.tag = next.tag;
  });

  // The first run of amount tokens: "2", "2 to 3", "1-2", "2 dozen". An amount in brackets after a
  // unit that has none ("Small pinch of saffron (about 10 threads)") says how much that unit is, not how many.
  const isAmount = (item: TItem) => item.tag === 'QTY' && readAmountToken(item.token.text) !== null;
  const firstOutside = items.findIndex((item, index) => isAmount(item) && (depths[index] ?? 0) === 0);
  const firstAnywhere = items.findIndex(isAmount);
  const hasUnitBefore = (end: number) => items.slice(0, end).some((item, index) => item.tag === 'UNIT' && (depths[index] ?? 0) === 0);
  const firstQuantity = firstOutside >= 0 ? firstOutside : firstAnywhere >= 0 && !hasUnitBefore(firstAnywhere) ? firstAnywhere : -1;
  if (firstQuantity >= 0) {
    quantity = readAmountToken(items[firstQuantity]?.token.text ?? '');
    used.add(firstQuantity);
    let index = firstQuantity + 1;
    while (index < items.length && (items[index]?.tag === 'QTY' || (items[index]?.token.text === '-' && items[index + 1]?.tag === 'QTY'))) {
      const text = items[index]?.token.text ?? '';
      const value = readAmountToken(text);
      if (/^dozen$/i.test(text)) isDozen = true;
      else if (value !== null && quantity2 === null && RANGE_WORD.test(items[index - 1]?.token.text ?? '')) quantity2 = value;
      else if (value !== null) break;
      used.add(index);
      index += 1;
    }
  }

  // The first unit the labels would mark; words they keep with it ("small bunch", "scant cup",
  // "plump clove") are a size or dropped, and a word that is no unit we know goes to the comment.
  let unitIndex = -1;
  const unitTokens = items.map((item, index) => (item.tag === 'UNIT' ? index : -1)).filter((index) => index >= 0);
  for (const index of unitTokens) {
    const read = readUnitAt(items, index);
    const isLast = index === unitTokens[unitTokens.length - 1];
    if (read.unit === null && (UNIT_MODIFIER.test(read.word) || !isLast)) {
      if (SIZE_MODIFIER.test(read.word)) sizes.push(read.word.toLowerCase());
      continue;
    }
    unitIndex = index;
    for (let offset = 0; offset < read.length; offset += 1) used.add(index + offset);
    if (read.unit === null) comments.push(read.word);
    else unit = read.unit;
    break;
  }

  // "2 dozen eggs": two dozen (the shopping list and nutrition count a dozen as twelve).
  if (unit === null && isDozen) unit = 'dozen';
  // "A pinch of salt": the article is the number.
  const beforeUnit = items[unitIndex - 1]?.token.text ?? '';
  if (quantity === null && unit !== null && /^an?$/i.test(beforeUnit)) {
    quantity = 1;
    used.add(unitIndex - 1);
  }

  // "1 cup plus 2 tablespoons": the second measure is added in the first unit.
  let hasPlus = false;
  const equivalents: TTaggedMeasure[] = [];
  for (let index = Math.max(unitIndex, firstQuantity) + 1; index < items.length; index += 1) {
    const item = items[index];
    if (item?.tag !== 'UNIT' || used.has(index)) continue;
    const read = readUnitAt(items, index);
    const amountIndex = index - 1 - (items[index - 1]?.token.text === '-' ? 1 : 0);
    const amount = items[amountIndex]?.tag === 'QTY' ? readAmountToken(items[amountIndex]?.token.text ?? '') : null;
    if (read.unit === null || amount === null) continue;
    const isPlus = /^plus$/i.test(items[amountIndex - 1]?.token.text ?? '');
    // "11 tablespoons (1 stick plus 3 tablespoons)": a sum in brackets restates the amount.
    const isInBrackets = (depths[index] ?? 0) > 0;
    const added = isPlus && !isInBrackets && quantity !== null && unit !== null ? convertMeasure(amount, read.unit, unit) : null;
    if (added !== null && quantity !== null) {
      quantity += added;
      if (quantity2 !== null) quantity2 += added;
      hasPlus = true;
    } else if (!isPlus) {
      equivalents.push({ quantity: amount, unit: read.unit });
    }
    used.add(index);
    used.add(amountIndex);
  }

  // "Parsley sprigs", "Garlic cloves" with no amount: the last word is the unit, as in "3 garlic cloves"
  // (not "ground cloves", "whole cloves", nor a list such as "lemon wedges and cilantro sprigs").
  const nameItems = items.filter((item, index) => item.tag === 'NAME' && (depths[index] ?? 0) === 0);
  const lastName = nameItems[nameItems.length - 1];
  const beforeLast = nameItems[nameItems.length - 2]?.token.text ?? '';
  const isTrailingUnit = (word: string) => /^sprigs?$/i.test(word) || (/^cloves?$/i.test(word) && /^garlic$/i.test(beforeLast));
  if (
    quantity === null &&
    unit === null &&
    lastName &&
    nameItems.length >= 2 &&
    nameItems.length <= 3 &&
    isTrailingUnit(lastName.token.text) &&
    !nameItems.some((item) => /^(?:and|or|&)$/i.test(item.token.text))
  ) {
    lastName.tag = 'UNIT';
    unit = toCanonicalUnit(lastName.token.text);
  }

  const nameWords = items.filter((item) => item.tag === 'NAME').map((item) => item.token.text);
  const name = cleanName(nameWords, quantity !== null);
  // What gets weighed and bought: the name without words in brackets ("chicken stock (store-bought)",
  // "pancetta (or other bacon)"), up to its first alternative.
  const openWords = items.filter((item, index) => item.tag === 'NAME' && (depths[index] ?? 0) === 0).map((item) => item.token.text);
  const choiceWords = openWords.length > 0 ? openWords : nameWords;
  const orAt = choiceWords.findIndex((word, index) => index > 0 && /^(?:or|\/)$/i.test(word));
  const firstChoice = cleanName(orAt > 0 ? choiceWords.slice(0, orAt) : choiceWords, quantity !== null);

  sizes.push(...items.filter((item) => item.tag === 'SIZE').map((item) => item.token.text.toLowerCase()));
  const preparation = readSpans(line, items, ['PREP']).join(', ');
  // The labels leave linking words ("a pinch of salt", "plus") in the comment; they say nothing.
  comments.push(...readSpans(line, items, ['COMMENT', 'PURPOSE']).filter((span) => !/^(?:a|an|of|the|plus|and|or)$/i.test(span)));

  const result: TTaggedLine = { quantity, quantity2, unit, name, firstChoice, equivalents, hasPlus };
  if (sizes.length > 0) result.size = sizes.join(' ');
  if (preparation !== '') result.preparation = preparation;
  const comment = comments.join('; ');
  if (comment !== '') result.comment = comment;
  return result;
}

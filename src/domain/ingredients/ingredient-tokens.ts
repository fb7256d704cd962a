import { singularizeWord } from './singularize.ts';
import { toCanonicalUnit } from './units.ts';

// Tokens and tagger features for ingredient lines. Shared by the tagger at run time and by
// scripts/train-ingredient-tagger.ts, so both see a line the same way.

/** The fields a token can belong to; the order is the order of the weights in the model file. */
export const TOKEN_TAGS = ['QTY', 'UNIT', 'SIZE', 'NAME', 'PREP', 'COMMENT', 'PURPOSE', 'O'] as const;
export type TTokenTag = (typeof TOKEN_TAGS)[number];

const FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(FRACTIONS).join('');

// A number ("1", "1.5", "1½", "1/2", "½", mixed "1 1/2", "3 ½"), a word (with inner hyphens and apostrophes), or one other character.
const TOKEN_PATTERN = new RegExp(
  `\\d+\\s+(?:\\d+\\s*[/\\u2044]\\s*\\d+|[${FRACTION_CHARS}])(?![\\d${FRACTION_CHARS}]|-\\p{L})|\\d+\\s*[/\\u2044]\\s*\\d+|\\d+(?:[.,]\\d+)?[${FRACTION_CHARS}]?|[${FRACTION_CHARS}]|[\\p{L}]+(?:['’][\\p{L}]+)*(?:-[\\p{L}]+)*|\\S`,
  'gu',
);

export type TToken = { text: string; start: number; end: number };

/** Splits a line into tokens with their places: "1 1/2 cups (360 ml) flat-leaf parsley," → 1 1/2 · cups · ( · 360 · ml · ) · flat-leaf · parsley · ,. */
export function tokenizeWithOffsets(line: string): TToken[] {
  return [...line.matchAll(TOKEN_PATTERN)].map((match) => ({
    text: match[0].replace(/\s*[/\u2044]\s*/, '/').replace(/\s+/, ' '),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export function tokenizeIngredientLine(line: string): string[] {
  return tokenizeWithOffsets(line).map((token) => token.text);
}

/** The value of a number token ("1½" → 1.5, "3/4" → 0.75), else null. */
export function readNumberToken(token: string): number | null {
  const mixed = /^(\d+) (\S+)$/.exec(token);
  if (mixed?.[1] && mixed[2]) {
    const fraction = readNumberToken(mixed[2]);
    return fraction === null ? null : Number(mixed[1]) + fraction;
  }
  const slash = /^(\d+)\/(\d+)$/.exec(token);
  if (slash?.[1] && slash[2]) return Number(slash[2]) === 0 ? null : Number(slash[1]) / Number(slash[2]);
  const match = /^(\d+(?:[.,]\d+)?)?([^\d.,]?)$/u.exec(token);
  if (!match || (match[1] === undefined && match[2] === '')) return null;
  const whole = match[1] ? Number(match[1].replace(',', '.')) : 0;
  const fraction = match[2] ? FRACTIONS[match[2]] : 0;
  if (fraction === undefined || Number.isNaN(whole)) return null;
  return whole + fraction;
}

const SIZE_WORD = /^(?:small|medium|large|big|jumbo|tiny|extra-large|medium-size|medium-sized|large-size|good-size|good-sized)$/;

function shapeOf(token: string): string {
  if (readNumberToken(token) !== null) return /^\d+$/.test(token) ? 'INT' : 'FRAC';
  if (/^\p{Lu}/u.test(token)) return /^\p{Lu}+$/u.test(token) && token.length > 1 ? 'UPPER' : 'CAP';
  if (/^\p{L}/u.test(token)) return token.includes('-') ? 'HYPH' : 'lower';
  return `P${token}`;
}

export type TTokenContext = { lower: string[]; lemmas: string[]; isUnit: boolean[]; shapes: string[]; parenDepth: number[]; commasBefore: number[] };

/** Per-token facts that do not depend on the tags: computed once per line. */
export function describeTokens(tokens: readonly string[]): TTokenContext {
  const lower = tokens.map((token) => (readNumberToken(token) !== null ? '#' : token.toLowerCase()));
  const shapes = tokens.map(shapeOf);
  const parenDepth: number[] = [];
  const commasBefore: number[] = [];
  let depth = 0;
  let commas = 0;
  for (const token of tokens) {
    if (token === ')' || token === ']') depth = Math.max(0, depth - 1);
    parenDepth.push(depth);
    commasBefore.push(commas);
    if (token === '(' || token === '[') depth += 1;
    if (token === ',' || token === ';') commas += 1;
  }
  const lemmas = lower.map((word) => singularizeWord(word));
  const isUnit = lower.map((word) => toCanonicalUnit(word) !== null);
  return { lower, lemmas, isUnit, shapes, parenDepth, commasBefore };
}

/** The kinds of feature, in the order listFeatures gives their values. */
export const FEATURE_TEMPLATES = [
  'b',
  'w',
  'l',
  's',
  'x3',
  'p',
  'n',
  'p2',
  'n2',
  'pw',
  'wn',
  'ps',
  'ns',
  't',
  'tt',
  'tw',
  'tn',
  'par',
  'c',
  'cn',
  'hn',
  'i',
  'last',
  'unit',
  'size',
  'ed',
  'ly',
  'nu',
  'pu',
  'x2',
] as const;

/** Between the two parts of a paired feature value ("previous word", "word") in the model file. */
export const PAIR_SEPARATOR = '\t';

const SMALL_NUMBERS = ['0', '1', '2', '3', '4'];

/**
 * The feature values of token `index` (one per FEATURE_TEMPLATES entry, null when it does not apply),
 * given the tags already chosen for the tokens before it, written into `firsts` and `seconds`:
 * a paired feature (previous word and word) has both parts, others only the first. Parts, not
 * "name=value" strings, so the tagger looks them up without building a string per feature.
 */
export function listFeatures(
  context: TTokenContext,
  index: number,
  previousTags: readonly string[],
  hasName: boolean,
  firsts: (string | null)[],
  seconds: (string | null)[],
): void {
  const { lower, lemmas, isUnit, shapes, parenDepth, commasBefore } = context;
  const word = lower[index] ?? '';
  const previous = lower[index - 1] ?? '<s>';
  const next = lower[index + 1] ?? '</s>';
  const tag1 = previousTags[index - 1] ?? '<s>';
  const commas = SMALL_NUMBERS[Math.min(commasBefore[index] ?? 0, 2)] ?? '0';
  const nameSeen = hasName ? '1' : '0';
  let template = 0;
  const put = (first: string | null, second: string | null = null) => {
    firsts[template] = first;
    seconds[template] = second;
    template += 1;
  };
  put('');
  put(word);
  put(lemmas[index] ?? '');
  put(shapes[index] ?? '');
  put(word.slice(-3));
  put(previous);
  put(next);
  put(lower[index - 2] ?? '<s>');
  put(lower[index + 2] ?? '</s>');
  put(previous, word);
  put(word, next);
  put(shapes[index - 1] ?? '<s>');
  put(shapes[index + 1] ?? '</s>');
  put(tag1);
  put(previousTags[index - 2] ?? '<s>', tag1);
  put(tag1, word);
  put(tag1, next);
  put((parenDepth[index] ?? 0) > 0 ? '1' : '0');
  put(commas);
  put(commas, nameSeen);
  put(nameSeen, word);
  put(SMALL_NUMBERS[Math.min(index, 4)] ?? '4');
  put(index === lower.length - 1 ? '' : null);
  put(isUnit[index] ? '' : null);
  put(SIZE_WORD.test(word) ? '' : null);
  put(word.endsWith('ed') ? '' : null);
  put(word.endsWith('ly') ? '' : null);
  put(isUnit[index + 1] ? '' : null);
  put(isUnit[index - 1] ? '' : null);
  put(word.slice(0, 2));
}

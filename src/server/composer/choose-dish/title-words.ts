import { CATALOGUE } from '../catalogue.ts';
import { toLookupKey } from '../read-request/find-indexed-dish.ts';

// Choose the dish: the words of dish titles, to match a prompt that names a dish. Titles are read
// thousands of times per request (every candidate, every prompt word) and never change, so their
// words are kept per title for the life of the process; the catalogue's word counts are built once.

/** A word naming a dish ('bourguignon') says more than one many titles share ('chicken'). */
export const RARE_TITLE_WORD_WEIGHT = 3;

/** Words that join a name's parts ('chili con carne', 'pork and beans'): a title never begins or ends on one. */
export const TITLE_JOINERS = /^(?:con|com|de|del|di|da|do|du|al|e|y|et|with|and|of|in|on|&)$/i;
const COMMON_TITLE_WORD_WEIGHT = 1;
const RARE_TITLE_WORD_MAX_DISHES = 3;

export const GENERIC_TITLE_WORDS = new Set(
  (
    'with and the classic easy quick style fresh green red white hot cold creamy crispy spicy simple homemade ' +
    'sweet savoury savory vegan vegetarian veggie protein high low one two three four five six ingredient ingredients minute minutes pot pan sheet ' +
    'date night plan impress dinner lunch breakfast brunch supper meal dessert snack party crowd family kids weeknight tonight'
  ).split(' '),
);

let titleWordCounts: Map<string, number> | null = null;
const titleWordCache = new Map<string, Set<string>>();
const normalisedTitleCache = new Map<string, Set<string>>();

/** 'Bagel-Style Toast' is toast in a bagel's style, not a bagel: a word written 'X-Style' names no dish. */
function dropStyleWords(title: string): string {
  return title.replace(/[a-zà-ÿ']+-style\b/gi, 'style');
}

export function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** How much a prompt word matching a title says: a word few catalogue titles share weighs more. */
export function titleWordWeight(word: string): number {
  if (!titleWordCounts) {
    titleWordCounts = new Map();
    for (const blueprint of CATALOGUE) for (const each of titleWords(blueprint.title)) titleWordCounts.set(each, (titleWordCounts.get(each) ?? 0) + 1);
  }
  return (titleWordCounts.get(word) ?? 0) <= RARE_TITLE_WORD_MAX_DISHES ? RARE_TITLE_WORD_WEIGHT : COMMON_TITLE_WORD_WEIGHT;
}

/** The words of a dish title, singular and plural, for matching a prompt that names the dish. */
export function titleWords(title: string): Set<string> {
  const cached = titleWordCache.get(title);
  if (cached) return cached;
  const words = new Set<string>();
  for (const word of dropStyleWords(title)
    .toLowerCase()
    .split(/[^a-zà-ÿ']+/)) {
    if (word.length < 3) continue;
    words.add(word);
    words.add(word.endsWith('s') ? word.slice(0, -1) : `${word}s`);
  }
  titleWordCache.set(title, words);
  return words;
}

/** The distinct words of a title as written (no plural forms), for the share of it a prompt names. */
export function baseTitleWords(title: string): string[] {
  return [
    ...new Set(
      dropStyleWords(title)
        .toLowerCase()
        .split(/[^a-zà-ÿ']+/)
        .filter((word) => word.length >= 3)
        .map(normaliseWord),
    ),
  ].filter((word) => !GENERIC_TITLE_WORDS.has(word));
}

/** A title's words without accents or generic words ('Crème Brûlée' → creme, cremes, brulee, brulees). */
export function normalisedTitleWords(title: string): Set<string> {
  let words = normalisedTitleCache.get(title);
  if (!words) {
    words = new Set([...titleWords(title)].map(normaliseWord).filter((word) => !GENERIC_TITLE_WORDS.has(word)));
    normalisedTitleCache.set(title, words);
  }
  return words;
}

const lookupWordCache = new Map<string, Set<string>>();

/**
 * A title's words as lookup keys (accents folded, plurals singular, doubled letters single): the one
 * way a title is compared with the words of a dish name ('Thai Green Chicken Curry' holds 'thai green curry').
 */
function lookupTitleWords(title: string): Set<string> {
  let words = lookupWordCache.get(title);
  if (!words) {
    words = new Set(toLookupKey(dropStyleWords(title)).split(' '));
    lookupWordCache.set(title, words);
  }
  return words;
}

/** The title holds every word of a name given as a lookup key ('thai green curry'). */
export function holdsEveryWord(title: string, phrase: string): boolean {
  const words = lookupTitleWords(title);
  return phrase.split(' ').every((word) => word === '' || words.has(word));
}

/** The title holds each word as the cook wrote it ('lobster' in 'Lobster Roll', 'bolognese'). */
export function holdsWords(title: string, words: readonly string[]): boolean {
  return words.every((word) => holdsEveryWord(title, toLookupKey(word)));
}

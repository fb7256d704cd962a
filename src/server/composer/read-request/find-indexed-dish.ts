import { findFood, toMatchKey } from '../../../domain/kitchen/food-table.ts';
import type { TIndexedDish } from '../data/dish-index/dish-index-schema.ts';
import { isDescribingWord } from './describing-words.ts';
import { GENERIC_WORDS, MEAL_WORDS, OCCASION_WORDS } from './generic-words.ts';

/** Words for a relative a meal may be for ('my nan', 'our gran'): after a possessive, a person, never a dish's name. */
const RELATIVE_WORDS: ReadonlySet<string> = new Set(
  'nan nana nanna nans nanny gran granny grannie grandma grandpa grandad granddad nonna nonno abuela abuelo oma opa mum mom mam mammy dad papa pop auntie aunty uncle lola lolo bubbe zaide yiayia'.split(
    ' ',
  ),
);
const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

/** Meals and gatherings: an occasion word beside one is when the meal is eaten ('a harvest festival supper'). */
const MEAL_OR_GATHERING_WORDS: ReadonlySet<string> = new Set([...MEAL_WORDS, 'feast', 'party', 'spread', 'buffet']);

// Recognises the dishes of the named-dish index in a prompt, by name and alias: accents folded
// ('phở' is 'pho'), plurals read as singulars ('empanadas'), hyphens as spaces and doubled letters
// as single ('tikka' and 'tika', 'baklava' and 'baklawa' stay apart).

export type TIndexedDishMatch = {
  dish: TIndexedDish;
  /** The words of the prompt that named it, as the cook wrote them (normalised). */
  phrase: string;
  /** The cook's own spelling of the name, accents folded ('mafe', 'jjajangmyeon'), when read from the prompt's words. */
  written?: string;
  /** An index dish named straight before a wrapped one, its filling ('keema' in 'keema samosas'), with the words that named it. */
  filling?: { dish: TIndexedDish; phrase: string; asWritten: string };
};

/** Families that wrap a filling made apart: a samosa, a dumpling, a pie, a wrap is named after what it holds ('keema samosas'). */
const WRAPPER_FAMILIES: ReadonlySet<string> = new Set(['filled-pastry', 'dumpling', 'pie', 'wrap']);

/** Families of a cooked savoury dish that can be spooned into a wrapper: not a drink, a bread or a sweet. */
const FILLING_FAMILIES: ReadonlySet<string> = new Set(['curry', 'stew', 'roast', 'grilled', 'fried', 'stir-fry', 'side']);

/**
 * 'lamb keema samosas', 'chicken tikka pie', 'rendang dumplings' (twentieth round): a dish of another family named straight
 * before a wrapping dish that ends the head is what the wrapper is filled with; the wrapper is the dish. Null otherwise.
 */
function findWrappedFilling(
  found: ReadonlyArray<{ match: TIndexedDishMatch; start: number; asWritten: string }>,
  prompt: string,
  headWords: number,
): TIndexedDishMatch | null {
  const words = toMatchKey(prompt)
    .split(' ')
    .filter((word) => word !== '');
  const last = Math.min(headWords, words.length);
  for (const wrapper of found) {
    const end = wrapper.start + wrapper.match.phrase.split(' ').length;
    // Only describing words may follow it in the head ('samosas baked'): else it is not what the head ends on.
    const isHeadEnd = end <= last && words.slice(end, last).every((word) => isDescribingWord(word));
    if (!WRAPPER_FAMILIES.has(wrapper.match.dish.family) || !isHeadEnd) continue;
    const filling = found.find(
      (other) =>
        other.start + other.match.phrase.split(' ').length === wrapper.start &&
        FILLING_FAMILIES.has(other.match.dish.family) &&
        // 'old-fashioned apple pie': a dish whose name is a describing word describes the wrapper, it does not fill it.
        !isDescribingWord(other.asWritten.replace(/ /g, '-')),
    );
    if (filling) return { ...wrapper.match, filling: { dish: filling.match.dish, phrase: filling.match.phrase, asWritten: filling.asWritten } };
  }
  return null;
}

/** `plain`: names that are also a plain food ('ginger beer', 'hummus'), matched only when the cook asks to make it. */
export type TDishLookup = {
  byPhrase: ReadonlyMap<string, TIndexedDish>;
  plain: ReadonlyMap<string, TIndexedDish>;
  /** Names as written (accents folded, doubled letters kept): 'turon' is Turon, 'turron' Turrón; plain ones apart. */
  exact: ReadonlyMap<string, TIndexedDish>;
  exactPlain: ReadonlyMap<string, TIndexedDish>;
  /** Collapsed keys two different dishes share ('turon'): matched only as written. */
  shared: ReadonlySet<string>;
  longest: number;
  /** Short names as written, uncollapsed: 'ful' (ful medames) must not answer 'full'. */
  shortExact: ReadonlySet<string>;
};

/** Below this many letters a collapsed name too easily equals an ordinary word ('full' → 'ful'). */
const SHORT_NAME = 5;

/** 'homemade ginger beer', 'how to make ginger beer', 'ginger beer from scratch'. */
const MAKE_CUE =
  /\b(homemade|home-made|make|making|from scratch|diy|brew|recipe|old-fashioned|old fashioned|classic|traditional|fermented|fermenting|ferment)\b/;

/** 'phở' → 'pho', 'Tikka' → 'tika', 'empanadas' → 'empanada'. */
export function toLookupKey(words: string): string {
  return collapseLetters(foldElisions(toMatchKey(words)));
}

/** Elided Italian and French articles: "all'amatriciana", "dell'orto", "gigot d'agneau". */
const ELIDED_ARTICLES = new Set(['all', 'dell', 'nell', 'sull', 'coll', 'l', 'd', 'qu']);
const ELISION = new RegExp(`\\b(${[...ELIDED_ARTICLES].join('|')})'(?=[a-z])`, 'g');

/** An elided article is a word of its own ('all amatriciana'). */
function foldElisions(key: string): string {
  return key.replace(ELISION, '$1 ');
}

/** The prompt's words as the index reads them, elisions folded: the words a match's `start` counts. */
function readWrittenWords(prompt: string): string[] {
  return foldElisions(toMatchKey(prompt.replace(/[’‘]/g, "'")))
    .split(' ')
    .filter((word) => word !== '');
}

function collapseLetters(words: string): string {
  return words.replace(/([a-z])\1+/g, '$1');
}

/**
 * Names that are a single plain food ('rice', 'hummus' is a dish but 'bread' is not) or a bare
 * family word would catch ordinary prompts: only names of more than a plain food count.
 */
function isDistinctiveName(phrase: string): boolean {
  // 'chicken and rice', 'ginger beer': every word a food's, or the whole a food of the table.
  const words = toMatchKey(phrase).split(' ');
  const isAllFoods = words.every((word) => CONNECTORS.has(word) || findFood(word) !== null);
  const food = findFood(phrase);
  return !isAllFoods && !(food && toMatchKey(food.name) === toMatchKey(phrase));
}

/**
 * 'macaroni and cheese' for Mac and Cheese: an alias of foods joined by 'and' that shares a word with the dish's own,
 * distinctive name is another spelling of that name, not a plate of two foods ('chicken and rice').
 */
function isSpellingOfDistinctive(alias: string, name: string): boolean {
  const words = toMatchKey(alias).split(' ');
  if (words.length < 3 || !words.includes('and') || !isDistinctiveName(name)) return false;
  const own = new Set(toMatchKey(name).split(' '));
  return words.some((word) => !CONNECTORS.has(word) && own.has(word));
}

const CONNECTORS = new Set(['and', 'with', 'in', 'on', 'of', 'n', '&']);

export function buildDishLookup(dishes: readonly TIndexedDish[]): TDishLookup {
  const byPhrase = new Map<string, TIndexedDish>();
  const plain = new Map<string, TIndexedDish>();
  const shortExact = new Set<string>();
  const exact = new Map<string, TIndexedDish>();
  const exactPlain = new Map<string, TIndexedDish>();
  const shared = new Set<string>();
  let longest = 1;
  for (const dish of dishes) {
    for (const name of [dish.name, ...dish.aliases]) {
      const isDistinctive = isDistinctiveName(name) || isSpellingOfDistinctive(name, dish.name);
      const names = isDistinctive ? byPhrase : plain;
      const exactNames = isDistinctive ? exact : exactPlain;
      const key = toLookupKey(name);
      if (key.length < 3) continue;
      if (!exactNames.has(toMatchKey(name))) exactNames.set(toMatchKey(name), dish);
      const claimed = byPhrase.get(key) ?? plain.get(key);
      // Collapsing doubled letters must not merge two dishes ('Turon' and 'Turrón'): such a key is matched only as written.
      if (claimed && claimed !== dish) shared.add(key);
      // Every short spelling of a dish counts as written ('mafe' beside 'maafe'), even where another spelling claimed the key.
      if (key.length < SHORT_NAME) shortExact.add(toMatchKey(name));
      // The first dish to claim a name keeps it (the index test reports duplicates).
      if (names.has(key)) continue;
      names.set(key, dish);
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return { byPhrase, plain, exact, exactPlain, shared, longest, shortExact };
}

/** Family words beyond the generic ones that, with foods, make a name that describes rather than names a dish. */
const PLAIN_DISH_WORDS = new Set(['bread', 'cake', 'pie', 'tart', 'rice', 'mash', 'porridge', 'pudding', 'fritter', 'bowl', 'plate', 'drink', 'sauce']);

/** 'green sauce', 'red curry': a colour describes a dish as a food would. */
const COLOUR_WORDS = new Set(['green', 'red', 'white', 'black', 'brown', 'yellow', 'golden']);

/**
 * A name made only of foods and family words ('lentil salad', 'pepper soup') describes a dish; one
 * with a word of its own ('azifa') names it, so it wins when a prompt holds both ('azifa lentil salad').
 */
function isDescriptiveName(phrase: string): boolean {
  return phrase
    .split(' ')
    .every((word) => CONNECTORS.has(word) || COLOUR_WORDS.has(word) || GENERIC_WORDS.has(word) || PLAIN_DISH_WORDS.has(word) || findFood(word) !== null);
}

/**
 * Words that join a longer name in the languages dishes are named in ('sopa de lima', 'pollo al carbón',
 * 'arroz con pollo'): an index name followed by one of them and another word is only the start of a name.
 */
const NAME_JOINERS = new Set(['de', 'del', 'della', 'di', 'al', 'alla', 'con', 'au', 'aux', 'du', 'des', 'la']);

/**
 * The index dish the prompt names, longest name first ('chicken yassa' before 'yassa'), except that
 * a name of its own beats a descriptive one ('azifa lentil salad' is Azifa); null when none.
 * `headWords`: how many of the prompt's words are its head ('sausage and mash' in 'sausage and mash with
 * onion gravy'): a dish named after it ('… with onion gravy') is a side, not the dish, when the head names one.
 */
export function findIndexedDish(
  prompt: string,
  lookup: TDishLookup,
  headWords = Number.POSITIVE_INFINITY,
  isHeadNamed = false,
  // The caller's test of a word the composer knows (is-known-word.ts, which this module cannot import in a cycle).
  isKnownWord: (word: string) => boolean = () => true,
): TIndexedDishMatch | null {
  let descriptive: TIndexedDishMatch | null = null;
  let side: TIndexedDishMatch | null = null;
  const written = readWrittenWords(prompt);
  const found = [...listIndexedDishes(written, prompt, lookup)];
  const wrapped = findWrappedFilling(found, prompt, headWords);
  if (wrapped) return wrapped;
  for (const { match, start, asWritten, isLoose } of found) {
    // A one-word name that is also an ordinary word ('double' for Doubles), or a name that is itself a describing word
    // ('old fashioned' for the cocktail), is as weak a reading as a collapsed one: 'old fashioned thistlemoor soup' names
    // a soup the cookbook does not know, not an Old Fashioned.
    const isOrdinaryWord = match.phrase.includes(' ') ? isDescribingWord(asWritten.trim().replace(/\s+/g, '-')) : isKnownWord(asWritten);
    // Only a name word after it outweighs an ordinary word: a place before it ('trinidad doubles') only says where it is from.
    const isOutweighed = (fromStart: number) => isOutweighedByUnknownWord(written, lookup, start, match.phrase, headWords, isKnownWord, fromStart);
    if ((isLoose && isOutweighed(0)) || (isOrdinaryWord && isOutweighed(start))) continue;
    // 'masak lemak cili api', 'sopa seca chinchana' (twenty-fourth round): a one-word name next to a word the composer does
    // not know, among two or more such words, is a word of another dish's name, not the dish. Apart from them it is the dish
    // ('üç bacı three sisters dolma').
    const unknownBeside = readUnknownBeside(written, lookup, start, headWords, isKnownWord);
    if (!match.phrase.includes(' ') && unknownBeside.length >= 2 && unknownBeside.some((at) => Math.abs(at - start) === 1)) continue;
    // 'sukiyaki hot pot' (twenty-first round): a name of ordinary words straight after a name of its own restates what that
    // dish is ('hot pot', 'stew', 'noodle soup'); the name of its own is the dish asked.
    const isOrdinaryName = asWritten.split(' ').every((word) => CONNECTORS.has(word) || isKnownWord(word));
    // So too a name of ordinary words its own describes ('biko sticky rice cake': Biko is "sticky rice cooked in coconut
    // caramel", twenty-fifth round): the cook's gloss of the dish, whatever family the gloss names.
    // The gloss may begin before the name it holds ('kuymak cornmeal and cheese fondue').
    const describesOf = (own: TIndexedDish) => new Set(toMatchKey(`${own.describe} ${own.defining.join(' ')}`).split(' '));
    const isGlossOf = (own: TIndexedDish) => asWritten.split(' ').every((word) => CONNECTORS.has(word) || describesOf(own).has(word));
    const isGlossBetween = (other: { match: TIndexedDishMatch; start: number }) => {
      const end = other.start + other.match.phrase.split(' ').length;
      if (end === start) return true;
      const between = written.slice(end, start);
      return end < start && isGlossOf(other.match.dish) && between.every((word) => CONNECTORS.has(word) || describesOf(other.match.dish).has(word));
    };
    const ownNameBefore = found.find(
      (other) =>
        other.match.dish !== match.dish &&
        (toKin(other.match.dish.family) === toKin(match.dish.family) || isGlossOf(other.match.dish)) &&
        isGlossBetween(other) &&
        other.asWritten.split(' ').some((word) => !CONNECTORS.has(word) && !isKnownWord(word)),
    );
    if (ownNameBefore && (isOrdinaryName || isGlossOf(ownNameBefore.match.dish)) && start < headWords) continue;
    // 'a harvest festival supper' (twenty-seventh round): a one-word name that is an occasion word ('festival', a Jamaican
    // dumpling), beside another occasion word or a meal word, says when the meal is eaten; it names no dish.
    const isOccasionBeside = (at: number) => OCCASION_WORDS.has(written[at] ?? '') || MEAL_OR_GATHERING_WORDS.has(written[at] ?? '');
    if (!match.phrase.includes(' ') && OCCASION_WORDS.has(asWritten) && (isOccasionBeside(start - 1) || isOccasionBeside(start + 1))) continue;
    // 'a lunch for my nan', 'soup for our nana' (twenty-eighth round): a one-word name after 'my', 'our'… that is also a word
    // for a relative is the person the meal is for, not the bread (Naan's 'nan').
    if (!match.phrase.includes(' ') && RELATIVE_WORDS.has(asWritten) && POSSESSIVES.has(written[start - 1] ?? '')) continue;
    if (start >= headWords) {
      side ??= match;
      continue;
    }
    // 'old-fashioned lemonade', 'old fashioned apple pie': a dish whose name is also a describing word, straight before a
    // dish of another kind in the head, describes it; the head noun decides. A dish before a dish ('falafel pita', 'tinga
    // tostadas') is the one served in the other, and one of the same kind ('zhoug chilli sauce') only restates it.
    const end = start + match.phrase.split(' ').length;
    const isOtherKind = (other: TIndexedDish | undefined) => other !== undefined && other.family !== match.dish.family;
    if (
      isDescribingWord(asWritten.replace(/ /g, '-')) &&
      end < headWords &&
      (found.some((other) => other.start === end && isOtherKind(other.match.dish)) ||
        (end === headWords - 1 && isOtherKind(readPlainDishAt(prompt, lookup, end))))
    )
      continue;
    // Read as written: a collapsed word ('gren' for 'green') is no food of the table.
    if (!isDescriptiveName(match.phrase) && !isDescriptiveName(asWritten)) return preferOwnWords(match, start, found, headWords);
    descriptive ??= match;
  }
  return descriptive ?? (isHeadNamed ? null : side);
}

/**
 * 'argentine humita en chala' (twenty-first round): a name found only by its collapsed letters ('chala' for 'challa') is a
 * guess at a misspelling. Beside a head word the composer does not know ('humita'), the cook is naming another dish whose
 * name holds that word, so the guess must not turn it into a different dish: the unknown name decides (DISH_UNKNOWN).
 * So too a one-word name that is an ordinary word: 'double' in 'double ka meetha' is not Doubles.
 */
function isOutweighedByUnknownWord(
  words: readonly string[],
  lookup: TDishLookup,
  start: number,
  phrase: string,
  headWords: number,
  isKnownWord: (word: string) => boolean,
  fromStart: number,
): boolean {
  const end = start + phrase.split(' ').length;
  return readUnknownHeadPlaces(words, lookup, headWords, isKnownWord).some((at) => (at < start || at >= end) && at >= fromStart);
}

/** Where the head's words other than the one at `start` are neither an index name nor a word the composer knows. */
function readUnknownBeside(words: readonly string[], lookup: TDishLookup, start: number, headWords: number, isKnownWord: (word: string) => boolean): number[] {
  return readUnknownHeadPlaces(words, lookup, headWords, isKnownWord).filter((at) => at !== start);
}

/** Where the head's words are neither a joining word, an index name nor a word the composer knows. */
function readUnknownHeadPlaces(words: readonly string[], lookup: TDishLookup, headWords: number, isKnownWord: (word: string) => boolean): number[] {
  return words
    .slice(0, Math.min(headWords, words.length))
    .map((word, at) => ({ word, at }))
    .filter(
      ({ word }) =>
        !CONNECTORS.has(word) &&
        !NAME_JOINERS.has(word) &&
        !ELIDED_ARTICLES.has(word) &&
        !lookup.exact.has(word) &&
        !lookup.byPhrase.has(toLookupKey(word)) &&
        !isKnownWord(word),
    )
    .map(({ at }) => at);
}

/** Families close enough that one's plain name can restate the other ('hot pot' a sukiyaki, 'sweet bread' a cozonac). */
const KIN_FAMILIES: Readonly<Record<string, string>> = {
  soup: 'pot',
  stew: 'pot',
  curry: 'pot',
  'yeast-bread': 'bread',
  flatbread: 'bread',
  'quick-bread': 'bread',
  cocktail: 'drink',
  mocktail: 'drink',
  'cold-drink': 'drink',
  'hot-drink': 'drink',
  smoothie: 'drink',
  shake: 'drink',
};
const toKin = (family: string) => KIN_FAMILIES[family] ?? family;

/** Words of a name that are not a food's: what a food named beside the dish cannot bring ('verde' in 'enchilada verde'). */
const countOwnWords = (phrase: string) => phrase.split(' ').filter((word) => !CONNECTORS.has(word) && findFood(word) === null).length;

/**
 * 'chicken enchiladas verdes': two names of the same length overlap ('chicken enchiladas', an alias of Enchiladas, and
 * 'enchiladas verdes'). A food of the one is folded into any dish, but the variant word of the other ('verdes', 'rojas',
 * 'blanco') is lost unless its dish is chosen, so the name with more words of its own wins.
 */
function preferOwnWords(
  match: TIndexedDishMatch,
  start: number,
  found: ReadonlyArray<{ match: TIndexedDishMatch; start: number; asWritten: string }>,
  headWords: number,
): TIndexedDishMatch {
  const length = match.phrase.split(' ').length;
  const overlapping = found.filter(
    (other) =>
      other.match.dish !== match.dish &&
      other.start < headWords &&
      other.match.phrase.split(' ').length === length &&
      Math.abs(other.start - start) < length &&
      !isDescriptiveName(other.match.phrase) &&
      countOwnWords(other.match.phrase) > countOwnWords(match.phrase),
  );
  return overlapping[0]?.match ?? match;
}

/** The dish that is also a plain food ('lemonade') the prompt's word at `index` names, as a one-word name. */
function readPlainDishAt(prompt: string, lookup: TDishLookup, index: number): TIndexedDish | undefined {
  const word = collapseLetters(
    foldElisions(toMatchKey(prompt.replace(/[’‘]/g, "'")))
      .split(' ')
      .filter((each) => each !== '')[index] ?? '',
  );
  return word === '' ? undefined : (lookup.plain.get(word) ?? lookup.plain.get(word.replace(/s$/, '')));
}

/** Every index dish the prompt names, longest name first, with the word it starts at. */
function* listIndexedDishes(
  written: readonly string[],
  prompt: string,
  lookup: TDishLookup,
): Generator<{ match: TIndexedDishMatch; start: number; asWritten: string; isLoose: boolean }> {
  const words = written.map(collapseLetters);
  const isMaking = MAKE_CUE.test(prompt.toLowerCase());
  for (let length = Math.min(words.length, lookup.longest); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const phrase = words.slice(start, start + length).join(' ');
      // Plurals the singulariser does not know ('khachapuris', 'empanadas').
      const singular = [phrase, phrase.replace(/s$/, ''), phrase.replace(/es$/, '')];
      const asWritten = written.slice(start, start + length).join(' ');
      // A name as written first; a collapsed one ('tika' for 'tikka') only when no other dish shares it.
      const readExact = (each: string) => lookup.exact.get(each) ?? (isMaking ? lookup.exactPlain.get(each) : undefined);
      const readCollapsed = (each: string) =>
        lookup.shared.has(each) ? undefined : (lookup.byPhrase.get(each) ?? (isMaking ? lookup.plain.get(each) : undefined));
      const exactDish = [asWritten, asWritten.replace(/s$/, ''), asWritten.replace(/es$/, '')].map(readExact).find(Boolean);
      const dish = exactDish ?? singular.map(readCollapsed).find(Boolean);
      // Found only once doubled letters are collapsed, and not as the cook wrote it: a guess at their spelling.
      const isLoose = exactDish === undefined;
      const isShortMismatch = phrase.length < SHORT_NAME && ![asWritten, asWritten.replace(/s$/, '')].some((each) => lookup.shortExact.has(each));
      // 'sopa de lima' is not Sopas: the name goes on in words the index does not hold.
      const next = written[start + length];
      // A wrapper's joined word is its filling ('empanadas de queso', twenty-fifth round): the wrapper is still the dish.
      const isStartOfLongerName =
        next !== undefined && NAME_JOINERS.has(next) && written[start + length + 1] !== undefined && !(dish && WRAPPER_FAMILIES.has(dish.family));
      // 'empanadas de queso', 'sopa de queso' (twenty-fifth round): a name after a joining word with a word before it says
      // what that dish is of, so it is never the dish asked (Queso Dip); the words before it name the dish.
      const isAfterJoiner = start >= 2 && NAME_JOINERS.has(written[start - 1] ?? '');
      if (dish && !isShortMismatch && !isStartOfLongerName && !isAfterJoiner) yield { match: { dish, phrase, written: asWritten }, start, asWritten, isLoose };
    }
  }
}

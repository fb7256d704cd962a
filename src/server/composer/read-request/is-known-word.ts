import { findFood } from '../../../domain/kitchen/food-table.ts';
import { findFoodsInText } from '../match-foods.ts';
import { isCommonWord } from './common-words.ts';
import { readJoinedFoodWord } from './joined-food.ts';
import { isCuisineWord, isDescribingWord } from './describing-words.ts';
import { GENERIC_WORDS, OCCASION_WORDS } from './generic-words.ts';
import { CUISINE_ADJECTIVES, QUALIFIERS, TITLE_STOPS } from './recognise-dish.ts';

// One test of 'a word the composer knows' (fourteenth round): a food, a qualifier, a cuisine, a describing word or
// ordinary English (SCOWL 10–35). Both the family reader (recogniseDish's unknown words) and the unknown-dish reader
// (findUnknownDish) ask it, so a common English word is never taken for a dish's name on either path.

/** The word, lower-case, is one the composer knows: never the name of a dish it does not. */
export function isKnownWord(word: string): boolean {
  return isKitchenWord(word) || isFolded(word, isCommonWord);
}

/**
 * The word is one the composer knows for what it says about food — a food, a qualifier, a cuisine, a describing word —
 * not only as ordinary English ('mine', 'lion'): ordinary English beside a dish's name may be a word of another name.
 */
export function isKitchenWord(word: string): boolean {
  const isKnown = (each: string) =>
    TITLE_STOPS.has(each) ||
    QUALIFIERS.has(each) ||
    CUISINE_ADJECTIVES.has(each) ||
    GENERIC_WORDS.has(each) ||
    OCCASION_WORDS.has(each) ||
    isDescribingWord(each) ||
    isCuisineWord(each) ||
    findFoodsInText(each).length > 0 ||
    findFood(each) !== null ||
    readJoinedFoodWord(each) !== null;
  return isFolded(word, isKnown);
}

/** The test on the word as written or with its accents folded, not dropped: 'sautéed' is 'sauteed', not 'sautd'. */
function isFolded(word: string, test: (each: string) => boolean): boolean {
  const folded = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return test(word) || test(folded.replace(/[^a-z'-]/g, ''));
}

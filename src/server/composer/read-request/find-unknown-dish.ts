import { findFood } from '../../../domain/kitchen/food-table.ts';
import { isKnownWord } from './is-known-word.ts';
import { findFoodsInText } from '../match-foods.ts';
import { isCuisineWord, isDescribingWord } from './describing-words.ts';
import { GENERIC_WORDS, MEAL_WORDS, OCCASION_WORDS } from './generic-words.ts';
import { CUISINE_ADJECTIVES, QUALIFIERS, TITLE_STOPS } from './recognise-dish.ts';

// A prompt that names a dish the composer does not know ('khachapuri', 'a bowl of ful medames'),
// as against an open request ('a quick lunch', 'something with chicken'). Read from the prompt's
// head — the words before 'for', 'with', a comma… — once the filler is gone: a head word that is no
// food, no qualifier and no request word is taken for the dish's name.

/** Words that make a request open: the cook asks for something, not a particular dish. */
const OPEN_WORDS = new Set(
  (
    'something anything ideas idea what whatever dish dishes meal meals recipe recipes food dinner dinners lunch lunches breakfast brunch ' +
    'snack snacks dessert desserts drink drinks treat treats supper appetizer appetiser starter starters side sides plan menu fridge pantry ' +
    // 'a canape for new year' (twenty-seventh round): a small bite to hand round, of whatever the cart holds.
    'canape canapes canapé canapés nibbles ' +
    // 'a korean banchan spread', 'a japanese bento lunch' (twenty-eighth round): a table of small dishes or a packed box, of
    // whatever the cart holds — the shape of a meal, no one dish's name.
    'spread spreads mezze meze mezzes mezes banchan thali thalis bento bentos ' +
    'leftovers kitchen cart have got tonight week weekend party crowd kids kid family date night evening morning afternoon day ' +
    'daughter son wife husband partner friend friends guests mum mom dad baby toddler me us everyone someone i we you ' +
    // 'use these up', 'whatever's left': the cart is the request.
    'use it these those this them up left leftover stuff things items everything bits odds ends ' +
    // 'a baking project', 'dinner suggestions': the request, not a dish's name.
    'project projects option options suggestion suggestions inspiration thing something ' +
    // 'clear out the veg drawer', 'empty the freezer', 'the fish I bought': the cart named by where it lives.
    'drawer freezer cupboard cupboards larder shopping groceries clear empty bought'
  ).split(' '),
);

/**
 * A request word at `at` of the head: 'up' only as 'use it up', 'these up' — after another request word. After a cooking
 * word it is part of a dish's name ('maori boil up', twenty-fourth round), not an open request.
 */
function isOpenWordAt(words: readonly string[], at: number): boolean {
  const word = words[at] ?? '';
  if (word !== 'up') return OPEN_WORDS.has(word);
  return at === 0 || OPEN_WORDS.has(words[at - 1] ?? '');
}

/** Kinds of dish that end a dish's name when a word the composer does not know stands anywhere before them. */
const KIND_NAME_ENDS = new Set(['drink', 'drinks', 'dessert', 'desserts', 'snack', 'snacks', 'treat', 'treats', 'dish', 'starter', 'side']);

/** Diet and manner words: 'vegan', 'veggie', 'air fryer', 'slow cooker'. */
const MANNER_WORDS = new Set(
  (
    'vegan vegetarian veggie vegetable meatless meat-free plant-based plant based keto paleo halal kosher gluten-free dairy-free nut-free egg-free ' +
    'low-carb high-protein low carb high protein sugar-free lactose-free allergy allergic air fryer fried slow cooker instant pot pressure oven ' +
    'baked grilled roasted steamed raw no-cook no-bake one-pot one-pan sheet pan minute minutes min mins hour hours ingredient ingredients ' +
    'buttered creamed boiled sauteed sautéed spiced candied honeyed caramelised caramelized blistered glazed braised stuffed seared poached smoked charred sticky marinated pickled toasted crusted loaded mashed whipped pan-fried stir-fried deep-fried slow-cooked ' +
    'serves people person portion portions big small large mini lots lot bowl plate glass cup mug batch ' +
    // 'a challah loaf', 'a sourdough boule': the shape a bread is baked in, not its name.
    'loaf loaves boule bloomer plait braid cob'
  ).split(' '),
);

/** Food words the stop lists hold for their diet ('egg-free', 'nut free'), foods again when no 'free' follows. */
const FOOD_STOPS = new Set(['egg', 'eggs', 'nut', 'nuts', 'peanut', 'peanuts', 'soy', 'sesame']);

const MAKE_CUE = /\b(homemade|home-made|from scratch|diy|how to make|how do i make)\b/;

const LEADING_FILLER =
  /^(?:(?:i(?:'d| would)? (?:like|want|need|fancy|crave)|i'm craving|make me|make us|make|cook me|cook|give me|how about|how do i make|how to make|can you make|recipe for|a recipe for|please|let's have|some|a|an|the|my|our|homemade|home-made|authentic|traditional|real|proper|good)\s+)+/;
const HEAD_END =
  /\s*(?:,|;|\(|\.|!|\?|\s(?:for|with|without|in|under|within|using|that|which|but|no|and no|please|to|on(?! toast\b)|from|like|is|are|was|who|has|have|i|we)\s)/;

/** A stated time ('25-minute', '20 min', 'half-hour'), not part of any dish's name. */
const TIME_LIMIT = /\b(?:\d+|half|one|two|three|four|five|six|ten|twenty|thirty|forty|forty-five|fifteen)(?:\s*[-–]\s*|\s+)(?:minutes?|mins?|hours?|hrs?)\b/g;

/** The words of the prompt that name what the cook wants ('miso glazed aubergine' in 'a miso glazed aubergine for two'). */
export function readPromptHead(prompt: string): string {
  // A time limit is no word of the dish's name: 'a 25-minute pork stir-fry' names a pork stir-fry.
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'").replace(TIME_LIMIT, ' ').replace(/\s+/g, ' ').trim();
  return text.replace(LEADING_FILLER, '').split(HEAD_END)[0]?.trim() ?? '';
}

/** The head asks openly ('a Mexican dinner', 'something Moroccan'): a word of it is a request word. */
export function isOpenHead(prompt: string): boolean {
  return readHeadWords(prompt).some((_word, at, words) => isOpenWordAt(words, at));
}

/** The head's words, a possessive's 's dropped ('ploughman's' reads as 'ploughman'). */
function readHeadWords(prompt: string): string[] {
  return readPromptHead(prompt)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.replace(/'s?$/, ''));
}

/** The dish the prompt names but the composer does not know, in the cook's words; null for an open request or a known dish. */
export function findUnknownDish(prompt: string): string | null {
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'").trim();
  const head = readPromptHead(prompt);
  // '24 kleinur for the freezer' (twenty-fourth round): a count before the name is how many, not an open request.
  const isCount = (word: string) => /^\d+$/.test(word);
  const words = readHeadWords(prompt).filter((word) => !isCount(word));
  if (words.length === 0) return null;
  // The unknown-dish reader's own request words first ('tonight', 'air fryer'), then the one test both readers share.
  const isUnknownWord = (word: string) => !OPEN_WORDS.has(word) && !MANNER_WORDS.has(word) && !isKnownWord(word);
  // 'jiggs dinner', 'a ploughman's lunch' (thirteenth round): a meal word straight after a word the composer does not know
  // is part of a dish's name, not an open request — an open answer to it would be an unrelated dish.
  // A describing word by its ending ('cheerful', 'wholesome', 'crunchy', 'reheated') is no name.
  // 'mauby bark drink' (twenty-fourth round): a word ending in -y is a describing word only when the list holds it.
  const isDescribingForm = (word: string) => /(?:ful|ish|some|ed|ing|ive|ous|less|est|arian)$/.test(word) || isDescribingWord(word);
  const isDishNameWord = (word: string) => !word.includes('-') && !isDescribingForm(word) && isUnknownWord(word);
  // A meal word ends a dish's name when a word the composer does not know comes before it ('jiggs dinner').
  if (words.some((word, at) => MEAL_WORDS.has(word) && at > 0 && isDishNameWord(words[at - 1] ?? ''))) return head;
  // 'new england boiled dinner', 'a yankee boiled supper' (twenty-eighth round): a place's word, a cooking word and a meal
  // word are a named dish (the place's boiled dinner), not an open request — an open answer to it would be unrelated.
  const isCookedWord = (word: string) => MANNER_WORDS.has(word) && /ed$/.test(word);
  const isPlaceWord = (word: string) => isCuisineWord(word) || isDishNameWord(word);
  if (words.some((word, at) => MEAL_WORDS.has(word) && at > 1 && isCookedWord(words[at - 1] ?? '') && isPlaceWord(words[at - 2] ?? ''))) return head;
  // 'a zorvik honey drink', 'a flumbrik layered dessert': a kind of dish ending a head with a name word before it is
  // that dish, not an open request for any drink or dessert (an open answer to it would be unrelated).
  if (KIND_NAME_ENDS.has(words.at(-1) ?? '') && words.slice(0, -1).some(isDishNameWord)) return head;
  if (words.some((word, at) => isOpenWordAt(words, at) || /\d/.test(word))) return null;
  // A long head is read by its name's words, those before its first food ('sai bhaji' in 'sai bhaji spinach and lentils',
  // thirteenth round): an open answer to a dish named in full would be unrelated. The foods after it may be any.
  if (words.length > 5) {
    const firstFood = words.findIndex((word) => findFoodsInText(word).length > 0 || findFood(word) !== null);
    const name = words.slice(0, firstFood);
    // A name has no article or pronoun in it: 'get rid of the half cabbage and …' is a sentence, not a dish.
    const isSentence = name.some((word) => /^(?:the|a|an|of|my|our|your|to|it|them|some|this|that|these|those)$/.test(word));
    return firstFood > 0 && !isSentence && name.some(isUnknownWord) ? head : null;
  }
  if (words.some(isUnknownWord)) return words.join(' ');
  // 'homemade ginger beer': making a food the table knows only as bought.
  return MAKE_CUE.test(text) && words.length >= 2 && findFoodsInText(head).length === 1 ? head : null;
}

/**
 * The dish a DISH_UNKNOWN names (twenty-third round): the name as found, unless every word of it is one the composer knows
 * ('old fashioned', a describing word and a cocktail) while the head holds words it does not — then the head from its first
 * unknown word ('thistlemoor soup' in 'old fashioned thistlemoor soup'), the words the cookbook lacks.
 */
export function nameUnknownWords(dish: string, prompt: string): string {
  const isKnown = (word: string) => word === '' || OPEN_WORDS.has(word) || MANNER_WORDS.has(word) || isKnownWord(word);
  if (
    !dish
      .toLowerCase()
      .split(/[\s-]+/)
      .every(isKnown)
  )
    return dish;
  const words = readPromptHead(prompt).split(/\s+/);
  const at = words.findIndex((word) => !isKnown(word.replace(/'s?$/, '')));
  return at < 0 ? dish : words.slice(at).join(' ');
}

/**
 * The words of the prompt's head that name a dish ('houmous', 'bolognese', 'goat' in 'curry goat'),
 * without filler, diet, manner and qualifier words; empty for an open request ('a quick lunch').
 */
export function readDishWords(prompt: string): string[] {
  const written = readHeadWords(prompt);
  if (written.length === 0 || written.length > 5 || written.some((word, at) => isOpenWordAt(written, at) || /\d/.test(word))) return [];
  const cleaned = written.map((word) => word.replace(/[^a-zà-ÿ'-]/g, ''));
  // 'egg curry' names a curry of eggs; only 'egg free' (two words) is a diet.
  const isFoodNotDiet = (word: string, at: number) => FOOD_STOPS.has(word) && cleaned[at + 1] !== 'free' && findFoodsInText(word).length > 0;
  return cleaned.filter(
    (word, at) =>
      isFoodNotDiet(word, at) ||
      // 'ca ri ga', 'bo ne' (twenty-seventh round): a short word the composer does not know is a word of a name, not filler.
      ((word.length > 2 || (word.length === 2 && !isKnownWord(word))) &&
        !TITLE_STOPS.has(word) &&
        !QUALIFIERS.has(word) &&
        !CUISINE_ADJECTIVES.has(word) &&
        !GENERIC_WORDS.has(word) &&
        !OCCASION_WORDS.has(word) &&
        // 'stuffed courgettes' is a dish, not courgettes: the manner that shapes the dish stays.
        (!MANNER_WORDS.has(word) || word === 'stuffed') &&
        !/(^|-)free$|^non-|^(pescatarian|pescetarian|alcoholic|virgin|zero-proof|gluten|dairy|nut|egg|soy|sugar|meat|plant|based|style|homemade|home-made|three|four|six|seven|eight|nine|ten|twelve)$/.test(
          word,
        ) &&
        // 'refreshing', 'comforting', 'chilly' describe the dish; they do not name it (foods stay: 'curry', 'pulled pork').
        // A real list, not a word's ending: 'quibberish' in 'quibberish curry' names a dish the cookbook does not know.
        !(findFoodsInText(word).length === 0 && word !== 'stuffed' && isDescribingWord(word) && findFood(word) === null) &&
        !isCuisineWord(word)),
  );
}

/**
 * Issue 10: a prompt that names no food at all ('asdfgh', '???') is refused before a credit is taken.
 * No food list can be complete, so the rule only refuses what cannot be words: no letters, keyboard
 * runs, one letter repeated, or no vowel. Anything that might be a dish goes on to the generator.
 */
export const NOT_A_DISH_MESSAGE = "Describe a dish or what you'd like to cook, e.g. 'a quick tomato pasta for two'.";

// Food words without a vowel, which the vowel rule would otherwise refuse.
const VOWELLESS_FOOD_WORDS = new Set(['bbq', 'blt', 'pbj', 'pb']);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const KEYBOARD_RUN_MIN = 4;

function isKeyboardRun(word: string): boolean {
  if (word.length < KEYBOARD_RUN_MIN) return false;
  return KEYBOARD_ROWS.some((row) => row.includes(word) || [...row].reverse().join('').includes(word));
}

/** A token that could be an English (or borrowed) word: a vowel, and not a keyboard run or one letter repeated. */
function isWordLike(word: string): boolean {
  if (VOWELLESS_FOOD_WORDS.has(word)) return true;
  if (word.length < 2) return false;
  if (!/[aeiouy]/.test(word)) return false;
  if (/^(.)\1+$/.test(word) || /(.)\1\1/.test(word)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{6,}/.test(word)) return false;
  return !isKeyboardRun(word);
}

/** True when the prompt has at least one word that could name food; URL prompts are checked elsewhere. */
export function isDishPrompt(prompt: string): boolean {
  const words = prompt
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.some(isWordLike);
}

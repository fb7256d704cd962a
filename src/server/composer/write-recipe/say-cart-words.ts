import { pluralizeName } from '../../../domain/shopping-list/consolidate-shopping-list.ts';
import { singularizePhrase, singularizeWord } from '../../../domain/ingredients/singularize.ts';
import type { TAdapted } from '../adapt-dish/adapt-blueprint.ts';
import { findFoodsInText, matchCartItem } from '../match-foods.ts';
import type { TFood } from '../types.ts';
import { getFood, isSameForm } from '../foods.ts';
import { escapeForPattern } from '../escape-for-pattern.ts';

// A cart item is written in the cook's word (twelfth round, issue #26): the cart's 'prawn' reads 'prawns' in the recipe,
// 'sea bass' reads 'sea bass', not the composer's 'peeled shrimp' or 'cod fillets' — it is what they bought, and what
// they will look for in the fridge. A general word ('pasta', 'fish', 'cheese') names no food more exactly than the
// dish's own, and a word the food's name already holds ('chicken thigh' in 'boneless chicken thighs') changes nothing.

const GENERAL_WORDS = new Set([
  'fish',
  'meat',
  'seafood',
  'poultry',
  'cheese',
  'pasta',
  'noodles',
  'rice',
  'beans',
  'veg',
  'vegetables',
  'fruit',
  'nuts',
  'herbs',
]);

function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '')
    .map((word) => word.replace(/(?<!s)s$/, ''));
}

/** The cook's word for a food, or null when the food's own name says it as well or better. */
function readCooksWord(item: string, food: TFood): string | null {
  const word = item.toLowerCase().replace(/\s+/g, ' ').trim();
  if (word === '' || !/^[a-z' -]+$/.test(word) || GENERAL_WORDS.has(word)) return null;
  // A word that names several foods ('rice': every rice) is less exact than the dish's own.
  const groups = findFoodsInText(word);
  if (groups.length > 1 || (groups[0]?.length ?? 1) > 1) return null;
  const own = new Set([...toWords(food.name), ...toWords(food.plural)]);
  if (toWords(word).every((each) => own.has(each))) return null;
  // 'new potato' for 'baby potatoes' reads plural as the food's own name does, and 'prawn' for the 'peeled shrimp' (a plural
  // of its own); 'corn' for 'sweetcorn kernels' stays as the cook wrote it.
  const plural = pluralizeName(word);
  const ownLast = food.name.split(' ').at(-1) ?? '';
  const isCounted = ownLast === 'shrimp' || ownLast === plural.split(' ').at(-1);
  return isCounted ? plural : word;
}

/**
 * The cart's foods by key, in the cook's words: only those that read differently from the food's own name — or, for a
 * line of another name for the same food ('queso fresco' where the cart has feta), the cart food's own name.
 */
function readCartWords(cartItems: readonly string[], pantry: readonly TFood[]): { words: Map<string, string>; owns: Map<string, string> } {
  const words = new Map<string, string>();
  const owns = new Map<string, string>();
  for (const item of cartItems) {
    const key = matchCartItem(item);
    const food = pantry.find((each) => each.key === key);
    if (!food || words.has(food.key)) continue;
    const word = readCooksWord(item, food);
    if (word !== null) words.set(food.key, word);
    owns.set(food.key, word ?? food.name);
  }
  return { words, owns };
}

/** The recipe's lines, steps and notes with the cart's foods in the cook's words. */
export function sayCartWords(adapted: TAdapted, cartItems: readonly string[], pantry: readonly TFood[]): TAdapted {
  const { words, owns } = readCartWords(cartItems, pantry);
  if (owns.size === 0) return adapted;
  const renamed = new Map<string, TFood>();
  let replaceText = (text: string) => text;
  // A line of another name for the cart's food ('phyllo' for the cart's 'filo pastry') is said in the cook's word too.
  const findWord = (food: TFood) =>
    owns.has(food.key) ? words.get(food.key) : [...owns].find(([key]) => isSameForm(getFood(key), food) && adapted.pantryUsed.includes(food))?.[1];
  for (const line of adapted.lines) {
    const word = findWord(line.food);
    if (word === undefined || renamed.has(line.food.key)) continue;
    const food = line.food;
    renamed.set(food.key, { ...food, name: word, plural: food.unit === '' ? pluralizeName(word) : word });
    const previous = replaceText;
    const names = [...new Set([food.plural, food.name])].sort((a, b) => b.length - a.length).map(escapeForPattern);
    const pattern = new RegExp(`\\b(?:${names.join('|')})\\b`, 'gi');
    replaceText = (text: string) => previous(text).replace(pattern, () => word);
  }
  if (renamed.size === 0) return adapted;
  // The title's word for the food ('Cod', 'Shrimp') becomes the cook's ('Sea Bass', 'Prawns').
  let title = adapted.title;
  for (const [key, food] of renamed) {
    const own = adapted.lines.find((line) => line.food.key === key)?.food;
    for (const titleWord of (own?.titleWord ?? '').split('|').filter((each) => each !== '')) {
      // A food before a dish's noun is said in its singular, attributive form ('Blueberry Cake' for the cook's 'fresh
      // blueberries', twenty-seventh round); a title that said it plural ('Prawns') says the cook's word plural.
      const isPluralWord = singularizeWord(titleWord) !== titleWord.toLowerCase();
      const cooks = (isPluralWord ? (food.name.endsWith('s') ? food.name : pluralizeName(food.name)) : singularizePhrase(food.name)).replace(
        /\b\w/g,
        (letter) => letter.toUpperCase(),
      );
      title = title.replace(new RegExp(`\\b${escapeForPattern(titleWord)}\\b`), () => cooks);
    }
  }
  return {
    ...adapted,
    title,
    lines: adapted.lines.map((line) => ({ ...line, food: renamed.get(line.food.key) ?? line.food })),
    pantryUsed: adapted.pantryUsed.map((food) => renamed.get(food.key) ?? food),
    steps: adapted.steps.map(replaceText),
    tips: adapted.tips.map(replaceText),
  };
}

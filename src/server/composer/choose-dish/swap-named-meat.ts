import { getFood } from '../foods.ts';
import type { TBlueprint, TFood } from '../types.ts';
import { escapeForPattern } from '../escape-for-pattern.ts';

// 'beef fajitas', 'pork enchiladas verdes': the meat the cook names takes the place of the dish's own main meat
// (the chicken of Chicken Fajitas), not a second main beside it. The dish keeps everything else that makes it.

const MEAT_TAGS = ['meat', 'poultry', 'fish', 'shellfish'];

/** A main of meat, poultry or fish (not a stock or a sauce made of it). */
export function isMainMeat(food: TFood): boolean {
  return food.category === 'protein' && food.tags.some((tag) => MEAT_TAGS.includes(tag));
}

const isMinced = (food: TFood) => /\b(ground|mince|minced)\b/i.test(food.name);

/** Of the foods a named word can be, the one cut like the meat it replaces: strips of steak for strips of chicken, mince for mince. */
export function chooseLikeCut(keys: readonly string[], replaced: TFood, isNameKept = false): string {
  const alike = keys.filter((key) => isMinced(getFood(key)) === isMinced(replaced));
  // Where no word of the cook's is written beside the line, the food's own name says the meat ('beef chuck', not 'sirloin steak').
  const word = (
    getFood(keys[0] ?? '')
      .name.split(' ')
      .pop() ?? ''
  ).toLowerCase();
  const named = isNameKept ? alike.find((key) => getFood(key).name.toLowerCase().split(' ').includes(word)) : undefined;
  return named ?? alike[0] ?? keys[0] ?? '';
}

/** The named meat that would replace a dish's own: the one named group of meats the dish does not use, else null. */
export function findReplacingMeat(namedGroups: readonly string[][], usedKeys: ReadonlySet<string>): readonly string[] | null {
  const meats = namedGroups.filter((keys) => keys.length > 0 && keys.every((key) => isMainMeat(getFood(key))));
  if (meats.length !== 1) return null;
  const [group = []] = meats;
  return group.some((key) => usedKeys.has(key)) ? null : group;
}

/** The words a food is written by in a title or a step ('Chicken', 'chicken breast'), longest first. */
function readFoodWords(food: TFood): string[] {
  return [food.name, ...food.aliases, ...food.titleWord.split('|')].filter((word) => word !== '').sort((a, b) => b.length - a.length);
}

/** The word the cook wrote for a named food ('steak', 'pork'), longest first; '' when none is in the prompt. */
export function findCooksWord(prompt: string, keys: readonly string[]): string {
  const text = prompt.toLowerCase();
  const words = keys.flatMap((key) => [getFood(key).name, ...getFood(key).aliases]).sort((a, b) => b.length - a.length);
  return words.find((word) => new RegExp(`\\b${escapeForPattern(word)}\\b`).test(text)) ?? '';
}

/** The blueprint with its first main meat replaced by the named one, titled with the cook's word; null when it has none or already uses it. */
export function swapNamedMeat(blueprint: TBlueprint, group: readonly string[], cooksWord: string): TBlueprint | null {
  const replaced = blueprint.ingredients.find((ref) => isMainMeat(getFood(ref.key)));
  if (!replaced || group.includes(replaced.key)) return null;
  const replacedFood = getFood(replaced.key);
  const key = chooseLikeCut(group, replacedFood);
  const food = getFood(key);
  const word = cooksWord.trim() || (food.titleWord.split('|')[0] ?? food.name);
  const wordPattern = new RegExp(`\\b(${readFoodWords(replacedFood).map(escapeForPattern).join('|')})\\b`, 'i');
  const capitalised = word.replace(/\b\w/g, (letter) => letter.toUpperCase());
  const title = wordPattern.test(blueprint.title) ? blueprint.title.replace(wordPattern, () => capitalised) : `${capitalised} ${blueprint.title}`;
  // Steps name the food by reference ({chicken}) and now and then in plain words ('fill with chicken, peppers').
  const plainPattern = new RegExp(`(?<![{\\w])(${readFoodWords(replacedFood).map(escapeForPattern).join('|')})\\b(?!})`, 'gi');
  const steps = blueprint.steps.map((step) => step.replaceAll(`{${replaced.key}}`, () => `{${key}}`).replace(plainPattern, () => word.toLowerCase()));
  return {
    ...blueprint,
    id: `${blueprint.id}:with:${key}`,
    title,
    ingredients: blueprint.ingredients.map((ref) => (ref === replaced ? { ...ref, key, alternatives: null } : ref)),
    steps,
  };
}

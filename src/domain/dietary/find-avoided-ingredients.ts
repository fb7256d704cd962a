import { normaliseIngredientName } from './read-ingredient-facts.ts';

// Custom dietary preferences (Pro): ingredients a cook never wants, beyond the five flags.
// They are an input of the one dietary guard, checked on every recipe like the flags.

export type TAvoidedIngredient = { ingredient: string; avoided: string };

/** Singular-ish word form, so "mushrooms" and "mushroom", "tomatoes" and "tomato" meet. */
function toStem(word: string): string {
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const toStems = (text: string) => normaliseIngredientName(text).split(' ').filter(Boolean).map(toStem);

/** Lower case, trimmed, without duplicates: the form the profile keeps. */
export function normaliseAvoidList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const clean = item.trim().replace(/\s+/g, ' ').toLowerCase();
    const key = toStems(clean).join(' ');
    if (clean === '' || key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(clean);
  }
  return result;
}

/** Every ingredient whose words contain an avoided phrase as whole words ("mushroom" in "2 cups button mushrooms", not "egg" in "eggplant"). */
export function findAvoidedIngredients(ingredientNames: readonly string[], avoid: readonly string[]): TAvoidedIngredient[] {
  const phrases = avoid.map((item) => ({ item, stems: toStems(item) })).filter((phrase) => phrase.stems.length > 0);
  if (phrases.length === 0) return [];
  const found: TAvoidedIngredient[] = [];
  for (const ingredient of ingredientNames) {
    const words = toStems(ingredient);
    for (const { item, stems } of phrases) {
      const isInside = words.some((_, start) => stems.every((stem, offset) => words[start + offset] === stem));
      if (isInside) found.push({ ingredient, avoided: item });
    }
  }
  return found;
}

/** For the retry prompt and the error message, in the guard's wording. */
export function describeAvoidedIngredients(found: readonly TAvoidedIngredient[]): string {
  return found.map(({ ingredient, avoided }) => `'${ingredient}' (the cook never wants ${avoided})`).join(', ');
}

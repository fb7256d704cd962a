import { findFood, toMatchKey } from '../../../../domain/kitchen/food-table.ts';
import type { TDishRegion, TIndexedDish } from './dish-index-schema.ts';

// The index's own rules, beyond its schema, as functions that list what breaks them: the index test
// runs them over the whole index and over planted bad entries (so each can be seen to fail).

const FLESH_FACTS = new Set(['meat', 'poultry', 'fish', 'shellfish']);

/** How a dish name or alias is compared: lower case, accents folded, punctuation as spaces. */
export function normaliseDishName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Names and aliases that two entries claim (an alias that folds to its own dish's name is only redundant). */
export function findDuplicateNames(dishes: readonly TIndexedDish[]): string[] {
  const owner = new Map<string, TIndexedDish>();
  const problems: string[] = [];
  for (const dish of dishes) {
    for (const phrase of new Set([dish.name, ...dish.aliases].map(normaliseDishName))) {
      const previous = owner.get(phrase);
      if (previous !== undefined) problems.push(`"${phrase}" names both ${previous.name} and ${dish.name}`);
      else owner.set(phrase, dish);
    }
  }
  return problems;
}

/** Aliases must be lower case, trimmed and non-empty (the composer compares them as written). */
export function findBadAliases(dishes: readonly TIndexedDish[]): string[] {
  return dishes.flatMap((dish) =>
    dish.aliases.filter((alias) => alias !== alias.toLowerCase() || alias !== alias.trim() || alias.length < 2).map((alias) => `${dish.name}: alias "${alias}"`),
  );
}

/** The food a name resolves to, only when the name is that food's own name or synonym (not a word inside a longer phrase). */
export function resolveExactFood(name: string) {
  const food = findFood(name);
  if (!food) return null;
  const key = toMatchKey(name);
  return [food.name, ...food.synonyms].some((phrase) => toMatchKey(phrase) === key) ? food : null;
}

/** Defining and supporting foods that are not foods of the kitchen table, or that are listed twice. */
export function findUnknownFoods(dishes: readonly TIndexedDish[]): string[] {
  return dishes.flatMap((dish) => {
    const names = [...dish.defining, ...dish.supporting];
    const unknown = names.filter((name) => resolveExactFood(name) === null).map((name) => `${dish.name}: "${name}" is not a kitchen food`);
    // Two names may share one table row (gin and tequila are one spirit row); the same name twice is a slip.
    const seen = new Set<string>();
    const twice = names.filter((name) => {
      const key = toMatchKey(name);
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    return [...unknown, ...twice.map((name) => `${dish.name}: "${name}" is listed twice`)];
  });
}

/** A vegetarian dish lists no meat, poultry, fish or shellfish; a dish that is not lists at least one. */
export function findVegetarianMismatches(dishes: readonly TIndexedDish[]): string[] {
  return dishes.flatMap((dish) => {
    const flesh = [...dish.defining, ...dish.supporting].filter((name) => resolveExactFood(name)?.facts.some((fact) => FLESH_FACTS.has(fact)));
    if (dish.vegetarian && flesh.length > 0) return [`${dish.name}: vegetarian but lists ${flesh.join(', ')}`];
    if (!dish.vegetarian && flesh.length === 0) return [`${dish.name}: not vegetarian but lists no meat or fish`];
    return [];
  });
}

/** How many dishes each region or course holds. */
export function countByRegion(dishes: readonly TIndexedDish[]): Map<TDishRegion | 'none', number> {
  const counts = new Map<TDishRegion | 'none', number>();
  for (const dish of dishes) counts.set(dish.region ?? 'none', (counts.get(dish.region ?? 'none') ?? 0) + 1);
  return counts;
}

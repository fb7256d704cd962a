import type { TIndexedDish } from '../data/dish-index/dish-index-schema.ts';
import { DISH_METHODS } from '../data/dish-methods.ts';
import { findFormOfFood, getFood } from '../foods.ts';
import { FAMILY_KINDS, type TFamily } from '../read-request/recognise-dish.ts';
import { CUISINES, type TBlueprintSource, type TCuisine, type TFood } from '../types.ts';

// A dish of the named-dish index, built by its family's method (data/dish-methods.ts) with the
// foods that make it that dish: 'khachapuri' is a yeasted dough with cheese and an egg, 'mulled
// wine' red wine warmed with orange and spices. Same notation as the catalogue, so diets,
// servings and nutrition are handled by the same code.

export type TIndexedBlueprint = {
  source: TBlueprintSource;
  /** Foods of the dish the cook cannot have, left out (said in the notes). */
  leftOut: string[];
};

/** Herbs, spoons and dashes are not weighed out like a main ingredient. */
const MAX_COUNT: Partial<Record<string, number>> = { handful: 2, sprig: 4, pinch: 2, dash: 3, clove: 4, tbsp: 4, tsp: 2, scoop: 2, slice: 8, '': 6 };

function toSpec(food: TFood, grams: number): string {
  if (food.category === 'herb' && food.unit !== 'g') return `${food.key} 1`;
  if (food.unit === 'tsp') return `${food.key} 1`;
  if (food.unit === 'tbsp') return `${food.key} 2`;
  if (food.unit === 'g' || food.unit === 'ml') return `${food.key} ${Math.max(5, Math.round(grams / 5) * 5)}`;
  if (food.unit === 'taste' || food.gramsPerUnit <= 0) return `${food.key} 1`;
  const count = Math.max(1, Math.round((grams / food.gramsPerUnit) * 2) / 2);
  return `${food.key} ${Math.min(count, MAX_COUNT[food.unit] ?? count)}`;
}

/** Spices, herbs and spoonfuls are measured, not shared out by weight. */
const isMeasuredBySpoon = (food: TFood) => food.unit === 'tsp' || food.unit === 'tbsp' || food.category === 'herb' || food.unit === 'taste';

function toCuisine(name: string, fallback: TCuisine): TCuisine {
  return CUISINES.find((cuisine) => name.toLowerCase().includes(cuisine.toLowerCase())) ?? fallback;
}

function listRefs(keys: readonly string[]): string {
  const refs = keys.map((key) => `{${key}}`);
  return refs.length <= 1 ? (refs[0] ?? '') : `${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1] ?? ''}`;
}

/**
 * The dish as a blueprint, or null when a defining food is one the cook cannot have and has no
 * replacement (a vegetarian khash is not khash). Usual foods the cook cannot have are left out.
 */
export function composeIndexedBlueprint(dish: TIndexedDish, isAllowed: (key: string) => boolean): TIndexedBlueprint | null {
  const family = dish.family as TFamily;
  const method = DISH_METHODS[family];
  const coreKeys = new Set(method.core.map((spec) => spec.split(' ')[0] ?? ''));
  const seen = new Set<string>();
  const leftOut: string[] = [];
  const resolve = (names: readonly string[], isDefining: boolean): string[] | null => {
    const keys: string[] = [];
    for (const name of names) {
      const key = findFormOfFood(name);
      if (!key || seen.has(key)) continue;
      const food = getFood(key);
      if (food.isBasic) continue;
      seen.add(key);
      if (!isAllowed(key) && !food.alternatives.some((alternative) => isAllowed(alternative.split('*')[0] ?? ''))) {
        // A defining food with no replacement the cook can have: not this dish.
        if (isDefining && keys.length === 0) return null;
        leftOut.push(food.name);
        continue;
      }
      keys.push(key);
    }
    return keys;
  };
  const mains = resolve(dish.defining, true);
  if (!mains || mains.length === 0) return null;
  const extras = resolve(dish.supporting, false) ?? [];
  const weigh = (keys: readonly string[], grams: number) => {
    const weighed = keys.filter((key) => !coreKeys.has(key) && !isMeasuredBySpoon(getFood(key)));
    const share = grams / Math.max(1, weighed.length);
    return keys.filter((key) => !coreKeys.has(key)).map((key) => toSpec(getFood(key), share));
  };
  const extraText = listRefs(extras);
  const steps = method.steps
    .map((step) => step.replaceAll('{main}', () => listRefs(mains)))
    .map((step) => (extras.length > 0 ? step.replaceAll('{extras}', () => extraText) : step.replace(/\[[^\]]*\{extras\}[^\]]*\]/g, '')));
  return {
    source: {
      t: dish.name,
      cu: toCuisine(dish.cuisine, method.cuisine),
      m: dish.meals,
      k: FAMILY_KINDS[family][0] ?? 'snack',
      time: method.time,
      s: method.servings,
      ...(method.tags ? { tags: method.tags } : {}),
      i: [...method.core, ...weigh(mains, method.mainGrams), ...weigh(extras, method.extraGrams).map((spec) => `${spec} ?`)],
      st: steps,
      ...(method.cold ? { cold: true } : {}),
    },
    leftOut,
  };
}

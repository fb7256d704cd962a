import { STAPLE_KEYS } from '../adapt-dish/adapt-blueprint.ts';
import type { TCandidate } from '../adapt-dish/adapt-blueprint.ts';
import { canFitMinutes } from '../adapt-dish/shorten-to-fit.ts';
import type { TBlueprint, TIntent, TKind } from '../types.ts';

// Choose the dish: which dishes fit the request at all. Filters run in priority order, and one that
// would leave nothing is skipped, so the answer is always the closest dish there is.

export type TFilter<T> = (item: T) => boolean;

const SWEET_KINDS: readonly TKind[] = ['cake', 'cookies', 'pudding', 'frozen'];

export const totalMinutes = (candidate: TCandidate) => candidate.blueprint.prepMinutes + candidate.blueprint.cookMinutes;
export const usesKey = (candidate: TCandidate, keys: readonly string[]) => candidate.lines.some((line) => keys.includes(line.food.key));
export const pantryCount = (candidate: TCandidate) => candidate.pantryUsed.filter((food) => !STAPLE_KEYS.has(food.key)).length;

/**
 * Filters that only look at the dish as written, in priority order. They run first, on the bare
 * catalogue, so only a few dozen dishes are adapted per request.
 */
export function buildDishFilters(intent: TIntent): TFilter<TBlueprint>[] {
  const filters: TFilter<TBlueprint>[] = [];
  const wantsMain = !intent.wantsDrink && intent.meal === null && intent.kinds.length === 0;
  const wantsSweet = intent.meal === 'dessert' || intent.kinds.some((kind) => SWEET_KINDS.includes(kind));
  filters.push((b) => b.meals.includes('drink') === intent.wantsDrink);
  // A dish that can honestly be made quicker keeps a time limit (`shortenToFit` makes it so); one
  // that fits as written is preferred last.
  if (intent.maxMinutes !== null) filters.push((b) => canFitMinutes(b, intent.maxMinutes ?? 0));
  if (intent.isNoOven) filters.push((b) => !b.equipment.includes('oven'));
  if (intent.kinds.length > 0) filters.push((b) => intent.kinds.includes(b.kind));
  // The meal before the cuisine: with no Indian dessert in the cookbook, 'an Indian dessert' is a dessert, not Chana Masala.
  if (intent.meal !== null) filters.push((b) => b.meals.includes(intent.meal ?? 'dinner'));
  if (intent.cuisines.length > 0) filters.push((b) => b.cuisines.some((cuisine) => intent.cuisines.includes(cuisine)));
  if (!wantsSweet) filters.push((b) => !b.meals.includes('dessert') || b.meals.length > 1);
  if (wantsMain) filters.push((b) => b.meals.includes('dinner'));
  // Among the dishes left, one that fits the time as written beats one made quicker.
  if (intent.maxMinutes !== null) filters.push((b) => b.prepMinutes + b.cookMinutes <= (intent.maxMinutes ?? 0));
  return filters;
}

/** Filters on the adapted dish (after substitutions and pantry), applied after the dish filters. */
export function buildCandidateFilters(intent: TIntent, namedGroups: readonly string[][]): TFilter<TCandidate>[] {
  const filters: TFilter<TCandidate>[] = [];
  if (intent.maxIngredients !== null) filters.push((c) => c.ingredientCount <= (intent.maxIngredients ?? 0));
  if (intent.wantsAlcohol === true) filters.push((c) => c.lines.some((line) => line.food.tags.includes('alcohol')));
  if (intent.wantsLowCarb) filters.push((c) => c.macros[2] <= 20);
  if (intent.usesPantry) filters.push((c) => pantryCount(c) > 0);
  if (namedGroups.length > 0) filters.push((c) => namedGroups.every((keys) => usesKey(c, keys)));
  if (intent.wantsHighProtein) filters.push((c) => c.macros[1] >= 25);
  const softTags = intent.tags.filter((tag) => tag !== 'quick' && tag !== 'low-carb');
  if (softTags.length > 0) filters.push((c) => softTags.every((tag) => c.blueprint.tags.includes(tag)));
  if (namedGroups.length > 1) filters.push((c) => namedGroups.some((keys) => usesKey(c, keys)));
  if (softTags.length > 1) filters.push((c) => softTags.some((tag) => c.blueprint.tags.includes(tag)));
  if (intent.isColdWeather) filters.push((c) => c.blueprint.isHot);
  if (intent.isHotWeather) filters.push((c) => !c.blueprint.isHot || intent.wantsDrink);
  if (intent.prefersQuick) filters.push((c) => totalMinutes(c) <= 30);
  return filters;
}

/** Applies each filter in priority order, skipping one that would leave nothing. */
export function narrow<T>(items: readonly T[], filters: readonly TFilter<T>[]): readonly T[] {
  let pool = items;
  for (const filter of filters) {
    const next = pool.filter(filter);
    if (next.length > 0) pool = next;
  }
  return pool;
}

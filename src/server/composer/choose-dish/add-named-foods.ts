import { getFood } from '../foods.ts';
import { listRefs } from '../list-names.ts';
import type { TBlueprint } from '../types.ts';
import { isMainMeat } from './swap-named-meat.ts';

// 'lamb meatballs with apricots': a cookbook dish the cook names with foods it does not hold takes them in, rather than
// the cook's foods being dropped or the dish refused.

/** Grams of an added food for each serving: a share beside the dish's own, not its main. */
const GRAMS_PER_SERVING = 30;

/** The dish with the named foods it lacks folded in at the end; null when it lacks none, or lacks a main meat (a swap's job). */
export function addNamedFoods(blueprint: TBlueprint, namedGroups: readonly (readonly string[])[]): TBlueprint | null {
  const held = new Set(blueprint.ingredients.map((ref) => ref.key));
  const missing = namedGroups.filter((keys) => keys.length > 0 && !keys.some((key) => held.has(key)));
  if (missing.length === 0 || missing.some((keys) => keys.some((key) => isMainMeat(getFood(key))))) return null;
  const keys = missing.map((group) => group[0] ?? '').filter((key) => key !== '' && !getFood(key).isBasic);
  if (keys.length === 0) return null;
  const refs = keys.map((key) => ({
    key,
    quantity: GRAMS_PER_SERVING * blueprint.servings,
    unit: 'g' as const,
    isOptional: false,
    isSlot: false,
    alternatives: null,
  }));
  const list = listRefs(keys);
  const step = blueprint.isHot
    ? `Stir in ${list} (cut small if large) for the last 3–4 minutes, until hot through.`
    : `Scatter ${list} (sliced if large) over the top before serving.`;
  return { ...blueprint, id: `${blueprint.id}:plus:${keys.join('+')}`, ingredients: [...blueprint.ingredients, ...refs], steps: [...blueprint.steps, step] };
}

import type { TRecipeRequest } from '../../providers/llm/recipe-generator.ts';
import type { TCandidate } from '../adapt-dish/adapt-blueprint.ts';
import { CATALOGUE } from '../catalogue.ts';
import { getFood } from '../foods.ts';
import { parseBlueprint } from '../parse-blueprint.ts';
import { FAMILY_KINDS, type TDish } from '../read-request/recognise-dish.ts';
import type { TBlueprint, TFood, TIntent } from '../types.ts';
import { composeFamilyBlueprint } from './compose-family.ts';
import { narrow, usesKey, type TFilter } from './filters.ts';
import { pickCandidate } from './pick-candidate.ts';
import { findReplacingMeat, swapNamedMeat } from './swap-named-meat.ts';
import { holdsEveryWord, holdsWords, normaliseWord } from './title-words.ts';

export type TDishContext = {
  buildCandidates: (blueprints: readonly TBlueprint[]) => TCandidate[];
  dishFilters: readonly TFilter<TBlueprint>[];
  intent: TIntent;
  namedGroups: readonly string[][];
  request: TRecipeRequest;
  isAllowed: (food: TFood) => boolean;
};

// A composed blueprint is parsed once per family, title and ingredients: the adapt stage caches its
// substitutions by blueprint id, so the same composed dish must come back as the same object and id.
// Bounded: cleared when full.
const composedCache = new Map<string, TBlueprint>();
const MAX_COMPOSED = 500;

/** A composed blueprint gets an id of its own: the substitution cache is keyed by id. */
function toComposedBlueprint(dish: TDish, context: TDishContext): TBlueprint | null {
  const source = composeFamilyBlueprint(dish, context.namedGroups, (key) => context.isAllowed(getFood(key)));
  if (!source) return null;
  const id = `composed:${dish.family}:${source.t}:${source.i.join(',')}`;
  let blueprint = composedCache.get(id);
  if (!blueprint) {
    blueprint = { ...parseBlueprint(source), id };
    if (composedCache.size >= MAX_COMPOSED) composedCache.clear();
    composedCache.set(id, blueprint);
  }
  return blueprint;
}

/** The dish as the prompt names it: a title pattern for a specific dish ('banana bread'), else the family's kinds. */
export function isSameDish(dish: TDish, blueprint: TBlueprint): boolean {
  return dish.isSpecific ? dish.titlePattern.test(normaliseWord(blueprint.title)) : FAMILY_KINDS[dish.family].includes(blueprint.kind);
}

/** A catalogue dish of the name (and family) the cook named, with the named ingredients; null when none fits. */
export function chooseFromCatalogue(dish: TDish, context: TDishContext, titleMustHold = ''): TCandidate | null {
  // A family word ('a smoothie', 'a soup') also keeps drinks and dishes apart.
  // Words of the name the composer does not know must be in the title: 'quokka pie' is not Cottage Pie.
  const hasUnknownWords = (blueprint: TBlueprint) => holdsWords(blueprint.title, dish.unknownWords);
  const isWanted = (blueprint: TBlueprint) =>
    isSameDish(dish, blueprint) &&
    hasUnknownWords(blueprint) &&
    (!titleMustHold || holdsEveryWord(blueprint.title, titleMustHold)) &&
    (dish.isSpecific || blueprint.meals.includes('drink') === context.intent.wantsDrink);
  const hasNamed = (candidate: TCandidate) => context.namedGroups.every((keys) => usesKey(candidate, keys));
  // 'lamb lasagne': the cookbook's lasagne with lamb in place of its beef, not beside it (a dish of its own name only:
  // 'a lamb curry' or 'slow-roasted lamb shoulder' is the family's own dish of lamb).
  const replacing = dish.isSpecific ? findReplacingMeat(context.namedGroups, new Set()) : null;
  const wanted = CATALOGUE.filter(isWanted).map((blueprint) => (replacing ? (swapNamedMeat(blueprint, replacing, '') ?? blueprint) : blueprint));
  const fitting = context.buildCandidates(wanted).filter(hasNamed);
  // 'a light salad for six' is answered by a dish called a salad when the cookbook has one, not by Larb, a salad by kind.
  // Only among the dishes that keep what the prompt asks (its time, its method): a family's name does not outrank them.
  const kept = new Set(
    narrow(
      fitting,
      context.dishFilters.map((filter) => (candidate: TCandidate) => filter(candidate.blueprint)),
    ),
  );
  const titled = dish.isSpecific ? [] : fitting.filter((candidate) => kept.has(candidate) && dish.titlePattern.test(normaliseWord(candidate.blueprint.title)));
  return pickCandidate(titled.length > 0 ? titled : fitting, context.dishFilters, context.intent, context.namedGroups, context.request);
}

export type TComposedDish = { candidate: TCandidate } | { candidate: null; reason: 'unknown' | 'restricted' };

/** The dish composed from its family's template with the named main ingredients; why not, when it cannot be. */
export function composeForDish(dish: TDish, context: TDishContext): TComposedDish {
  const blueprint = toComposedBlueprint(dish, context);
  if (!blueprint) return { candidate: null, reason: 'unknown' };
  const [composed] = context.buildCandidates([blueprint]);
  return composed ? { candidate: composed } : { candidate: null, reason: 'restricted' };
}

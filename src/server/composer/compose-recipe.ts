import type { TAiRecipe } from '../../domain/ai-recipe.ts';
import { toDietaryFlags } from '../../domain/dietary/restrictions.ts';
import type { TRecipeRequest } from '../providers/llm/recipe-generator.ts';
import { buildCandidate, finishCandidate, isBanned } from './adapt-dish/adapt-blueprint.ts';
import type { TAdaptContext, TAdapted, TCandidate } from './adapt-dish/adapt-blueprint.ts';
import { findForbiddenFoods } from './adapt-dish/find-forbidden-foods.ts';
import { CATALOGUE } from './catalogue.ts';
import { chooseForDish, isSameDish, type TDishContext } from './choose-dish/choose-for-dish.ts';
import { buildDishFilters, narrow, usesKey } from './choose-dish/filters.ts';
import { findNamedDishes } from './choose-dish/find-named-dishes.ts';
import { pickCandidate } from './choose-dish/pick-candidate.ts';
import { getFood } from './foods.ts';
import { findFoodsInText } from './match-foods.ts';
import { parseIntent } from './read-request/parse-intent.ts';
import { readPantry } from './read-request/read-pantry.ts';
import { readCookRestrictions, resolveRestrictions } from './read-request/read-restrictions.ts';
import { FAMILY_NOUNS, recogniseDish } from './read-request/recognise-dish.ts';
import type { TBlueprint, TFood, TIntent } from './types.ts';
import { describeAppliance } from './write-recipe/describe-appliance.ts';
import { writeRecipe, type TComputeNutrition } from './write-recipe/write-recipe.ts';

// The built-in composer: picks the blueprint that best fits the prompt, the cook's diets and pantry,
// and renders it as an AI recipe response. Four stages: read the request → choose the
// dish → adapt it to the cook → write the recipe. Pure: same request → same recipe.

export type { TComputeNutrition };

export type TComposition = { recipe: TAiRecipe; adapted: TAdapted; intent: TIntent };

const MAX_SERVINGS = 24;

export function composeRecipe(request: TRecipeRequest, computeNutrition?: TComputeNutrition): TComposition {
  // Read the request.
  const intent = parseIntent(request.prompt);
  const restrictions = resolveRestrictions(request);
  const diet = toDietaryFlags(restrictions);
  const { restricted, dietLabelForTag, banned } = readCookRestrictions(
    diet,
    restrictions,
    intent,
    request.violationFeedback ?? '',
    request.avoidIngredients ?? [],
  );
  const forbidden = findForbiddenFoods(restrictions);
  const isAllowed = (food: TFood) => !food.tags.some((tag) => restricted.has(tag)) && !isBanned(food, banned) && !forbidden.has(food.key);
  const pantry = readPantry(request, isAllowed);
  const dish = recogniseDish(request.prompt);
  // 'bread' in 'banana bread' is the dish, not an ingredient to add to it.
  const namedFoods = dish ? findFoodsInText(request.prompt.toLowerCase().replace(FAMILY_NOUNS, ' ')) : intent.namedFoods;
  const namedGroups = namedFoods.map((keys) => keys.filter((key) => isAllowed(getFood(key)))).filter((keys) => keys.length > 0);

  const servings = intent.servings === null ? null : Math.min(Math.max(1, Math.round(intent.servings)), MAX_SERVINGS);
  const namedKeys = new Set(namedGroups.flat());
  const servingsFor = (blueprintServings: number): number | null => {
    if (servings !== null) return servings;
    if (intent.tags.includes('meal-prep')) return Math.max(blueprintServings, 4);
    if (intent.tags.includes('party') && !intent.wantsDrink) return Math.max(blueprintServings, 8);
    return null;
  };
  const restrictionKey = `${[...restricted].sort().join(',')}|${[...dietLabelForTag].join(',')}|${banned.join(',')}|${restrictions.keys.join(',')}|${restrictions.avoid.join(',')}`;
  // Adapt each dish considered to the cook (substitutions, pantry, servings).
  const buildCandidates = (blueprints: readonly TBlueprint[]) => {
    const built: TCandidate[] = [];
    for (const blueprint of blueprints) {
      const context: TAdaptContext = {
        restricted,
        dietLabelForTag,
        banned,
        forbidden,
        pantry,
        restrictionKey,
        namedKeys,
        usesPantry: intent.usesPantry,
        servings: servingsFor(blueprint.servings),
        maxIngredients: intent.maxIngredients,
      };
      const candidate = buildCandidate(blueprint, context);
      if (candidate) built.push(candidate);
    }
    return built;
  };

  // Choose the dish.
  const dishFilters = buildDishFilters(intent);
  const dishContext: TDishContext = { buildCandidates, dishFilters, intent, namedGroups, request, isAllowed };
  // A catalogue dish named outright ('mapo tofu', 'a Moscow mule') wins over any family guess.
  // The named dish stays in the family the prompt names: 'vegetarian lasagna' is not 'Vegetarian Chili'.
  const named = findNamedDishes(intent, forbidden).filter((blueprint) => !dish || isSameDish(dish, blueprint));
  // Foods the dish is named after count as present ('Mapo Tofu' answers 'tofu'); others must be in it.
  const hasNamedFoods = (candidate: TCandidate) => {
    const title = candidate.blueprint.title.toLowerCase();
    return namedGroups.every((keys) => usesKey(candidate, keys) || keys.some((key) => getFood(key).aliases.some((alias) => title.includes(alias))));
  };
  const byName = named.length > 0 ? pickCandidate(buildCandidates(named).filter(hasNamedFoods), dishFilters, intent, namedGroups, request) : null;
  const forDish = !byName && dish ? chooseForDish(dish, dishContext) : null;
  let chosen = byName ?? forDish?.candidate ?? null;
  if (!chosen) {
    let candidates = buildCandidates(narrow(CATALOGUE, dishFilters));
    // None of the fitting dishes can be made for this cook: widen to the whole catalogue.
    if (candidates.length === 0) candidates = buildCandidates(CATALOGUE);
    chosen = pickCandidate(candidates, dishFilters, intent, namedGroups, request);
  }
  if (!chosen) throw new Error('The recipe catalogue has no dish that fits these dietary restrictions.');

  // Finish adapting the chosen dish, then write the recipe.
  const adapted = finishCandidate(chosen);
  if (forDish?.note) adapted.tips.unshift(forDish.note);
  const applianceStep = describeAppliance(request.prompt, adapted.blueprint);
  if (applianceStep) adapted.steps.push(applianceStep);
  return { recipe: writeRecipe(adapted, intent, computeNutrition), adapted, intent };
}

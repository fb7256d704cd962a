import { parsePromptRestrictions } from '../../../domain/dietary/parse-prompt-restrictions.ts';
import { mergeRestrictions, NO_RESTRICTIONS, restrictionsFromDietary, type TRestrictions } from '../../../domain/dietary/restrictions.ts';
import {
  DIETARY_KEYS,
  RESTRICTION_FACTS,
  RESTRICTION_KEYS,
  RESTRICTION_TITLE_WORDS,
  type TFoodFact,
  type TRestrictionKey,
} from '../../../domain/kitchen/diet-vocabulary.ts';
import type { TDietary } from '../../../domain/profile.ts';
import type { TRecipeRequest } from '../../providers/llm/recipe-generator.ts';
import { getFood } from '../foods.ts';
import { findFoodsInText } from '../match-foods.ts';
import type { TIntent } from '../types.ts';

// Read the request: what the cook may not have, from every place it is stated.

const FEEDBACK_TAG_WORDS: ReadonlyArray<readonly [RegExp, TFoodFact[]]> = [
  [/\bmeat\b|\bbeef\b|\bpork\b|\blamb\b/, ['meat']],
  [/\bpoultry\b/, ['poultry']],
  [/\bfish\b|\bseafood\b/, ['fish', 'shellfish']],
  [/\bshellfish\b/, ['shellfish']],
  [/\bdairy\b|\blactose\b/, ['dairy']],
  [/\beggs?\b/, ['egg']],
  [/\bhoney\b/, ['honey']],
  [/\bgluten\b|\bwheat\b/, ['gluten']],
  [/\btree[- ]?nuts?\b|\bnuts?\b/, ['treeNut', 'peanut']],
  [/\bpeanuts?\b/, ['peanut']],
  [/\balcohol/, ['alcohol']],
];

/** Restrictions beyond the five flags come first: their title word wins for a fact both rule out (as before). */
const FLAG_KEYS: ReadonlySet<TRestrictionKey> = new Set(DIETARY_KEYS);
const EXTRA_RESTRICTION_KEYS = RESTRICTION_KEYS.filter((key) => !FLAG_KEYS.has(key));

/** The profile's flags, the merged set the service passed, and the prompt's own words (for direct callers). */
export function resolveRestrictions(request: TRecipeRequest): TRestrictions {
  return mergeRestrictions(restrictionsFromDietary(request.dietary), request.restrictions ?? NO_RESTRICTIONS, parsePromptRestrictions(request.prompt));
}

export type TCookRestrictions = {
  /** Food facts the dish may not contain. */
  restricted: Set<TFoodFact>;
  /** The word a title takes for each restricted fact ('Vegan', 'Gluten-Free'). */
  dietLabelForTag: Map<TFoodFact, string>;
  /** Names the cook never wants (Pro avoid list, quoted words of the guard's feedback). */
  banned: string[];
};

/** The facts and names ruled out by the flags, the extra restrictions, the prompt's intent and the guard's feedback. */
export function readCookRestrictions(
  diet: TDietary,
  restrictions: TRestrictions,
  intent: TIntent,
  feedback: string,
  avoidIngredients: readonly string[],
): TCookRestrictions {
  const restricted = new Set<TFoodFact>();
  const dietLabelForTag = new Map<TFoodFact, string>();
  const active = [...EXTRA_RESTRICTION_KEYS.filter((key) => restrictions.keys.includes(key)), ...DIETARY_KEYS.filter((key) => diet[key])];
  for (const key of active) {
    for (const fact of RESTRICTION_FACTS[key]) {
      restricted.add(fact);
      if (!dietLabelForTag.has(fact)) dietLabelForTag.set(fact, RESTRICTION_TITLE_WORDS[key]);
    }
  }
  if (intent.wantsAlcohol === false || intent.tags.includes('kid-friendly')) restricted.add('alcohol');
  const banned = new Set<string>(avoidIngredients.map((item) => item.toLowerCase()));
  if (feedback) {
    const text = feedback.toLowerCase();
    for (const match of text.matchAll(/['"“‘]([^'"”’]{2,60})['"”’]/g)) if (match[1]) banned.add(match[1].trim());
    for (const group of findFoodsInText(text)) for (const key of group) banned.add(getFood(key).name.toLowerCase());
    for (const [pattern, tags] of FEEDBACK_TAG_WORDS) if (pattern.test(text)) tags.forEach((tag) => restricted.add(tag));
  }
  return { restricted, dietLabelForTag, banned: [...banned] };
}

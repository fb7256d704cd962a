import { toTitleCase } from '../adapt-dish/adapt-blueprint.ts';
import { findBaseForm, getFood } from '../foods.ts';
import { listRefs } from '../list-names.ts';
import { TITLE_JOINERS } from './title-words.ts';
import { findFoodsInText } from '../match-foods.ts';
import { REGIONAL_STYLE_FOODS, STYLE_FOODS } from '../read-request/describing-words.ts';
import { DISH_MAINS, DISH_VARIANTS, FAMILY_TEMPLATES, SWEET_SANDWICH_TEMPLATE, SWEET_SPREAD, type TFamilyTemplate } from '../data/family-templates.ts';
import type { TDish } from '../read-request/recognise-dish.ts';
import { FAMILY_KINDS } from '../read-request/recognise-dish.ts';
import type { TBlueprintSource } from '../types.ts';

// A dish the catalogue does not hold, composed from its family's template (data/family-templates.ts:
// proportions and method) with the ingredients the cook named as its main ones. Same notation as
// the catalogue, so diets, servings and nutrition are handled by the same code.

const MAX_MAINS = 4;
/** A style word's food ('creamy' → cream) is a sauce's share, not a main's. */
const STYLE_GRAMS = 200;
/** Herbs, spoons and dashes are not weighed out like a main ingredient. */
const MAX_COUNT: Partial<Record<string, number>> = { handful: 2, sprig: 4, pinch: 2, dash: 3, clove: 4, tbsp: 6, tsp: 3, scoop: 4, slice: 8 };

/** A seasoning's share of a composed dish, in grams. */
const SEASONING_GRAMS = 40;

/** A food that seasons a dish rather than making its body: spooned or pinched, a small count (a chilli), citrus, fat, sugar. */
function isSeasoningMain(key: string): boolean {
  const food = getFood(key);
  if (food.unit === 'tbsp' || food.unit === 'tsp' || food.unit === 'pinch' || food.unit === 'dash') return true;
  if (food.unit === '' && food.gramsPerUnit > 0 && food.gramsPerUnit < 25) return true;
  return /\b(limes?|lemons?|butter|sugar|honey|syrup|ghee)\b/i.test(food.name) && !/\b(peanut|almond|cashew|nut) butter\b/i.test(food.name);
}

function toSpec(key: string, grams: number): string {
  const food = getFood(key);
  // A chilli or a clove is counted in ones and twos, whatever its share.
  if (food.unit === '' && food.gramsPerUnit > 0 && food.gramsPerUnit < 25) return `${key} ${Math.min(2, Math.max(1, Math.round(grams / food.gramsPerUnit)))}`;
  if (food.unit === 'g' || food.unit === 'ml') return `${key} ${Math.round(grams)}`;
  if (food.unit === 'taste' || food.gramsPerUnit <= 0) return `${key} 1`;
  const count = Math.max(0.5, Math.round((grams / food.gramsPerUnit) * 2) / 2);
  return `${key} ${Math.min(count, MAX_COUNT[food.unit] ?? count)}`;
}

/** Special dishes whose method differs from the family's default (`DISH_VARIANTS`): the first that matches. */
function adjustForDish(dish: TDish, template: TFamilyTemplate): TFamilyTemplate {
  const variant = DISH_VARIANTS.find((each) => each.pattern.test(dish.phrase) && (each.family === undefined || each.family === dish.family));
  if (!variant) return template;
  const adjusted = { ...template, ...variant.template };
  if (!variant.firstStep) return adjusted;
  const { firstStep, dropStepsStarting } = variant;
  return { ...adjusted, steps: [firstStep, ...adjusted.steps.filter((step) => !dropStepsStarting || !step.startsWith(dropStepsStarting))] };
}

/**
 * The title from the cook's words: 'banana bread' → 'Banana Bread', 'blt sandwich' → 'BLT Sandwich'.
 * A named food the cook cannot have leaves the title ('mushroom risotto' without mushrooms → 'Risotto').
 */
function toDishTitle(phrase: string, isAllowed: (key: string) => boolean): string {
  const words = phrase.split(' ').filter((word, index, all) => {
    if (index === all.length - 1) return true;
    const keys = findFoodsInText(word).flat();
    return keys.length === 0 || keys.some(isAllowed);
  });
  return toTitleCase(words.join(' ').replace(/\bb\.?l\.?t\b/, 'BLT')).replace(/(?<=\s)(And|On|With|Of|In)\b/g, (word) => word.toLowerCase());
}

/**
 * A blueprint for a dish of `dish.family`, with the cook's named foods (or the dish's own) as its
 * main ingredients. `namedKeys`: each entry, the food keys one named ingredient may be.
 */
export function composeFamilyBlueprint(dish: TDish, namedKeys: readonly (readonly string[])[], isAllowed: (key: string) => boolean): TBlueprintSource | null {
  const familyTemplate = adjustForDish(dish, FAMILY_TEMPLATES[dish.family]);
  // A sandwich of sweet spreads (and fruit) only is a sweet one (bread, butter, the spread); the mains are read as for any sandwich.
  const isSweetSandwich =
    dish.family === 'sandwich' &&
    namedKeys.some((keys) => keys.some((key) => SWEET_SPREAD.test(getFood(key).name))) &&
    // Fruit goes with a sweet spread ('a banana and peanut butter sandwich', 'a raspberry jam sandwich').
    namedKeys.every((keys) => keys.some((key) => SWEET_SPREAD.test(getFood(key).name) || getFood(key).category === 'fruit')) &&
    !DISH_MAINS.some(([pattern]) => pattern.test(dish.phrase));
  const chosenTemplate = isSweetSandwich ? { ...familyTemplate, ...SWEET_SANDWICH_TEMPLATE } : familyTemplate;
  // 'orzo with peas': a food the cook names that is a kind of the template's own (orzo of its spaghetti) takes its place.
  const ownKinds = namedKeys.flatMap((keys) => keys.filter((key) => key !== findBaseForm(key) && isAllowed(key)).slice(0, 1));
  const template = ownKinds.reduce((each, key) => {
    const base = findBaseForm(key);
    if (!each.base.some((spec) => spec.split(' ')[0] === base)) return each;
    return {
      ...each,
      base: each.base.map((spec) => (spec.split(' ')[0] === base ? [key, ...spec.split(' ').slice(1)].join(' ') : spec)),
      steps: each.steps.map((step) => step.replaceAll(`{${base}}`, () => `{${key}}`)),
    };
  }, chosenTemplate);
  const baseKeys = new Set(template.base.map((spec) => spec.split(' ')[0] ?? ''));
  const mains: string[] = [];
  const addMain = (key: string) => {
    if (mains.length < MAX_MAINS && !baseKeys.has(key) && !mains.includes(key) && !getFood(key).isBasic) mains.push(key);
  };
  for (const [pattern, keys] of DISH_MAINS) if (pattern.test(dish.phrase)) keys.forEach(addMain);
  // 'creamy mushroom pasta' has cream: a style word's food joins the mains, at most a seasoning's share.
  // 'cajun chicken pasta' has the style's spices, by the spoon.
  const styleKeys = dish.phrase
    .split(' ')
    .flatMap((word) => [STYLE_FOODS[word], ...(REGIONAL_STYLE_FOODS[word] ?? [])])
    .flatMap((name) => (name ? [findFoodsInText(name).flat().find(isAllowed) ?? ''] : []))
    .filter((key) => key !== '' && !baseKeys.has(key));
  for (const keys of namedKeys) {
    if (keys.some((key) => mains.includes(key) || baseKeys.has(key))) continue;
    const key = keys.find(isAllowed) ?? keys[0];
    if (key) addMain(key);
  }
  // 'a lobster roll' names a main ingredient the composer does not know: an honest answer, not a cheese roll.
  if (mains.length === 0 && dish.unknownWords.length > 0) return null;
  if (mains.length === 0) template.defaultMains.forEach(addMain);
  styleKeys.forEach(addMain);
  // A seasoning among the mains (a chilli, a lime, butter) is a seasoning's share, not a share of the dish's body
  // (thirteenth round: a side of corn had 4 limes and 6 tbsp butter; a composed main 27 chillies).
  const body = mains.filter((key) => !isSeasoningMain(key));
  const share = template.mainGrams / Math.max(1, body.length > 0 ? body.length : mains.length);
  const weigh = (key: string) =>
    styleKeys.includes(key) ? Math.min(share, STYLE_GRAMS) : body.length > 0 && isSeasoningMain(key) ? Math.min(share, SEASONING_GRAMS) : share;
  const mainText = listRefs(mains);
  // A name the composer does not know stays out of the title: the dish is one of its family, not it. What is left beginning
  // with a joining word ('con carne' of 'carne de sol com macaxeira') is a name broken off, no dish of the family.
  const titleWords = dish.phrase.split(' ').filter((word) => !dish.unknownWords.includes(word));
  if (TITLE_JOINERS.test(titleWords[0] ?? '')) return null;
  return {
    t: toDishTitle(titleWords.join(' '), isAllowed),
    cu: template.cuisine,
    m: template.meals,
    k: FAMILY_KINDS[dish.family][0] ?? 'snack',
    time: template.time,
    s: template.servings,
    tags: template.tags,
    i: [...template.base, ...mains.map((key) => toSpec(key, weigh(key)))],
    st: template.steps.map((step) => step.replaceAll('{main}', () => mainText)),
  };
}

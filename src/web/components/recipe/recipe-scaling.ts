import type { TLineReading } from '../../../domain/generation.ts';
import { parseServings, restateServings, scaleIngredients, type TLineMeasure, type TUnitSystem } from '../../../domain/recipe-scaling.ts';

/** The servings and units a cook picked in the recipe dialog; print and cook mode follow them. */
export type TScaleSettings = { servings: number; system: TUnitSystem };

type TServingsOf = { servings: string };

/** The servings the recipe is written for (1 when it does not say: then the stepper counts batches). */
export function getBaseServings(recipe: TServingsOf): number {
  return Math.max(1, Math.round(parseServings(recipe.servings) ?? 1));
}

export function hasKnownServings(recipe: TServingsOf): boolean {
  return parseServings(recipe.servings) !== null;
}

export function createScaleSettings(recipe: TServingsOf): TScaleSettings {
  return { servings: getBaseServings(recipe), system: 'original' };
}

/** Chosen servings ÷ written servings. */
export function getScaleFactor(recipe: TServingsOf, settings: TScaleSettings): number {
  return settings.servings / getBaseServings(recipe);
}

/** What POST /nutrition says of each of the recipe's lines, in their order. */
export type TLineFacts = {
  /** Lets metric weigh solids in grams. */
  lineMeasures?: readonly (TLineMeasure | null)[];
  /** The ingredient reader's reading: scaling rewrites the amount it read. Until it comes, the amount written at the start. */
  lineReadings?: readonly TLineReading[];
};

/** The recipe's ingredient lines for the chosen servings and units. */
export function toScaledIngredients(recipe: TServingsOf & { ingredients: string[] }, settings: TScaleSettings, facts?: TLineFacts): string[] {
  return scaleIngredients(recipe.ingredients, {
    factor: getScaleFactor(recipe, settings),
    system: settings.system,
    measures: facts?.lineMeasures,
    readings: facts?.lineReadings,
  });
}

/** Notes that state the servings ('Serves 4.') follow the chosen servings. */
export function toScaledNotes(recipe: TServingsOf & { notes: string }, settings: TScaleSettings): string {
  return hasKnownServings(recipe) ? restateServings(recipe.notes, recipe.servings, settings.servings) : recipe.notes;
}

/**
 * Settings for a planned recipe: its written servings times the entry's serving multiplier
 * (×0.25 to ×20), so the planner's dialog opens at the amounts the plan cooks.
 */
export function createPlannedScaleSettings(recipe: TServingsOf, multiplier: number): TScaleSettings {
  return { servings: Math.max(0.25, Math.round(getBaseServings(recipe) * multiplier * 4) / 4), system: 'original' };
}

/**
 * The servings fact in the dialog's header for the chosen servings (scaled 6 → 3, it once still
 * said 6): the written text with its one number replaced ('6 servings' → '3 servings'), or the number.
 */
export function toShownServings(recipe: TServingsOf, settings: TScaleSettings): string {
  if (!hasKnownServings(recipe) || settings.servings === getBaseServings(recipe)) return recipe.servings;
  const numbers = recipe.servings.match(/\d+(?:[.,]\d+)?/g) ?? [];
  const shown = String(settings.servings);
  return numbers.length === 1 ? recipe.servings.replace(/\d+(?:[.,]\d+)?/, () => shown) : shown;
}

/** 'Serves 4', '2 batches', or '' for one batch of a recipe that gives no servings. */
export function toServingsText(recipe: TServingsOf, settings: TScaleSettings): string {
  if (hasKnownServings(recipe)) return `Serves ${settings.servings}`;
  return settings.servings > 1 ? `${settings.servings} batches` : '';
}

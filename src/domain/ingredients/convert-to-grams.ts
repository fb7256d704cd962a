import type { TFood } from '../kitchen/food.ts';
import { MASS_UNITS, VOLUME_UNITS, isMassUnit, isVolumeUnit, type TUnit } from './units.ts';
import type { TMeasure } from './parse-ingredient-line.ts';

// Rough weights for units no food-specific portion covers: a standard can, a handful, a herb sprig.
const GENERIC_COUNT_GRAMS: Partial<Record<TUnit, number>> = { can: 400, handful: 30, sprig: 1, cube: 10 };

/** Grams per millilitre of the food, from its density or its cup/tbsp/tsp weights; null when unknown. */
function readDensity(food: TFood): number | null {
  const { measures } = food;
  if (measures.ml !== undefined) return measures.ml;
  if (measures.cup !== undefined) return measures.cup / VOLUME_UNITS.cup;
  if (measures.tbsp !== undefined) return measures.tbsp / VOLUME_UNITS.tbsp;
  if (measures.tsp !== undefined) return measures.tsp / VOLUME_UNITS.tsp;
  return null;
}

/**
 * Weight in grams of `quantity` `unit` of `food`, or null when the unit cannot be weighed for this food
 * (e.g. "2 pieces" of something without a piece weight). A null unit means a count ("2 eggs").
 */
export function convertToGrams(quantity: number, unit: TUnit | null, food: TFood): number | null {
  const { measures } = food;
  if (unit === null || unit === 'piece') return measures.piece === undefined ? null : quantity * measures.piece;
  if (isMassUnit(unit)) return quantity * MASS_UNITS[unit];
  if (isVolumeUnit(unit)) {
    if (unit === 'cup' || unit === 'tbsp' || unit === 'tsp') {
      const portion = measures[unit];
      if (portion !== undefined) return quantity * portion;
    }
    const density = readDensity(food);
    if (density !== null) return quantity * VOLUME_UNITS[unit] * density;
    // A pinch or a dash of anything weighs next to nothing: water density is close enough.
    if (unit === 'pinch' || unit === 'dash' || unit === 'drop') return quantity * VOLUME_UNITS[unit];
    return null;
  }
  if (unit === 'dozen') return measures.piece === undefined ? null : quantity * 12 * measures.piece;
  if (unit === 'wedge' && measures.wedge === undefined && measures.piece !== undefined) return (quantity * measures.piece) / 8;
  const portion = measures[unit] ?? GENERIC_COUNT_GRAMS[unit];
  return portion === undefined ? null : quantity * portion;
}

/** Grams for a parsed amount, using the container size when the line gives one ("1 (14 oz) can"). */
export function convertMeasureToGrams(quantity: number, unit: TUnit | null, food: TFood, packageSize?: TMeasure): number | null {
  if (packageSize) {
    const perPackage = convertToGrams(packageSize.quantity, packageSize.unit, food);
    if (perPackage !== null) return quantity * perPackage;
  }
  return convertToGrams(quantity, unit, food);
}

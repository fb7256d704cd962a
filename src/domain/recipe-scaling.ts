import { formatQuantity } from 'format-quantity';
import { convertUnit, parseIngredient, unitsOfMeasure } from 'parse-ingredient';

// Serving scaling and metric/US conversion of ingredient lines (spec §6: scaling and unit conversion).

export const UNIT_SYSTEMS = ['original', 'metric', 'us'] as const;
export type TUnitSystem = (typeof UNIT_SYSTEMS)[number];

const NICE_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const METRIC_UNITS = new Set(['milliliter', 'liter', 'deciliter', 'gram', 'kilogram', 'milligram', 'centimeter', 'millimeter', 'meter']);
const US_UNITS = new Set(['cup', 'tablespoon', 'teaspoon', 'fluid ounce', 'pint', 'quart', 'gallon', 'ounce', 'pound', 'inch', 'foot', 'yard']);
// Sizes from the library's own table (US measures), not written again here.
const ML_PER_TSP = convertUnit(1, 'teaspoon', 'milliliter') ?? Number.NaN;
const ML_PER_TBSP = convertUnit(1, 'tablespoon', 'milliliter') ?? Number.NaN;
const ML_PER_CUP = convertUnit(1, 'cup', 'milliliter') ?? Number.NaN;
const G_PER_POUND = convertUnit(1, 'pound', 'gram') ?? Number.NaN;

/** The first number in a servings text: '4', '4-6 servings', 'Serves 2'. Null when there is none. */
export function parseServings(servings: string | number | null | undefined): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(String(servings ?? ''));
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  return value > 0 && Number.isFinite(value) ? value : null;
}

/** A kitchen-friendly quantity: whole numbers above 10, otherwise the nearest of ⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞. */
export function formatKitchenQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const shown = roundKitchenQuantity(value);
  return formatQuantity(shown, { vulgarFractions: true }) ?? String(shown);
}

/** The number formatKitchenQuantity shows. */
export function roundKitchenQuantity(value: number): number {
  if (value >= 10) return Math.round(value);
  const whole = Math.floor(value);
  const fraction = value - whole;
  let nearest = 0;
  for (const candidate of NICE_FRACTIONS) {
    if (Math.abs(candidate - fraction) < Math.abs(nearest - fraction)) nearest = candidate;
  }
  const rounded = whole + nearest;
  // Never round a real amount down to nothing.
  return rounded === 0 ? 1 / 8 : rounded;
}

/** Metric amounts read best as plain numbers: 5 g steps above 100, whole below, one decimal under 10. */
export function formatMetricQuantity(value: number, unitId: string): string {
  if (unitId === 'liter' || unitId === 'kilogram') return String(Math.round(value * 100) / 100);
  if (value >= 100) return String(Math.round(value / 5) * 5);
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10 || 0.1);
}

type TConverted = { value: number; unitId: string };

function toMetric(value: number, unitId: string): TConverted | null {
  const type = unitsOfMeasure[unitId]?.type;
  if (type === 'volume') {
    const ml = convertUnit(value, unitId, 'milliliter');
    if (ml === null) return null;
    return ml >= 1000 ? { value: ml / 1000, unitId: 'liter' } : { value: ml, unitId: 'milliliter' };
  }
  if (type === 'mass') {
    const grams = convertUnit(value, unitId, 'gram');
    if (grams === null) return null;
    return grams >= 1000 ? { value: grams / 1000, unitId: 'kilogram' } : { value: grams, unitId: 'gram' };
  }
  if (type === 'length') {
    const cm = convertUnit(value, unitId, 'centimeter');
    return cm === null ? null : { value: cm, unitId: 'centimeter' };
  }
  return null;
}

function toUs(value: number, unitId: string): TConverted | null {
  const type = unitsOfMeasure[unitId]?.type;
  if (type === 'volume') {
    const ml = convertUnit(value, unitId, 'milliliter');
    if (ml === null) return null;
    if (ml < ML_PER_TBSP) return { value: ml / ML_PER_TSP, unitId: 'teaspoon' };
    if (ml < ML_PER_CUP / 4) return { value: ml / ML_PER_TBSP, unitId: 'tablespoon' };
    return { value: ml / ML_PER_CUP, unitId: 'cup' };
  }
  if (type === 'mass') {
    const grams = convertUnit(value, unitId, 'gram');
    if (grams === null) return null;
    return grams >= G_PER_POUND ? { value: grams / G_PER_POUND, unitId: 'pound' } : { value: convertUnit(grams, 'gram', 'ounce') ?? 0, unitId: 'ounce' };
  }
  if (type === 'length') {
    const inches = convertUnit(value, unitId, 'inch');
    return inches === null ? null : { value: inches, unitId: 'inch' };
  }
  return null;
}

const SHORT_LABELS: Record<string, string> = {
  milliliter: 'ml',
  liter: 'l',
  deciliter: 'dl',
  gram: 'g',
  kilogram: 'kg',
  milligram: 'mg',
  centimeter: 'cm',
  millimeter: 'mm',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  ounce: 'oz',
  pound: 'lb',
  'fluid ounce': 'fl oz',
};

function labelUnit(unitId: string, amount: number): string {
  const short = SHORT_LABELS[unitId];
  if (short) return short;
  const plural = unitsOfMeasure[unitId]?.plural ?? `${unitId}s`;
  return amount > 1 ? plural : unitId;
}

/** The unit as the cook wrote it, with its plural following the new amount when it was spelled out. */
function labelOriginalUnit(written: string, unitId: string, amount: number): string {
  const lower = written.toLowerCase();
  const plural = unitsOfMeasure[unitId]?.plural ?? `${unitId}s`;
  if (lower === unitId || lower === plural) return amount > 1 ? plural : unitId;
  return written;
}

/** The number the cook will read, so '1.06 cups' shown as '1' is labelled 'cup'. */
function displayedAmount(value: number, isMetric: boolean): number {
  return isMetric ? value : roundKitchenQuantity(value);
}

export type TScaleOptions = { factor: number; system: TUnitSystem };

/**
 * One ingredient line scaled by `factor` and, when asked, converted to metric or US units.
 * Lines without a leading quantity ('salt to taste') and group headers are returned as written.
 */
export function scaleIngredientLine(line: string, { factor, system }: TScaleOptions): string {
  const [parsed] = parseIngredient(line);
  if (!parsed || parsed.isGroupHeader || parsed.quantity === null) return line;
  if (factor === 1 && system === 'original') return line;
  let low = parsed.quantity * factor;
  let high = parsed.quantity2 === null ? null : parsed.quantity2 * factor;
  let unitId = parsed.unitOfMeasureID;
  let label = parsed.unitOfMeasure ?? '';
  let isMetric = unitId !== null && METRIC_UNITS.has(unitId);

  if (unitId && system !== 'original') {
    const needsConversion = system === 'metric' ? US_UNITS.has(unitId) : METRIC_UNITS.has(unitId);
    const converted = needsConversion ? (system === 'metric' ? toMetric(low, unitId) : toUs(low, unitId)) : null;
    if (converted) {
      const ratio = converted.value / low;
      low = converted.value;
      high = high === null ? null : high * ratio;
      unitId = converted.unitId;
      isMetric = METRIC_UNITS.has(unitId);
      label = labelUnit(unitId, displayedAmount(high ?? low, isMetric));
    }
  }
  if (unitId && label === parsed.unitOfMeasure) label = labelOriginalUnit(label, unitId, displayedAmount(high ?? low, isMetric));

  const format = (value: number) => (isMetric && unitId ? formatMetricQuantity(value, unitId) : formatKitchenQuantity(value));
  const amount = high === null ? format(low) : `${format(low)}–${format(high)}`;
  return [amount, label, parsed.description].filter((part) => part.length > 0).join(' ');
}

/** Scales every line; `targetServings / baseServings` is the factor. */
export function scaleIngredients(lines: string[], options: TScaleOptions): string[] {
  return lines.map((line) => scaleIngredientLine(line, options));
}

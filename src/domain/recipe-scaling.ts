import { formatQuantity } from 'format-quantity';
import { convertUnit, unitsOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { TLineReading } from './generation.ts';
import { toWrittenReading } from './ingredients/line-reading.ts';
import { pluralizeWord, singularizeWord } from './ingredients/singularize.ts';
import { COUNT_MEASURES, LIBRARY_UNIT_IDS, toCanonicalUnit } from './ingredients/units.ts';

// Serving scaling and metric/US conversion of ingredient lines (a Pro feature).

export const UNIT_SYSTEMS = ['original', 'metric', 'us'] as const;
export type TUnitSystem = (typeof UNIT_SYSTEMS)[number];

// The library's unit table and the count words it does not know (handful, slice, tin...), so those scale with a plural too.
const KNOWN_UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...COUNT_MEASURES };

const NICE_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const METRIC_UNITS = new Set(['milliliter', 'liter', 'deciliter', 'gram', 'kilogram', 'milligram', 'centimeter', 'millimeter', 'meter']);
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

/**
 * How much one millilitre of a line's food weighs, from the nutrition table (POST /nutrition gives it
 * per line). Solids with a density are shown in grams in metric; liquids (and unknown foods) in ml.
 */
export type TLineMeasure = { gramsPerMl: number | null; isLiquid: boolean };

// Kitchen measures in metric kitchens: a cup is 250 ml, a tablespoon 15, a teaspoon 5.
const KITCHEN_ML: Record<string, number> = { teaspoon: 5, tablespoon: 15, cup: 250 };

function roundTo(value: number, step: number): number {
  // toFixed drops float noise (0.30000000000000004).
  return Number((Math.round(value / step) * step).toFixed(3));
}

/**
 * Millilitres as a cook measures them: ½ ml steps under 5, 2.5 ml under 20, 5 ml up to a litre,
 * then litres in 50 ml steps. The result depends only on the amount, so the same amount always reads the same.
 */
export function roundMillilitres(ml: number): TConverted {
  if (ml >= 995) return { value: roundTo(ml / 1000, 0.05), unitId: 'liter' };
  if (ml >= 20) return { value: roundTo(ml, 5), unitId: 'milliliter' };
  if (ml >= 5) return { value: roundTo(ml, 2.5), unitId: 'milliliter' };
  return { value: Math.max(0.5, roundTo(ml, 0.5)), unitId: 'milliliter' };
}

/** Grams likewise: tenths under 1 g, whole grams under 10, 5 g steps up to a kilo, then kilograms in 50 g steps. */
export function roundGrams(grams: number): TConverted {
  if (grams >= 997.5) return { value: roundTo(grams / 1000, 0.05), unitId: 'kilogram' };
  if (grams >= 10) return { value: roundTo(grams, 5), unitId: 'gram' };
  if (grams >= 1) return { value: Math.round(grams), unitId: 'gram' };
  return { value: Math.max(0.1, roundTo(grams, 0.1)), unitId: 'gram' };
}

/** A rounded metric amount as text: no trailing zeros, no float noise ('1.25', '2.5', '185'). */
export function formatMetricQuantity(value: number): string {
  return String(Math.round(value * 100) / 100);
}

type TConverted = { value: number; unitId: string };

/** The base amount (ml or g) of `value` `unitId`, or null when it is neither a volume nor a mass. */
function toBaseAmount(value: number, unitId: string, measure: TLineMeasure | undefined): { amount: number; kind: 'ml' | 'g' } | null {
  const type = unitsOfMeasure[unitId]?.type;
  if (type === 'mass') {
    const grams = convertUnit(value, unitId, 'gram');
    return grams === null ? null : { amount: grams, kind: 'g' };
  }
  if (type !== 'volume') return null;
  const ml = convertUnit(value, unitId, 'milliliter');
  if (ml === null) return null;
  // A solid weighs what the table says per (US) millilitre; a liquid reads in kitchen millilitres.
  if (measure && !measure.isLiquid && measure.gramsPerMl !== null) return { amount: ml * measure.gramsPerMl, kind: 'g' };
  const kitchen = KITCHEN_ML[unitId];
  return { amount: kitchen === undefined ? ml : value * kitchen, kind: 'ml' };
}

function toMetric(value: number, unitId: string, measure: TLineMeasure | undefined): TConverted | null {
  if (unitsOfMeasure[unitId]?.type === 'length') {
    const cm = convertUnit(value, unitId, 'centimeter');
    return cm === null ? null : { value: cm, unitId: 'centimeter' };
  }
  const base = toBaseAmount(value, unitId, measure);
  if (base === null) return null;
  return base.kind === 'g' ? roundGrams(base.amount) : roundMillilitres(base.amount);
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
  const plural = KNOWN_UNITS[unitId]?.plural ?? `${unitId}s`;
  return amount > 1 ? plural : unitId;
}

/** The unit as the cook wrote it, with its plural following the new amount when it was spelled out ("ribs" → "rib" too). */
function labelOriginalUnit(written: string, unitId: string, amount: number): string {
  const lower = written.toLowerCase();
  const plural = KNOWN_UNITS[unitId]?.plural ?? `${unitId}s`;
  if (lower === unitId || lower === plural) return amount > 1 ? plural : unitId;
  const alternates = KNOWN_UNITS[unitId]?.alternates ?? [];
  if (amount > 1 && alternates.includes(`${lower}s`)) return `${written}s`;
  if (amount <= 1 && lower.endsWith('s') && alternates.includes(lower.slice(0, -1))) return written.slice(0, -1);
  return written;
}

/**
 * A line without a unit counts its food ("2 celery stalks", "1 large onion, diced"): the noun ending
 * the name follows the amount the cook reads (not "1 celery stalks"). 1 or less is singular.
 * Only lower-case words are changed, and only a name without "of" (its head noun is then the last word).
 */
function agreeCountedNoun(description: string, writtenAmount: number, shownAmount: number): string {
  const isPlural = shownAmount > 1;
  if (isPlural === writtenAmount > 1) return description;
  const comma = description.indexOf(',');
  const name = comma === -1 ? description : description.slice(0, comma);
  const rest = comma === -1 ? '' : description.slice(comma);
  const match = /^(|.*[^A-Za-z])([a-z]+)(\s*)$/.exec(name);
  if (!match || /\bof\b/.test(name)) return description;
  const [, head = '', word = '', space = ''] = match;
  const singular = singularizeWord(word);
  let agreed = word;
  if (!isPlural && singular !== word) agreed = singular;
  else if (isPlural && singular === word && word.length > 2) agreed = pluralizeWord(word);
  return `${head}${agreed}${space}${rest}`;
}

/** The number the cook will read, so '1.06 cups' shown as '1' is labelled 'cup'. */
function displayedAmount(value: number, isMetric: boolean): number {
  return isMetric ? value : roundKitchenQuantity(value);
}

export type TScaleOptions = {
  factor: number;
  system: TUnitSystem;
  /** The line's food from the nutrition table: metric shows a solid in grams when its density is known. */
  measure?: TLineMeasure | null;
  /** The ingredient reader's reading of the line (POST /nutrition); without it, the amount written at its start. */
  reading?: TLineReading | null;
};

/** The library's id of a written unit word ("tins" → tin, "ribs" → stalk), so it inflects as the library spells it. */
function findWrittenUnitId(written: string): string | null {
  const lower = written.toLowerCase();
  for (const [id, unit] of Object.entries(KNOWN_UNITS)) {
    const alternates = unit.alternates ?? [];
    if (id === lower || unit.plural === lower || unit.short === written || alternates.includes(written) || alternates.includes(lower)) return id;
  }
  return null;
}

/** Both ends of an amount in metric, in the unit the larger end needs ('900–1100 ml' reads '0.9–1.1 l'). */
function toMetricRange(
  low: number,
  high: number | null,
  unitId: string,
  measure: TLineMeasure | undefined,
): { low: TConverted; high: TConverted | null } | null {
  const top = toMetric(high ?? low, unitId, measure);
  if (top === null) return null;
  if (high === null) return { low: top, high: null };
  const bottom = toMetric(low, unitId, measure);
  if (bottom === null) return null;
  if (bottom.unitId === top.unitId) return { low: bottom, high: top };
  // The larger end moved to litres or kilograms: the smaller end follows, in 50 ml / 50 g steps.
  const base = toBaseAmount(low, unitId, measure);
  return base === null ? null : { low: { value: roundTo(base.amount / 1000, 0.05), unitId: top.unitId }, high: top };
}

/**
 * One ingredient line scaled by `factor` and, when asked, converted to metric or US units: the
 * characters of its amount and unit are rewritten, the rest of the line stays as the cook wrote it.
 * Lines without a quantity ('salt, to taste'), group headers, and lines whose amount the reading
 * cannot pin to their characters are returned as written.
 */
export function scaleIngredientLine(line: string, { factor, system, measure, reading }: TScaleOptions): string {
  // A reading whose span runs past the line belongs to another line: read the written amount instead.
  const read = reading && (reading.span === null || reading.span.end <= line.length) ? reading : toWrittenReading(line);
  const { span } = read;
  if (read.quantity === null || span === null) return line;
  if (factor === 1 && system === 'original') return line;
  let low = read.quantity * factor;
  let high = read.quantity2 === null ? null : read.quantity2 * factor;
  const unit = span.unitText === null ? null : toCanonicalUnit(read.unit);
  let unitId = unit === null ? null : (LIBRARY_UNIT_IDS[unit] ?? null);
  let label = span.unitText ?? '';
  let isMetric = unitId !== null && METRIC_UNITS.has(unitId);

  const isWrittenMetric = isMetric;
  // Metric always goes through the kitchen rounding (so '1000 ml' reads '1 l'); the original units
  // keep a metric line's volume as a volume.
  const metric =
    unitId && (system === 'metric' || (system === 'original' && isWrittenMetric))
      ? toMetricRange(low, high, unitId, system === 'metric' ? (measure ?? undefined) : undefined)
      : null;
  if (metric) {
    low = metric.low.value;
    high = metric.high?.value ?? null;
    unitId = metric.low.unitId;
    isMetric = true;
    label = labelUnit(unitId, high ?? low);
  } else if (unitId && system === 'us' && METRIC_UNITS.has(unitId)) {
    const converted = toUs(low, unitId);
    if (converted) {
      const ratio = converted.value / low;
      low = converted.value;
      high = high === null ? null : high * ratio;
      unitId = converted.unitId;
      isMetric = false;
      label = labelUnit(unitId, displayedAmount(high ?? low, isMetric));
    }
  }
  const writtenUnitId = span.unitText === null ? null : findWrittenUnitId(span.unitText);
  if (span.unitText !== null && label === span.unitText && writtenUnitId)
    label = labelOriginalUnit(label, writtenUnitId, displayedAmount(high ?? low, isMetric));

  const format = (value: number) => (isMetric ? formatMetricQuantity(value) : formatKitchenQuantity(value));
  const amount = high === null ? format(low) : `${format(low)}–${format(high)}`;
  const rest = line.slice(span.end).trimStart();
  // Without a unit the food is what is counted ('2 large onions'): its noun follows the new amount.
  const description = span.unitText === null ? agreeCountedNoun(rest, read.quantity2 ?? read.quantity, displayedAmount(high ?? low, isMetric)) : rest;
  return `${line.slice(0, span.start)}${[amount, label, description].filter((part) => part.length > 0).join(' ')}`;
}

type TScaleListOptions = Omit<TScaleOptions, 'measure' | 'reading'> & { measures?: readonly (TLineMeasure | null)[]; readings?: readonly TLineReading[] };

/** Scales every line; `targetServings / baseServings` is the factor. `measures` and `readings` line up with `lines`. */
export function scaleIngredients(lines: string[], options: TScaleListOptions): string[] {
  const { measures, readings, ...rest } = options;
  return lines.map((line, index) => scaleIngredientLine(line, { ...rest, measure: measures?.[index] ?? null, reading: readings?.[index] ?? null }));
}

const SERVES_PHRASE = /\b(serves|feeds|makes|for)\s+(\d+(?:[.,]\d+)?)(?=\s*(?:people|persons|servings|portions|\.|,|;|$))/gi;

/**
 * Notes that state the servings ('Serves 4.') follow a new serving count, so an edit from 4 to 6
 * servings does not leave 'Serves 4.' behind. Only the written count is replaced; other numbers stay.
 */
export function restateServings(notes: string, fromServings: string | number, toServings: string | number): string {
  const from = parseServings(fromServings);
  const to = parseServings(toServings);
  if (from === null || to === null || from === to) return notes;
  return notes.replace(SERVES_PHRASE, (phrase, verb: string, count: string) =>
    Number(count.replace(',', '.')) === from ? `${verb} ${formatServingCount(to)}` : phrase,
  );
}

function formatServingCount(count: number): string {
  return String(Math.round(count * 100) / 100);
}

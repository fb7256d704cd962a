import { convertToGrams } from '../ingredients/convert-to-grams.ts';
import type { TFood } from '../kitchen/food.ts';
import { parseIngredientLine, type TParsedIngredient } from '../ingredients/parse-ingredient-line.ts';
import { pluralizeWord, singularizePhrase } from '../ingredients/singularize.ts';
import { MASS_UNITS, VOLUME_UNITS, isMassUnit, isVolumeUnit, type TUnit } from '../ingredients/units.ts';
import { formatKitchenQuantity, roundKitchenQuantity } from '../recipe-scaling.ts';
import { SHOPPING_AISLES, type TShoppingAisle, type TShoppingAmount, type TShoppingItem } from './shopping-list.ts';

// Deterministic shopping-list consolidation (no language model: the same plan always gives the same list): parse every planned line,
// scale it, normalise the food's name, add amounts of one food, group by aisle. Pure.

export type TPlannedMeal = { title: string; date: string; servingMultiplier: number; ingredients: readonly string[] };
export type TFindFood = (name: string) => TFood | null;
export type TConsolidateOptions = {
  /** The nutrition food table's lookup: densities for volume ↔ mass and the category for the aisle. */
  findFood: TFindFood;
  /** Names of the cook's cart items: matching items are marked inCart, never dropped. */
  cartNames?: readonly string[];
  /** The ingredient-line parser; a server may pass a memoised one (a cook plans the same recipes again and again). */
  parseLine?: (line: string) => TParsedIngredient;
};

type TSystem = 'metric' | 'us';

type TAccumulator = {
  name: string;
  food: TFood | null;
  isCanned: boolean;
  grams: number;
  massUnits: Set<TUnit>;
  millilitres: number;
  volumeUnits: Set<TUnit>;
  /** Counted amounts by unit ('' = plain count: "2 onions"). */
  counts: Map<string, number>;
  metricVotes: number;
  usVotes: number;
  /** A line wrote the food in the plural ("400 g canned tomatoes"): the list does too. */
  isPlural: boolean;
  sources: Set<string>;
};

const METRIC_UNITS = new Set<TUnit>(['mg', 'g', 'kg', 'ml', 'dl', 'l']);
const US_UNITS = new Set<TUnit>(['oz', 'lb', 'cup', 'fl oz', 'pint', 'quart', 'gallon']);
/** Containers the food table may weigh (a can of coconut milk is 400 g). */
const MERGED_CONTAINERS = new Set<string>(['can', 'jar', 'bottle', 'package', 'bag', 'box', 'carton', 'container', 'tub', 'block', 'envelope']);
/** Below about ¼ cup every cook measures with spoons, metric or not. */
const SPOON_LIMIT_ML = 59;
/** Words that say how the food looks or was grown, not what to buy: moved out of the name. */
const DESCRIPTORS =
  /\b(?:fresh|freshly|large|extra[- ]large|medium|small|ripe|organic|good[- ]quality|quality|boneless|skinless|raw|whole(?= (?:clove|head|egg|onion|carrot|lemon|lime))|plain(?= (?:flour))|chopped|diced|minced|sliced|grated|shredded|cooked(?= (?:and|&)))\b/g;
const BAKERY_WORDS = /\b(?:bread|bagel|pita|tortilla|bun|roll|baguette|naan|croissant|brioche|ciabatta|sourdough|focaccia|muffin|english muffin)\b/;
/** Tap water is not bought. */
const NOT_BOUGHT = new Set(['water', 'hot water', 'cold water', 'warm water', 'boiling water', 'lukewarm water', 'ice water', 'tap water']);
const UNIT_PLURALS: Record<string, string> = {
  piece: 'pieces',
  clove: 'cloves',
  can: 'cans',
  slice: 'slices',
  stick: 'sticks',
  bunch: 'bunches',
  sprig: 'sprigs',
  head: 'heads',
  package: 'packages',
  bag: 'bags',
  box: 'boxes',
  carton: 'cartons',
  container: 'containers',
  jar: 'jars',
  bottle: 'bottles',
  handful: 'handfuls',
  stalk: 'stalks',
  ear: 'ears',
  leaf: 'leaves',
  fillet: 'fillets',
  sheet: 'sheets',
  strip: 'strips',
  scoop: 'scoops',
  cube: 'cubes',
  envelope: 'envelopes',
  loaf: 'loaves',
  bar: 'bars',
  square: 'squares',
  wedge: 'wedges',
  inch: 'inches',
  dozen: 'dozen',
  block: 'blocks',
  cup: 'cups',
  pinch: 'pinches',
  dash: 'dashes',
  drop: 'drops',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  shot: 'shots',
};

/** The food's name as a shopper reads it: lower case, singular, without sizes, freshness or cuts. */
export function normalizeFoodName(raw: string, findFood?: TFindFood): string {
  let name = raw
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\btinned\b/g, 'canned')
    .replace(DESCRIPTORS, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/[^a-z0-9%'&\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '') name = raw.trim().toLowerCase();
  name = singularizePhrase(name);
  // "ground cumin" and "cumin" are the same jar; "ground beef" stays ground beef.
  if (name.startsWith('ground ') && findFood?.(name)?.category === 'spice') name = name.slice('ground '.length);
  // "basil leaves" and "basil" are the same bunch of herbs.
  const herbLeaf = /^(.+) (?:leaf|sprig)$/.exec(name);
  if (herbLeaf?.[1] && findFood?.(herbLeaf[1])?.category === 'herb') name = herbLeaf[1];
  return name;
}

/** "green onion" → "green onions" (the last word carries the plural). */
export function pluralizeName(name: string): string {
  const words = name.split(' ');
  const last = words.pop();
  return last ? [...words, pluralizeWord(last)].join(' ') : name;
}

/** Shelf-stable foods the table files under dairy (it sorts by nutrition, not by shelf). */
const PANTRY_NAMES = /\b(?:coconut milk|coconut cream|evaporated milk|condensed milk|milk powder)\b/;

function chooseAisle(name: string, food: TFood | null, isCanned: boolean): TShoppingAisle {
  if (/\bfrozen\b/.test(name)) return 'frozen';
  if (PANTRY_NAMES.test(name)) return 'pantry & dry goods';
  if (isCanned || /\b(?:canned|dried|dry)\b/.test(name)) {
    if (food?.category === 'herb' || food?.category === 'spice') return 'spices & condiments';
    return 'pantry & dry goods';
  }
  if (BAKERY_WORDS.test(name) && (food === null || food.category === 'grain')) return 'bakery';
  return food?.aisle ?? 'other';
}

/** Grams per millilitre from the food table, or null when the table does not know it. */
function readDensity(food: TFood | null): number | null {
  if (!food) return null;
  return convertToGrams(1, 'ml', food);
}

function roundMetric(value: number): number {
  if (value >= 100) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  return Math.round(value * 10) / 10 || 0.1;
}

/** A sum of one dimension shown in the cook's system: g/kg or oz/lb; spoons, ml/l or cups. */
function toMassAmount(grams: number, system: TSystem, units: Set<TUnit>): TShoppingAmount {
  const [onlyUnit] = units;
  if (units.size === 1 && onlyUnit && isMassUnit(onlyUnit)) return toUnitAmount(grams / MASS_UNITS[onlyUnit], onlyUnit);
  if (system === 'metric') return grams >= 1000 ? { quantity: Math.round(grams / 10) / 100, unit: 'kg' } : { quantity: roundMetric(grams), unit: 'g' };
  const ounces = grams / MASS_UNITS.oz;
  return ounces >= 16 ? { quantity: Math.round((grams / MASS_UNITS.lb) * 100) / 100, unit: 'lb' } : { quantity: roundKitchenQuantity(ounces), unit: 'oz' };
}

function toVolumeAmount(millilitres: number, system: TSystem, units: Set<TUnit>): TShoppingAmount {
  const [onlyUnit] = units;
  if (units.size === 1 && onlyUnit && isVolumeUnit(onlyUnit)) return toUnitAmount(millilitres / VOLUME_UNITS[onlyUnit], onlyUnit);
  if (millilitres < SPOON_LIMIT_ML) {
    const tablespoons = millilitres / VOLUME_UNITS.tbsp;
    return tablespoons >= 1
      ? { quantity: roundKitchenQuantity(tablespoons), unit: 'tbsp' }
      : { quantity: roundKitchenQuantity(millilitres / VOLUME_UNITS.tsp), unit: 'tsp' };
  }
  if (system === 'metric')
    return millilitres >= 1000 ? { quantity: Math.round(millilitres / 10) / 100, unit: 'l' } : { quantity: roundMetric(millilitres), unit: 'ml' };
  return { quantity: roundKitchenQuantity(millilitres / VOLUME_UNITS.cup), unit: 'cup' };
}

/** Keeps the cook's own unit when every line used it: rounded the way that unit reads. */
function toUnitAmount(quantity: number, unit: TUnit): TShoppingAmount {
  // 1200 ml reads as 1.2 l, 1500 g as 1.5 kg.
  if ((unit === 'g' || unit === 'ml') && quantity >= 1000) return { quantity: Math.round(quantity / 10) / 100, unit: unit === 'g' ? 'kg' : 'l' };
  if (METRIC_UNITS.has(unit)) return { quantity: unit === 'kg' || unit === 'l' ? Math.round(quantity * 100) / 100 : roundMetric(quantity), unit };
  if (unit === 'lb') return { quantity: Math.round(quantity * 100) / 100, unit };
  return { quantity: roundKitchenQuantity(quantity), unit };
}

const DECIMAL_UNITS = new Set<string>([...METRIC_UNITS, 'lb']);

/** Metric amounts and pounds read as decimals (485 ml, 1.19 kg, 1.44 lb); spoons, cups and counts as fractions (1⅓). */
function formatNumber(quantity: number, unit: string | null): string {
  if (unit !== null && DECIMAL_UNITS.has(unit)) return String(quantity);
  return formatKitchenQuantity(quantity);
}

/** Code-point order: the same everywhere, unlike locale collation. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function formatUnit(quantity: number, unit: string): string {
  return quantity > 1 ? (UNIT_PLURALS[unit] ?? unit) : unit;
}

function isWrittenPlural(line: string, name: string): boolean {
  const last = name.split(' ').pop() ?? '';
  const plural = pluralizeWord(last);
  return last !== '' && plural !== last && new RegExp(`\\b${plural}\\b`).test(line.toLowerCase());
}

/** "485 ml milk", "3 onions", "2 cloves + 1 head garlic", "salt"; `isPlural` for foods the recipes name in the plural. */
export function formatShoppingDisplay(name: string, amounts: readonly TShoppingAmount[], isPlural = false): string {
  if (amounts.length === 0) return isPlural ? pluralizeName(name) : name;
  const parts = amounts.map(({ quantity, unit }) =>
    unit === null ? formatNumber(quantity, null) : `${formatNumber(quantity, unit)} ${formatUnit(quantity, unit)}`,
  );
  const last = amounts[amounts.length - 1];
  const isManyCounted = last !== undefined && last.unit === null && last.quantity > 1;
  return `${parts.join(' + ')} ${isManyCounted || (isPlural && last?.unit !== null) ? pluralizeName(name) : name}`;
}

function chooseSystem(accumulator: TAccumulator, planSystem: TSystem): TSystem {
  if (accumulator.metricVotes !== accumulator.usVotes) return accumulator.metricVotes > accumulator.usVotes ? 'metric' : 'us';
  return planSystem;
}

function toAmounts(accumulator: TAccumulator, planSystem: TSystem): TShoppingAmount[] {
  const system = chooseSystem(accumulator, planSystem);
  let { grams, millilitres } = accumulator;
  const massUnits = new Set(accumulator.massUnits);
  const volumeUnits = new Set(accumulator.volumeUnits);
  const { food } = accumulator;
  const counts = new Map(accumulator.counts);
  // "1 can coconut milk" beside "400 ml coconut milk": a container the table can weigh joins the measured amount.
  if (food && (grams > 0 || millilitres > 0)) {
    for (const [unit, quantity] of counts) {
      const asGrams = unit !== '' && MERGED_CONTAINERS.has(unit) ? convertToGrams(quantity, unit as TUnit, food) : null;
      if (asGrams === null) continue;
      grams += asGrams;
      massUnits.add(unit as TUnit);
      counts.delete(unit);
    }
  }
  const density = readDensity(food);
  // Volume and weight of one food: one amount when the table knows its density; liquids (a density
  // in the table) are shown by volume, everything else by weight.
  if (grams > 0 && millilitres > 0 && density !== null) {
    if (food?.measures.ml === undefined) {
      grams += millilitres * density;
      millilitres = 0;
      massUnits.add('ml');
    } else {
      millilitres += grams / density;
      grams = 0;
      volumeUnits.add('g');
    }
  } else if (grams > 0 && millilitres === 0 && density !== null && food?.measures.ml !== undefined && massUnits.has('can')) {
    // Only containers were weighed: a liquid reads by volume ("800 ml coconut milk").
    millilitres = grams / density;
    grams = 0;
    volumeUnits.add('g');
  }
  const amounts: TShoppingAmount[] = [];
  if (grams > 0) amounts.push(toMassAmount(grams, system, massUnits));
  if (millilitres > 0) amounts.push(toVolumeAmount(millilitres, system, volumeUnits));
  const countUnits = [...counts.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : compareText(a, b)));
  for (const unit of countUnits) {
    const quantity = counts.get(unit) ?? 0;
    if (quantity > 0) amounts.push({ quantity: roundKitchenQuantity(quantity), unit: unit === '' ? null : unit });
  }
  return amounts.map((amount) => ({ ...amount, quantity: Math.round(amount.quantity * 1000) / 1000 }));
}

function voteSystem(unit: TUnit | null): TSystem | null {
  if (unit === null) return null;
  if (METRIC_UNITS.has(unit)) return 'metric';
  if (US_UNITS.has(unit)) return 'us';
  return null;
}

function readKey(parsed: TParsedIngredient, findFood: TFindFood): { name: string; food: TFood | null; isCanned: boolean } {
  // "safflower or vegetable oil": when the first choice alone is no food, the whole phrase may name one.
  const written = findFood(parsed.foodName) === null && findFood(parsed.name) !== null ? parsed.name : parsed.foodName;
  let name = normalizeFoodName(written, findFood);
  const isCanned = parsed.unit === 'can' || /\bcanned\b/.test(name);
  // "2 (14 oz) cans tomatoes" is the same food as "400 g canned tomatoes", not fresh tomatoes.
  if (parsed.unit === 'can' && !/\bcanned\b/.test(name) && findFood(`canned ${name}`)?.name.startsWith('canned')) name = `canned ${name}`;
  return { name, food: findFood(name), isCanned };
}

/** Adds one scaled line to its food's running totals. */
function addLine(accumulator: TAccumulator, parsed: TParsedIngredient, multiplier: number): void {
  // "Pinch of salt": a unit without a number is one of it.
  const amount = parsed.quantity2 ?? parsed.quantity ?? (parsed.unit === null ? null : 1);
  if (amount === null || amount <= 0) return;
  let quantity = amount * multiplier;
  let unit = parsed.unit;
  // Can sizes: "2 (14 oz) cans" is 28 oz of the food.
  if (parsed.packageSize && (isMassUnit(parsed.packageSize.unit) || isVolumeUnit(parsed.packageSize.unit))) {
    quantity *= parsed.packageSize.quantity;
    unit = parsed.packageSize.unit;
  }
  const vote = voteSystem(unit);
  if (vote === 'metric') accumulator.metricVotes += 1;
  if (vote === 'us') accumulator.usVotes += 1;
  if (isMassUnit(unit)) {
    accumulator.grams += quantity * MASS_UNITS[unit];
    accumulator.massUnits.add(unit);
  } else if (isVolumeUnit(unit)) {
    accumulator.millilitres += quantity * VOLUME_UNITS[unit];
    accumulator.volumeUnits.add(unit);
  } else {
    const key = unit === null || unit === 'piece' ? '' : unit === 'dozen' ? '' : unit;
    const count = unit === 'dozen' ? quantity * 12 : quantity;
    accumulator.counts.set(key, (accumulator.counts.get(key) ?? 0) + count);
  }
}

function matchesCart(name: string, food: TFood | null, cartKeys: readonly { name: string; foodId: string | null }[]): boolean {
  return cartKeys.some((cart) => cart.name === name || (food !== null && cart.foodId === food.id));
}

/**
 * One shopping list for the planned meals: the same plan always gives the same list, sorted by aisle
 * (SHOPPING_AISLES order) then name. Lines are parsed once per distinct text.
 */
export function consolidateShoppingList(meals: readonly TPlannedMeal[], options: TConsolidateOptions): TShoppingItem[] {
  const { findFood } = options;
  const parseLine = options.parseLine ?? parseIngredientLine;
  const parsedLines = new Map<string, TParsedIngredient>();
  const parse = (line: string): TParsedIngredient => {
    let parsed = parsedLines.get(line);
    if (!parsed) {
      parsed = parseLine(line);
      parsedLines.set(line, parsed);
    }
    return parsed;
  };
  // Many lines name the same food: its key (normalised name, food, canned) is worked out once.
  const keyCache = new Map<string, ReturnType<typeof readKey>>();
  const byName = new Map<string, TAccumulator>();
  let planMetric = 0;
  let planUs = 0;
  const ordered = [...meals].sort((a, b) => compareText(a.date, b.date) || compareText(a.title, b.title));

  for (const meal of ordered) {
    const multiplier = Number.isFinite(meal.servingMultiplier) && meal.servingMultiplier > 0 ? meal.servingMultiplier : 1;
    for (const line of meal.ingredients) {
      if (line.trim() === '') continue;
      const parsed = parse(line);
      if (parsed.isGroupHeader || parsed.foodName === '') continue;
      const cacheKey = `${parsed.unit === 'can' ? 'can' : ''}|${parsed.foodName}`;
      let key = keyCache.get(cacheKey);
      if (!key) {
        key = readKey(parsed, findFood);
        keyCache.set(cacheKey, key);
      }
      if (NOT_BOUGHT.has(key.name)) continue;
      let accumulator = byName.get(key.name);
      if (!accumulator) {
        accumulator = {
          name: key.name,
          food: key.food,
          isCanned: key.isCanned,
          grams: 0,
          massUnits: new Set(),
          millilitres: 0,
          volumeUnits: new Set(),
          counts: new Map(),
          metricVotes: 0,
          usVotes: 0,
          isPlural: false,
          sources: new Set(),
        };
        byName.set(key.name, accumulator);
      }
      accumulator.isCanned ||= key.isCanned;
      accumulator.isPlural ||= isWrittenPlural(line, key.name);
      accumulator.sources.add(meal.title);
      addLine(accumulator, parsed, multiplier);
      const vote = voteSystem(parsed.packageSize?.unit ?? parsed.unit);
      if (vote === 'metric') planMetric += 1;
      if (vote === 'us') planUs += 1;
    }
  }

  const planSystem: TSystem = planUs > planMetric ? 'us' : 'metric';
  const cartKeys = (options.cartNames ?? []).map((cartName) => {
    const name = normalizeFoodName(cartName, findFood);
    return { name, foodId: findFood(name)?.id ?? null };
  });
  const items = [...byName.values()].map((accumulator): TShoppingItem => {
    const amounts = toAmounts(accumulator, planSystem);
    const [first] = amounts;
    return {
      name: accumulator.name,
      quantity: first?.quantity ?? null,
      unit: first?.unit ?? null,
      amounts,
      display: formatShoppingDisplay(accumulator.name, amounts, accumulator.isPlural),
      aisle: chooseAisle(accumulator.name, accumulator.food, accumulator.isCanned),
      sources: [...accumulator.sources].sort(compareText),
      inCart: matchesCart(accumulator.name, accumulator.food, cartKeys),
      checked: false,
    };
  });
  return sortShoppingItems(items);
}

/** Aisle order, then name: the list's one stable order. */
export function sortShoppingItems<T extends { aisle: TShoppingAisle; name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => SHOPPING_AISLES.indexOf(a.aisle) - SHOPPING_AISLES.indexOf(b.aisle) || compareText(a.name, b.name));
}

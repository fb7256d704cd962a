import { convertUnit, type UnitOfMeasureDefinitions } from 'parse-ingredient';

// Canonical units of measure and their aliases. The parser library recognises most spellings;
// this table maps its ids (and the words it does not know) to one short canonical form. Sizes come
// from the library's own table (`unitsOfMeasure`, US measures) through `convertUnit`.

/**
 * Kitchen measures the library knows without a size (drop, pinch, dash) or not at all (shot), as
 * library definitions: the parser reads them and `convertUnit` sizes them like its own.
 */
export const KITCHEN_MEASURES: UnitOfMeasureDefinitions = {
  drop: { short: 'drop', plural: 'drops', alternates: [], type: 'volume', conversionFactor: 0.05 },
  pinch: { short: 'pinch', plural: 'pinches', alternates: [], type: 'volume', conversionFactor: 0.31 },
  dash: { short: 'dash', plural: 'dashes', alternates: [], type: 'volume', conversionFactor: 0.62 },
  shot: { short: 'shot', plural: 'shots', alternates: ['jigger', 'jiggers'], type: 'volume', conversionFactor: 44.36 },
};

/**
 * Count words the library does not know as units (handful, slice, tin...), as library definitions with
 * their plurals: the parser reads them as units and scaling inflects them ("1¼ handfuls").
 */
export const COUNT_MEASURES = {
  slice: { short: 'slice', plural: 'slices', alternates: [], type: 'count' },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'count' },
  stalk: { short: 'stalk', plural: 'stalks', alternates: ['rib', 'ribs'], type: 'count' },
  fillet: { short: 'fillet', plural: 'fillets', alternates: ['filet', 'filets'], type: 'count' },
  jar: { short: 'jar', plural: 'jars', alternates: [], type: 'count' },
  bottle: { short: 'bottle', plural: 'bottles', alternates: [], type: 'count' },
  scoop: { short: 'scoop', plural: 'scoops', alternates: [], type: 'count' },
  cube: { short: 'cube', plural: 'cubes', alternates: [], type: 'count' },
  envelope: { short: 'envelope', plural: 'envelopes', alternates: ['sachet', 'sachets'], type: 'count' },
  leaf: { short: 'leaf', plural: 'leaves', alternates: [], type: 'count' },
  sheet: { short: 'sheet', plural: 'sheets', alternates: [], type: 'count' },
  strip: { short: 'strip', plural: 'strips', alternates: [], type: 'count' },
  tin: { short: 'tin', plural: 'tins', alternates: [], type: 'count' },
  packet: { short: 'packet', plural: 'packets', alternates: [], type: 'count' },
  wedge: { short: 'wedge', plural: 'wedges', alternates: [], type: 'count' },
  knob: { short: 'knob', plural: 'knobs', alternates: [], type: 'count' },
  loaf: { short: 'loaf', plural: 'loaves', alternates: [], type: 'count' },
  tub: { short: 'tub', plural: 'tubs', alternates: [], type: 'count' },
  block: { short: 'block', plural: 'blocks', alternates: [], type: 'count' },
} as const satisfies UnitOfMeasureDefinitions;

/** The size of one `id` in `base` units, from the library's table; a unit it cannot size is a bug here. */
function sizeOf(id: string, base: 'gram' | 'milliliter'): number {
  const size = convertUnit(1, id, base, { additionalUOMs: KITCHEN_MEASURES });
  if (size === null) throw new Error(`parse-ingredient cannot size ${id} in ${base}`);
  return size;
}

/** Grams in one of each of our short mass units (key) by the library's unit (argument). */
export const MASS_UNITS = {
  mg: sizeOf('milligram', 'gram'),
  g: sizeOf('gram', 'gram'),
  kg: sizeOf('kilogram', 'gram'),
  oz: sizeOf('ounce', 'gram'),
  lb: sizeOf('pound', 'gram'),
};
/** Millilitres in one of each of our short volume units, likewise. */
export const VOLUME_UNITS = {
  drop: sizeOf('drop', 'milliliter'),
  pinch: sizeOf('pinch', 'milliliter'),
  dash: sizeOf('dash', 'milliliter'),
  tsp: sizeOf('teaspoon', 'milliliter'),
  tbsp: sizeOf('tablespoon', 'milliliter'),
  'fl oz': sizeOf('fluid ounce', 'milliliter'),
  shot: sizeOf('shot', 'milliliter'),
  cup: sizeOf('cup', 'milliliter'),
  pint: sizeOf('pint', 'milliliter'),
  quart: sizeOf('quart', 'milliliter'),
  gallon: sizeOf('gallon', 'milliliter'),
  ml: sizeOf('milliliter', 'milliliter'),
  dl: sizeOf('deciliter', 'milliliter'),
  l: sizeOf('liter', 'milliliter'),
};

/** The library's id of each of our units it can convert (masses, volumes, the inch), for recipe scaling. */
export const LIBRARY_UNIT_IDS: Readonly<Partial<Record<TUnit, string>>> = {
  mg: 'milligram',
  g: 'gram',
  kg: 'kilogram',
  oz: 'ounce',
  lb: 'pound',
  drop: 'drop',
  pinch: 'pinch',
  dash: 'dash',
  tsp: 'teaspoon',
  tbsp: 'tablespoon',
  'fl oz': 'fluid ounce',
  cup: 'cup',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  ml: 'milliliter',
  dl: 'deciliter',
  l: 'liter',
  inch: 'inch',
};

export const COUNT_UNITS = [
  'piece',
  'clove',
  'can',
  'slice',
  'stick',
  'bunch',
  'sprig',
  'head',
  'package',
  'bag',
  'box',
  'carton',
  'container',
  'jar',
  'bottle',
  'handful',
  'stalk',
  'ear',
  'leaf',
  'fillet',
  'sheet',
  'strip',
  'scoop',
  'cube',
  'envelope',
  'loaf',
  'bar',
  'square',
  'wedge',
  'inch',
  'dozen',
  'block',
  'bulb',
  'branch',
  'recipe',
] as const;

export type TMassUnit = keyof typeof MASS_UNITS;
export type TVolumeUnit = keyof typeof VOLUME_UNITS;
export type TCountUnit = (typeof COUNT_UNITS)[number];
export type TUnit = TMassUnit | TVolumeUnit | TCountUnit;

/** Containers whose weight may be given in front: "1 (14 oz) can". */
export const CONTAINER_UNITS: readonly TUnit[] = [
  'block',
  'can',
  'package',
  'bag',
  'box',
  'carton',
  'container',
  'jar',
  'bottle',
  'envelope',
  'stick',
  'bunch',
  'sheet',
];

const ALIASES: Record<string, TUnit> = {
  // mass
  mg: 'mg',
  milligram: 'mg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  gramme: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  oz: 'oz',
  ounce: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  '#': 'lb',
  // volume
  drop: 'drop',
  pinch: 'pinch',
  smidgen: 'pinch',
  dash: 'dash',
  t: 'tsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoonful: 'tsp',
  T: 'tbsp',
  tb: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tablespoon: 'tbsp',
  tablespoonful: 'tbsp',
  'fl oz': 'fl oz',
  floz: 'fl oz',
  'fluid ounce': 'fl oz',
  'fl. oz': 'fl oz',
  shot: 'shot',
  jigger: 'shot',
  c: 'cup',
  cup: 'cup',
  cupful: 'cup',
  pt: 'pint',
  pint: 'pint',
  qt: 'quart',
  quart: 'quart',
  gal: 'gallon',
  gallon: 'gallon',
  ml: 'ml',
  mL: 'ml',
  millilitre: 'ml',
  milliliter: 'ml',
  cc: 'ml',
  dl: 'dl',
  decilitre: 'dl',
  deciliter: 'dl',
  l: 'l',
  L: 'l',
  litre: 'l',
  liter: 'l',
  ltr: 'l',
  // counts
  piece: 'piece',
  pc: 'piece',
  pcs: 'piece',
  each: 'piece',
  whole: 'piece',
  knob: 'piece',
  chunk: 'piece',
  clove: 'clove',
  can: 'can',
  tin: 'can',
  slice: 'slice',
  stick: 'stick',
  bunch: 'bunch',
  sprig: 'sprig',
  stem: 'sprig',
  head: 'head',
  package: 'package',
  pack: 'package',
  packet: 'package',
  pkg: 'package',
  bag: 'bag',
  box: 'box',
  carton: 'carton',
  container: 'container',
  tub: 'container',
  jar: 'jar',
  bottle: 'bottle',
  handful: 'handful',
  stalk: 'stalk',
  rib: 'stalk',
  ear: 'ear',
  leaf: 'leaf',
  leaves: 'leaf',
  fillet: 'fillet',
  filet: 'fillet',
  sheet: 'sheet',
  strip: 'strip',
  scoop: 'scoop',
  cube: 'cube',
  envelope: 'envelope',
  sachet: 'envelope',
  loaf: 'loaf',
  loaves: 'loaf',
  bar: 'bar',
  square: 'square',
  wedge: 'wedge',
  inch: 'inch',
  dozen: 'dozen',
  block: 'block',
  bulb: 'bulb',
  branch: 'branch',
  recipe: 'recipe',
  batch: 'recipe',
};

/** Maps any unit spelling (singular or plural, with or without a dot) to the canonical unit, or null. */
export function toCanonicalUnit(raw: string | null | undefined): TUnit | null {
  if (!raw) return null;
  const trimmed = raw.trim().replace(/\.$/, '');
  if (trimmed in ALIASES) return ALIASES[trimmed] ?? null;
  const lower = trimmed.toLowerCase();
  const candidates = [lower, lower.replace(/es$/, ''), lower.replace(/s$/, '')];
  for (const candidate of candidates) {
    const unit = ALIASES[candidate];
    if (unit) return unit;
  }
  return null;
}

export function isMassUnit(unit: TUnit | null): unit is TMassUnit {
  return unit !== null && unit in MASS_UNITS;
}

export function isVolumeUnit(unit: TUnit | null): unit is TVolumeUnit {
  return unit !== null && unit in VOLUME_UNITS;
}

/** `quantity` `from` in `to` units when both are masses or both volumes (or the same unit), else null. */
export function convertMeasure(quantity: number, from: TUnit, to: TUnit): number | null {
  if (from === to) return quantity;
  if (isVolumeUnit(from) && isVolumeUnit(to)) return (quantity * VOLUME_UNITS[from]) / VOLUME_UNITS[to];
  if (isMassUnit(from) && isMassUnit(to)) return (quantity * MASS_UNITS[from]) / MASS_UNITS[to];
  return null;
}

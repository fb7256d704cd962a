import type { TUnit } from './types.ts';

// Kitchen-friendly quantities and durations: '1 ½ cups', '250 g', '1 hr 5 mins'.

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

const WHOLE_UNITS = new Set<TUnit>(['', 'clove', 'slice', 'sprig', 'handful', 'dash', 'pinch']);

/** Rounds a scaled quantity to what a cook would measure. */
export function roundQuantity(quantity: number, unit: TUnit): number {
  if (unit === 'taste') return 0;
  if (unit === 'g' || unit === 'ml') {
    if (quantity < 10) return Math.max(1, Math.round(quantity));
    if (quantity < 100) return Math.round(quantity / 5) * 5;
    if (quantity < 500) return Math.round(quantity / 10) * 10;
    return Math.round(quantity / 25) * 25;
  }
  if (WHOLE_UNITS.has(unit)) {
    if (unit === '' && quantity < 0.75) return 0.5;
    return Math.max(1, Math.round(quantity));
  }
  return Math.max(0.25, Math.round(quantity * 4) / 4);
}

export function formatNumber(value: number): string {
  const whole = Math.floor(value);
  const part = FRACTIONS.find(([fraction]) => Math.abs(value - whole - fraction) < 0.01)?.[1];
  if (!part) return String(Math.round(value * 100) / 100);
  return whole > 0 ? `${whole} ${part}` : part;
}

const PLURAL_UNITS: Partial<Record<TUnit, string>> = {
  cup: 'cups',
  clove: 'cloves',
  can: 'cans',
  slice: 'slices',
  pinch: 'pinches',
  handful: 'handfuls',
  sprig: 'sprigs',
  scoop: 'scoops',
  dash: 'dashes',
};

export function formatQuantity(quantity: number, unit: TUnit, gramsPerUnit: number): string {
  if (unit === 'taste') return 'to taste';
  const amount = formatNumber(quantity);
  if (unit === '') return amount;
  const label = quantity > 1 ? (PLURAL_UNITS[unit] ?? unit) : unit;
  return unit === 'can' ? `${amount} ${label} (${gramsPerUnit} g)` : `${amount} ${label}`;
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} mins`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  return rest === 0 ? hourText : `${hourText} ${rest} mins`;
}

/** Reads a duration written by formatMinutes back into minutes. */
export function parseMinutes(text: string): number {
  const hours = /(\d+)\s*hrs?/.exec(text)?.[1];
  const minutes = /(\d+)\s*mins?/.exec(text)?.[1];
  return Number(hours ?? 0) * 60 + Number(minutes ?? 0);
}

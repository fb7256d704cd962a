import { formatKitchenQuantity } from '../../../domain/recipe-scaling.ts';
import type { TComposerUnit } from '../types.ts';

// Kitchen-friendly quantities: '1½ cups', '250 g', written as scaling writes them (formatKitchenQuantity).
// Durations are src/domain/duration.ts.

const WHOLE_UNITS = new Set<TComposerUnit>(['', 'clove', 'slice', 'sprig', 'handful', 'dash', 'pinch']);

/** Rounds a scaled quantity to what a cook would measure. */
export function roundQuantity(quantity: number, unit: TComposerUnit): number {
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

const PLURAL_UNITS: Partial<Record<TComposerUnit, string>> = {
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

export function formatAmount(quantity: number, unit: TComposerUnit, gramsPerUnit: number): string {
  if (unit === 'taste') return 'to taste';
  const amount = formatKitchenQuantity(quantity);
  if (unit === '') return amount;
  const label = quantity > 1 ? (PLURAL_UNITS[unit] ?? unit) : unit;
  return unit === 'can' ? `${amount} ${label} (${gramsPerUnit} g)` : `${amount} ${label}`;
}

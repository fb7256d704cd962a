import { getFood } from './foods.ts';
import { UNITS } from './types.ts';
import type { TBlueprint, TBlueprintSource, TEquipment, TIngredientRef, TKind, TComposerUnit } from './types.ts';

// Turns the compact catalogue notation into blueprints. Runs once at module load.

const UNIT_SET = new Set<string>(UNITS);

function isUnit(token: string): token is TComposerUnit {
  return UNIT_SET.has(token);
}

export function parseIngredientRef(spec: string): TIngredientRef {
  const [key = '', quantityText = '', ...flags] = spec.trim().split(/\s+/);
  const food = getFood(key);
  const quantity = Number(quantityText);
  if (!Number.isFinite(quantity) || quantity < 0) throw new Error(`Bad quantity in '${spec}'`);
  let unit: TComposerUnit = food.unit;
  let alternatives: readonly string[] | null = null;
  for (const flag of flags) {
    if (isUnit(flag)) unit = flag;
    else if (flag.startsWith('>')) alternatives = flag.slice(1).split('|').filter(Boolean);
    else if (flag === '!') alternatives = [];
    else if (flag !== '?' && flag !== '@') throw new Error(`Unknown flag '${flag}' in '${spec}'`);
  }
  return { key, quantity, unit, isOptional: flags.includes('?'), isSlot: flags.includes('@'), alternatives };
}

const COLD_KINDS = new Set<TKind>(['salad', 'smoothie', 'shake', 'cocktail', 'mocktail', 'frozen', 'parfait', 'dip']);

function deriveEquipment(steps: readonly string[]): TEquipment[] {
  const text = steps.join(' ');
  const equipment: TEquipment[] = [];
  if (/\boven\b/i.test(text)) equipment.push('oven');
  if (/\b(pan|pot|wok|saucepan|skillet|simmer|boil|fry|griddle|stovetop|steam)\b/i.test(text)) equipment.push('stovetop');
  if (/\bblend/i.test(text)) equipment.push('blender');
  return equipment.length > 0 ? equipment : ['none'];
}

function toId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DURATION = /(\d+(?:[.,]\d+)?|an?|one|two|three|four|half an?)(½)?(?:\s*[–-]\s*(\d+)(½)?)?\s*(hours?|hrs?|minutes?|mins?)\b|\bovernight\b/gi;

function toNumber(text: string, half: string | undefined): number {
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, 'half a': 0.5, 'half an': 0.5 };
  return (words[text.toLowerCase()] ?? Number(text.replace(',', '.'))) + (half ? 0.5 : 0);
}

/**
 * The minutes the steps themselves state — rising, chilling, simmering, resting — taking the
 * longer end of a range and leaving out alternatives in brackets ('(or 7 hours in a slow cooker)').
 */
export function readStepMinutes(steps: readonly string[]): number {
  let total = 0;
  for (const step of steps) {
    const text = step.replace(/\([^)]*\)/g, ' ').replace(/\bor\b[^.;]*$/i, ' ');
    for (const match of text.matchAll(DURATION)) {
      if (match[0].toLowerCase() === 'overnight') {
        total += 8 * 60;
        continue;
      }
      const low = toNumber(match[1] ?? '0', match[2]);
      const high = match[3] ? toNumber(match[3], match[4]) : low;
      const unit = (match[5] ?? '').toLowerCase();
      total += unit.startsWith('h') ? high * 60 : high;
    }
  }
  return Math.round(total);
}

export function parseBlueprint(source: TBlueprintSource): TBlueprint {
  const [prepMinutes, stated] = source.time;
  // The time covers every step: a gazpacho that chills an hour is not a 15-minute dish.
  const cookMinutes = Math.max(stated, readStepMinutes(source.st) - prepMinutes);
  return {
    id: toId(source.t),
    title: source.t,
    cuisines: typeof source.cu === 'string' ? [source.cu] : [...source.cu],
    meals: source.m,
    kind: source.k,
    prepMinutes,
    cookMinutes,
    servings: source.s,
    tags: source.tags ?? [],
    ingredients: source.i.map(parseIngredientRef),
    steps: source.st,
    equipment: deriveEquipment(source.st),
    isHot: !source.cold && cookMinutes > 0 && !COLD_KINDS.has(source.k),
  };
}

import { roundQuantity } from './format-amount.ts';
import { getFood } from './foods.ts';
import type { TBlueprint, TDietTag, TFood, TIngredientRef, TUnit } from './types.ts';

// Adapts one blueprint to a cook: diet substitutions, banned ingredients, pantry slots, servings and
// the "only N ingredients" trim. Returns null when the dish cannot be made compliant.

export type TLine = {
  /** The blueprint key the step templates use for this line. */
  slotKey: string;
  food: TFood;
  quantity: number;
  unit: TUnit;
  isOptional: boolean;
  isFromPantry: boolean;
};

export type TSwap = { from: TFood; to: TFood | null; reason: 'diet' | 'pantry' | 'feedback'; dietLabel: string };

export type TAdaptContext = {
  restricted: ReadonlySet<TDietTag>;
  /** Which diet label forbids each tag, strongest diet first (for titles and notes). */
  dietLabelForTag: ReadonlyMap<TDietTag, string>;
  /** Lower-case phrases the cook must not get (from the dietary guard's feedback). */
  banned: readonly string[];
  pantry: readonly TFood[];
  namedKeys: ReadonlySet<string>;
  usesPantry: boolean;
  servings: number | null;
  maxIngredients: number | null;
};

export type TAdapted = {
  blueprint: TBlueprint;
  lines: TLine[];
  swaps: TSwap[];
  servings: number;
  title: string;
  steps: string[];
  pantryUsed: TFood[];
  /** Per serving: calories, protein, carbs, fat, fiber, sugar. */
  macros: [number, number, number, number, number, number];
  /** Ingredients other than salt, pepper, cooking oil and water. */
  ingredientCount: number;
  tips: string[];
};

/** Pantry items too common to count as "using what's in my fridge". */
export const STAPLE_KEYS = new Set(['salt', 'pepper', 'oil', 'vegOil', 'water', 'onion', 'garlic', 'butter', 'sugar', 'flour']);

const DIET_PRIORITY = ['Vegan', 'Vegetarian', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'];

function isBanned(food: TFood, banned: readonly string[]): boolean {
  if (banned.length === 0) return false;
  const names = [food.name.toLowerCase(), ...food.aliases];
  return banned.some((phrase) => names.some((name) => name.includes(phrase)));
}

function findViolation(food: TFood, context: TAdaptContext): { label: string; reason: TSwap['reason'] } | null {
  const tag = food.tags.find((candidate) => context.restricted.has(candidate));
  if (tag) return { label: context.dietLabelForTag.get(tag) ?? '', reason: 'diet' };
  if (isBanned(food, context.banned)) return { label: '', reason: 'feedback' };
  return null;
}

function toGrams(quantity: number, unit: TUnit, food: TFood): number {
  return unit === 'g' || unit === 'ml' ? quantity : quantity * food.gramsPerUnit;
}

/** Converts a line to another food by weight, keeping grams when the blueprint weighed it. */
function convertLine(line: TLine, to: TFood, factor: number | null): TLine {
  if (factor !== null) return { ...line, food: to, quantity: line.quantity * factor, unit: to.unit };
  const grams = toGrams(line.quantity, line.unit, line.food);
  const keepsWeight = (line.unit === 'g' || line.unit === 'ml') && to.unit !== 'taste';
  if (keepsWeight) return { ...line, food: to, quantity: grams };
  if (to.unit === 'g' || to.unit === 'ml') return { ...line, food: to, quantity: grams, unit: to.unit };
  const quantity = to.gramsPerUnit > 0 && grams > 0 ? grams / to.gramsPerUnit : line.quantity;
  return { ...line, food: to, quantity, unit: to.unit };
}

function substitute(line: TLine, ref: TIngredientRef, context: TAdaptContext, swaps: TSwap[]): TLine | null | 'drop' {
  const violation = findViolation(line.food, context);
  if (!violation) return line;
  for (const spec of ref.alternatives ?? line.food.alternatives) {
    const [key = '', factorText] = spec.split('*');
    const to = getFood(key);
    if (findViolation(to, context)) continue;
    swaps.push({ from: line.food, to, reason: violation.reason, dietLabel: violation.label });
    return convertLine(line, to, factorText ? Number(factorText) : null);
  }
  if (!line.isOptional) return null;
  swaps.push({ from: line.food, to: null, reason: violation.reason, dietLabel: violation.label });
  return 'drop';
}

/** Foods that are the same thing for a cook (banana / frozen banana). */
function familyOf(food: TFood): string {
  return food.aliases[0] ?? food.key;
}

const MAX_FILLS_WITHOUT_ASKING = 2;
const MAX_COUNTED_FROM_PANTRY = 4;

function fillSlots(lines: TLine[], refs: readonly TIngredientRef[], context: TAdaptContext, swaps: TSwap[]): void {
  const used = new Set(lines.map((line) => familyOf(line.food)));
  const pantryFamilies = new Set(context.pantry.map(familyOf));
  let fills = 0;
  lines.forEach((line, index) => {
    const ref = refs[index];
    if (!ref?.isSlot || context.namedKeys.has(line.food.key) || line.isFromPantry) return;
    if (pantryFamilies.has(familyOf(line.food))) return;
    if (!context.usesPantry && fills >= MAX_FILLS_WITHOUT_ASKING) return;
    const category = line.food.category;
    if (category === 'other' || (category === 'protein' && !context.usesPantry)) return;
    const pick = context.pantry.find(
      (food) =>
        food.category === category && !used.has(familyOf(food)) && (category !== 'grain' || food.unit === line.food.unit),
    );
    if (!pick) return;
    used.add(familyOf(pick));
    fills += 1;
    swaps.push({ from: line.food, to: pick, reason: 'pantry', dietLabel: '' });
    const converted = convertLine(line, pick, null);
    const quantity = converted.unit === '' ? Math.min(converted.quantity, MAX_COUNTED_FROM_PANTRY) : converted.quantity;
    lines[index] = { ...converted, quantity, isFromPantry: true };
  });
}

function applyTitleSwaps(title: string, swaps: readonly TSwap[]): string {
  let result = title;
  for (const swap of swaps) {
    const word = swap.from.titleWord.split('|').find((candidate) => candidate && result.includes(candidate));
    if (!word) continue;
    const replacement = swap.to ? swap.to.titleWord.split('|')[0] || toTitleCase(swap.to.name) : '';
    if (replacement === word) continue;
    result = replacement && result.includes(replacement) ? result.replace(word, '') : result.replace(word, replacement);
  }
  return result
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+(with|and|&)(\s+(a|an|poached|fried|crispy))*\s*$/i, '')
    .replace(/\b(with|and|&)\s+(with|and|&)\b/gi, '$1')
    .replace(/^(with|and|&)\s+/i, '')
    .replace(/\(\s*\)/g, '')
    .trim();
}

export function toTitleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_match, start: string, letter: string) => start + letter.toUpperCase());
}

/** `{key}` → the line's name; `[...]` segments vanish when an ingredient inside them is gone. */
function renderStep(template: string, names: ReadonlyMap<string, string>): string {
  const withSegments = template.replace(/\[([^\]]*)\]/g, (_match, inner: string) => {
    const keys = [...inner.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    return keys.every((key) => names.has(key)) ? inner : '';
  });
  const text = withSegments
    .replace(/\{(\w+)\}/g, (_match, key: string) => names.get(key) ?? 'it')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lineName(line: TLine): string {
  return line.unit === '' && line.quantity > 1 ? line.food.plural : line.food.name;
}

function addPantryExtras(lines: TLine[], steps: string[], blueprint: TBlueprint, context: TAdaptContext, swaps: TSwap[]): void {
  const usesAny = lines.some((line) => context.pantry.some((food) => food.key === line.food.key) && !STAPLE_KEYS.has(line.food.key));
  if (usesAny || blueprint.meals.includes('drink') || blueprint.meals.includes('dessert')) return;
  const present = new Set(lines.map((line) => line.food.key));
  const extras = context.pantry
    .filter((food) => (food.category === 'vegetable' || food.category === 'greens') && !present.has(food.key))
    .slice(0, 2);
  if (extras.length === 0) return;
  for (const food of extras) {
    const grams = 75 * blueprint.servings;
    lines.push({
      slotKey: `pantry_${food.key}`,
      food,
      quantity: food.unit === 'g' || food.unit === 'ml' ? grams : Math.max(1, grams / (food.gramsPerUnit || grams)),
      unit: food.unit,
      isOptional: false,
      isFromPantry: true,
    });
    swaps.push({ from: food, to: food, reason: 'pantry', dietLabel: '' });
  }
  const names = extras.map((food) => `{pantry_${food.key}}`).join(' and ');
  const step = blueprint.isHot
    ? `Stir in the ${names} from your fridge and cook for 3–4 minutes, until just tender.`
    : `Chop the ${names} from your fridge and toss them through.`;
  steps.splice(Math.max(0, steps.length - 1), 0, step);
}

export function adaptBlueprint(blueprint: TBlueprint, context: TAdaptContext): TAdapted | null {
  const swaps: TSwap[] = [];
  const kept: TLine[] = [];
  const keptRefs: TIngredientRef[] = [];
  for (const ref of blueprint.ingredients) {
    const line: TLine = {
      slotKey: ref.key,
      food: getFood(ref.key),
      quantity: ref.quantity,
      unit: ref.unit,
      isOptional: ref.isOptional,
      isFromPantry: false,
    };
    const result = substitute(line, ref, context, swaps);
    if (result === null) return null;
    if (result === 'drop') continue;
    kept.push(result);
    keptRefs.push(ref);
  }
  if (context.pantry.length > 0) fillSlots(kept, keptRefs, context, swaps);
  const templates = [...blueprint.steps];
  if (context.usesPantry) addPantryExtras(kept, templates, blueprint, context, swaps);

  const isCounted = (line: TLine) => !line.food.isBasic;
  if (context.maxIngredients !== null) {
    for (let index = kept.length - 1; index >= 0 && kept.filter(isCounted).length > context.maxIngredients; index -= 1) {
      const line = kept[index];
      if (line && line.isOptional && isCounted(line)) kept.splice(index, 1);
    }
  }

  const servings = context.servings ?? blueprint.servings;
  const factor = servings / blueprint.servings;
  const lines = kept.map((line) => ({ ...line, quantity: roundQuantity(line.quantity * factor, line.unit) }));

  const names = new Map(lines.map((line) => [line.slotKey, lineName(line)]));
  const steps = templates.map((template) => renderStep(template, names)).filter((step) => step.length > 0);

  const totals: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  for (const line of lines) {
    const grams = toGrams(line.quantity, line.unit, line.food);
    line.food.macros.forEach((value, index) => {
      totals[index] = (totals[index] ?? 0) + (value * grams) / 100;
    });
  }
  const dietLabels = swaps.filter((swap) => swap.reason === 'diet').map((swap) => swap.dietLabel);
  const prefix = DIET_PRIORITY.find((label) => dietLabels.includes(label));
  const baseTitle = applyTitleSwaps(blueprint.title, swaps);
  const title = prefix && !baseTitle.startsWith(prefix) ? `${prefix} ${baseTitle}` : baseTitle;
  const pantryKeys = new Set(context.pantry.map((food) => food.key));

  return {
    blueprint,
    lines,
    swaps,
    servings,
    title,
    steps,
    pantryUsed: lines.filter((line) => pantryKeys.has(line.food.key)).map((line) => line.food),
    macros: [totals[0] / servings, totals[1] / servings, totals[2] / servings, totals[3] / servings, totals[4] / servings, totals[5] / servings],
    ingredientCount: lines.filter(isCounted).length,
    tips: [...new Set(lines.map((line) => line.food.tip).filter(Boolean))],
  };
}

import type { TBlueprint } from '../types.ts';
import type { TCandidate } from './adapt-blueprint.ts';

// A dish cooked on the hob in pieces (a curry, a stir-fry, a soup, a pasta) can be made honestly quicker: smaller pieces,
// a hotter pan, a shorter simmer, a ready-made paste. A dish whose time is the oven's, the dough's or the slow pot's cannot.

/** Steps whose time does not shrink with smaller pieces: ovens, doughs that rise, slow cooking, setting and chilling. */
const FIXED_TIME =
  /\b(oven|bake[sd]?|baking|roast(ed|ing)?|grill|prove|proof|rise|risen|overnight|hours?|slow(ly)?|braise[sd]?|chill(ed)?|freeze|set(?! aside)|rest(?! of)|ferment|steep|cure|smoke|confit|pressure)\b/i;

/** A dish is shortened by at most this share of its time: a 50-minute curry to 20 minutes, never to 10. */
const LEAST_SHARE = 0.4;

/** The fewest minutes a cooked dish takes at all (the chopping, the pan heating, the water boiling); a no-cook one, 10. */
const LEAST_MINUTES = 15;
const LEAST_NO_COOK_MINUTES = 10;

/** Cuts that are tender only after long cooking. */
const SLOW_CUTS = /\b(shoulder|brisket|chuck|shank|cheek|stewing|oxtail|neck)\b/;

const STATED_MINUTES = /(\d+)(?:\s*[–-]\s*(\d+))?(\s*min(?:ute)?s?\b)/g;

/** Every minute a step states, the longer end of a range ('4–5 minutes' is 5). */
function readStatedMinutes(steps: readonly string[]): number {
  let total = 0;
  for (const step of steps) for (const match of step.matchAll(STATED_MINUTES)) total += Number(match[2] ?? match[1]);
  return total;
}

/** A step with each stated time scaled by the share, at least a minute. */
function scaleStep(step: string, share: number): string {
  return step.replace(STATED_MINUTES, (_all, low: string, high: string | undefined, unit: string) => {
    const scale = (value: string) => Math.max(1, Math.floor(Number(value) * share));
    const scaledLow = scale(low);
    const scaledHigh = high === undefined ? null : scale(high);
    const isOne = (scaledHigh ?? scaledLow) === 1;
    const text = scaledHigh !== null && scaledHigh > scaledLow ? `${scaledLow}–${scaledHigh}` : String(scaledHigh ?? scaledLow);
    return `${text}${isOne ? unit.replace(/minutes|mins/, (word) => word.slice(0, -1)) : unit}`;
  });
}

/** Whether a dish fits the time limit as it is or made quicker (the filters' reading, before a dish is chosen). */
export function canFitMinutes(blueprint: TBlueprint, maxMinutes: number, steps: readonly string[] = blueprint.steps): boolean {
  const total = blueprint.prepMinutes + blueprint.cookMinutes;
  if (total <= maxMinutes) return true;
  const least = blueprint.cookMinutes === 0 ? LEAST_NO_COOK_MINUTES : LEAST_MINUTES;
  if (maxMinutes < least || maxMinutes < total * LEAST_SHARE) return false;
  if (blueprint.equipment.includes('oven') || steps.some((step) => FIXED_TIME.test(step))) return false;
  const share = maxMinutes / total;
  return readStatedMinutes(steps.map((step) => scaleStep(step, share))) <= maxMinutes;
}

/**
 * The dish made quick enough for the cook's time limit, or null when it cannot honestly be: every stated step time scaled
 * down by the same share, prep and cook times that still cover them, and a note saying how it was made quicker.
 */
export function shortenToFit(candidate: TCandidate, maxMinutes: number): { candidate: TCandidate; tip: string } | null {
  const { blueprint } = candidate;
  const total = blueprint.prepMinutes + blueprint.cookMinutes;
  if (total <= maxMinutes) return { candidate, tip: '' };
  if (!canFitMinutes(blueprint, maxMinutes, candidate.templates)) return null;
  const share = maxMinutes / total;
  const templates = candidate.templates.map((step) => scaleStep(step, share));
  const steps = blueprint.steps.map((step) => scaleStep(step, share));
  const prepMinutes = Math.max(5, Math.floor(blueprint.prepMinutes * share));
  const cookMinutes = maxMinutes - prepMinutes;
  // The times written in the steps must fit inside the time the recipe states.
  if (readStatedMinutes(templates) > prepMinutes + cookMinutes || cookMinutes < (blueprint.cookMinutes > 0 ? 1 : 0)) return null;
  const hasRice = candidate.lines.some((line) => /\brice\b/.test(line.food.name) && !/noodle|vinegar|wine|flour/.test(line.food.name));
  // A cut that needs long cooking is swapped for a quick one in the cook's hands, said plainly.
  const slowCut = candidate.lines.find((line) => SLOW_CUTS.test(line.food.name));
  const how =
    blueprint.cookMinutes === 0
      ? 'chop everything roughly and assemble as you go'
      : 'cut everything into smaller pieces, keep the pan hot, simmer for less and use a ready-made paste or ground spices rather than whole ones';
  const tip =
    `Made quicker to fit ${maxMinutes} minutes (it usually takes ${total}): ${how}` +
    (slowCut ? `; use a quick-cooking cut (leg steak, fillet or mince) rather than ${slowCut.food.name}` : '') +
    (hasRice ? '; start the rice first, or use quick-cook rice.' : '.');
  return { candidate: { ...candidate, templates, blueprint: { ...blueprint, steps, prepMinutes, cookMinutes } }, tip };
}

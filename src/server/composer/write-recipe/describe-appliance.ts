import type { TBlueprint } from '../types.ts';

/** The cook's appliance, when the dish can be made in it: one honest closing step on how. */
export function describeAppliance(prompt: string, blueprint: TBlueprint): string | null {
  const text = prompt.toLowerCase();
  const isDrinkOrCold = blueprint.meals.includes('drink') || !blueprint.isHot;
  if (isDrinkOrCold) return null;
  if (/\bair[- ]?fr(y|yer|ier|ied)\b/.test(text)) {
    return 'Air fryer: instead of the oven or pan, cook in a single layer at 200°C for 12–20 minutes, shaking or turning halfway, until golden and cooked through.';
  }
  if (/\bslow[- ]?cook(er|ed)?\b|\bcrock[- ]?pot\b/.test(text)) {
    return 'Slow cooker: brown anything that needs it, then put everything except fresh herbs in the slow cooker and cook on low for 6–8 hours (or high for 3–4) until tender.';
  }
  if (/\binstant pot\b|\bpressure[- ]cook(er)?\b/.test(text)) {
    return 'Instant Pot: sauté the aromatics on Sauté, add the rest with enough liquid to cover the base, pressure-cook on high for 10 minutes (lentils, chicken) to 35 minutes (stewing beef), then release naturally for 10 minutes.';
  }
  if (/\bgrill(ed)?\b|\bbbq\b|\bbarbecue\b/.test(text) && blueprint.kind !== 'grill') {
    return 'On the grill: cook the main ingredient over medium-high heat, turning once, until charred and cooked through, instead of the pan.';
  }
  return null;
}

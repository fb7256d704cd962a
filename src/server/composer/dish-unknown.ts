// The honest answer when the composer cannot make the dish the cook named: it does not know it, or
// no version of it fits the cook's restrictions, or not in the time asked. Never an unrelated dish.

export type TDishUnknownReason =
  | { kind: 'unknown' }
  | { kind: 'restricted'; detail: string }
  | { kind: 'time'; minutes: number }
  | { kind: 'count'; ingredients: number }
  | { kind: 'forbidden'; foods: string[] };

const SUGGESTION =
  'Try describing it in other words (what goes in it and how it is cooked), or connect an AI model (LLM_BASE_URL) so Forkcast can make any dish.';

export function describeDishUnknown(dish: string, reason: TDishUnknownReason): string {
  switch (reason.kind) {
    case 'unknown':
      return `Forkcast's offline cookbook doesn't know “${dish}” yet. ${SUGGESTION}`;
    case 'restricted':
      return `Forkcast's offline cookbook has no version of “${dish}” that fits your dietary restrictions${reason.detail ? ` (${reason.detail})` : ''}. ${SUGGESTION}`;
    case 'time':
      return `Forkcast's offline cookbook can't make “${dish}” in ${reason.minutes} minutes. ${SUGGESTION}`;
    case 'count':
      return `Forkcast's offline cookbook can't make “${dish}” with only ${reason.ingredients} ingredients (salt, pepper, oil and water aside). ${SUGGESTION}`;
    case 'forbidden':
      return `You asked for ${reason.foods.join(' and ')}, which your dietary restrictions rule out, so Forkcast made nothing. Change the prompt or your restrictions in Settings.`;
  }
}

/** Thrown by the composer; the generator adapter turns it into a 422 DISH_UNKNOWN. */
export class DishUnknownError extends Error {
  readonly dish: string;
  readonly reason: TDishUnknownReason;

  constructor(dish: string, reason: TDishUnknownReason) {
    super(describeDishUnknown(dish, reason));
    this.name = 'DishUnknownError';
    this.dish = dish;
    this.reason = reason;
  }
}

/**
 * The dish as the cook wrote it ('Newfoundland jiggs dinner'): the composer reads the prompt lower-cased, and the
 * message quotes the cook back to themselves. The composer's own words when the prompt does not hold them as such.
 */
export function sayAsWritten(dish: string, prompt: string): string {
  const folded = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const at = folded.indexOf(dish);
  return at >= 0 && folded.length === prompt.length ? prompt.slice(at, at + dish.length) : dish;
}

import { findFood } from '../../../domain/kitchen/food-table.ts';
import { recogniseIndexedDish } from '../dish-index.ts';
import { findFoodsInText } from '../match-foods.ts';
import { isKnownWord } from './is-known-word.ts';
import { findUnknownDish, isOpenHead, readPromptHead } from './find-unknown-dish.ts';
import { recogniseDish } from './recognise-dish.ts';

// Open requests phrased as a plea or a situation (fourteenth round, issue #26): 'help', 'cooking for a date tonight',
// 'a cheap feed for four students', 'anything but pasta tonight'. With a cart they ask the cart for a dish; the head
// names no food, no family and no dish of the index, and every word of it is plain English — so it is read as
// 'something', an open request, instead of a dish name the composer does not know.

/** 'anything but pasta', 'something other than rice': the food after it is left out, the request stays open. */
const ANYTHING_BUT =
  /\b(anything|something|whatever)\s+(?:but|except|other than|apart from|besides|that is not|that isn't|that's not)\s+([a-z][a-z -]*?)(?=\s+(?:tonight|today|this evening|for|please|again|now)\b|\s*[,.;!?]|\s*$)/i;

/** 'anything but pasta tonight' → 'anything tonight' and the food left out ('pasta'); the prompt as it is otherwise. */
export function readAnythingBut(prompt: string): { prompt: string; leftOut: string | null } {
  const but = ANYTHING_BUT.exec(prompt);
  return but ? { prompt: prompt.replace(ANYTHING_BUT, () => but[1] ?? 'something'), leftOut: but[2] ?? null } : { prompt, leftOut: null };
}

export function readPleaRequest(text: string, cartItems: readonly string[]): string {
  if (cartItems.length < 2 || isOpenHead(text)) return text;
  const head = readPromptHead(text);
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6) return text;
  const isPlea =
    recogniseDish(text) === null &&
    recogniseIndexedDish(text) === null &&
    findUnknownDish(text) === null &&
    findFoodsInText(head).length === 0 &&
    words.every((word) => findFood(word) === null && isKnownWord(word.replace(/[^a-z'-]/g, '')));
  if (!isPlea) return text;
  const at = text.toLowerCase().indexOf(head);
  return at >= 0 ? `${text.slice(0, at)}something${text.slice(at + head.length)}` : `something, ${text}`;
}

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

/**
 * A situation told instead of a dish asked (seventeenth round): people arriving or to feed ('the in-laws arrive tomorrow',
 * 'feed the five-a-side team'), food arriving ('a veg box just came'), an empty kitchen ('I forgot to shop', 'nothing in')
 * and the question itself ('what now', 'what can I make'). With a cart it is the cart's open request.
 */
const SITUATION = new RegExp(
  [
    // People on their way or staying: they are to be fed, which names no dish.
    String.raw`\b(?:arriv(?:e|es|ed|ing)|coming (?:over|round|around|to (?:stay|visit|dinner|lunch|eat))|come (?:over|round)|popping (?:over|round|in)|visiting|staying (?:over|with)|(?:is|are|'s|'re) coming\b|descending|turning up|turn up|rock(?:s|ing)? up)\b`,
    String.raw`\b(?:feed(?:ing)?|to feed)\s+(?:the|my|our|a|an|some|these|those|us|me|them|everyone|everybody|\d+|two|three|four|five|six|seven|eight|ten|twelve)\b`,
    // Food arriving: a box, a delivery, a haul, a parcel.
    String.raw`\b(?:veg(?:etable)?|fruit|food|organic|farm|meat|fish)\s+box\b|\b(?:grocery|groceries|supermarket|online)\s+(?:delivery|order|shop)\b|\bdelivery\s+(?:just\s+)?(?:came|arrived|is here|landed)\b|\bjust (?:arrived|came|landed|got here|got delivered|been delivered)\b`,
    // An empty kitchen or no plan.
    String.raw`\bforg(?:ot|otten) (?:to (?:shop|go shopping|buy|do the shopping|order)|the (?:shopping|shop))\b|\b(?:no|didn't|did not|haven't|have not|couldn't)\s+(?:time to\s+)?(?:shop|go shopping|do the shopping|been shopping)\b|\bnothing (?:in|planned|left|much|to eat)\b|\b(?:bare|empty)\s+(?:fridge|cupboards?|pantry|larder)\b`,
    // The question itself.
    String.raw`\b(?:what|now) (?:now|what)\b|\bwhat (?:can|could|shall|should|do|would) (?:i|we|you) (?:make|cook|do with|have|rustle up|knock up|whip up)\b|\bwhat to (?:make|cook|do with)\b|\bwhat(?:'s| is) for (?:dinner|tea|supper|lunch)\b`,
  ].join('|'),
  'i',
);

/**
 * 'the in-laws arrive tomorrow', 'a veg box just arrived, what now' with a cart: an open request from the cart, said as
 * one ('something, …') so every reader after takes it so. A dish or a food named is kept as the cook wrote it
 * ('what can I make with the chicken', 'guests are coming, a lasagne?'): the situation then is context only.
 */
export function readSituationRequest(prompt: string, cartItems: readonly string[]): string {
  if (cartItems.length < 2) return prompt;
  // 'an easy vegetarian tea' with a cart: a meal described, not a cup of tea.
  const text = DRINK_TEA.test(prompt) ? prompt : prompt.replace(DESCRIBED_TEA, (_whole, described: string) => `${described} dinner`);
  if (!SITUATION.test(text)) return text;
  if (isNamingFood(text)) {
    // 'the in-laws are visiting, a lasagne?': the dish asked, the situation told beside it left out.
    const clauses = text.split(/(?<=[,;.!?])\s*/);
    const kept = clauses.filter((clause) => !SITUATION.test(clause));
    return kept.length > 0 && kept.length < clauses.length && isNamingFood(kept.join(' ')) ? kept.join(' ').replace(/^[\s,;.!?]+|[\s,;]+$/g, '') : text;
  }
  return `something, ${text}`;
}

/** A dish, a family or a food is named ('a veg box' names no food: it is the delivery). */
function isNamingFood(text: string): boolean {
  return (
    recogniseDish(text) !== null ||
    recogniseIndexedDish(text) !== null ||
    findFoodsInText(text.replace(/\b(?:veg(?:etable)?|fruit|food|meat|fish)\s+box\b/gi, ' ')).length > 0
  );
}

/** 'an easy tea', 'a vegetarian tea', 'a quick midweek tea': a word for a meal before 'tea'. */
const DESCRIBED_TEA =
  /\b(easy|quick|simple|vegetarian|vegan|veggie|midweek|weeknight|cheap|healthy|hearty|proper|big|early|late|family|kids'?|children's|light|lazy|speedy)\s+tea\b/i;
const DRINK_TEA = /\b(cup|mug|pot|glass|iced|green|black|herbal|mint|chai|earl|matcha|oolong|jasmine|rooibos|milky|builder's|brew)\b/i;

export function readPleaRequest(prompt: string, cartItems: readonly string[]): string {
  const text = readSituationRequest(prompt, cartItems);
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

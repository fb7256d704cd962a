// Open requests phrased around an occasion, a colour or the dish they go beside (twelfth round, issue #26): read as the
// plain open request they are, so the cart chooses the dish. 'something to go alongside the burgers' asks for a side,
// not for burgers; 'something green' asks for something fresh, not for collard greens; 'an afternoon tea treat' is a
// bake, not a cup of tea. Only the clause up to the first comma or full stop is rewritten: a restriction after it
// ('…, no dairy') stays as the cook wrote it.

/** '… to go alongside the burgers', 'something next to the roast': a side for another dish, which is not the answer. */
const SOMETHING_BESIDE =
  /\b(?:something|anything|a dish|a recipe|what)\s+(?:(?:to|i can|we can)\s+(?:go|serve|have|eat|pair)\s+(?:alongside|with|next to|beside)|alongside|beside|next to)\s+(?:the|my|our|some|tonight's)\s+[^,.;!?]*/i;
/** 'a side for the steaks', 'sides to go with the roast'. */
const SIDE_FOR = /\b(?:an?\s+)?sides?(?:\s+dish(?:es)?)?\s+(?:for|to go with|to serve with|with|alongside)\s+(?:the|my|our|some|tonight's)\s+[^,.;!?]*/i;

/** A colour asked for openly ('something green and healthy'): the look of a fresh dish, not a food of that name. */
const OPEN_COLOUR =
  /\b(something|anything|a dish|a meal|a plate|dinner|lunch|supper)\s+(?:(?:nice|really|very|bright|and)\s+)?(green|red|orange|yellow|purple|colourful|colorful)\b(?!\s+(?:beans?|peppers?|chill(?:i|ies)|curry|tea|salad|lentils?|onions?|apples?|grapes?|cabbage|pesto|sauce|thai))/i;

/** 'afternoon tea', 'a cream tea': the occasion of cakes and scones, not the drink, unless a drink word says so. */
const AFTERNOON_TEA = /\b(afternoon|cream|high)\s+tea\b(?!\s+(?:bags?|leaves|blend))/i;
const TEA_DRINK_WORDS = /\b(cup|mug|pot|glass|brew|iced|herbal|earl|chai|matcha)\b/i;

/** 'a potluck', 'a bring and share', 'a picnic to share': a dish to carry, which says nothing of what the dish is. */
const SHARE_OCCASION =
  /\b(?:to (?:bring|take|carry) to|for) (?:a |the |our )?(?:potluck|pot-luck|pot luck|bring[- ]and[- ]share|bring[- ]a[- ]plate|office party|bake sale|church supper)\b/i;

export function readCartRequest(prompt: string): string {
  let text = prompt;
  if (AFTERNOON_TEA.test(text) && !TEA_DRINK_WORDS.test(text)) text = text.replace(AFTERNOON_TEA, 'sweet treat');
  text = text.replace(SHARE_OCCASION, 'to share');
  text = text.replace(SOMETHING_BESIDE, 'a side dish').replace(SIDE_FOR, 'a side dish');
  text = text.replace(OPEN_COLOUR, (whole, head: string) => `${head} fresh`);
  return text;
}

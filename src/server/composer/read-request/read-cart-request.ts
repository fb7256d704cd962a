import { findFood } from '../../../domain/kitchen/food-table.ts';
import { FOOD_KIND_WORDS } from '../food-kind-words.ts';
import { getFood } from '../foods.ts';
import { matchCartItem } from '../match-foods.ts';
import type { TFood } from '../types.ts';
import { isOpenHead } from './find-unknown-dish.ts';

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

/**
 * 'something to dunk bread in', 'something to mop up with crusty bread' (twenty-third round): a brothy dish the bread goes
 * with, not the bread — read as a soup, so the cart makes it.
 */
const FOR_BREAD =
  /\b(?:something|anything|a dish|a meal)\s+(?:to|i can|we can)\s+(?:dunk|dip|mop up|soak up|mop)\s+(?:(?:the|my|some|our)\s+)?(?:crusty\s+)?bread\s*(?:in(?:to)?|with)?(?:\s+it)?\b|\b(?:something|anything|a dish)\s+to\s+(?:mop|soak)\s+up\s+with\s+(?:(?:the|my|some)\s+)?(?:crusty\s+)?bread\b/i;

/** 'a potluck', 'a bring and share', 'a picnic to share': a dish to carry, which says nothing of what the dish is. */
/** 'a bake sale contribution', 'the school fair cake stall' (fourteenth round): a sweet bake to share, not a dish called 'bake'. */
// 'a bake sale traybake' (twenty-sixth round): the stall's own kind of bake is the sweet treat too.
const BAKE_STALL = /\b(?:bake|cake|baking)\s+(?:sales?|stalls?|stands?|tables?)(?:\s+(?:tray ?bakes?|bakes?|bakery))?\b/i;
const SHARE_OCCASION =
  /\b(?:to (?:bring|take|carry) to|for) (?:a |the |our )?(?:potluck|pot-luck|pot luck|bring[- ]and[- ]share|bring[- ]a[- ]plate|office party|bake sale|church supper)\b/i;

/**
 * 'the milk runs out tomorrow', 'the herbs are wilting', 'the yogurt expires first' (thirteenth round): a cart item as
 * the subject of a use-by phrase is the cook asking to use it up — an open request from the cart, not a dish named.
 */
const USE_BY_SUBJECT =
  /^\s*(?:(?:the|my|our|this|these|that|those|some)\s+)?([a-z][a-z' -]{1,30}?)\s+(?:(?:is|are|'s|will)\s+)?(?:runs? out|running out|expires?|expiring|goes off|go off|going off|wilting|wilts?|turning|going (?:brown|soft|bad|off)|on (?:its|their) last legs|sprouting|(?:has|have) (?:gone|got) (?:soft|limp|wrinkly|brown|mushy)|gone (?:soft|limp|wrinkly|brown|mushy)|growing eyes|going (?:green|wrinkly|soft|limp|mouldy|moldy)|getting (?:soft|old|wrinkly|limp)|(?:is|are) past (?:its|their) best|on the turn|close to (?:its|their|the) (?:use-by |sell-by |best-before )?date|nearly (?:black|off|gone|out of date)|need(?:s)? eating(?: up)?|(?:not|never) (?:last|keep)(?: (?:long|much longer|another day|till tomorrow))?|needs? (?:using(?: up)?|to be used(?: up)?|eating(?: up)?)|about to (?:go|turn|expire))\b[^,.;!?]*/i;

export function readCartRequest(prompt: string): string {
  let text = prompt.replace(USE_BY_SUBJECT, (_whole, item: string) => `use up the ${item}`);
  if (AFTERNOON_TEA.test(text) && !TEA_DRINK_WORDS.test(text)) text = text.replace(AFTERNOON_TEA, 'sweet treat');
  text = text.replace(FOR_BREAD, 'a soup');
  text = text.replace(SHARE_OCCASION, 'to share').replace(BAKE_STALL, 'sweet treat to share');
  text = text.replace(SOMETHING_BESIDE, 'a side dish').replace(SIDE_FOR, 'a side dish');
  text = text.replace(OPEN_COLOUR, (whole, head: string) => `${head} fresh`);
  return text;
}

/** The words a cook points at the cart's items with ('these greens', 'this veg'): the kitchen categories they name. */
const CART_KIND_WORDS: Readonly<Record<string, readonly TFood['category'][] | 'all'>> = {
  greens: ['greens'],
  veg: ['vegetable', 'greens'],
  veggies: ['vegetable', 'greens'],
  vegetables: ['vegetable', 'greens'],
  vegetable: ['vegetable', 'greens'],
  fruit: ['fruit'],
  fruits: ['fruit'],
  herbs: ['herb'],
  leftovers: 'all',
  ingredients: 'all',
  bits: 'all',
  things: 'all',
  items: 'all',
};
const POINTED_AT = new RegExp(`\\b(?:these|those|this|my|the)\\s+(?:(?:few|last|leftover|spare)\\s+)?(${Object.keys(CART_KIND_WORDS).join('|')})\\b`, 'i');

/**
 * 'something for supper with these greens', 'a quick lunch with this veg' (twenty-fifth round): the cook points at the
 * cart's items of a kind, not at a food of that name (collard greens, a bag of mixed vegetables) — the words become those
 * items, so the dish is chosen from the cart and uses them. Unchanged when the cart has none of the kind.
 */
export function readPointedCartItems(prompt: string, cartItems: readonly string[]): string {
  const found = POINTED_AT.exec(prompt);
  const kind = found?.[1]?.toLowerCase();
  const categories = kind === undefined ? undefined : CART_KIND_WORDS[kind];
  if (found === null || categories === undefined) return prompt;
  const items = cartItems.filter((item) => {
    const key = matchCartItem(item);
    return key !== null && !getFood(key).isBasic && (categories === 'all' || categories.includes(getFood(key).category));
  });
  if (items.length === 0) return prompt;
  const named = items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
  return `${prompt.slice(0, found.index)}${named.toLowerCase()}${prompt.slice(found.index + found[0].length)}`;
}

const SEASON_WORDS = 'summer|winter|spring|autumn|fall|christmas|easter|sunday|weekend|weeknight|picnic|party|holiday|bonfire night|halloween';
const IDEA_KINDS = 'puddings?|desserts?|dinner|lunch|supper|breakfast|brunch|bakes?|cakes?|salads?|soups?|sides?|snacks?|treats?|drinks?|traybakes?';
/** 'a summer pudding idea', 'christmas dessert ideas', 'some sunday lunch inspiration'. */
const SEASON_KIND_IDEA = new RegExp(`\\b(${SEASON_WORDS})\\s+(${IDEA_KINDS})\\s+(?:ideas?|inspiration|suggestions?)\\b`, 'i');

/**
 * 'a summer pudding idea' with a cart (twenty-fifth round): asking for an idea makes the request open — a pudding for the
 * summer, chosen from the cart — not the dish the season and kind also name (Summer Pudding, Christmas Pudding), which is
 * what 'a summer pudding' asks for. Unchanged with no cart.
 */
export function readIdeaRequest(prompt: string, cartItems: readonly string[]): string {
  if (cartItems.length === 0) return prompt;
  return prompt.replace(SEASON_KIND_IDEA, (_whole, season: string, kind: string) => `${kind} for ${season}`);
}

/** Baking staples that go in a sweet dish though they carry little sugar themselves. */
const BAKING_KEYS = new Set(['flour', 'oats', 'butter', 'cinnamon', 'cocoa', 'bakingPowder', 'nutmeg', 'ginger']);

/** A food of the sweet side of the kitchen: fruit, eggs, milk and cream, sugar and honey, baking staples, nuts. */
function isSweetSide(food: TFood): boolean {
  const sugar = food.macros[5] ?? 0;
  if (food.category === 'fruit' || food.tags.includes('egg')) return true;
  if (food.category === 'vegetable') return sugar >= 8;
  if (food.category === 'grain') return sugar >= 8;
  if (food.category !== 'other') return false;
  return food.tags.includes('dairy') || food.tags.includes('treeNut') || sugar >= 8 || BAKING_KEYS.has(food.key);
}

/** Words that say which meal or kind of dish is wanted (a sweet one already, or not): the cart does not choose it then. */
const MEAL_ASKED =
  /\b(dinner|lunch|supper|breakfast|brunch|tea|side|drink|snack|soup|salad|starter|main|treats?|desserts?|pudding|bakes?|baking|cakes?|cookies?)\b/i;

/**
 * 'use these up' with milk, eggs, sugar and vanilla (thirteenth round): an open request, naming no meal, over a cart with
 * nothing savoury in it is a sweet dish — not a traybake of eggs and sugar, nor Butter Chicken for the yogurt and honey.
 */
export function readSweetCartRequest(prompt: string, cartItems: readonly string[]): string {
  if (cartItems.length < 2 || !isOpenHead(prompt) || MEAL_ASKED.test(prompt) || /\bsweet\b/i.test(prompt)) return prompt;
  const foods = cartItems.map(matchCartItem).flatMap((key) => (key === null ? [] : [getFood(key)]));
  const isSweetCart =
    foods.length >= 2 &&
    foods.every((food) => food.isBasic || isSweetSide(food)) &&
    cartItems.every((item) => findFood(item) !== null || matchCartItem(item) !== null);
  return isSweetCart ? `${prompt}, something sweet` : prompt;
}

/** Flavours of a sweet bake the sugar count does not show (a lemon's zest, cocoa). */
const BAKE_FLAVOURS = /\b(lemons?|limes?|oranges?|vanilla|chocolate|cocoa|jam|honey|golden syrup|treacle|coconut)\b/i;

/**
 * 'a traybake' with flour, butter, raspberries and white chocolate (twenty-sixth round): a tray bake of a baking cart is
 * the sweet one cut into squares, not a sheet-pan roast of the flour and chocolate.
 */
export function readSweetTraybake(prompt: string, cartItems: readonly string[]): string {
  if (cartItems.length < 2 || !/\btray ?bakes?\b/i.test(prompt)) return prompt;
  const foods = cartItems.map(matchCartItem).flatMap((key) => (key === null ? [] : [getFood(key)]));
  const isBakingCart =
    foods.some((food) => /\b(flour|sugar)\b/i.test(food.name)) && foods.every((food) => food.isBasic || isSweetSide(food) || BAKE_FLAVOURS.test(food.name));
  return isBakingCart ? prompt.replace(/\btray ?bakes?\b/i, 'sweet bake') : prompt;
}

const KIND_PHRASE = new RegExp(`\\b((?:[a-z]+ )?)(${Object.keys(FOOD_KIND_WORDS).join('|')})\\b`, 'gi');

/**
 * 'something with smoked fish' with smoked haddock in the cart (twenty-sixth round): a general word for a food, with the
 * words before it the cart's item also has ('smoked'), names that item — not the composer's own food of the kind (cod).
 * Only in an open request, with a describing word before the kind: a bare 'fish dinner' is read by the kind rules already. Unchanged when no
 * cart item is of the kind and holds the word, or the cook names the item already.
 */
export function readCartKindWords(prompt: string, cartItems: readonly string[]): string {
  // Only an open request: 'a smoked fish pie' names its dish, whose own fish the kind rules choose.
  if (cartItems.length < 2 || !isOpenHead(prompt)) return prompt;
  const lower = prompt.toLowerCase();
  return prompt.replace(KIND_PHRASE, (whole, before: string, kind: string) => {
    const word = before.trim().toLowerCase();
    const isOfKind = FOOD_KIND_WORDS[kind.toLowerCase()];
    if (word === '' || !isOfKind) return whole;
    const items = cartItems.filter((item) => {
      const key = matchCartItem(item);
      const text = item.toLowerCase();
      return key !== null && isOfKind(getFood(key)) && text.split(/\s+/).includes(word) && !lower.includes(text);
    });
    const [item] = items;
    return items.length === 1 && item !== undefined ? item.toLowerCase() : whole;
  });
}

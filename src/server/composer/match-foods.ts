import { DERIVED_FOODS, findFormOfFood, FOODS, NAMED_FORMS } from './foods.ts';

// Finds the foods a piece of text names (a prompt, a cart item), longest phrase first, whole words only.

const MAX_PHRASE_WORDS = 4;

function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-zà-ÿ0-9'-]+/g) ?? []
  );
}

/** Phrase (tokens joined by a space) → the foods it names, e.g. 'rice' → every rice. */
function buildPhraseIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const food of FOODS.values()) {
    for (const alias of new Set([...food.aliases, food.name.toLowerCase()])) {
      const phrase = tokenize(alias).join(' ');
      if (!phrase || phrase.split(' ').length > MAX_PHRASE_WORDS) continue;
      const keys = index.get(phrase) ?? [];
      if (!keys.includes(food.key)) keys.push(food.key);
      index.set(phrase, keys);
    }
  }
  // The kitchen's other foods ('beetroot', 'goat cheese', 'okra'), by their default forms, for phrases no row above claims.
  for (const food of DERIVED_FOODS.values()) {
    for (const alias of food.aliases) {
      const phrase = tokenize(alias).join(' ');
      if (!phrase || phrase.split(' ').length > MAX_PHRASE_WORDS || index.has(phrase)) continue;
      index.set(phrase, [food.key]);
    }
  }
  // Then the names the kitchen gives a food a row covers ('orzo', 'marmalade', 'sea bass'), written as named.
  for (const food of NAMED_FORMS.values()) {
    const phrase = tokenize(food.name).join(' ');
    if (!phrase || phrase.split(' ').length > MAX_PHRASE_WORDS || index.has(phrase)) continue;
    index.set(phrase, [food.key]);
  }
  return index;
}

const PHRASE_INDEX = buildPhraseIndex();

/** 'cucumbers' finds 'cucumber', 'radishes' 'radish', 'cherries' 'cherry': the food table lists some foods singular only. */
function toSingular(phrase: string): string {
  if (/(ss|us|is)$/.test(phrase) || phrase.length < 4) return phrase;
  if (/ies$/.test(phrase)) return phrase.replace(/ies$/, 'y');
  if (/(sh|ch|x|o)es$/.test(phrase)) return phrase.replace(/es$/, '');
  return phrase.replace(/s$/, '');
}

/** Each hit: the food keys that fit one phrase of the text, longest phrase first ('peanut butter' is not 'butter'). */
export function findFoodsInText(text: string): string[][] {
  const tokens = tokenize(text);
  const hits = new Map<string, string[]>();
  for (let start = 0; start < tokens.length;) {
    let matched = 0;
    for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - start); length > 0; length -= 1) {
      const phrase = tokens.slice(start, start + length).join(' ');
      // 'lentil' finds 'lentils': the aliases are written as cooks list them, mostly plural.
      const keys =
        PHRASE_INDEX.get(phrase) ??
        (phrase === 'date' ? undefined : (PHRASE_INDEX.get(`${phrase}s`) ?? PHRASE_INDEX.get(`${phrase}es`))) ??
        PHRASE_INDEX.get(toSingular(phrase));
      if (keys) {
        hits.set(phrase, keys);
        matched = length;
        break;
      }
    }
    start += Math.max(1, matched);
  }
  return [...hits.values()];
}

const cartCache = new Map<string, string | null>();

/** The food a cart item is, or null when the composer does not know it. */
export function matchCartItem(name: string): string | null {
  const cached = cartCache.get(name);
  if (cached !== undefined) return cached;
  // 'sea bass', 'hake': a cart item the kitchen table knows by another of its names is that food's form (white fish),
  // read from the cart only — a prompt that names sea bass still asks for sea bass.
  const key = findFoodsInText(name)[0]?.[0] ?? findFormOfFood(name);
  if (cartCache.size < 5000) cartCache.set(name, key);
  return key;
}

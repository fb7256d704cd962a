import { FOODS } from './foods.ts';

// Finds the foods a piece of text names (a prompt, a cart item), longest phrase first, whole words only.

type TPhrase = { phrase: string; keys: string[] };

function buildPhrases(): TPhrase[] {
  const byPhrase = new Map<string, string[]>();
  for (const food of FOODS.values()) {
    for (const alias of new Set([...food.aliases, food.name.toLowerCase()])) {
      const keys = byPhrase.get(alias) ?? [];
      keys.push(food.key);
      byPhrase.set(alias, keys);
    }
  }
  return [...byPhrase.entries()]
    .map(([phrase, keys]) => ({ phrase, keys }))
    .sort((a, b) => b.phrase.length - a.phrase.length);
}

const PHRASES = buildPhrases();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PHRASE_PATTERNS = PHRASES.map((entry) => ({
  ...entry,
  pattern: new RegExp(`(^|[^a-z])${escapeRegExp(entry.phrase)}(?=$|[^a-z])`),
}));

/** Each hit: the food keys that fit one phrase of the text (e.g. 'rice' → every rice). */
export function findFoodsInText(text: string): string[][] {
  let rest = ` ${text.toLowerCase().replace(/’/g, "'")} `;
  const hits: string[][] = [];
  for (const { keys, pattern } of PHRASE_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    hits.push(keys);
    // Blank the phrase so 'peanut butter' is not also read as 'butter'.
    const start = match.index + (match[1]?.length ?? 0);
    const end = start + match[0].length - (match[1]?.length ?? 0);
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  }
  return hits;
}

/** The food a cart item is, or null when the composer does not know it. */
export function matchCartItem(name: string): string | null {
  const [first] = findFoodsInText(name);
  return first?.[0] ?? null;
}

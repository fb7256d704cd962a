// Rough English singular and plural for ingredient words: enough to match "tomatoes" to "tomato"
// and to write "2 peaches", "3 bay leaves".

const INVARIANT = new Set([
  'asparagus',
  'couscous',
  'hummus',
  'molasses',
  'swiss',
  'grits',
  'citrus',
  'octopus',
  'bass',
  'grass',
  'glass',
  'hibiscus',
  'schnapps',
  'cress',
  'watercress',
  'lemongrass',
  'species',
  'series',
  'chips',
  'brussels',
  'haricots',
  'nachos',
  'tapas',
  'cannellini',
  'asafoetida',
  'anise',
  'quinoa',
  'pasta',
  'mascarpone',
  'feta',
  'ricotta',
  'cos',
  'bitters',
  'greens',
  'sprinkles',
  'innards',
  'giblets',
  'gnocchi',
  'ravioli',
  'tortellini',
  'spaghetti',
]);

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  chilies: 'chili',
  chillies: 'chilli',
  zucchinis: 'zucchini',
  potatoes: 'potato',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  chives: 'chive',
  olives: 'olive',
  cloves: 'clove',
  anchovies: 'anchovy',
  geese: 'goose',
  teeth: 'tooth',
  mice: 'mouse',
  dice: 'dice',
  cookies: 'cookie',
  brownies: 'brownie',
  smoothies: 'smoothie',
  veggies: 'veggie',
  pies: 'pie',
  ties: 'tie',
};

export function singularizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || INVARIANT.has(lower)) return lower;
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('oes')) return lower.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(lower)) return lower.slice(0, -2);
  if (/(ss|us|is|ous)$/.test(lower)) return lower;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/** Singularises the last word of a phrase ("green onions" → "green onion"). */
export function singularizePhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const last = words.pop();
  if (last === undefined || last === '') return '';
  return [...words, singularizeWord(last)].join(' ');
}

/** A rough English plural of a counted noun: "stalk" → "stalks", "peach" → "peaches", "berry" → "berries", "leaf" → "leaves". */
export function pluralizeWord(word: string): string {
  // A cook's word that is a plural already ('courgettes') stays as written, not 'courgetteses'.
  const singular = singularizeWord(word);
  if (singular !== word.toLowerCase() && addPluralEnding(singular) === word.toLowerCase()) return word;
  return addPluralEnding(word);
}

function addPluralEnding(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:tomato|potato|mango|avocado|hero)$/.test(word)) return `${word}es`;
  if (/(?:leaf|loaf|half)$/.test(word)) return `${word.slice(0, -1)}ves`;
  return `${word}s`;
}

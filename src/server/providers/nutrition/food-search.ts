/** Ingredient suggestions for the cart's add field (at least 2 characters, no duplicates). */
export type TFoodSearch = {
  searchFoods: (query: string, limit: number) => Promise<string[]>;
};

export const MIN_SUGGESTION_QUERY_LENGTH = 2;

function toPlainKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Keeps the first of each name; by default compared without case or surrounding spaces. */
export function removeDuplicateNames(names: readonly string[], toKey: (name: string) => string = toPlainKey): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    const key = toKey(trimmed);
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(trimmed);
  }
  return unique;
}

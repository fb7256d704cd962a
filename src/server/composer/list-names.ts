/** Names as a sentence writes them: 'a', 'a and b', 'a, b and c'. */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** Foods as a step's references ('{onion}, {garlic} and {ginger}'), written out with the recipe. */
export function listRefs(keys: readonly string[]): string {
  return listNames(keys.map((key) => `{${key}}`));
}

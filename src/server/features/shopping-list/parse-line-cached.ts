import { parseIngredientLine, type TParsedIngredient } from '../../../domain/ingredients/parse-ingredient-line.ts';

// Parsing is most of a list's cost (~20 µs a line) and a cook's plan repeats the same saved recipes,
// so parsed lines are kept in a bounded cache shared by every request of this process.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, TParsedIngredient>();

/** parseIngredientLine with a process-wide cache; the oldest lines leave first once the cache is full. */
export function parseLineCached(line: string): TParsedIngredient {
  const cached = cache.get(line);
  if (cached) return cached;
  const parsed = parseIngredientLine(line);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(line, parsed);
  return parsed;
}

/** For benchmarks of the cold path. */
export function clearParsedLineCache(): void {
  cache.clear();
}

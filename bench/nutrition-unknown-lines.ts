// How often the built-in nutrition table cannot count a line: the unknown-line rate over the labelled
// cookstr lines (what the nutrition card lists as "not counted"), split into no food / no weight,
// with the most frequent unknown names. The data set stays outside the repository.
// Run: npx tsx bench/nutrition-unknown-lines.ts [path-to-cookstr-labelled.csv]
import { readFileSync } from 'node:fs';
import { analyzeIngredientLine } from '../src/server/providers/nutrition/builtin-nutrition.ts';
import { parseCsv } from './lib/read-csv.ts';

const csvPath = process.argv[2] ?? '/work/shared/testdata/ingredient-lines/cookstr-labelled.csv';
const [header, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'));
const inputColumn = header?.indexOf('input') ?? 0;

const counts = { counted: 0, negligible: 0, skipped: 0, 'no-food': 0, 'no-weight': 0 };
const unknownNames = new Map<string, number>();
let total = 0;
const started = performance.now();
for (const row of rows) {
  const line = row[inputColumn]?.trim() ?? '';
  if (line === '') continue;
  total += 1;
  const analysis = analyzeIngredientLine(line);
  if (analysis.status === 'unknown') {
    counts[analysis.reason] += 1;
    const name = analysis.parsed.name || line;
    unknownNames.set(name, (unknownNames.get(name) ?? 0) + 1);
  } else counts[analysis.status] += 1;
}
const elapsed = performance.now() - started;
const percent = (value: number) => `${((100 * value) / total).toFixed(1)}%`;
const unknown = counts['no-food'] + counts['no-weight'];
console.info(`built-in nutrition over ${total} labelled lines (${csvPath})`);
console.info(`unknown lines: ${percent(unknown)} (${unknown}) = no food ${percent(counts['no-food'])} + no weight ${percent(counts['no-weight'])}`);
console.info(`counted ${percent(counts.counted)}, negligible (to taste, garnish) ${percent(counts.negligible)}, skipped (headers) ${percent(counts.skipped)}`);
const top = [...unknownNames.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
console.info(`most frequent unknown names: ${top.map(([name, count]) => `${name} (${count})`).join(', ')}`);
console.info(`analysis time: ${(elapsed / total).toFixed(3)} ms a line`);

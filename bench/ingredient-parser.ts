// Ingredient-parser accuracy against the labelled cookstr lines, plus the food-table hit rate.
// Run: npx tsx bench/ingredient-parser.ts [path-to-cookstr-labelled.csv] [--held-out] [--confusion]
// The data set stays outside the repository (see its README); only rows with a labelled name are scored.
// --held-out scores only the fifth of the lines the tagger was not trained on (bench/lib/labelled-lines.ts).
// --confusion lists the ten most common error kinds, each with an example (bench/lib/ingredient-error-kinds.ts).
import { readFileSync } from 'node:fs';
import { ErrorKindTally, isSizedItemUnitMiss, readErrorKinds, type TLabelReading } from './lib/ingredient-error-kinds.ts';
import { isHeldOut } from './lib/labelled-lines.ts';
import { parseCsv } from './lib/read-csv.ts';
import { parseIngredientLine } from '../src/domain/ingredients/parse-ingredient-line.ts';
import { toCanonicalUnit } from '../src/domain/ingredients/units.ts';
import { analyzeIngredientLine } from '../src/server/providers/nutrition/builtin-nutrition.ts';
import { findFood, toMatchKey } from '../src/domain/kitchen/food-table.ts';

const DEFAULT_PATH = '/work/shared/testdata/ingredient-lines/cookstr-labelled.csv';
const args = process.argv.slice(2);
const isHeldOutOnly = args.includes('--held-out');
const isConfusionShown = args.includes('--confusion');
const csvPath = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_PATH;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  half: 0.5,
  a: 1,
  an: 1,
};

/** "#1$2" → 0.5, "1#1$2" → 1.5, "One" → 1, "2-3" → 2 (the lower bound, as our quantity). */
function readLabelQuantity(token: string): number | null {
  const lower = token.split('-')[0]?.toLowerCase() ?? '';
  if (lower in WORD_NUMBERS) return WORD_NUMBERS[lower] ?? null;
  const match = /^(\d*\.?\d*)?(?:#(\d+)\$(\d+))?$/.exec(lower);
  if (!match || lower === '') return null;
  const whole = match[1] ? Number(match[1]) : 0;
  const fraction = match[2] && match[3] ? Number(match[2]) / Number(match[3]) : 0;
  return whole + fraction;
}

const UNIT_MODIFIERS =
  /^(scant|heaping|heaped|level|rounded|generous|good|large|small|medium|thin|thick|big|extra-large|inch-thick|medium-size|medium-sized|generous|full|about)$/i;

function readLabelUnits(label: string): string[] {
  const tokens = label
    .replace(/fluid ounces?|fl\.? oz\.?/gi, 'floz')
    .split(/\s+/)
    .filter((token) => token !== '' && !UNIT_MODIFIERS.test(token));
  return tokens.map((token) => (token === 'floz' ? 'fl oz' : (toCanonicalUnit(token) ?? token.toLowerCase())));
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(2)}%`;
}

const [header, ...dataRows] = parseCsv(readFileSync(csvPath, 'utf8'));
if (!header) throw new Error('empty file');
const column = (name: string) => header.indexOf(name);
const [inputAt, nameAt, quantityAt, unitAt] = [column('input'), column('name'), column('quantity'), column('unit')];

let scored = 0;
let isNameRight = 0;
let isQuantityRight = 0;
let isUnitRight = 0;
let isUnitAmongListed = 0;
let isUnitRightOrSizedItem = 0;
const errorKinds = new ErrorKindTally();
let isAllRight = 0;
let withoutAlternatives = 0;
let isNameRightWithoutAlternatives = 0;
let labelNameHits = 0;
let parsedNameHits = 0;
const labelNames = new Set<string>();
const matchedLabelNames = new Set<string>();
const misses: string[] = [];
const statuses = { counted: 0, negligible: 0, 'no-food': 0, 'no-weight': 0, skipped: 0 };
const startedAt = performance.now();

for (const row of dataRows) {
  const input = row[inputAt] ?? '';
  const labelName = row[nameAt] ?? '';
  if (labelName === '' || input === '') continue;
  if (isHeldOutOnly && !isHeldOut(input)) continue;
  scored += 1;
  const parsed = parseIngredientLine(input);

  const isName = toMatchKey(parsed.name) === toMatchKey(labelName);
  const firstQuantity = (row[quantityAt] ?? '').split(/\s+/)[0] ?? '';
  const expectedQuantity = firstQuantity === '' ? null : readLabelQuantity(firstQuantity);
  const isQuantity = expectedQuantity === null ? parsed.quantity === null : parsed.quantity !== null && Math.abs(parsed.quantity - expectedQuantity) < 0.02;
  const labelUnits = readLabelUnits(row[unitAt] ?? '');
  const isUnit = labelUnits.length === 0 ? parsed.unit === null : parsed.unit === labelUnits[0];
  const isUnitListed = labelUnits.length === 0 ? parsed.unit === null : parsed.unit !== null && labelUnits.includes(parsed.unit);

  // The labels keep "X or Y" in the name; we keep the first choice (it is what gets weighed).
  if (!/\bor\b/i.test(labelName)) {
    withoutAlternatives += 1;
    if (isName) isNameRightWithoutAlternatives += 1;
  }
  if (isName) isNameRight += 1;
  else if (misses.length < 25 && process.env.SHOW_MISSES) misses.push(`${input}  →  "${parsed.name}" (label "${labelName}")`);
  if (isQuantity) isQuantityRight += 1;
  if (isUnit) isUnitRight += 1;
  if (isUnitListed) isUnitAmongListed += 1;
  if (isName && isQuantity && isUnit) isAllRight += 1;
  const label: TLabelReading = {
    name: labelName,
    quantityText: row[quantityAt] ?? '',
    quantity: expectedQuantity,
    unitText: row[unitAt] ?? '',
    units: labelUnits,
  };
  if (isUnit || isSizedItemUnitMiss(parsed, label)) isUnitRightOrSizedItem += 1;
  if (isConfusionShown) errorKinds.add(input, parsed, label, readErrorKinds(input, parsed, label, { isName, isQuantity, isUnit }));

  const labelKey = toMatchKey(labelName);
  labelNames.add(labelKey);
  if (findFood(labelName)) {
    labelNameHits += 1;
    matchedLabelNames.add(labelKey);
  }
  if (findFood(parsed.name)) parsedNameHits += 1;
  const analysis = analyzeIngredientLine(input);
  statuses[analysis.status === 'unknown' ? analysis.reason : analysis.status] += 1;
}
const elapsed = performance.now() - startedAt;

// Parsing alone, every scored line once more (the loop above also matches foods and weighs).
const scoredInputs = dataRows
  .map((row) => row[inputAt] ?? '')
  .filter((input, index) => input !== '' && (dataRows[index]?.[nameAt] ?? '') !== '' && (!isHeldOutOnly || isHeldOut(input)));
const parseStartedAt = performance.now();
const parseCpuAtStart = process.cpuUsage();
for (const input of scoredInputs) parseIngredientLine(input);
const parseElapsed = performance.now() - parseStartedAt;
const parseCpu = process.cpuUsage(parseCpuAtStart);

console.info(`file: ${csvPath}${isHeldOutOnly ? ' (held-out lines only)' : ''}`);
console.info(`labelled lines scored: ${scored} (lines without a labelled name are skipped)`);
console.info(`name right:      ${percent(isNameRight, scored)}  (case, accents, hyphens and plurals normalised)`);
console.info(`name right where the label has no "or" alternative: ${percent(isNameRightWithoutAlternatives, withoutAlternatives)} of ${withoutAlternatives}`);
console.info(`quantity right:  ${percent(isQuantityRight, scored)}  (first labelled quantity, lower bound of a range)`);
console.info(
  `unit right:      ${percent(isUnitRight, scored)}  (first labelled unit, spellings normalised; ${percent(isUnitAmongListed, scored)} among any listed unit)`,
);
console.info(
  `  (unit right or a sized container/item read as count + size, "1 (15-ounce) can" = 1 can of 15 oz where the labels list "ounce can": ${percent(isUnitRightOrSizedItem, scored)})`,
);
console.info(`all three right: ${percent(isAllRight, scored)}`);
console.info(
  `food-table hit rate: ${percent(labelNameHits, scored)} of labelled names (lines), ${percent(matchedLabelNames.size, labelNames.size)} of ${labelNames.size} distinct names; ${percent(parsedNameHits, scored)} of our parsed names`,
);
console.info(
  `built-in nutrition per line: ${percent(statuses.counted, scored)} weighed, ${percent(statuses.negligible, scored)} to taste (0), ` +
    `unknown ${percent(statuses['no-food'], scored)} no food + ${percent(statuses['no-weight'], scored)} no weight, ${percent(statuses.skipped, scored)} skipped`,
);
console.info(
  `parse + match time: ${(elapsed / scored).toFixed(3)} ms per line; parse alone: ${(parseElapsed / Math.max(scoredInputs.length, 1)).toFixed(3)} ms per line ` +
    `(${((parseCpu.user + parseCpu.system) / 1000 / Math.max(scoredInputs.length, 1)).toFixed(3)} ms of CPU; wall time grows with the machine's load)`,
);
if (misses.length > 0) console.info(misses.join('\n'));
if (isConfusionShown) console.info(`the ten most common error kinds (a line wrong in two fields counts in both):\n${errorKinds.report(10, scored).join('\n')}`);

// Trains the ingredient-line tagger (src/domain/ingredients/ingredient-tagger.ts) from the labelled
// lines outside the repository and writes only the learned weights into the repository.
// Run: npx tsx scripts/train-ingredient-tagger.ts [path-to-cookstr-labelled.csv] [--all]
// By default it trains on the 80% of lines that bench/lib/labelled-lines.ts does not hold out, so the
// bench's held-out figure is honest; --all trains on every line (then no held-out figure means anything).
import { writeFileSync } from 'node:fs';
import { DEFAULT_LABELLED_LINES_PATH, isHeldOut, readLabelledLines, type TLabelledLine } from '../bench/lib/labelled-lines.ts';
import {
  describeTokens,
  FEATURE_TEMPLATES,
  listFeatures,
  PAIR_SEPARATOR,
  readNumberToken,
  TOKEN_TAGS,
  tokenizeIngredientLine,
  type TTokenTag,
} from '../src/domain/ingredients/ingredient-tokens.ts';
import { singularizeWord } from '../src/domain/ingredients/singularize.ts';
import { toCanonicalUnit } from '../src/domain/ingredients/units.ts';

const args = process.argv.slice(2);
const isAll = args.includes('--all');
const csvPath = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_LABELLED_LINES_PATH;
const OUTPUT = new URL('../src/domain/ingredients/ingredient-tagger-model.json', import.meta.url);
const EPOCHS = Number(process.env.EPOCHS ?? 10);
const PRUNE_BELOW = Number(process.env.PRUNE_BELOW ?? 0.05);
const SCALE = 100;

/** "#1$2" → "0.5", "1#1$2" → "1.5", numbers to their value, words to lower-case singular. */
function normaliseLabelToken(token: string): string {
  const fraction = /^(\d*)#(\d+)\$(\d+)$/.exec(token);
  if (fraction?.[2] && fraction[3])
    return String(Math.round(((fraction[1] ? Number(fraction[1]) : 0) + Number(fraction[2]) / Number(fraction[3])) * 1000) / 1000);
  const value = readNumberToken(token);
  if (value !== null) return String(Math.round(value * 1000) / 1000);
  return singularizeWord(token.toLowerCase());
}

function normaliseInputToken(token: string): string {
  const value = readNumberToken(token);
  if (value !== null) return String(Math.round(value * 1000) / 1000);
  return singularizeWord(token.toLowerCase());
}

function isSameUnit(inputToken: string, labelToken: string): boolean {
  const unit = toCanonicalUnit(inputToken);
  return normaliseInputToken(inputToken) === normaliseLabelToken(labelToken) || (unit !== null && unit === toCanonicalUnit(labelToken));
}

/**
 * Marks `label`'s tokens in `tokens` as `tag`: the start that matches most of the label as an
 * in-order subsequence of free tokens wins (ties: leftmost). Returns how many label tokens matched.
 */
function markSubsequence(
  tokens: readonly string[],
  tags: (TTokenTag | null)[],
  label: string,
  tag: TTokenTag,
  isMatch: (token: string, labelToken: string) => boolean,
): number {
  const wanted = label
    .replace(/fluid ounces?/gi, 'fl oz')
    .split(/\s+/)
    .filter((token) => token !== '');
  if (wanted.length === 0) return 0;
  let best: number[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    if (tags[start] !== null) continue;
    const positions: number[] = [];
    let next = 0;
    for (let index = start; index < tokens.length && next < wanted.length; index += 1) {
      if (tags[index] !== null) continue;
      if (isMatch(tokens[index] ?? '', wanted[next] ?? '')) {
        positions.push(index);
        next += 1;
      }
    }
    if (positions.length > best.length) best = positions;
    if (best.length === wanted.length) break;
  }
  for (const position of best) tags[position] = tag;
  return best.length;
}

const isSameToken = (token: string, labelToken: string) => normaliseInputToken(token) === normaliseLabelToken(labelToken);

/** The tag of each token from the line's labels, or null when the name cannot be found in the line. */
function alignLine(line: TLabelledLine, tokens: readonly string[]): TTokenTag[] | null {
  const tags: (TTokenTag | null)[] = tokens.map(() => null);
  markSubsequence(tokens, tags, line.quantity.replace(/-/g, ' '), 'QTY', isSameToken);
  // "2 to 3", "2-3", "1 or 2": the words between two amounts belong to the amount.
  for (let index = 1; index < tokens.length - 1; index += 1) {
    if (tags[index] === null && tags[index - 1] === 'QTY' && tags[index + 1] === 'QTY' && /^(?:to|-|–|or|and)$/i.test(tokens[index] ?? '')) tags[index] = 'QTY';
  }
  markSubsequence(tokens, tags, line.unit, 'UNIT', isSameUnit);
  const nameWords = line.name.split(/\s+/).filter((word) => word !== '').length;
  if (markSubsequence(tokens, tags, line.name, 'NAME', isSameToken) < nameWords) return null;
  markSubsequence(tokens, tags, line.size, 'SIZE', isSameToken);
  markSubsequence(tokens, tags, line.preparation, 'PREP', isSameToken);
  markSubsequence(tokens, tags, line.comment, 'COMMENT', isSameToken);
  markSubsequence(tokens, tags, line.purpose, 'PURPOSE', isSameToken);
  return tags.map((tag) => tag ?? 'O');
}

type TExample = { tokens: string[]; tags: TTokenTag[]; isHeldOut: boolean };

const examples: TExample[] = [];
let unaligned = 0;
for (const line of readLabelledLines(csvPath)) {
  const tokens = tokenizeIngredientLine(line.input);
  const tags = alignLine(line, tokens);
  if (!tags) {
    unaligned += 1;
    continue;
  }
  examples.push({ tokens, tags, isHeldOut: isHeldOut(line.input) });
}
const training = examples.filter((example) => isAll || !example.isHeldOut);
const heldOut = examples.filter((example) => example.isHeldOut);
console.info(
  `aligned ${examples.length} lines (${unaligned} whose name is not found in the line are left out); training on ${training.length}, held out ${heldOut.length}${isAll ? ' (also trained on)' : ''}`,
);

// Averaged perceptron with lazy averaging: totals accumulate weight × time it held.
const weights = new Map<string, Float64Array>();
const totals = new Map<string, Float64Array>();
const stamps = new Map<string, Int32Array>();
let clock = 0;

function score(features: readonly string[]): number {
  const scores = new Float64Array(TOKEN_TAGS.length);
  for (const feature of features) {
    const vector = weights.get(feature);
    if (vector) for (let tag = 0; tag < scores.length; tag += 1) scores[tag] = (scores[tag] ?? 0) + (vector[tag] ?? 0);
  }
  let best = 0;
  for (let tag = 1; tag < scores.length; tag += 1) if ((scores[tag] ?? 0) > (scores[best] ?? 0)) best = tag;
  return best;
}

function update(feature: string, tag: number, delta: number): void {
  let vector = weights.get(feature);
  let total = totals.get(feature);
  let stamp = stamps.get(feature);
  if (!vector || !total || !stamp) {
    vector = new Float64Array(TOKEN_TAGS.length);
    total = new Float64Array(TOKEN_TAGS.length);
    stamp = new Int32Array(TOKEN_TAGS.length);
    weights.set(feature, vector);
    totals.set(feature, total);
    stamps.set(feature, stamp);
  }
  total[tag] = (total[tag] ?? 0) + (clock - (stamp[tag] ?? 0)) * (vector[tag] ?? 0);
  stamp[tag] = clock;
  vector[tag] = (vector[tag] ?? 0) + delta;
}

function averagedWeights(): Map<string, Float64Array> {
  const averaged = new Map<string, Float64Array>();
  for (const [feature, vector] of weights) {
    const total = totals.get(feature) ?? new Float64Array(TOKEN_TAGS.length);
    const stamp = stamps.get(feature) ?? new Int32Array(TOKEN_TAGS.length);
    averaged.set(
      feature,
      vector.map((value, tag) => ((total[tag] ?? 0) + (clock - (stamp[tag] ?? 0)) * value) / Math.max(clock, 1)),
    );
  }
  return averaged;
}

/** "template index␁value" keys for the training maps; a paired value is "first⇥second". */
function toFeatureKeys(firsts: readonly (string | null)[], seconds: readonly (string | null)[]): string[] {
  const keys: string[] = [];
  firsts.forEach((first, template) => {
    const second = seconds[template] ?? null;
    if (first !== null) keys.push(`${template}\u0001${second === null ? first : `${first}${PAIR_SEPARATOR}${second}`}`);
  });
  return keys;
}
const firsts: (string | null)[] = [];
const seconds: (string | null)[] = [];

let seed = 17;
function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}

for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
  const order = training.map((_example, index) => index).sort(() => random() - 0.5);
  let right = 0;
  let seen = 0;
  for (const exampleIndex of order) {
    const example = training[exampleIndex];
    if (!example) continue;
    const context = describeTokens(example.tokens);
    for (let index = 0; index < example.tokens.length; index += 1) {
      clock += 1;
      // Train on the gold history (the tags before are the right ones), as the model is greedy.
      listFeatures(context, index, example.tags, example.tags.slice(0, index).includes('NAME'), firsts, seconds);
      const features = toFeatureKeys(firsts, seconds);
      const guess = score(features);
      const gold = TOKEN_TAGS.indexOf(example.tags[index] ?? 'O');
      if (guess !== gold)
        for (const feature of features) {
          update(feature, gold, 1);
          update(feature, guess, -1);
        }
      else right += 1;
      seen += 1;
    }
  }
  console.info(`epoch ${epoch + 1}: training token accuracy ${((100 * right) / seen).toFixed(2)}%`);
}

const averaged = averagedWeights();
const sparse: Record<string, Record<string, number[]>> = Object.fromEntries(FEATURE_TEMPLATES.map((template) => [template, {}]));
let kept = 0;
for (const [feature, vector] of averaged) {
  const [templateIndex, value = ''] = feature.split('\u0001');
  const byValue = sparse[FEATURE_TEMPLATES[Number(templateIndex)] ?? ''];
  if (!byValue) continue;
  const pairs: number[] = [];
  vector.forEach((value, tag) => {
    if (Math.abs(value) >= PRUNE_BELOW) pairs.push(tag, Math.round(value * SCALE));
  });
  if (pairs.length > 0) {
    byValue[value] = pairs;
    kept += 1;
  }
}
const json = JSON.stringify({ tags: TOKEN_TAGS, templates: FEATURE_TEMPLATES, scale: SCALE, weights: sparse });
writeFileSync(OUTPUT, `${json}\n`);
console.info(`kept ${kept} of ${averaged.size} features; wrote ${(json.length / 1024).toFixed(0)} KiB to ${OUTPUT.pathname}`);

// Token accuracy on the held-out lines with the weights as shipped (greedy, own history).
const { loadTaggerWeights, tagTokens } = await import('../src/domain/ingredients/ingredient-tagger.ts');
const shipped = loadTaggerWeights({ tags: TOKEN_TAGS, templates: FEATURE_TEMPLATES, scale: SCALE, weights: sparse });
let tokenRight = 0;
let tokenSeen = 0;
let lineRight = 0;
for (const example of heldOut) {
  const tags = tagTokens(example.tokens, shipped);
  let isLineRight = true;
  tags.forEach((tag, index) => {
    tokenSeen += 1;
    if (tag === example.tags[index]) tokenRight += 1;
    else isLineRight = false;
  });
  if (isLineRight) lineRight += 1;
}
console.info(
  `held-out: token accuracy ${((100 * tokenRight) / Math.max(tokenSeen, 1)).toFixed(2)}%, lines with every token right ${((100 * lineRight) / Math.max(heldOut.length, 1)).toFixed(2)}%`,
);

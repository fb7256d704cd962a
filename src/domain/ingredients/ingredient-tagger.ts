import { readFileSync } from 'node:fs';
import { describeTokens, FEATURE_TEMPLATES, listFeatures, PAIR_SEPARATOR, TOKEN_TAGS, tokenizeIngredientLine, type TTokenTag } from './ingredient-tokens.ts';

// A greedy averaged-perceptron tagger: each token of an ingredient line gets one field (TOKEN_TAGS).
// The weights come from scripts/train-ingredient-tagger.ts (trained on the labelled lines outside the
// repository); only the learned weights ship, read from disk the first time a line is tagged.

/** The model file: per feature kind and value, pairs of (tag index, weight × scale) for the tags it votes for. */
export type TTaggerModel = { tags: readonly string[]; templates: readonly string[]; scale: number; weights: Record<string, Record<string, number[]>> };

export type TTaggedToken = { token: string; tag: TTokenTag };

const MODEL_URL = new URL('./ingredient-tagger-model.json', import.meta.url);

/** Per feature kind (FEATURE_TEMPLATES order), the score vector of each value; paired values by first then second part. */
type TWeights = Map<string, Float64Array | Map<string, Float64Array>>[];

let loaded: TWeights | null = null;

function isTaggerModel(value: unknown): value is TTaggerModel {
  if (typeof value !== 'object' || value === null) return false;
  return 'tags' in value && 'templates' in value && 'scale' in value && 'weights' in value && Array.isArray(value.tags) && typeof value.scale === 'number';
}

/** Turns the sparse model file into dense per-feature score vectors in TOKEN_TAGS order. */
export function loadTaggerWeights(model: TTaggerModel): TWeights {
  if (model.tags.join() !== TOKEN_TAGS.join()) throw new Error('ingredient tagger model: the tags do not match TOKEN_TAGS');
  if (model.templates.join() !== FEATURE_TEMPLATES.join()) throw new Error('ingredient tagger model: the features do not match FEATURE_TEMPLATES');
  return FEATURE_TEMPLATES.map((template) => {
    const byValue = new Map<string, Float64Array | Map<string, Float64Array>>();
    for (const [value, pairs] of Object.entries(model.weights[template] ?? {})) {
      const vector = new Float64Array(TOKEN_TAGS.length);
      for (let index = 0; index + 1 < pairs.length; index += 2) vector[pairs[index] ?? 0] = (pairs[index + 1] ?? 0) / model.scale;
      const separatorAt = value.indexOf(PAIR_SEPARATOR);
      if (separatorAt < 0) {
        byValue.set(value, vector);
        continue;
      }
      const first = value.slice(0, separatorAt);
      const existing = byValue.get(first);
      const seconds = existing instanceof Map ? existing : new Map<string, Float64Array>();
      seconds.set(value.slice(separatorAt + 1), vector);
      byValue.set(first, seconds);
    }
    return byValue;
  });
}

function getWeights(): TWeights {
  if (loaded) return loaded;
  const parsed: unknown = JSON.parse(readFileSync(MODEL_URL, 'utf8'));
  if (!isTaggerModel(parsed)) throw new Error(`ingredient tagger model is malformed: ${MODEL_URL.pathname}`);
  loaded = loadTaggerWeights(parsed);
  return loaded;
}

/** Tags tokens left to right, each decision seeing the tags before it. */
export function tagTokens(tokens: readonly string[], weights: TWeights = getWeights()): TTokenTag[] {
  const context = describeTokens(tokens);
  const tags: TTokenTag[] = [];
  let hasName = false;
  const scores = new Float64Array(TOKEN_TAGS.length);
  const firsts: (string | null)[] = [];
  const seconds: (string | null)[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    scores.fill(0);
    listFeatures(context, index, tags, hasName, firsts, seconds);
    for (let template = 0; template < firsts.length; template += 1) {
      const first = firsts[template];
      const found = first === null || first === undefined ? undefined : weights[template]?.get(first);
      const second = seconds[template];
      const vector = found instanceof Map ? (second === null || second === undefined ? undefined : found.get(second)) : second === null ? found : undefined;
      if (!vector) continue;
      for (let tag = 0; tag < scores.length; tag += 1) scores[tag] = (scores[tag] ?? 0) + (vector[tag] ?? 0);
    }
    let best = 0;
    for (let tag = 1; tag < scores.length; tag += 1) if ((scores[tag] ?? 0) > (scores[best] ?? 0)) best = tag;
    const tag = TOKEN_TAGS[best] ?? 'O';
    tags.push(tag);
    if (tag === 'NAME') hasName = true;
  }
  return tags;
}

/** Splits a line into tokens and tags each with its field. */
export function tagIngredientLine(line: string): TTaggedToken[] {
  const tokens = tokenizeIngredientLine(line);
  const tags = tagTokens(tokens);
  return tokens.map((token, index) => ({ token, tag: tags[index] ?? 'O' }));
}

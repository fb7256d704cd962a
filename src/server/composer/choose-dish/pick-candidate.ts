import type { TRecipeRequest } from '../../providers/llm/recipe-generator.ts';
import type { TCandidate } from '../adapt-dish/adapt-blueprint.ts';
import { readUseSoonKeys } from '../read-request/read-pantry.ts';
import type { TBlueprint, TIntent } from '../types.ts';
import { buildCandidateFilters, narrow, pantryCount, totalMinutes, usesKey, type TFilter } from './filters.ts';
import { titleWords, titleWordWeight } from './title-words.ts';

// Choose the dish: score the dishes that pass the filters, and pick one of the best few by the
// prompt and seed (same request → same dish; a new seed → another good one).

const POOL_MARGIN = 1.5;
const POOL_SIZE = 6;

function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function scoreCandidate(candidate: TCandidate, intent: TIntent, namedGroups: readonly string[][], useSoonKeys: ReadonlySet<string>): number {
  const { blueprint } = candidate;
  let score = 0;
  // A dish that uses up what is about to go off wins over an equal one that does not.
  score += Math.min(candidate.pantryUsed.filter((food) => useSoonKeys.has(food.key)).length, 3) * 1.5;
  score += intent.tags.filter((tag) => blueprint.tags.includes(tag)).length * 2;
  score += namedGroups.filter((keys) => usesKey(candidate, keys)).length * 2;
  score += Math.min(pantryCount(candidate), 4) * (intent.usesPantry ? 2 : 0.5);
  score -= candidate.swaps.filter((swap) => swap.reason !== 'pantry').length * 0.75;
  const words = titleWords(blueprint.title);
  for (const word of intent.words) if (words.has(word)) score += titleWordWeight(word);
  if (intent.wantsHighProtein) score += Math.min(candidate.macros[1], 50) / 10;
  if (intent.prefersQuick && totalMinutes(candidate) <= 30) score += 1;
  return score;
}

export function pickCandidate(
  candidates: readonly TCandidate[],
  dishFilters: readonly TFilter<TBlueprint>[],
  intent: TIntent,
  namedGroups: readonly string[][],
  request: TRecipeRequest,
): TCandidate | null {
  const filters = [...dishFilters.map((filter) => (c: TCandidate) => filter(c.blueprint)), ...buildCandidateFilters(intent, namedGroups)];
  const pool = narrow(candidates, filters);
  const useSoonKeys = readUseSoonKeys(request);
  const scored = pool
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate, intent, namedGroups, useSoonKeys) }))
    .sort((a, b) => b.score - a.score || a.candidate.blueprint.id.localeCompare(b.candidate.blueprint.id));
  const best = scored[0]?.score ?? 0;
  const shortlist = scored.filter((entry) => entry.score >= best - POOL_MARGIN).slice(0, POOL_SIZE);
  const seed = Math.abs(Math.trunc(request.seed)) % 1_000_003;
  const index = (hashText(request.prompt.trim().toLowerCase()) + seed) % Math.max(1, shortlist.length);
  return shortlist[index]?.candidate ?? null;
}

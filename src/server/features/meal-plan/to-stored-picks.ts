import type { TPlanCandidate, TPlanPick } from '../../../domain/week-plan/choose-week-plan.ts';
import type { TStoredPick } from './proposal-state.ts';

/** The chosen picks with their recipes, as the proposal keeps them. */
export function toStoredPicks(picks: readonly TPlanPick[], candidates: readonly TPlanCandidate[]): TStoredPick[] {
  const byKey = new Map(candidates.map((candidate) => [candidate.key, candidate]));
  return picks.flatMap((pick) => {
    const candidate = byKey.get(pick.candidateKey);
    if (!candidate) return [];
    return [
      { date: pick.slot.date, meal: pick.slot.meal, candidateKey: pick.candidateKey, reason: pick.reason, isNew: candidate.isNew, recipe: candidate.recipe },
    ];
  });
}

import { DELETING_MS_PER_CHAR, TYPING_MS_PER_CHAR, TYPING_PAUSE_MS } from '../../../../domain/limits.ts';

export type TTypingPhase = 'typing' | 'pausing' | 'deleting';

export type TTypingState = {
  promptIndex: number;
  visibleLength: number;
  phase: TTypingPhase;
};

/**
 * The effect opens on the first prompt already typed, in its pause: the hero has its full text at first
 * paint, and no typing work competes with loading the page.
 */
export function createInitialTypingState(prompts: readonly string[]): TTypingState {
  return { promptIndex: 0, visibleLength: prompts[0]?.length ?? 0, phase: 'pausing' };
}

/** How long the effect waits in a state before taking the next step (80 / 40 / 1800 ms). */
export function getTypingDelayMs(state: TTypingState): number {
  if (state.phase === 'pausing') return TYPING_PAUSE_MS;
  return state.phase === 'typing' ? TYPING_MS_PER_CHAR : DELETING_MS_PER_CHAR;
}

/**
 * One step of the cycling effect: type a prompt a character at a time, pause on the full prompt,
 * delete it a character at a time, then start the next prompt (wrapping after the last).
 */
export function advanceTyping(state: TTypingState, prompts: readonly string[]): TTypingState {
  const fullLength = prompts[state.promptIndex]?.length ?? 0;
  if (state.phase === 'typing') {
    const visibleLength = Math.min(state.visibleLength + 1, fullLength);
    return { ...state, visibleLength, phase: visibleLength >= fullLength ? 'pausing' : 'typing' };
  }
  if (state.phase === 'pausing') return { ...state, phase: 'deleting' };
  const visibleLength = Math.max(state.visibleLength - 1, 0);
  if (visibleLength > 0) return { ...state, visibleLength };
  return { promptIndex: (state.promptIndex + 1) % prompts.length, visibleLength: 0, phase: 'typing' };
}

import { useEffect, useState } from 'react';
import { TYPING_PAUSE_MS } from '../../../../domain/limits.ts';
import { advanceTyping, createInitialTypingState, getTypingDelayMs, type TTypingState } from './typing-step.ts';

type TTypingOptions = {
  isPaused: boolean;
  isReducedMotion: boolean;
};

export type TTypingPrompt = {
  /** What is on screen now: part of a prompt while typing, the whole prompt without motion. */
  text: string;
  /** The prompt being typed, whole. */
  prompt: string;
};

/**
 * Cycles through the prompts with the typing effect. With reduced motion there is no typing:
 * whole prompts simply follow one another after the pause.
 */
export function useTypingPrompt(prompts: readonly string[], { isPaused, isReducedMotion }: TTypingOptions): TTypingPrompt {
  const [state, setState] = useState<TTypingState>(() => createInitialTypingState(prompts));

  useEffect(() => {
    if (isPaused) return;
    if (isReducedMotion) {
      const timer = window.setTimeout(() => {
        setState((current) => ({ promptIndex: (current.promptIndex + 1) % prompts.length, visibleLength: 0, phase: 'typing' }));
      }, TYPING_PAUSE_MS * 2);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => setState((current) => advanceTyping(current, prompts)), getTypingDelayMs(state));
    return () => window.clearTimeout(timer);
  }, [state, isPaused, isReducedMotion, prompts]);

  const prompt = prompts[state.promptIndex] ?? '';
  const isWhole = isReducedMotion || isPaused;
  return { text: isWhole ? prompt : prompt.slice(0, state.visibleLength), prompt };
}

import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS } from '../../../../domain/example-prompts.ts';
import { advanceTyping, createInitialTypingState, getTypingDelayMs, type TTypingState } from './typing-step.ts';

describe('typing effect steps', () => {
  it('opens on the first prompt fully typed, in its pause', () => {
    expect(createInitialTypingState(['abc', 'd'])).toEqual({ promptIndex: 0, visibleLength: 3, phase: 'pausing' });
  });

  it('types a prompt at 80 ms a character, pauses 1800 ms, deletes at 40 ms, then moves on', () => {
    const prompts = ['ab', 'xyz'];
    const delays: number[] = [];
    const seen: string[] = [];
    let state: TTypingState = { promptIndex: 0, visibleLength: 0, phase: 'typing' };
    for (let step = 0; step < 7; step += 1) {
      delays.push(getTypingDelayMs(state));
      state = advanceTyping(state, prompts);
      seen.push(`${state.promptIndex}:${state.phase}:${state.visibleLength}`);
    }
    expect(delays).toEqual([80, 80, 1800, 40, 40, 80, 80]);
    expect(seen).toEqual(['0:typing:1', '0:pausing:2', '0:deleting:2', '0:deleting:1', '1:typing:0', '1:typing:1', '1:typing:2']);
  });

  it('cycles through all 23 example prompts and wraps to the first', () => {
    let state: TTypingState = createInitialTypingState(EXAMPLE_PROMPTS);
    const order: number[] = [state.promptIndex];
    while (order.length <= EXAMPLE_PROMPTS.length) {
      const next = advanceTyping(state, EXAMPLE_PROMPTS);
      if (next.promptIndex !== state.promptIndex) order.push(next.promptIndex);
      state = next;
    }
    expect(order).toEqual([...EXAMPLE_PROMPTS.map((_, index) => index), 0]);
  });
});

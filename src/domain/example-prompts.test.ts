import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS } from './example-prompts.ts';
import { EXAMPLE_PROMPT_COUNT, PROMPT_MAX_LENGTH } from './limits.ts';

describe('example prompts', () => {
  it('has the 23 distinct prompts, each a valid prompt', () => {
    expect(EXAMPLE_PROMPTS).toHaveLength(EXAMPLE_PROMPT_COUNT);
    expect(new Set(EXAMPLE_PROMPTS).size).toBe(EXAMPLE_PROMPT_COUNT);
    for (const prompt of EXAMPLE_PROMPTS) expect(prompt.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
  });
});

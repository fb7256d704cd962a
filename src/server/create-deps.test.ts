import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { createGenerator, createImages } from './create-deps.ts';

const BASE = { NODE_ENV: 'test', DATA_DIR: '/tmp/forkcast-deps-test' };

describe('provider selection', () => {
  it('uses an OpenAI-compatible generator only when both LLM_BASE_URL and LLM_MODEL are set', async () => {
    expect((await createGenerator(parseConfig({ ...BASE, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' }))).name).toBe('openai');
    // A base URL for images only: recipes still come from the built-in composer.
    expect((await createGenerator(parseConfig({ ...BASE, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', IMAGE_MODEL: 'gpt-image-1' }))).name).toBe('builtin');
    expect((await createGenerator(parseConfig(BASE))).name).toBe('builtin');
  });

  it('draws SVG dish cards unless IMAGE_MODEL is set', async () => {
    expect((await createImages(parseConfig(BASE))).name).toBe('svg');
    expect((await createImages(parseConfig({ ...BASE, IMAGE_MODEL: 'gpt-image-1', LLM_API_KEY: 'k' }))).name).toBe('openai');
  });
});

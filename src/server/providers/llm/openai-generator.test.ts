import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDietary } from '../../../domain/profile.ts';
import { AppError } from '../../errors.ts';
import { startFakeLlmServer, toContentReply, type TFakeLlmServer } from '../../test/fake-llm-server.ts';
import { buildSystemPrompt, createOpenAiGenerator } from './openai-generator.ts';
import type { TRecipeRequest } from './recipe-generator.ts';

const NONE: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };
const REQUEST: TRecipeRequest = { prompt: 'a quick lentil soup', cartItems: ['Red Lentils', 'Carrots'], dietary: { ...NONE, vegan: true }, seed: 3 };
const RECIPE = {
  title: 'Red Lentil Soup',
  ingredients: [{ name: 'red lentils', quantity: '1 cup' }],
  instructions: ['Simmer the lentils.'],
  prepTime: '5 minutes',
  cookTime: '20 minutes',
  totalTime: '25 minutes',
  servings: '4',
  nutrition: { calories: '250', protein: '15', carbs: '40', fat: '2', fiber: '8', sugar: '3' },
  category: 'Dinner',
  notes: '',
};

async function captureError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the generator to fail');
}

describe('createOpenAiGenerator against a local chat-completions server', () => {
  let server: TFakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => {
    await server.close();
  });

  function createGenerator(timeoutMs = 2_000) {
    return createOpenAiGenerator({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });
  }

  it('returns the parsed JSON and asks for strict JSON-schema output with the cook in the system prompt', async () => {
    server.setReplies([toContentReply(RECIPE)]);
    const before = server.requests.length;
    await expect(createGenerator().generate(REQUEST)).resolves.toEqual(RECIPE);
    const sent = server.requests[before];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'recipe', strict: true } });
    expect(JSON.stringify(sent?.body.messages)).toContain('Vegan');
    expect(JSON.stringify(sent?.body.messages)).toContain('Red Lentils, Carrots');
    expect(JSON.stringify(sent?.body.messages)).toContain('a quick lentil soup');
  });

  it('reads JSON wrapped in a code fence', async () => {
    server.setReplies([{ kind: 'content', content: `Here you go:\n\`\`\`json\n${JSON.stringify(RECIPE)}\n\`\`\`` }]);
    await expect(createGenerator().generate(REQUEST)).resolves.toEqual(RECIPE);
  });

  it('turns malformed JSON into AI_PARSE_ERROR with the spec message', async () => {
    server.setReplies([{ kind: 'content', content: '{"title": "Soup", "ingredients": [' }]);
    const error = await captureError(createGenerator().generate(REQUEST));
    expect(error.code).toBe('AI_PARSE_ERROR');
    expect(error.message).toBe('AI returned an unexpected recipe format...');
  });

  it('passes a wrong-shaped answer through for the recipe format check to judge', async () => {
    server.setReplies([toContentReply({ recipe: 'soup' })]);
    await expect(createGenerator().generate(REQUEST)).resolves.toEqual({ recipe: 'soup' });
  });

  it('retries once after a 500 and then succeeds', async () => {
    server.setReplies([{ kind: 'status', status: 500 }, toContentReply(RECIPE)]);
    const before = server.requests.length;
    await expect(createGenerator().generate(REQUEST)).resolves.toEqual(RECIPE);
    expect(server.requests.length - before).toBe(2);
  });

  it('gives up after one retry on repeated 503s with UPSTREAM_ERROR', async () => {
    server.setReplies([{ kind: 'status', status: 503 }]);
    const before = server.requests.length;
    const error = await captureError(createGenerator().generate(REQUEST));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(server.requests.length - before).toBe(2);
  });

  it('does not retry a 400', async () => {
    server.setReplies([{ kind: 'status', status: 400 }]);
    const before = server.requests.length;
    const error = await captureError(createGenerator().generate(REQUEST));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(server.requests.length - before).toBe(1);
  });

  it('times out (once retried) with UPSTREAM_TIMEOUT', async () => {
    server.setReplies([{ kind: 'hang' }]);
    const before = server.requests.length;
    const error = await captureError(createGenerator(200).generate(REQUEST));
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(server.requests.length - before).toBe(2);
  });
});

describe('buildSystemPrompt', () => {
  it('names the restrictions as strict and the retry feedback', () => {
    const prompt = buildSystemPrompt({ ...REQUEST, dietary: { ...NONE, nutFree: true, glutenFree: true }, violationFeedback: 'walnuts (tree nuts)' });
    expect(prompt).toContain('Gluten Free, Nut Free');
    expect(prompt).toContain('walnuts (tree nuts)');
  });

  it('says when there are no restrictions or pantry items', () => {
    const prompt = buildSystemPrompt({ ...REQUEST, dietary: NONE, cartItems: [] });
    expect(prompt).toContain('no dietary restrictions');
    expect(prompt).toContain('not listed pantry items');
  });
});

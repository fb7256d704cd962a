import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { AI_PARSE_ERROR_MESSAGE } from '../../../domain/check-ai-recipe.ts';
import { mergeRestrictions, NO_RESTRICTIONS, restrictionsFromDietary } from '../../../domain/dietary/restrictions.ts';
import { RESTRICTION_LABELS } from '../../../domain/kitchen/diet-vocabulary.ts';
import { RECIPE_CATEGORIES } from '../../../domain/limits.ts';
import { AppError } from '../../errors.ts';
import type { TRecipeGenerator, TRecipeRequest } from './recipe-generator.ts';

export type TOpenAiGeneratorOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Tests and proxies can pass their own fetch. */
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_PANTRY_ITEMS = 60;

// Strict structured output wants every property required and no extras; optional spec fields
// are therefore asked for as strings ('' when unknown), which the recipe format check accepts.
const RECIPE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'ingredients', 'instructions', 'prepTime', 'cookTime', 'totalTime', 'servings', 'nutrition', 'category', 'notes'],
  properties: {
    title: { type: 'string' },
    ingredients: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity'],
        properties: { name: { type: 'string' }, quantity: { type: 'string' } },
      },
    },
    instructions: { type: 'array', items: { type: 'string' } },
    prepTime: { type: 'string' },
    cookTime: { type: 'string' },
    totalTime: { type: 'string' },
    servings: { type: 'string' },
    nutrition: {
      type: 'object',
      additionalProperties: false,
      required: ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar'],
      properties: {
        calories: { type: 'string' },
        protein: { type: 'string' },
        carbs: { type: 'string' },
        fat: { type: 'string' },
        fiber: { type: 'string' },
        sugar: { type: 'string' },
      },
    },
    category: { type: 'string', enum: [...RECIPE_CATEGORIES] },
    notes: { type: 'string' },
  },
} as const;

/** The system prompt: the cook's diets are hard rules, the pantry is a preference. */
export function buildSystemPrompt(request: TRecipeRequest): string {
  const restrictions = mergeRestrictions(restrictionsFromDietary(request.dietary), request.restrictions ?? NO_RESTRICTIONS);
  const diets = [...restrictions.keys.map((key) => RESTRICTION_LABELS[key]), ...restrictions.avoid.map((word) => `no ${word}`)];
  const pantry = request.cartItems.slice(0, MAX_PANTRY_ITEMS);
  const lines = [
    'You are Forkcast, a careful recipe writer for home cooks.',
    'Answer with one recipe as JSON matching the given schema: a title, ingredients as {name, quantity}',
    '(name is the plain ingredient, quantity the amount with its unit), instructions as plain steps,',
    'prepTime, cookTime and totalTime like "15 minutes", servings like "4", nutrition per serving as',
    'numbers in strings (calories in kcal, the rest in grams), a category and short notes.',
    diets.length > 0
      ? `The cook's dietary restrictions are strict and must never be broken: ${diets.join(', ')}. ` +
        'Do not use any ingredient that breaks them, not even as a garnish or an optional item.'
      : 'The cook has no dietary restrictions.',
    pantry.length > 0
      ? `Prefer ingredients the cook already has: ${pantry.join(', ')}. Basic staples (salt, pepper, oil, water) may be assumed.`
      : 'The cook has not listed pantry items.',
  ];
  const avoid = request.avoidIngredients ?? [];
  if (avoid.length > 0) lines.push(`The cook never wants these ingredients, in any form: ${avoid.join(', ')}.`);
  const useSoon = (request.useSoonItems ?? []).slice(0, MAX_PANTRY_ITEMS);
  if (useSoon.length > 0) lines.push(`Use these first, they must be used up soon: ${useSoon.join(', ')}.`);
  if (request.violationFeedback) {
    lines.push(`Your previous recipe broke the cook's restrictions: ${request.violationFeedback}. Replace those ingredients.`);
  }
  return lines.join('\n');
}

/** Models sometimes wrap JSON in prose or code fences: read the span between the outer braces. */
export function parseJsonObject(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end <= start) throw new AppError('AI_PARSE_ERROR', AI_PARSE_ERROR_MESSAGE);
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch (error) {
    throw new AppError('AI_PARSE_ERROR', AI_PARSE_ERROR_MESSAGE, { cause: error });
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new AppError('UPSTREAM_TIMEOUT', 'The recipe service took too long to answer. Please try again.', { cause: error });
  }
  const status = error instanceof APIError ? error.status : undefined;
  return new AppError('UPSTREAM_ERROR', 'The recipe service is unavailable right now. Please try again.', {
    cause: status ? `recipe service answered ${status}` : error,
  });
}

/**
 * Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp) through the official
 * SDK. Transient failures (timeouts, 408/409/429/5xx, dropped connections) are retried once by the SDK.
 */
export function createOpenAiGenerator(options: TOpenAiGeneratorOptions): TRecipeGenerator {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) ignore the key, but the SDK requires one.
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    name: 'openai',
    async generate(request) {
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.7,
          messages: [
            { role: 'system', content: buildSystemPrompt(request) },
            { role: 'user', content: request.prompt },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'recipe', strict: true, schema: RECIPE_JSON_SCHEMA } },
          seed: request.seed,
        });
        const content = completion.choices[0]?.message.content;
        if (!content) throw new AppError('AI_PARSE_ERROR', AI_PARSE_ERROR_MESSAGE);
        return parseJsonObject(content);
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}

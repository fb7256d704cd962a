import OpenAI, { APIConnectionTimeoutError } from 'openai';
import { AppError } from '../../errors.ts';
import type { TImageProvider } from './image-provider.ts';
import { toIngredientDisplayName } from './ingredient-display-name.ts';

export type TOpenAiImageOptions = {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Any OpenAI-compatible images API; the picture comes back as base64 and is stored by the caller. */
export function createOpenAiImageProvider(options: TOpenAiImageOptions): TImageProvider {
  const client = new OpenAI({
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // gpt-image models always answer in base64 and reject the response_format parameter.
  const isGptImage = options.model.startsWith('gpt-image');
  return {
    name: 'openai',
    async createImage({ title, ingredients }) {
      const mains = ingredients.map(toIngredientDisplayName).filter(Boolean).slice(0, 6);
      const prompt =
        `An appetising, natural-light food photograph of "${title}", plated at home` +
        (mains.length > 0 ? `, showing ${mains.join(', ')}` : '') +
        '. No text, no labels.';
      try {
        const result = await client.images.generate({
          model: options.model,
          prompt,
          n: 1,
          size: '1024x1024',
          ...(isGptImage ? {} : { response_format: 'b64_json' as const }),
        });
        const encoded = result.data?.[0]?.b64_json;
        if (!encoded) throw new AppError('UPSTREAM_ERROR', 'The image service returned no image.');
        return { bytes: Buffer.from(encoded, 'base64'), contentType: 'image/png', extension: 'png' };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof APIConnectionTimeoutError) {
          throw new AppError('UPSTREAM_TIMEOUT', 'The image service took too long to answer.', { cause: error });
        }
        throw new AppError('UPSTREAM_ERROR', 'The image service is unavailable right now.', { cause: error });
      }
    },
  };
}

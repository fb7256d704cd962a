import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';

function mockFetch(status: number, body: string, statusText = 'OK') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText })));
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('parses a good answer with the schema', async () => {
    mockFetch(200, JSON.stringify({ status: 'ok' }));
    await expect(apiRequest('/healthz', z.object({ status: z.literal('ok') }))).resolves.toEqual({ status: 'ok' });
  });

  it('turns an error body into an ApiError with code and status', async () => {
    mockFetch(429, JSON.stringify({ error: "You've used all your free recipes this month.", code: 'LIMIT_REACHED' }));
    const error = await apiRequest('/generate-recipe', z.unknown(), { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'LIMIT_REACHED', message: "You've used all your free recipes this month." });
  });

  it('explains a non-JSON answer with a preview', async () => {
    mockFetch(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(apiRequest('/x', z.unknown())).rejects.toThrow(
      'Server error: 502 - Bad Gateway. Response was not valid JSON. Preview: <html>Bad gateway</html>',
    );
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(200, JSON.stringify({ status: 'nope' }));
    await expect(apiRequest('/healthz', z.object({ status: z.literal('ok') }))).rejects.toThrow();
  });
});

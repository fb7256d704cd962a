import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { QUEUED_HEADER } from '../sw/offline-contract.ts';
import { ApiError, apiQueueableRequest, apiRequest, readErrorMessage } from './api-client.ts';

function mockFetch(status: number, body: string, statusText = 'OK', headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText, headers })),
  );
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('parses a good answer with the schema', async () => {
    mockFetch(200, JSON.stringify({ status: 'ok' }));
    await expect(apiRequest('/healthz', z.object({ status: z.literal('ok') }))).resolves.toEqual({ status: 'ok' });
  });

  it('parses a named answer against its schema (on the page in jsdom, which has no workers), and refuses a bad one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(200, JSON.stringify({ unreadCount: 2 }));
    await expect(apiRequest('/api/user/conversations/unread-count', 'unreadCount')).resolves.toEqual({ unreadCount: 2 });
    mockFetch(200, JSON.stringify({ unreadCount: 'two' }));
    await expect(apiRequest('/api/user/conversations/unread-count', 'unreadCount')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('queues with a named answer too: null when the service worker kept the action, else the parsed answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(202, '', 'Accepted', { [QUEUED_HEADER]: '1' });
    await expect(apiQueueableRequest('/api/recipes/r1/rating', 'nullAnswer', { method: 'PUT', body: { rating: 4 } })).resolves.toBeNull();
    mockFetch(200, '');
    await expect(apiQueueableRequest('/api/recipes/r1/rating', 'nullAnswer', { method: 'PUT', body: { rating: 4 } })).resolves.toBeNull();
    mockFetch(200, JSON.stringify({ rating: 4 }));
    await expect(apiQueueableRequest('/api/recipes/r1/rating', 'nullAnswer', { method: 'PUT', body: { rating: 4 } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('turns an error body into an ApiError with code and status', async () => {
    mockFetch(429, JSON.stringify({ error: "You've used all your free recipes this month.", code: 'LIMIT_REACHED' }));
    const error = await apiRequest('/generate-recipe', z.unknown(), { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'LIMIT_REACHED', message: "You've used all your free recipes this month." });
  });

  it('reads a 401 whose session was ended by disabling the account as ACCOUNT_DISABLED, and any other 401 as it is', async () => {
    const body = JSON.stringify({ error: 'Authentication required.', code: 'UNAUTHORIZED' });
    mockFetch(401, body, 'Unauthorized', { [SIGNED_OUT_HEADER]: SIGNED_OUT_DISABLED });
    await expect(apiRequest('/api/profile', z.unknown())).rejects.toMatchObject({ status: 401, code: 'ACCOUNT_DISABLED', message: 'Authentication required.' });
    mockFetch(401, body, 'Unauthorized');
    await expect(apiRequest('/api/profile', z.unknown())).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('logs the preview of a non-JSON answer but keeps the HTML out of the message', async () => {
    mockFetch(502, '<html>Bad gateway</html>', 'Bad Gateway');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiRequest('/x', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Server error: 502 - Bad Gateway. Response was not valid JSON.', code: 'INVALID_RESPONSE', isServerMessage: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Preview: <html>Bad gateway</html>'));
    log.mockRestore();
  });

  it("reads a framework answer's `message` as the server's words", async () => {
    mockFetch(400, JSON.stringify({ statusCode: 400, message: 'Body is too large' }));
    const error = await apiRequest('/x', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, message: 'Body is too large', code: 'HTTP_ERROR', isServerMessage: true });
  });
});

describe('readErrorMessage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's error", () => {
    expect(readErrorMessage(new ApiError(403, 'Importing recipes from URLs is a Pro feature.', 'PRO_REQUIRED', true), 'Fallback')).toBe(
      'Importing recipes from URLs is a Pro feature.',
    );
  });

  it('falls back for an answer without a server message, a network error or a bad answer', async () => {
    expect(readErrorMessage(new ApiError(502, 'Server error: 502 - Bad Gateway. Response was not valid JSON.', 'INVALID_RESPONSE'), 'Save failed.')).toBe(
      'Save failed.',
    );
    expect(readErrorMessage(new ApiError(500, 'HTTP error! status: 500', 'HTTP_ERROR'), 'Save failed.')).toBe('Save failed.');
    expect(readErrorMessage(new TypeError('Failed to fetch'), 'Save failed.')).toBe('Save failed.');
    mockFetch(200, JSON.stringify({ status: 'nope' }));
    const schemaError = await apiRequest('/healthz', z.object({ status: z.literal('ok') })).catch((caught: unknown) => caught);
    expect(readErrorMessage(schemaError, 'Save failed.')).toBe('Save failed.');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(200, JSON.stringify({ status: 'nope' }));
    await expect(apiRequest('/healthz', z.object({ status: z.literal('ok') }))).rejects.toThrow();
  });
});

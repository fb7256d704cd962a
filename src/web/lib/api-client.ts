// Type-only: zod's runtime stays out of the entry chunk; feature chunks bring their schemas.
import type { z } from 'zod';

function readErrorBody(json: unknown): { error: string; code: string } | null {
  if (typeof json !== 'object' || json === null || !('error' in json) || typeof json.error !== 'string') return null;
  const code = 'code' in json && typeof json.code === 'string' ? json.code : 'HTTP_ERROR';
  return { error: json.error, code };
}

/** An error answer from our API: `{ error, code }` with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, message: string, code: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls the same-origin API with the session cookie and parses the answer with a zod schema,
 * so every response the UI touches is typed from its schema, not asserted.
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  { method = 'GET', body, signal }: TRequestOptions = {},
): Promise<z.infer<TSchema>> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let json: unknown = null;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, `Server error: ${response.status} - ${response.statusText}. Response was not valid JSON. Preview: ${text.slice(0, 200)}`, 'INVALID_RESPONSE');
    }
  }
  if (!response.ok) {
    const errorBody = readErrorBody(json);
    throw new ApiError(response.status, errorBody?.error ?? `HTTP error! status: ${response.status}`, errorBody?.code ?? 'HTTP_ERROR');
  }
  return schema.parse(json);
}

export function readErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

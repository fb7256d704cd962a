// Type-only: zod's runtime stays out of the entry chunk; feature chunks bring their schemas.
import type { z } from 'zod';
import { isErrorCode, type TApiErrorCode } from '../../domain/error-codes.ts';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { QUEUED_HEADER } from '../sw/offline-contract.ts';

/** The server's own words: `{ error }`, or `{ message }` (framework answers), with its code when sent. */
function readErrorBody(json: unknown): { error: string; code: TApiErrorCode } | null {
  if (typeof json !== 'object' || json === null) return null;
  const text = 'error' in json && typeof json.error === 'string' ? json.error : 'message' in json && typeof json.message === 'string' ? json.message : null;
  if (!text) return null;
  const code = 'code' in json && isErrorCode(json.code) ? json.code : 'HTTP_ERROR';
  return { error: text, code };
}

/**
 * A 401 whose session an admin's Disable ended says so in a header (the status stays that of any dead
 * session): it is the same refusal as a 403 ACCOUNT_DISABLED, and handled as one (account-disabled.ts).
 */
function readRefusalCode(response: Response, code: TApiErrorCode): TApiErrorCode {
  return response.status === 401 && response.headers.get(SIGNED_OUT_HEADER) === SIGNED_OUT_DISABLED ? 'ACCOUNT_DISABLED' : code;
}

/**
 * A failed call to our API. `isServerMessage` says the message is the server's own `error` (or
 * `message`) and may be shown to the cook; otherwise it is a technical text for the console only.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TApiErrorCode;
  readonly isServerMessage: boolean;

  constructor(status: number, message: string, code: TApiErrorCode, isServerMessage = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.isServerMessage = isServerMessage;
  }
}

/** A failed API call with this code (the union from src/domain, so a misspelt code does not compile). */
export function hasErrorCode(error: unknown, code: TApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * A schema to import when the request is sent: a fetcher on a page's first load parses with it
 * without bringing zod into that load (the schema's chunk downloads beside the request).
 */
export type TSchemaLoader<TSchema extends z.ZodType> = { load: () => Promise<TSchema> };

/**
 * Calls the same-origin API with the session cookie and parses the answer with a zod schema,
 * so every response the UI touches is typed from its schema, not asserted.
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema | TSchemaLoader<TSchema>,
  options: TRequestOptions = {},
): Promise<z.infer<TSchema>> {
  const [resolved, response] = await sendWithSchema(path, schema, options);
  return readApiResponse(path, resolved, response);
}

/**
 * An action the cook may take offline (a list check, a cart add, a rating: the body carries its
 * clientId). Its answer, or null when the service worker queued it to send when the network returns.
 */
export async function apiQueueableRequest<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema | TSchemaLoader<TSchema>,
  options: TRequestOptions,
): Promise<z.infer<TSchema> | null> {
  const [resolved, response] = await sendWithSchema(path, schema, options);
  return readQueueableResponse(path, resolved, response);
}

/** The request and, for a loader, its schema's module, fetched side by side. */
async function sendWithSchema<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema | TSchemaLoader<TSchema>,
  options: TRequestOptions,
): Promise<[TSchema, Response]> {
  if ('load' in schema) return Promise.all([schema.load(), sendApiRequest(path, options)]);
  return [schema, await sendApiRequest(path, options)];
}

function readQueueableResponse<TSchema extends z.ZodType>(path: string, schema: TSchema, response: Response): Promise<z.infer<TSchema> | null> {
  if (response.status === 202 && response.headers.get(QUEUED_HEADER) === '1') return Promise.resolve(null);
  return readApiResponse(path, schema, response);
}

function sendApiRequest(path: string, { method = 'GET', body, signal }: TRequestOptions): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

async function readApiResponse<TSchema extends z.ZodType>(path: string, schema: TSchema, response: Response): Promise<z.infer<TSchema>> {
  const text = await response.text();
  let json: unknown = null;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      // The body (often an HTML error page from a proxy) goes to the console, never into a message.
      console.error(`Response from ${path} was not valid JSON. Preview: ${text.slice(0, 200)}`);
      throw new ApiError(response.status, `Server error: ${response.status} - ${response.statusText}. Response was not valid JSON.`, 'INVALID_RESPONSE');
    }
  }
  if (!response.ok) {
    const errorBody = readErrorBody(json);
    if (errorBody) throw new ApiError(response.status, errorBody.error, readRefusalCode(response, errorBody.code), true);
    throw new ApiError(response.status, `HTTP error! status: ${response.status}`, readRefusalCode(response, 'HTTP_ERROR'));
  }
  return schema.parse(json);
}

/**
 * The one rule for the error text a cook sees: the server's `error` (or `message`) when it sent one,
 * else the spec's fallback for the action. Network failures, HTML error pages and unexpected answers
 * get the fallback, never a technical text.
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.isServerMessage && error.message) return error.message;
  return fallback;
}

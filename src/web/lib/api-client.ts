// Type-only: zod's runtime stays out of the entry chunk; feature chunks bring their schemas.
import type { z } from 'zod';
import { isErrorCode, type TApiErrorCode } from '../../domain/error-codes.ts';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { QUEUED_HEADER } from '../sw/offline-contract.ts';
import { prepareAnswer, readAnswerText } from './answer-parsing/answer-client.ts';
import type { TAnswer, TAnswerName } from './answer-parsing/answer-schemas.ts';
import { readAnswerJson } from './answer-parsing/read-answer-json.ts';

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
 * Calls the same-origin API with the session cookie and parses the answer with a zod schema, so every
 * response the UI touches is typed from its schema, not asserted. A page's first-load fetchers name their
 * answer's schema instead (answer-parsing/answer-schemas.ts): it is parsed in a worker, and their pages
 * load without zod.
 */
export function apiRequest<TSchema extends z.ZodType>(path: string, schema: TSchema, options?: TRequestOptions): Promise<z.infer<TSchema>>;
export function apiRequest<TName extends TAnswerName>(path: string, name: TName, options?: TRequestOptions): Promise<TAnswer<TName>>;
export async function apiRequest(path: string, schema: z.ZodType | TAnswerName, options: TRequestOptions = {}): Promise<unknown> {
  return readApiResponse(path, schema, await sendAndPrepareAnswer(path, schema, options));
}

/**
 * An action the cook may take offline (a list check, a cart add, a rating: the body carries its
 * clientId). Its answer, or null when the service worker queued it to send when the network returns.
 */
export function apiQueueableRequest<TSchema extends z.ZodType>(path: string, schema: TSchema, options: TRequestOptions): Promise<z.infer<TSchema> | null>;
export function apiQueueableRequest<TName extends TAnswerName>(path: string, name: TName, options: TRequestOptions): Promise<TAnswer<TName> | null>;
export async function apiQueueableRequest(path: string, schema: z.ZodType | TAnswerName, options: TRequestOptions): Promise<unknown> {
  const response = await sendAndPrepareAnswer(path, schema, options);
  if (response.status === 202 && response.headers.get(QUEUED_HEADER) === '1') return null;
  return readApiResponse(path, schema, response);
}

/** The request; a named answer's schema is readied in the worker meanwhile. */
function sendAndPrepareAnswer(path: string, schema: z.ZodType | TAnswerName, options: TRequestOptions): Promise<Response> {
  if (typeof schema === 'string') prepareAnswer(schema);
  return sendApiRequest(path, options);
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

async function readApiResponse(path: string, schema: z.ZodType | TAnswerName, response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    const errorBody = readErrorBody(readJson(path, response, text));
    if (errorBody) throw new ApiError(response.status, errorBody.error, readRefusalCode(response, errorBody.code), true);
    throw new ApiError(response.status, `HTTP error! status: ${response.status}`, readRefusalCode(response, 'HTTP_ERROR'));
  }
  if (typeof schema !== 'string') return schema.parse(readJson(path, response, text));
  const reading = await readAnswerText(schema, text);
  if (reading.isRefused) throw new ApiError(response.status, `The answer from ${path} was refused: not JSON, or not of its schema.`, 'INVALID_RESPONSE');
  return reading.answer;
}

/** The answer's JSON (an empty body reads as null); text that is not JSON fails as INVALID_RESPONSE. */
function readJson(path: string, response: Response, text: string): unknown {
  const reading = readAnswerJson(text, `Response from ${path}`);
  if (reading.isJson) return reading.json;
  throw new ApiError(response.status, `Server error: ${response.status} - ${response.statusText}. Response was not valid JSON.`, 'INVALID_RESPONSE');
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

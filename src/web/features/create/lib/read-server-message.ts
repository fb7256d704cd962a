import { ApiError } from '../../../lib/api-client.ts';

/**
 * The message our API answered with (`{ error }`), else the fallback: spec §8 shows "the server error
 * or '…'", so a network failure or a non-JSON answer gets the friendly fallback, not a technical text.
 */
export function readServerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INVALID_RESPONSE' && error.code !== 'HTTP_ERROR') return error.message;
  return fallback;
}

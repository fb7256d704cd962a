import { isAuthErrorCode } from '../../domain/error-codes.ts';
import type { TAuthClientError } from './auth-messages.ts';

export type TAuthResult<TData> = { data: TData; error: null } | { data: null; error: TAuthClientError };

type TClientAnswer<TData> = { data: TData | null; error: { status: number; code?: string; message?: string } | null };

/** better-auth's client answers `{ data, error }`; a network failure throws. Both become one result. */
export async function toAuthResult<TData>(call: Promise<TClientAnswer<TData>>): Promise<TAuthResult<TData>> {
  try {
    const answer = await call;
    if (answer.error || answer.data === null) {
      const error = answer.error ?? { status: 500 };
      // A code the pages do not tell apart is dropped; its message still shows.
      return { data: null, error: { status: error.status, code: isAuthErrorCode(error.code) ? error.code : undefined, message: error.message } };
    }
    return { data: answer.data, error: null };
  } catch (caught) {
    return { data: null, error: { status: 0, message: caught instanceof Error ? caught.message : 'Network error. Please try again.' } };
  }
}

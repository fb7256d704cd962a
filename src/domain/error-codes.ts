// Every error code the browser and the server agree on. Zod-free: the landing page's sign-in form reads it.

/** The codes our API answers with (`{ error, code }`); the server's status table covers each. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'AI_PARSE_ERROR',
  'UNAUTHORIZED',
  'EMAIL_NOT_VERIFIED',
  'FORBIDDEN',
  'ACCOUNT_DISABLED',
  'PRO_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'DIETARY_VIOLATION',
  'DISH_UNKNOWN',
  'NO_RECIPE_DATA',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'INTERNAL',
  'BILLING_NOT_CONFIGURED',
  'UPSTREAM_ERROR',
  'DATABASE_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'TOKEN_READ_ONLY',
  'TOKEN_NOT_ALLOWED',
  'METHOD_NOT_ALLOWED',
  'PASSWORD_LOGIN_OFF',
  'RECENT_SIGN_IN_REQUIRED',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

/** What the browser calls a failed answer that carried no code of ours: no JSON at all, or JSON without `{ error }`. */
export type TClientErrorCode = 'INVALID_RESPONSE' | 'HTTP_ERROR';

export type TApiErrorCode = TErrorCode | TClientErrorCode;

/**
 * The better-auth codes the auth pages tell apart (the auth mount relays better-auth's own answers);
 * any other code of its reads as none.
 */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_NOT_FOUND',
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'BANNED_USER',
  'INVALID_TOKEN',
  'INVALID_EMAIL',
] as const;

export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number] | TErrorCode;

const API_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const AUTH_CODES: ReadonlySet<string> = new Set([...AUTH_ERROR_CODES, ...ERROR_CODES]);

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && API_CODES.has(value);
}

export function isAuthErrorCode(value: unknown): value is TAuthErrorCode {
  return typeof value === 'string' && AUTH_CODES.has(value);
}

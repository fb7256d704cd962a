// One error type with stable codes; the error handler maps codes to statuses.

import type { TErrorCode } from '../domain/error-codes.ts';

// The codes live in src/domain, so the browser compares against the same union.
export { ERROR_CODES, type TErrorCode } from '../domain/error-codes.ts';

/** The status table: every code has exactly one status (the compiler checks that none is missing). */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  AI_PARSE_ERROR: 422,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  TOKEN_READ_ONLY: 403,
  TOKEN_NOT_ALLOWED: 403,
  PASSWORD_LOGIN_OFF: 403,
  RECENT_SIGN_IN_REQUIRED: 403,
  METHOD_NOT_ALLOWED: 405,
  ACCOUNT_DISABLED: 403,
  PRO_REQUIRED: 403,
  NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  DIETARY_VIOLATION: 422,
  DISH_UNKNOWN: 422,
  NO_RECIPE_DATA: 422,
  LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BILLING_NOT_CONFIGURED: 501,
  UPSTREAM_ERROR: 502,
  DATABASE_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  /** Sent as Retry-After (seconds) with the error: rate limits. */
  readonly retryAfterS: number | undefined;

  constructor(code: TErrorCode, message: string, options?: { cause?: unknown; retryAfterS?: number }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfterS = options?.retryAfterS;
  }
}

// One error type with stable codes; the error handler maps codes to statuses.

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
  'NO_RECIPE_DATA',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'INTERNAL',
  'BILLING_NOT_CONFIGURED',
  'UPSTREAM_ERROR',
  'DATABASE_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

/** The status table: every code has exactly one status (the compiler checks that none is missing). */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  AI_PARSE_ERROR: 422,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  PRO_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  DIETARY_VIOLATION: 422,
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

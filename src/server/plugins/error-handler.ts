import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError, type TErrorCode } from '../errors.ts';

type TFrameworkErrorMapping = { code: TErrorCode; message: string };

// Fastify's own error codes for client mistakes, mapped onto ours.
const FRAMEWORK_ERRORS: Record<string, TFrameworkErrorMapping> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type. Send application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'Request body is empty but the content type is JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid content length.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'Malformed JSON body.' },
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

function describeValidationError(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${first.message}` : (first.message ?? 'Invalid request.');
    }
  }
  return 'Invalid request.';
}

/** Any thrown value as the AppError the client will see; null for a fault of ours (a 500). */
function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) return new AppError('VALIDATION_ERROR', describeValidationError(error));
  const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (mapped) return new AppError(mapped.code, mapped.message);
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');
  if (error instanceof SyntaxError) return new AppError('INVALID_JSON', 'Malformed JSON body.');
  if (error.statusCode === 404) return new AppError('NOT_FOUND', 'Not found.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('BAD_REQUEST', 'Invalid request.');
  // The database restarting or out of reach: a 503 the client may retry, not a 500.
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  return null;
}

/** The better-auth browser client reads `message`, so its mount gets the text under that name too. */
function isAuthMountPath(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/auth/');
}

/** One place maps every error to `{ error, code }`; 5xx bodies never carry internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (!appError) request.log.error({ err: error }, 'unhandled error');
      else if (appError.status >= 500) request.log.error({ err: appError.cause ?? appError, code: appError.code }, appError.message);
      const { status, code, message, retryAfterS } = appError ?? new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE);
      if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
      return reply.status(status).send(isAuthMountPath(request) ? { error: message, message, code } : { error: message, code });
    });
  },
  { name: 'error-handler' },
);

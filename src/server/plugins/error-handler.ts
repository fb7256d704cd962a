import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type TErrorCode } from '../errors.ts';

type TFrameworkErrorMapping = { code: TErrorCode; message: string };

// Fastify's own error codes for client mistakes, mapped onto ours.
const FRAMEWORK_ERRORS: Record<string, TFrameworkErrorMapping> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type. Send application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'Request body is empty but the content type is JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid content length.' },
};

function describeValidationError(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${first.message}` : first.message ?? 'Invalid request.';
    }
  }
  return 'Invalid request.';
}

/** One place maps every error to `{ error, code }`; 5xx bodies never carry internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
        return reply.status(error.status).send({ error: error.message, code: error.code });
      }
      if (error.validation) {
        return reply.status(400).send({ error: describeValidationError(error), code: 'VALIDATION_ERROR' });
      }
      const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (mapped) {
        return reply.status(ERROR_STATUS[mapped.code]).send({ error: mapped.message, code: mapped.code });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send({ error: 'Malformed JSON body.', code: 'INVALID_JSON' });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ error: 'Invalid request.', code: 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    });
  },
  { name: 'error-handler' },
);

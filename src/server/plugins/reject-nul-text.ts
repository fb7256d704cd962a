import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters.';

/** True when a string anywhere in the value holds U+0000 (PostgreSQL text cannot store it). */
export function hasNulText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasNulText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulText(item, depth + 1));
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL in a path, query or body reached the database as a
 * 500 (found by the route fuzz test). It is refused here, once for every route, as the user's mistake.
 */
export const rejectNulTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (hasNulText(request.params) || hasNulText(request.query) || hasNulText(request.body)) {
        throw new AppError('BAD_REQUEST', NUL_TEXT_MESSAGE);
      }
    });
  },
  { name: 'reject-nul-text' },
);

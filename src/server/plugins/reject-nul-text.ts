import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { JSON_MAX_DEPTH } from './json-depth-limit.ts';

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters.';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (it holds half of a surrogate pair).';

// \p{Cs} in a u-mode pattern matches only a surrogate with no partner: a pair is one code point.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why the text cannot be stored, or null: U+0000 and lone surrogates (PostgreSQL's UTF-8 text holds neither). */
function findUnstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_TEXT_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** The first reason a string anywhere in the value (keys included) cannot be stored, or null. */
export function findUnstorableValue(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return findUnstorableText(value);
  // Bodies deeper than this are refused before parsing (json-depth-limit); params and queries are flat.
  if (depth > JSON_MAX_DEPTH || typeof value !== 'object' || value === null) return null;
  const items: unknown[] = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const item of items) {
    const reason = findUnstorableValue(item, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL in a path, query or body reached the database as a
 * 500 (found by the route fuzz test); a lone surrogate ("\ud800") did the same. Both are
 * refused here, once for every route, as the user's mistake.
 */
export const rejectNulTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const reason = findUnstorableValue(request.params) ?? findUnstorableValue(request.query) ?? findUnstorableValue(request.body);
      if (reason) throw new AppError('BAD_REQUEST', reason);
    });
  },
  { name: 'reject-nul-text' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Far deeper than any body of ours (a recipe is 3 levels), far shallower than what overflows a recursive walk. */
export const JSON_MAX_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The JSON body is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`;

/** True when brackets outside strings nest deeper than `maxDepth`: one pass, no recursion. */
export function isJsonNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (char === 0x22) isInString = false;
    } else if (char === 0x22) {
      isInString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies for every route, the better-auth mount included (100,000-deep JSON to
 * update-user was a 500 once something walked it recursively). The depth is checked on the text
 * before parsing; parsing itself stays Fastify's (secure-json-parse, prototype poisoning refused).
 */
export const jsonDepthLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (isJsonNestedDeeperThan(text, JSON_MAX_DEPTH)) {
        done(new AppError('INVALID_JSON', JSON_TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-depth-limit' },
);

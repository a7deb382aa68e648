import { API_ERROR_CODES } from '@wedding/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';

/**
 * The deepest nesting a JSON body may have. The deepest request schema is a handful of levels; 32 leaves
 * room for any form the product will send while keeping every later walk (validation, the control-character
 * check, zod) shallow (decision 0031).
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `요청 본문의 JSON이 너무 깊게 중첩되어 있습니다(최대 ${MAX_JSON_DEPTH}단계).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether the JSON text opens more than `maxDepth` objects or arrays inside one another. One pass over the
 * characters with a counter, never recursion, and no parsing: brackets inside strings (escaped quotes
 * included) do not count, and anything malformed is left for JSON.parse to refuse.
 */
export function exceedsJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      // The character after a backslash, a quote or another backslash, cannot end the string.
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces the application/json parser with one that refuses a body nested deeper than MAX_JSON_DEPTH
 * (400 JSON_TOO_DEEP) before JSON.parse, then parses with Fastify's own parser, so prototype-poisoning
 * protection, empty-body and malformed-JSON answers stay as they were. Registered on the root before the
 * routes, every route inherits it (issue 23: 8,000 levels overflowed the stack on all JSON routes).
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (exceedsJsonDepth(text)) {
      done(new AppError(400, API_ERROR_CODES.JSON_TOO_DEEP, JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

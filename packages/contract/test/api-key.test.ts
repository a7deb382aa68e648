import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  API_KEY_NAMES,
  apiKeyIssueQuerySchema,
  apiKeyIssueResponseSchema,
  apiKeyNameFor,
  apiKeyQueryField,
  isApiKeyErrorCode,
  withApiKeyQuery,
} from '../src/api-key.ts';

const KEY = `1778302800.${'A'.repeat(42)}w`;

describe('which public calls take an apiKey (decision 0012)', () => {
  it.each([
    ['/v3/public/wedding/day/remaining-wedding-days', API_KEY_NAMES.remainingWeddingDays],
    ['/v3/public/wedding/day/remaining-wedding-days?page=2', API_KEY_NAMES.remainingWeddingDays],
    ['/v3/public/wedding/estimate/product/0712cd85-c238-4a61-9c4e-a15fd707ccc0', API_KEY_NAMES.estimateProduct],
    ['/v3/book/halls', API_KEY_NAMES.hallSearch],
    ['/v3/book/halls?fetchStart=20', API_KEY_NAMES.hallSearch],
    ['/v3/book/halls/keyword', API_KEY_NAMES.hallKeyword],
  ])('%s needs a key for %s', (path, name) => {
    expect(apiKeyNameFor(path)).toBe(name);
  });

  it.each([
    '/v3/book/halls/histories',
    '/v3/book/halls/histories/3',
    '/v3/book/popular-wedding-halls',
    '/v3/public/wedding/day/12',
    '/v3/public/api-key',
    '/v3/public/wedding/estimate/product/',
    '/v3/public/wedding/estimate/product/a/b',
    '/api/user',
  ])('%s takes none', (path) => {
    expect(apiKeyNameFor(path)).toBeNull();
  });

  it('names one API per route', () => {
    expect(new Set(Object.values(API_KEY_NAMES)).size).toBe(Object.keys(API_KEY_NAMES).length);
  });
});

describe('apiKey schemas', () => {
  it('accepts a key in the domain format only', () => {
    expect(z.safeParse(apiKeyQueryField, KEY).success).toBe(true);
    expect(z.safeParse(apiKeyQueryField, 'abc').success).toBe(false);
  });

  it('adds a required apiKey to a route query and keeps its checks', () => {
    const base = z
      .object({ min: z.optional(z.coerce.number()), max: z.optional(z.coerce.number()) })
      .check(z.refine((q) => (q.min ?? 0) <= (q.max ?? Infinity), { message: 'min > max' }));
    const keyed = withApiKeyQuery(base);
    expect(z.safeParse(keyed, { apiKey: KEY, min: '1' })).toMatchObject({
      success: true,
      data: { apiKey: KEY, min: 1 },
    });
    expect(z.safeParse(keyed, { min: '1' }).success).toBe(false);
    expect(z.safeParse(keyed, { apiKey: KEY, min: '5', max: '1' }).success).toBe(false);
  });

  it('issues keys for the known API names only', () => {
    expect(z.safeParse(apiKeyIssueQuerySchema, { apiName: 'hall-search' }).success).toBe(true);
    expect(z.safeParse(apiKeyIssueQuerySchema, { apiName: 'everything' }).success).toBe(false);
    const answer = { item: { apiName: 'hall-keyword', apiKey: KEY, expiresIn: 3_600_000 } };
    expect(z.safeParse(apiKeyIssueResponseSchema, answer).success).toBe(true);
  });

  it('tells the key error codes apart from every other 401', () => {
    for (const code of ['API_KEY_REQUIRED', 'API_KEY_INVALID', 'API_KEY_EXPIRED'])
      expect(isApiKeyErrorCode(code)).toBe(true);
    for (const code of ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'LOGIN_FAILED', 'toString', '']) {
      expect(isApiKeyErrorCode(code)).toBe(false);
    }
  });
});

import { API_KEY_PATTERN } from '@wedding/domain/api-key';
import * as z from 'zod/mini';

/**
 * The public calls that take an apiKey (spec §7, decision 0012): the bulk lists a scraper would want. Each
 * has its own API name, and a key is signed for one name only. Keyed by the route, valued by the name the
 * key is issued for.
 */
export const API_KEY_NAMES = {
  remainingWeddingDays: 'remaining-wedding-days',
  estimateProduct: 'estimate-product',
  hallSearch: 'hall-search',
  hallKeyword: 'hall-keyword',
} as const;
export type ApiKeyName = (typeof API_KEY_NAMES)[keyof typeof API_KEY_NAMES];
const API_KEY_NAME_VALUES = Object.values(API_KEY_NAMES) as [ApiKeyName, ...ApiKeyName[]];

// Paths as the client sends them (no query). The estimate path carries the hall's uuid.
const KEYED_PATHS: readonly [RegExp, ApiKeyName][] = [
  [/^\/v3\/public\/wedding\/day\/remaining-wedding-days$/, API_KEY_NAMES.remainingWeddingDays],
  [/^\/v3\/public\/wedding\/estimate\/product\/[^/]+$/, API_KEY_NAMES.estimateProduct],
  [/^\/v3\/book\/halls$/, API_KEY_NAMES.hallSearch],
  [/^\/v3\/book\/halls\/keyword$/, API_KEY_NAMES.hallKeyword],
];

/** The API name a request path needs a key for, or null when the call takes none. */
export function apiKeyNameFor(path: string): ApiKeyName | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return KEYED_PATHS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

export const API_KEY_PARAM = 'apiKey';

export const API_KEY_ERROR_CODES = {
  /** No apiKey on a call that requires one. */
  API_KEY_REQUIRED: 'API_KEY_REQUIRED',
  /** Not a key, or not signed by this server for this API name. */
  API_KEY_INVALID: 'API_KEY_INVALID',
  /** Older than 24 hours (or stamped in the future). */
  API_KEY_EXPIRED: 'API_KEY_EXPIRED',
} as const;
export type ApiKeyErrorCode = (typeof API_KEY_ERROR_CODES)[keyof typeof API_KEY_ERROR_CODES];

/** A 401 with one of these codes is about the apiKey, never the session: the client fetches a new key. */
export function isApiKeyErrorCode(code: string): code is ApiKeyErrorCode {
  return Object.hasOwn(API_KEY_ERROR_CODES, code);
}

/** The query param on every keyed route; documented in OpenAPI with what to do to get one. */
export const apiKeyQueryField = z
  .string()
  .check(
    z.regex(API_KEY_PATTERN, 'API 키 형식이 올바르지 않아요.'),
    z.describe(
      '공개 API 키(필수). 로그인 없이 GET /v3/public/api-key?apiName=… 으로 받으며 24시간 동안 유효합니다. ' +
        '키는 API 이름별로 다르고, 없거나 형식이 틀리거나 만료되면 401(API_KEY_REQUIRED, API_KEY_INVALID, API_KEY_EXPIRED)입니다.',
    ),
  );

/** GET /v3/public/api-key?apiName */
export const apiKeyIssueQuerySchema = z.object({
  apiName: z.enum(API_KEY_NAME_VALUES, 'API 이름을 확인해주세요.'),
});
export type ApiKeyIssueQuery = z.infer<typeof apiKeyIssueQuerySchema>;

export const apiKeyIssueResponseSchema = z.object({
  item: z.object({
    apiName: z.enum(API_KEY_NAME_VALUES),
    apiKey: z.string().check(z.regex(API_KEY_PATTERN)),
    /** Milliseconds the key stays valid, by the server's clock (the browser measures from arrival). */
    expiresIn: z.number().check(z.int(), z.minimum(0)),
  }),
});
export type ApiKeyIssueResponse = z.infer<typeof apiKeyIssueResponseSchema>;

/** A route's query schema with the required apiKey added (its checks are kept). */
export function withApiKeyQuery<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, { [API_KEY_PARAM]: apiKeyQueryField } as { apiKey: typeof apiKeyQueryField });
}

// The apiKey's names, keyed paths and error codes (spec §7, decision 0012), without zod (decision 0037): the web
// imports them on pages that only read, where a module that also builds schemas would bring zod along. api-key.ts
// re-exports them for the API.

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

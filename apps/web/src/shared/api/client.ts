import { ADMIN_API } from '@wedding/contract/admin-constants';
import { apiKeyNameFor, isApiKeyErrorCode } from '@wedding/contract/api-key-constants';
import { PARTNER_CENTER_API } from '@wedding/contract/partner-center-path';
import { ApiError } from './api-error.ts';
import { getApiKey, renewApiKey } from './api-key.ts';
import { readApiError } from './read-api-error.ts';
import { recoverFromUnauthorized } from './session-recovery.ts';
import { TOKEN_PATH } from './token-refresh.ts';
import { apiFetch } from './transport.ts';

/**
 * The validator of the Standard Schema interface (https://standardschema.dev), which zod 4 schemas implement:
 * a caller that wants an answer checked passes a schema without this module importing zod.
 */
type Validated<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };
export type ResponseSchema<T> = {
  readonly '~standard': { validate(value: unknown): Validated<T> | Promise<Validated<T>> };
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  /** Plain objects are sent as JSON; FormData as multipart (the like endpoints of spec §7 take forms). */
  body?: unknown;
  /**
   * Not needed to read: the server shapes every answer with the contract's schema (decision 0037), and the
   * caller names the contract's type instead (`apiRequest<SlotDetailResponse>(…)`). A schema passed here is
   * checked through its Standard Schema validator; an answer it refuses is an invalid response.
   */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers (the Idempotency-Key of a booking write). */
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildInit(options: RequestOptions<unknown>): RequestInit {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  // The access token lives in an httpOnly cookie (spec §7), so every call carries credentials.
  return { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await apiFetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

// 401s that are about the credentials just typed, not about the session: a wrong password must not
// start a token refresh. Everything else that says 401 means "no valid access token".
const NOT_SESSION_CODES: ReadonlySet<string> = new Set(['LOGIN_FAILED', 'INVALID_LOGIN_TOKEN']);

async function errorCodeOf(response: Response): Promise<string> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === 'object' && 'code' in body ? String(body.code) : '';
}

/** The 401's code when it means "no valid access token" (a session to recover), else null. */
async function sessionFailureCode(path: string, response: Response): Promise<string | null> {
  if (response.status !== 401) return null;
  // The token endpoints answer for the refresh cookie itself; reissuing on their 401 would loop.
  if (path === TOKEN_PATH || path.startsWith(`${TOKEN_PATH}/`)) return null;
  // The partner console has its own session (issue 26): its 401 never means the customer's token expired.
  if (path.startsWith(PARTNER_CENTER_API)) return null;
  // Nor does the operator console's (issue 29).
  if (path.startsWith(ADMIN_API)) return null;
  const code = await errorCodeOf(response);
  // A refused apiKey is renewed in sendWithApiKey; it never means the session is over.
  return NOT_SESSION_CODES.has(code) || isApiKeyErrorCode(code) ? null : code;
}

/**
 * Sends the call, with the apiKey its path needs (spec §7, decision 0012). A 401 about the key (stale,
 * malformed, missing) gets a new key once and the call is sent again; any other answer is returned as is.
 */
async function sendWithApiKey(path: string, options: RequestOptions<unknown>, init: RequestInit): Promise<Response> {
  const apiName = apiKeyNameFor(path);
  if (!apiName) return send(buildUrl(path, options.query), init);
  const key = await getApiKey(apiName);
  const response = await send(buildUrl(path, { ...options.query, apiKey: key }), init);
  if (response.status !== 401 || !isApiKeyErrorCode(await errorCodeOf(response))) return response;
  const renewed = await renewApiKey(apiName, key);
  return send(buildUrl(path, { ...options.query, apiKey: renewed }), init);
}

/**
 * One call of the API. On a 401 the session is recovered (spec §4, decision 0009: reissue once, shared by
 * every request waiting, across tabs) and the request is sent once more; a second 401 is final. A 401 about
 * the apiKey is not a session problem: sendWithApiKey renews the key instead.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const init = buildInit(options);
  const sentAt = Date.now();
  let response = await sendWithApiKey(path, options, init);
  const failure = await sessionFailureCode(path, response);
  if (failure !== null && (await recoverFromUnauthorized(path, sentAt, failure))) {
    response = await sendWithApiKey(path, options, init);
  }
  if (!response.ok) throw await readApiError(response);

  // 204 is the one answer without a body. Any other body must be JSON: a proxy's HTML page or a cut-off body
  // is an invalid response (a Korean message), never a crash in the component that reads it.
  let body: unknown = null;
  if (response.status !== 204) {
    try {
      body = await response.json();
    } catch {
      throw ApiError.invalidResponse();
    }
  }
  if (!options.schema) return body as T;
  const checked = await options.schema['~standard'].validate(body);
  if (checked.issues) throw ApiError.invalidResponse();
  return checked.value;
}

import * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { readApiError } from './read-api-error.ts';
import { recoverFromUnauthorized } from './session-recovery.ts';
import { TOKEN_PATH } from './token-refresh.ts';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  /** Plain objects are sent as JSON; FormData as multipart (the like endpoints of spec §7 take forms). */
  body?: unknown;
  /** The contract schema of the response: nothing unvalidated reaches a component. */
  schema: z.core.$ZodType<T>;
  signal?: AbortSignal;
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
  const headers = new Headers({ Accept: 'application/json' });
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
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

// 401s that are about the credentials just typed, not about the session: a wrong password must not
// start a token refresh. Everything else that says 401 means "no valid access token".
const NOT_SESSION_CODES: ReadonlySet<string> = new Set(['LOGIN_FAILED', 'INVALID_LOGIN_TOKEN']);

async function isSessionFailure(path: string, response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  // The token endpoints answer for the refresh cookie itself; reissuing on their 401 would loop.
  if (path === TOKEN_PATH || path.startsWith(`${TOKEN_PATH}/`)) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = body && typeof body === 'object' && 'code' in body ? String(body.code) : '';
  return !NOT_SESSION_CODES.has(code);
}

/**
 * One call of the API. On a 401 the session is recovered (spec §4, decision 0009: reissue once, shared by
 * every request waiting, across tabs) and the request is sent once more; a second 401 is final.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const url = buildUrl(path, options.query);
  const init = buildInit(options);
  const sentAt = Date.now();
  let response = await send(url, init);
  if ((await isSessionFailure(path, response)) && (await recoverFromUnauthorized(path, sentAt))) {
    response = await send(url, init);
  }
  if (!response.ok) throw await readApiError(response);

  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = z.safeParse(options.schema, body);
  if (!parsed.success) throw ApiError.invalidResponse();
  return parsed.data;
}

import type { ZodType } from 'zod';
import { ApiError } from './api-error.ts';
import { readApiError } from './read-api-error.ts';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  /** Plain objects are sent as JSON; FormData as multipart (the like endpoints of spec §7 take forms). */
  body?: unknown;
  /** The contract schema of the response: nothing unvalidated reaches a component. */
  schema: ZodType<T>;
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

/**
 * The single 401 seam. The session issue replaces this with: reissue the token once (PUT /api/token) while
 * concurrent requests wait in one queue, retry, and on failure clear tokens and go to sign-in (spec §4).
 * Until then a 401 is returned unchanged and surfaces as an ApiError.
 */
async function handleUnauthorized(response: Response, _retry: () => Promise<Response>): Promise<Response> {
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const url = buildUrl(path, options.query);
  const init = buildInit(options);
  let response = await send(url, init);
  if (response.status === 401) response = await handleUnauthorized(response, () => send(url, init));
  if (!response.ok) throw await readApiError(response);

  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw ApiError.invalidResponse();
  return parsed.data;
}

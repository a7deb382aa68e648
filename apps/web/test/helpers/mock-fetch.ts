import { vi } from 'vitest';

export type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, message: string) => json({ status, code, message }, status);

/** A key in the server's format (decision 0012); the mocked routes do not check it, the API's own tests do. */
export const TEST_API_KEY = `1778302800.${'k'.repeat(43)}`;
const API_KEY_LIFETIME_LEFT_MS = 23 * 60 * 60 * 1000;

/**
 * A keyed call's query without the apiKey the client adds (decision 0012), for tests about the filter
 * params; throws when the key is missing, so leaving it out cannot go unnoticed.
 */
export function withoutApiKey(params: URLSearchParams): URLSearchParams {
  if (params.get('apiKey') !== TEST_API_KEY) throw new Error(`no apiKey on ?${params.toString()}`);
  const rest = new URLSearchParams(params);
  rest.delete('apiKey');
  return rest;
}

/**
 * Stubs fetch with handlers keyed by pathname. GET /api/user answers {item: null} unless overridden, as for a
 * guest without cookies (decision 0009; a 401 there would mean an expired session and start a reissue), and
 * GET /v3/public/api-key issues a key (decision 0012);
 * anything unhandled is a 404 in the API's error shape, so a missing mock shows up as a visible failure.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    '/api/user': () => json({ item: null }),
    // The public calls of spec §7 that carry an apiKey get it from here first, as from the real server.
    '/v3/public/api-key': (url) =>
      json({
        item: { apiName: url.searchParams.get('apiName'), apiKey: TEST_API_KEY, expiresIn: API_KEY_LIFETIME_LEFT_MS },
      }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = all[url.pathname];
    return handler ? handler(url, init) : apiError(404, 'NOT_FOUND', '찾을 수 없습니다.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

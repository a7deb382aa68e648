import { vi } from 'vitest';

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, message: string) => json({ status, code, message }, status);

/**
 * Stubs fetch with handlers keyed by pathname. GET /api/user answers {item: null} unless overridden, as for a
 * guest without cookies (decision 0009; a 401 there would mean an expired session and start a reissue);
 * anything unhandled is a 404 in the API's error shape, so a missing mock shows up as a visible failure.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    '/api/user': () => json({ item: null }),
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

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../src/shared/api/api-error.ts';
import { apiRequest } from '../src/shared/api/client.ts';
import { proxiedImageUrl } from '../src/shared/lib/image-url.ts';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';

type Things = { item: string[] };

describe('API client', () => {
  it('sends credentials and JSON, builds the query and returns the answer typed by the contract', async () => {
    const fetchMock = mockFetch({ '/v3/things': () => json({ item: ['a'] }) });
    const body = await apiRequest<Things>('/v3/things', {
      method: 'POST',
      query: { page: 2, tags: ['x', 'y'], empty: undefined },
      body: { hello: '안녕' },
    });
    expect(body).toEqual({ item: ['a'] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v3/things?page=2&tags=x&tags=y');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"hello":"안녕"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into a typed ApiError with the Korean message', async () => {
    mockFetch({ '/v3/things': () => apiError(400, 'INVALID_QUERY', 'page는 1 이상이어야 합니다.') });
    const error = await apiRequest<Things>('/v3/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_QUERY', message: 'page는 1 이상이어야 합니다.' });
  });

  it('gives a Korean fallback for a non-JSON error and for a broken response body', async () => {
    mockFetch({
      '/v3/html': () => new Response('<html>Bad gateway</html>', { status: 502 }),
      '/v3/proxy-page': () => new Response('<html>Maintenance</html>', { status: 200 }),
      '/v3/cut-off': () =>
        new Response('{"item":["a"', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      '/v3/empty': () => new Response('', { status: 200 }),
    });
    await expect(apiRequest<Things>('/v3/html')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: FALLBACK_ERROR_MESSAGE,
    });
    // A 200 whose body is not JSON (a proxy's page, a cut-off answer) is an invalid response with the Korean
    // message, not a crash in the component that reads it.
    for (const path of ['/v3/proxy-page', '/v3/cut-off', '/v3/empty']) {
      const error = await apiRequest<Things>(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: FALLBACK_ERROR_MESSAGE });
    }
  });

  it('answers null for 204 No Content', async () => {
    mockFetch({ '/v3/things/1': () => new Response(null, { status: 204 }) });
    await expect(apiRequest<null>('/v3/things/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('checks an answer against a schema passed through the Standard Schema interface', async () => {
    mockFetch({
      '/v3/good': () => json({ item: ['a'] }),
      '/v3/broken': () => json({ item: [1, 2] }),
    });
    // A zod schema implements '~standard'; client.ts itself never imports zod.
    const schema = z.object({ item: z.array(z.string()) });
    await expect(apiRequest('/v3/good', { schema })).resolves.toEqual({ item: ['a'] });
    await expect(apiRequest('/v3/broken', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    // Any Standard Schema will do, synchronous or not.
    const upper = {
      '~standard': {
        validate: async (value: unknown) =>
          typeof value === 'object' && value !== null && 'item' in value
            ? { value: String(value.item).toUpperCase() }
            : { issues: [{ message: 'no item' }] },
      },
    };
    await expect(apiRequest('/v3/good', { schema: upper })).resolves.toBe('A');
  });

  it('reports a network failure in Korean', async () => {
    mockFetch({
      '/v3/offline': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiRequest<Things>('/v3/offline')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인한 뒤 다시 시도해주세요.',
    });
  });

  it('a 401 that cannot be recovered surfaces as an ApiError (the refresh queue is in test/session)', async () => {
    mockFetch({ '/v3/private': () => apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.') });
    useUserStore.getState().clearUserInfo();
    await expect(apiRequest<Things>('/v3/private')).rejects.toMatchObject({ status: 401 });
  });
});

describe('image proxy URL', () => {
  it('defaults to width 1200 and takes an explicit width', () => {
    expect(proxiedImageUrl('/media/a.jpg')).toBe('/v1/image?src=%2Fmedia%2Fa.jpg&w=1200');
    expect(proxiedImageUrl('/media/a.jpg', 600)).toBe('/v1/image?src=%2Fmedia%2Fa.jpg&w=600');
  });
});

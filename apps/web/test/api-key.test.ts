import { apiKeyNameFor } from '@wedding/contract/api-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE_PREFIX, getApiKey } from '../src/shared/api/api-key.ts';
import { apiRequest } from '../src/shared/api/client.ts';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';
import { currentUser } from './session/current-user.ts';

// Spec §9: "API key cached in the browser about 24 hours, regenerated from a timestamp with the API name";
// spec §7: "some public calls add an apiKey query param" (decision 0012).
const HOUR = 60 * 60 * 1000;
const SLOTS = '/v3/public/wedding/day/remaining-wedding-days';
type FetchMock = ReturnType<typeof mockFetch>;
const urlsTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ url }) => url.pathname === path);

/**
 * A server that numbers its keys and says how long each has left (23.5 h: issued half an hour ago);
 * `handlers` replace its other routes.
 */
function keyServer(handlers: Parameters<typeof mockFetch>[0] = {}) {
  let issued = 0;
  const fetchMock = mockFetch({
    '/v3/public/api-key': (url) => {
      issued += 1;
      const apiKey = `${1778302800 + issued}.${'s'.repeat(43)}`;
      return json({ item: { apiName: url.searchParams.get('apiName'), apiKey, expiresIn: 23.5 * HOUR } });
    },
    [SLOTS]: () => json({ item: [1] }),
    '/v3/other': () => json({ item: [2] }),
    ...handlers,
  });
  return { fetchMock, issued: () => issued, keyOf: (n: number) => `${1778302800 + n}.${'s'.repeat(43)}` };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-09T05:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the apiKey cache in the browser', () => {
  it('fetches a key once and keeps it in localStorage for about 24 hours', async () => {
    const server = keyServer();
    expect(await getApiKey('remaining-wedding-days')).toBe(server.keyOf(1));
    const stored = JSON.parse(window.localStorage.getItem(`${API_KEY_STORAGE_PREFIX}remaining-wedding-days`) ?? '');
    // The 23.5 hours the server said are left, less the 5-minute margin, from when it arrived.
    expect(stored).toEqual({
      apiKey: server.keyOf(1),
      receivedAt: Date.now(),
      expiresAt: Date.now() + 23.5 * HOUR - 5 * 60 * 1000,
    });

    vi.setSystemTime(Date.now() + 23 * HOUR);
    expect(await getApiKey('remaining-wedding-days')).toBe(server.keyOf(1));
    expect(server.issued()).toBe(1);
    expect(urlsTo(server.fetchMock, '/v3/public/api-key')[0]?.url.searchParams.get('apiName')).toBe(
      'remaining-wedding-days',
    );
  });

  it('regenerates the key when it is stale', async () => {
    const server = keyServer();
    await getApiKey('hall-search');
    vi.setSystemTime(Date.now() + 23.5 * HOUR - 5 * 60 * 1000);
    expect(await getApiKey('hall-search')).toBe(server.keyOf(2));
    vi.setSystemTime(Date.now() + 25 * HOUR);
    expect(await getApiKey('hall-search')).toBe(server.keyOf(3));
    expect(server.issued()).toBe(3);
  });

  it('keeps one key per API name', async () => {
    const server = keyServer();
    const search = await getApiKey('hall-search');
    const keyword = await getApiKey('hall-keyword');
    expect(search).not.toBe(keyword);
    expect(await getApiKey('hall-search')).toBe(search);
    expect(server.issued()).toBe(2);
  });

  it('asks once for calls made at the same time', async () => {
    const server = keyServer();
    const keys = await Promise.all([getApiKey('hall-search'), getApiKey('hall-search'), getApiKey('hall-search')]);
    expect(new Set(keys).size).toBe(1);
    expect(server.issued()).toBe(1);
  });

  it('reads a key another tab stored, and ignores a garbled entry', async () => {
    const server = keyServer();
    const fromOtherTab = `1778302900.${'t'.repeat(43)}`;
    window.localStorage.setItem(
      `${API_KEY_STORAGE_PREFIX}hall-keyword`,
      JSON.stringify({ apiKey: fromOtherTab, receivedAt: Date.now() - HOUR, expiresAt: Date.now() + HOUR }),
    );
    expect(await getApiKey('hall-keyword')).toBe(fromOtherTab);
    window.localStorage.setItem(`${API_KEY_STORAGE_PREFIX}hall-search`, '{not json');
    expect(await getApiKey('hall-search')).toBe(server.keyOf(1));
  });

  it('still works when localStorage is blocked, keeping the key in memory', async () => {
    const server = keyServer();
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    try {
      expect(await getApiKey('hall-search')).toBe(server.keyOf(1));
      expect(await getApiKey('hall-search')).toBe(server.keyOf(1));
      expect(server.issued()).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the API client attaches the apiKey transparently', () => {
  it('adds the key to the keyed public calls only', async () => {
    const server = keyServer();
    expect(apiKeyNameFor(SLOTS)).toBe('remaining-wedding-days');
    await apiRequest(SLOTS, { query: { page: 2 } });
    await apiRequest('/v3/other', { query: { page: 2 } });
    const [slots] = urlsTo(server.fetchMock, SLOTS);
    expect(Object.fromEntries(slots?.url.searchParams ?? [])).toEqual({ page: '2', apiKey: server.keyOf(1) });
    const [other] = urlsTo(server.fetchMock, '/v3/other');
    expect(other?.url.searchParams.has('apiKey')).toBe(false);
  });

  it.each(['API_KEY_EXPIRED', 'API_KEY_INVALID', 'API_KEY_REQUIRED'])(
    'on 401 %s gets a new key once and retries, without touching the session',
    async (code) => {
      // A signed-in user: a session 401 would start a token reissue, so its absence below means something.
      useUserStore.getState().setUserInfo(currentUser());
      let refusals = 0;
      const server = keyServer({
        [SLOTS]: (url) => {
          if (url.searchParams.get('apiKey') === server.keyOf(1)) {
            refusals += 1;
            return apiError(401, code, 'API 키가 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');
          }
          return json({ item: [7] });
        },
      });
      const refusing = server.fetchMock;
      await expect(apiRequest(SLOTS)).resolves.toEqual({ item: [7] });
      expect(refusals).toBe(1);
      expect(server.issued()).toBe(2);
      expect(urlsTo(refusing, SLOTS).map(({ url }) => url.searchParams.get('apiKey'))).toEqual([
        server.keyOf(1),
        server.keyOf(2),
      ]);
      // Not the auth path: no token reissue for a key problem.
      expect(urlsTo(refusing, '/api/token')).toEqual([]);
    },
  );

  it('gives up after one renewal: a second refusal surfaces with its code, still without a token reissue', async () => {
    useUserStore.getState().setUserInfo(currentUser());
    const server = keyServer({ [SLOTS]: () => apiError(401, 'API_KEY_INVALID', 'API 키가 올바르지 않습니다.') });
    const refusing = server.fetchMock;
    await expect(apiRequest(SLOTS)).rejects.toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
    expect(urlsTo(refusing, SLOTS)).toHaveLength(2);
    expect(server.issued()).toBe(2);
    expect(urlsTo(refusing, '/api/token')).toEqual([]);
  });

  it('a key the server refuses is replaced for the next call too', async () => {
    const server = keyServer({
      [SLOTS]: (url) =>
        url.searchParams.get('apiKey') === server.keyOf(1)
          ? apiError(401, 'API_KEY_EXPIRED', 'API 키가 만료되었습니다.')
          : json({ item: [1] }),
    });
    const refusing = server.fetchMock;
    await apiRequest(SLOTS);
    await apiRequest(SLOTS);
    expect(urlsTo(refusing, SLOTS).map(({ url }) => url.searchParams.get('apiKey'))).toEqual([
      server.keyOf(1),
      server.keyOf(2),
      server.keyOf(2),
    ]);
  });
});

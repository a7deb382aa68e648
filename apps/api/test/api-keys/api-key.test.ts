import { API_KEY_NAMES, apiKeyNameFor } from '@wedding/contract/api-key';
import { API_KEY_LIFETIME_MS } from '@wedding/domain/api-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '../../src/modules/api-keys/service.ts';
import { issueApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Decision 0012: the public list calls take an apiKey signed for their API name, valid 24 hours (spec §9).
const HOUR = 60 * 60 * 1000;
const HALL_UUID_PLACEHOLDER = '{id}';

/** One URL per keyed route, and the API name each needs. */
const SLOTS_URL = '/v3/public/wedding/day/remaining-wedding-days?fetchSize=1';
const SEARCH_URL = '/v3/book/halls?fetchSize=1';
const KEYED = [
  [SLOTS_URL, API_KEY_NAMES.remainingWeddingDays],
  [`/v3/public/wedding/estimate/product/${HALL_UUID_PLACEHOLDER}?fetchSize=1`, API_KEY_NAMES.estimateProduct],
  [SEARCH_URL, API_KEY_NAMES.hallSearch],
  [`/v3/book/halls/keyword?keyword=${encodeURIComponent('강남')}`, API_KEY_NAMES.hallKeyword],
] as const;

describe('public apiKey (spec §7, §9)', () => {
  let t: TestApp;
  let hallUuid: string;
  const keyed = () => KEYED.map(([url, name]) => [url.replace(HALL_UUID_PLACEHOLDER, hallUuid), name] as const);
  const withKey = (url: string, key: string) => `${url}&apiKey=${encodeURIComponent(key)}`;

  beforeAll(async () => {
    t = await buildTestApp();
    const halls = await t.app.inject(
      `/v3/book/halls?fetchSize=1&apiKey=${await issueApiKey(t.app, API_KEY_NAMES.hallSearch)}`,
    );
    hallUuid = halls.json().item[0].partnerUuid;
  });
  afterAll(() => t.close());

  it('issues a key for an API name without a login, not cacheable, valid for the rest of 24 hours', async () => {
    const before = Date.now();
    const res = await t.app.inject('/v3/public/api-key?apiName=hall-search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { item } = res.json();
    expect(item.apiName).toBe('hall-search');
    expect(item.apiKey).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    // Stamped with the start of the hour: between 23 and 24 hours left.
    expect(item.expiresIn).toBeGreaterThan(API_KEY_LIFETIME_MS - HOUR - 1000);
    expect(item.expiresIn).toBeLessThanOrEqual(API_KEY_LIFETIME_MS);
    const issuedAtMs = Number(item.apiKey.split('.')[0]) * 1000;
    expect(issuedAtMs).toBeLessThanOrEqual(before);
    expect(before - issuedAtMs).toBeLessThan(HOUR);
  });

  it('refuses an unknown API name with 400 and another site asking with 403', async () => {
    const unknown = await t.app.inject('/v3/public/api-key?apiName=everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    const crossSite = await t.app.inject({
      url: '/v3/public/api-key?apiName=hall-search',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    const foreignOrigin = await t.app.inject({
      url: '/v3/public/api-key?apiName=hall-search',
      headers: { origin: 'https://scraper.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
  });

  it('answers 200 with a valid key on every keyed route', async () => {
    for (const [url, name] of keyed()) {
      const res = await t.app.inject(withKey(url, await issueApiKey(t.app, name)));
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses a missing key with 401 API_KEY_REQUIRED in the one error shape, before any other check', async () => {
    for (const [url] of keyed()) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({
        status: 401,
        code: 'API_KEY_REQUIRED',
        message: 'API 키가 필요합니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
      });
    }
    // Even a broken access token: the key is checked first, so the client never mistakes it for the session.
    const res = await t.app.inject({ url: SLOTS_URL, headers: { authorization: 'Bearer nonsense' } });
    expect(res.json().code).toBe('API_KEY_REQUIRED');
    const empty = await t.app.inject(`${SEARCH_URL}&apiKey=`);
    expect(empty.json().code).toBe('API_KEY_REQUIRED');
  });

  it('refuses malformed and forged keys with 401 API_KEY_INVALID', async () => {
    const good = await issueApiKey(t.app, API_KEY_NAMES.hallSearch);
    const [stamp = '', signature = ''] = good.split('.');
    const flipped = `${stamp}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const url = SEARCH_URL;
    for (const bad of ['x', good.slice(0, -1), `${good}x`, `${stamp}`, flipped, `${Number(stamp) + 1}.${signature}`]) {
      const res = await t.app.inject(withKey(url, bad));
      expect(res.statusCode, bad).toBe(401);
      expect(res.json(), bad).toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
      expect(res.json().message, bad).toMatch(/[가-힣]/);
    }
    // A repeated param is not a key either.
    const twice = await t.app.inject(`${url}&apiKey=${good}&apiKey=${good}`);
    expect(twice.json().code).toBe('API_KEY_INVALID');
  });

  it('refuses a key issued for another API name with 401 API_KEY_INVALID', async () => {
    const slotsKey = await issueApiKey(t.app, API_KEY_NAMES.remainingWeddingDays);
    for (const [url, name] of keyed()) {
      if (name === API_KEY_NAMES.remainingWeddingDays) continue;
      const res = await t.app.inject(withKey(url, slotsKey));
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('API_KEY_INVALID');
    }
  });

  it('refuses a key older than 24 hours with 401 API_KEY_EXPIRED; the 24th hour is the last', async () => {
    // Keys signed by the real signer with the app's secret, on a clock moved back.
    const issuedBy = (msAgo: number) =>
      createApiKeyService({ secret: t.config.jwtSecret, now: () => Date.now() - msAgo }).issue(API_KEY_NAMES.hallSearch)
        .apiKey;
    const url = SEARCH_URL;
    const stale = await t.app.inject(withKey(url, issuedBy(API_KEY_LIFETIME_MS + HOUR)));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      status: 401,
      code: 'API_KEY_EXPIRED',
      message: 'API 키가 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
    });
    // Issued 22 hours ago: its hour started at most 23 hours ago, so it still works.
    const old = await t.app.inject(withKey(url, issuedBy(22 * HOUR)));
    expect(old.statusCode).toBe(200);
    // Stamped two hours ahead of this server's clock: not a key this server could have issued.
    const future = await t.app.inject(withKey(url, issuedBy(-2 * HOUR)));
    expect(future.json().code).toBe('API_KEY_EXPIRED');
    // Signed with another secret: invalid, whatever its age.
    const foreign = createApiKeyService({ secret: 'x'.repeat(40) }).issue(API_KEY_NAMES.hallSearch).apiKey;
    expect((await t.app.inject(withKey(url, foreign))).json().code).toBe('API_KEY_INVALID');
  });

  it('holds across processes: a key from one app instance works on another with the same secret', async () => {
    const other = await buildTestApp();
    try {
      const key = await issueApiKey(other.app, API_KEY_NAMES.hallSearch);
      const res = await t.app.inject(withKey(SEARCH_URL, key));
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('documents the apiKey param (required, in Korean) and the 401 on exactly the keyed routes', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    const keyedOperations: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, { parameters?: unknown[]; responses: object }>>(
      doc.paths,
    )) {
      for (const [method, op] of Object.entries(operations)) {
        const param = (op.parameters ?? []).find(
          (p): p is { name: string; in: string; required: boolean; description?: string; schema?: object } =>
            (p as { name: string }).name === 'apiKey',
        );
        if (!param) continue;
        keyedOperations.push(`${method} ${path}`);
        expect(param.in).toBe('query');
        expect(param.required).toBe(true);
        expect(`${param.description ?? ''}${JSON.stringify(param.schema)}`).toMatch(/공개 API 키/);
        expect(op.responses).toHaveProperty('401');
        // The web client finds the API name from the path the same way.
        expect(apiKeyNameFor(path.replace('{id}', hallUuid))).not.toBeNull();
      }
    }
    expect(keyedOperations.sort()).toEqual([
      'get /v3/book/halls',
      'get /v3/book/halls/keyword',
      'get /v3/public/wedding/day/remaining-wedding-days',
      'get /v3/public/wedding/estimate/product/{id}',
    ]);
    expect(doc.paths['/v3/public/api-key'].get.description).toMatch(/24시간/);
  });

  // Decision 0024: a key that checked out is remembered, but its age is still checked on every use, and the
  // same key for another API name is still refused.
  it('keeps refusing a remembered key once it is older than 24 hours, and for another API name', () => {
    let clock = Date.parse('2027-03-01T00:00:00Z');
    const service = createApiKeyService({ secret: 'y'.repeat(40), now: () => clock });
    const { apiKey } = service.issue(API_KEY_NAMES.hallSearch);
    expect(() => service.verify(API_KEY_NAMES.hallSearch, apiKey)).not.toThrow();
    expect(() => service.verify(API_KEY_NAMES.hallSearch, apiKey)).not.toThrow();
    expect(() => service.verify(API_KEY_NAMES.hallKeyword, apiKey)).toThrow(
      expect.objectContaining({ code: 'API_KEY_INVALID' }),
    );
    clock += 25 * 60 * 60 * 1000;
    expect(() => service.verify(API_KEY_NAMES.hallSearch, apiKey)).toThrow(
      expect.objectContaining({ code: 'API_KEY_EXPIRED' }),
    );
  });
});

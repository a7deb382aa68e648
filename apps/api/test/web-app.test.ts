import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isSpaPath } from '@wedding/contract/web-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { FAKE_COMPRESSED_JS, FAKE_INDEX_HTML, writeFakeWebDist } from './helpers/fake-web-dist.ts';

// Every route of spec §2, plus the bridge fallbacks (push → /notifications, chat → /inquiry).
const SPEC_ROUTES = [
  '/',
  '/search?productId=12',
  '/weddinghall/search-filter?hidetop=true',
  '/weddinghall/home',
  '/weddinghall/slot',
  '/weddinghall/event',
  '/weddinghall/0b5c3a54-0000-4000-8000-000000000001?tabId=2',
  '/weddinghall/0b5c3a54-0000-4000-8000-000000000001/slot?id=17',
  '/weddinghall/31/detail/0b5c3a54-0000-4000-8000-000000000002?partnerId=3',
  '/weddinghall/31/detail-preview/9',
  '/booking/real-time/0b5c3a54-0000-4000-8000-000000000001/3/visit-date',
  '/partner/0b5c3a54-0000-4000-8000-000000000001',
  '/partner/0b5c3a54-0000-4000-8000-000000000001/write-review-blog',
  '/partner/0b5c3a54-0000-4000-8000-000000000001/blind-reviews?hidetop=true',
  '/my-interest/like',
  '/my-interest/like/slot?tab=slot',
  '/mypage',
  '/sign-additional/2?type=Home_Dday_Complete',
  '/community/review/edit?reviewUuid=abc',
  '/sign-in/social',
  '/sign-in/email',
  '/sign-up/1',
  '/sign-up/2',
  '/find-id',
  '/find-id/complete',
  '/find-pw',
  '/find-pw/complete',
  '/social/redirect',
  '/social/kakao',
  '/notifications',
  '/inquiry',
];

describe('serving the web app', () => {
  let t: TestApp;
  let notBuilt: TestApp;
  beforeAll(async () => {
    notBuilt = await buildTestApp();
    const dist = await writeFakeWebDist(path.join(notBuilt.dataDir, 'web-dist'));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await notBuilt.close();
  });

  it.each(SPEC_ROUTES)('serves index.html for %s, revalidated every time, under the CSP', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(FAKE_INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeDefined();

    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers API clients anything else with a JSON 404, not index.html', async () => {
    for (const request of [
      { url: '/assets/missing-123.js' },
      { url: '/wp-login.php' },
      { url: '/searching' },
      { url: '/v3/book/unknown' },
      { url: '/search', method: 'POST' as const },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: '요청하신 주소를 찾을 수 없습니다.' });
    }
  });

  it("answers a browser's unknown page with the app's own 404 page: index.html, status 404 (issue 9)", async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/no-such-page', '/searching?x=1', '/wp-login.php']) {
      const res = await t.app.inject({ url, headers: browser });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(FAKE_INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // API paths stay JSON even for a browser, and a browser's POST is not a page load.
    for (const request of [
      { url: '/v3/book/unknown', headers: browser },
      { url: '/api/nothing', headers: browser },
      { url: '/assets/missing-123.js', headers: browser },
      { url: '/no-such-page', method: 'POST' as const, headers: browser },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.json(), request.url).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Without a built web app there is no page to show: the JSON shape, as before.
    const bare = await notBuilt.app.inject({ url: '/no-such-page', headers: browser });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still starts without a built web app and says so with a 503', async () => {
    for (const url of ['/', '/weddinghall/home']) {
      const res = await notBuilt.app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, code: 'WEB_NOT_BUILT' });
      expect(res.json().message).toContain('npm run build');
    }
    expect((await notBuilt.app.inject('/health')).statusCode).toBe(200);
  });

  it('knows the SPA paths by prefix, not by substring', () => {
    expect(isSpaPath('/weddinghall')).toBe(true);
    expect(isSpaPath('/weddinghall/x')).toBe(true);
    expect(isSpaPath('/weddinghallx')).toBe(false);
    expect(isSpaPath('/health')).toBe(false);
  });

  it('sends the build-time brotli or gzip copy the client accepts, and the original to one that accepts neither', async () => {
    const br = await t.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_COMPRESSED_JS);

    const gz = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(FAKE_COMPRESSED_JS);

    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_COMPRESSED_JS);
  });
});

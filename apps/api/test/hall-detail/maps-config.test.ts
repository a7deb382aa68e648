import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// The hall page's map (issue 10): the Kakao Maps JavaScript SDK only when KAKAO_JS_KEY is set. The page's
// policy then lets the SDK's origins run scripts, load tiles and connect; without a key it allows nothing extra.

describe('maps SDK configuration', () => {
  let withKey: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withKey = await buildTestApp({
      env: { KAKAO_JS_KEY: 'test-js-key', KAKAO_MAPS_SDK_URL: 'http://127.0.0.1:9/v2/maps/sdk.js' },
    });
    without = await buildTestApp();
  });
  afterAll(async () => {
    await withKey.close();
    await without.close();
  });

  it('answers the key and the SDK address when KAKAO_JS_KEY is set, and widens the policy for them', async () => {
    const res = await withKey.app.inject({ method: 'GET', url: '/v3/book/maps/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item: { provider: 'kakao', jsKey: 'test-js-key', sdkUrl: 'http://127.0.0.1:9/v2/maps/sdk.js' },
    });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain('https://dapi.kakao.com');
    expect(scriptSrc).toContain('http://127.0.0.1:9');
    expect(policy.split(';').find((d) => d.trim().startsWith('img-src'))).toContain('https://*.daumcdn.net');
  });

  it('answers null without a key, and the policy stays same-origin', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/v3/book/maps/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: null });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).not.toContain('kakao');
    expect(policy).toContain("script-src 'self';");
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { writeFakeWebDist } from './helpers/fake-web-dist.ts';

const STRICT_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  // Issue 25: the review page's image-compression worker runs from a blob: URL.
  "worker-src 'self' blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

function expectStrictCsp(header: unknown) {
  expect(typeof header).toBe('string');
  const csp = header as string;
  for (const directive of STRICT_DIRECTIVES) expect(csp).toContain(directive);
  // Inline style attributes only (server-rendered offsets, decision 0023); never inline scripts or <style>.
  const unsafe = csp.split(';').filter((directive) => directive.includes('unsafe-inline'));
  expect(unsafe).toEqual(["style-src-attr 'unsafe-inline'"]);
  expect(csp).not.toContain('unsafe-eval');
  // blob: is for workers alone: scripts still come only from our origin.
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
  expect(scriptSrc).not.toContain('blob:');
}

describe('security headers', () => {
  let t: TestApp;
  // A second app serving a (fake) built web app, for the HTML cases.
  let htmlApp: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const dist = await writeFakeWebDist(path.join(t.dataDir, 'web-dist'));
    htmlApp = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await htmlApp.close();
    await t.close();
  });

  it('sends the strict CSP and the usual headers on JSON responses, errors included', async () => {
    for (const url of [
      '/health',
      '/v3/book/popular-wedding-halls',
      '/no-such-path',
      '/v3/book/popular-wedding-halls?limit=x',
    ]) {
      const res = await t.app.inject(url);
      expectStrictCsp(res.headers['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends the strict CSP on HTML pages of the web app', async () => {
    for (const url of ['/', '/weddinghall/home', '/sign-in/email']) {
      const res = await htmlApp.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectStrictCsp(res.headers['content-security-policy']);
    }
  });

  it('sends HSTS outside development only', async () => {
    const res = await t.app.inject('/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);

    const dev = await buildTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const devRes = await dev.app.inject('/health');
      expect(devRes.headers['strict-transport-security']).toBeUndefined();
      expectStrictCsp(devRes.headers['content-security-policy']);
    } finally {
      await dev.close();
    }
  });
});

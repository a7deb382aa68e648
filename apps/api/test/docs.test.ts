import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('OpenAPI docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /docs under a CSP that allows no inline script', async () => {
    const res = await t.app.inject('/docs');
    const page = res.statusCode === 302 ? await t.app.inject(res.headers.location as string) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");

    const script = await t.app.inject('/docs/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
  });

  it('serves the OpenAPI document at /docs/json listing the routes with their schemas', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const popular = doc.paths['/v3/book/popular-wedding-halls'];
    expect(popular?.get).toBeDefined();
    expect(popular.get.parameters.map((p: { name: string }) => p.name)).toContain('limit');
    expect(popular.get.responses['200']).toBeDefined();
    expect(popular.get.responses['400']).toBeDefined();
    expect(doc.paths['/health']?.get).toBeDefined();
    expect(doc.paths['/v1/image']?.get).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/docs'))).toBe(false);
    expect(Object.keys(doc.paths)).not.toContain('/weddinghall/*');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('GET /api/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a guest with 200 and item null, not an error', async () => {
    const res = await t.app.inject('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind after querying it', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(['pglite', 'postgres']).toContain(t.database.kind);
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers 503 in the error shape when the database does not respond', async () => {
    const broken = await buildTestApp({
      services: {
        health: {
          ping: async () => {
            throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
          },
        },
      },
    });
    try {
      const res = await broken.app.inject('/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: '데이터베이스에 연결할 수 없습니다.',
      });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await broken.close();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { redactTokenUrl } from '../../src/modules/auth/redact-token-url.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('redactTokenUrl', () => {
  it.each([
    ['/v3/jwt/abcDEF123_-secret', '/v3/jwt/[redacted]'],
    ['/v3/jwt/refresh?refreshToken=secret&x=1', '/v3/jwt/refresh?refreshToken=[redacted]&x=1'],
    [
      '/v3/20240404/auth/call?tel=010-1234-5678&token=123456',
      // Issue 29 §7: the phone number is personal data and goes too.
      '/v3/20240404/auth/call?tel=[redacted]&token=[redacted]',
    ],
    ['/social/redirect?code=abc&state=s', '/social/redirect?code=[redacted]&state=s'],
    ['/v3/book/popular-wedding-halls?limit=5', '/v3/book/popular-wedding-halls?limit=5'],
    ['/v3/jwt/refresh', '/v3/jwt/refresh'],
  ])('%s → %s', (url, expected) => {
    expect(redactTokenUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  let database: Database;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-redact-test-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never contain a login or refresh token from the URL', async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.inject({ method: 'POST', url: '/v3/jwt/SECRET-LOGIN-TOKEN-0123456789' });
    await app.inject({ method: 'POST', url: '/v3/jwt/refresh?refreshToken=SECRET-REFRESH-TOKEN-0123456789' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/v3/jwt/[redacted]');
    expect(log).toContain('refreshToken=[redacted]');
    expect(log).not.toContain('SECRET-');
  });

  // Decision 0024: one line per request, written when it is answered, with its status and time.
  it('are one line per request, with method, redacted URL, status and time', async () => {
    const own: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        own.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.inject('/v3/book/popular-wedding-halls?limit=1');
    await app.close();
    const requests = own.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/v3/book/popular-wedding-halls?limit=1' },
      res: { statusCode: 200 },
    });
    expect(requests[0].responseTime).toBeGreaterThan(0);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from '../src/config.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('has defaults that start the product with no configuration', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      // No NODE_ENV: a developer's process, kept to loopback.
      host: '127.0.0.1',
      trustedProxies: false,
      databaseUrl: undefined,
      dataDir: '/srv/app/data',
      pgliteDir: '/srv/app/data/pglite',
      mediaCacheDir: '/srv/app/data/media-cache',
      redisUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      isDevelopment: true,
      seedSize: 'demo',
      publicOrigin: undefined,
    });
    // Resolved from the repository, not from where node was started.
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u:p@db:5432/wedding',
        DATA_DIR: '/var/lib/wedding',
        REDIS_URL: 'redis://cache:6379',
        LOG_LEVEL: 'debug',
        NODE_ENV: 'production',
        WEB_DIST_DIR: 'web',
        SEED_SIZE: 'none',
        PUBLIC_ORIGIN: 'https://wedding.example.kr/',
        JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
        SMS_WEBHOOK_URL: 'https://sms.example.kr/send',
        SOCIAL_KAKAO_CLIENT_ID: 'kakao-client',
        SOCIAL_KAKAO_CLIENT_SECRET: 'kakao-secret',
        SOCIAL_KAKAO_ISSUER: 'https://kauth.kakao.com/',
        TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/wedding',
      pgliteDir: '/var/lib/wedding/pglite',
      redisUrl: 'redis://cache:6379',
      logLevel: 'debug',
      isDevelopment: false,
      webDistDir: '/srv/app/web',
      seedSize: 'none',
      trustedProxies: ['10.0.0.0/8', '192.168.1.5'],
      publicOrigin: 'https://wedding.example.kr',
      jwtSecret: 'a-production-secret-of-at-least-32-chars',
      secureCookies: true,
      smsWebhookUrl: 'https://sms.example.kr/send',
      social: {
        kakao: { clientId: 'kakao-client', clientSecret: 'kakao-secret', issuer: 'https://kauth.kakao.com' },
        naver: undefined,
        apple: undefined,
      },
    });
  });

  it('refuses production without JWT_SECRET, and a short secret anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it('refuses production with the development secret published in this repository', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(
      /JWT_SECRET=\(the development secret\): must be set in production to a secret of your own/,
    );
  });

  it('listens beyond loopback only when NODE_ENV is set explicitly (development exposes the SMS outbox)', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST="0.0.0.0": listening beyond loopback needs NODE_ENV/);
    expect(() => loadConfig({ HOST: '192.0.2.10' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('0.0.0.0');
  });

  it('reads WEB_CONCURRENCY (issue 29 §6): 1 by default, a whole number 1–32, more than 1 only on PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://u:p@db.example:5432/wedding' };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '32' }).webConcurrency).toBe(32);
    for (const bad of ['0', '33', '2.5', 'auto'])
      expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: bad })).toThrow(
        /WEB_CONCURRENCY=.*must be a whole number of processes from 1 to 32/,
      );
    // PGlite has a single owner: a second process could not open its directory.
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY="2": more than one process needs DATABASE_URL/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('reads TRUSTED_PROXIES as a list of addresses and ranges; unset trusts nobody', () => {
    expect(loadConfig({}).trustedProxies).toBe(false);
    expect(loadConfig({ TRUSTED_PROXIES: '::1,fd00::/8' }).trustedProxies).toEqual(['::1', 'fd00::/8']);
    expect(loadConfig({ TRUSTED_PROXIES: 'uniquelocal' }).trustedProxies).toEqual(['uniquelocal']);
    // A hop count cannot tell the load balancer from a client that connects directly.
    for (const bad of ['1', 'yes', '10.0.0.0/33', '10.0.0.1,lb.internal', '1.2.3']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES=/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['SEED_SIZE', 'huge'],
    ['PUBLIC_ORIGIN', 'wedding.example.kr'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});

import { encodePassword } from '@wedding/domain/password';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_PER_IP_RULE } from '../../src/modules/auth/email-login.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Issue 13: production trusted any X-Forwarded-For, so a made-up header bypassed every per-IP limit.
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars' };
const LOAD_BALANCER = '10.0.0.7';
const CLIENT = '203.0.113.9';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appWith(env: Record<string, string>) {
  testApp = await buildTestApp({ env: { ...PRODUCTION, ...env } });
  testApp.app.get('/__client-ip', async (request) => ({ ip: request.ip }));
  return testApp.app;
}

async function clientIp(
  app: Awaited<ReturnType<typeof appWith>>,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string> {
  const response = await app.inject({
    url: '/__client-ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.json().ip;
}

describe('client addresses behind proxies (TRUSTED_PROXIES)', () => {
  it('believes no X-Forwarded-For when TRUSTED_PROXIES is unset, even in production', async () => {
    const app = await appWith({});
    expect(await clientIp(app, CLIENT, '198.51.100.1')).toBe(CLIENT);
  });

  it('takes the address the trusted load balancer appended, not what the client wrote', async () => {
    const app = await appWith({ TRUSTED_PROXIES: '10.0.0.0/8' });
    // The client wrote "198.51.100.1"; the load balancer appended the address it saw.
    expect(await clientIp(app, LOAD_BALANCER, `198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
    // A client talking to us directly cannot pick its own address.
    expect(await clientIp(app, CLIENT, '198.51.100.1')).toBe(CLIENT);
  });

  it('keeps the per-IP login limit against a new made-up X-Forwarded-For on every attempt', async () => {
    const app = await appWith({ TRUSTED_PROXIES: '10.0.0.0/8' });
    const attempt = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/v3/20240404/customer/login',
        remoteAddress: LOAD_BALANCER,
        // Each request claims another origin in front of the one the load balancer appends.
        headers: { 'x-forwarded-for': `198.51.100.${n % 250}, ${CLIENT}`, 'sec-fetch-site': 'same-origin' },
        payload: { loginId: `nobody${n}@example.com`, pwd: encodePassword('Wrong-password1!') },
      });
    for (let n = 0; n < LOGIN_PER_IP_RULE.limit; n++) expect((await attempt(n)).statusCode).toBe(401);
    const blocked = await attempt(LOGIN_PER_IP_RULE.limit);
    expect(blocked.statusCode).toBe(429);
  });
});

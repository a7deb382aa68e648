import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { SignJWT } from 'jose';
import { Events } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type RunningOAuthServer, startOAuthServer } from '../helpers/oauth-server.ts';
import { postCallback, startLogin } from './social-flow.ts';

const failed = (status = 400) => ({
  status,
  code: 'SOCIAL_LOGIN_FAILED',
  message: ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED,
});
const stateMismatch = { status: 400, code: 'SOCIAL_STATE_MISMATCH', message: ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED };

describe('social login callback refusals', () => {
  let provider: RunningOAuthServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOAuthServer({ sub: 'kakao-refusals', email: 'r@example.com', name: '거절' });
    t = await buildTestApp({
      env: {
        PUBLIC_ORIGIN: 'http://wedding.test',
        SOCIAL_KAKAO_CLIENT_ID: 'kakao-client',
        SOCIAL_KAKAO_CLIENT_SECRET: 'kakao-secret',
        SOCIAL_KAKAO_ISSUER: provider.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('refuses a state that is not the one in the flow cookie', async () => {
    const login = await startLogin(t, 'kakao');
    const res = await postCallback(t, { ...login, state: `${login.state.slice(0, -1)}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(stateMismatch);
    // The attempt spends the flow: the browser drops the cookie and must start again.
    expect(res.cookies.find((c) => c.name === 'wd_social')).toMatchObject({ value: '', path: '/api/social' });
  });

  it('refuses a callback without the flow cookie (another browser, or a cookie already spent)', async () => {
    const login = await startLogin(t, 'kakao');
    const res = await postCallback(t, { code: login.code, state: login.state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(stateMismatch);
  });

  it('refuses a flow cookie it did not sign, even when its state matches', async () => {
    const login = await startLogin(t, 'kakao');
    const forged = await new SignJWT({
      provider: 'kakao',
      state: login.state,
      cv: 'x'.repeat(43),
      returnTo: '/',
      ru: 'http://wedding.test/social/redirect',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'social-flow+jwt' })
      .setIssuer('wedding')
      .setAudience('wedding-social-flow')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await postCallback(t, { ...login, flowCookie: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(stateMismatch);
  });

  it('refuses a replayed callback: the code was already exchanged', async () => {
    const login = await startLogin(t, 'kakao');
    const first = await postCallback(t, login);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().item.status).toBe('JOIN');
    // A browser honours the cleared cookie; a replay that kept it still fails at the provider.
    const replay = await postCallback(t, login);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(failed());
  });

  it('refuses an ID token with another nonce', async () => {
    provider.tamperNextIdToken((claims) => {
      claims.nonce = 'a-nonce-from-another-login';
    });
    const res = await postCallback(t, await startLogin(t, 'kakao'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed());
  });

  it('refuses an ID token without a nonce', async () => {
    provider.tamperNextIdToken((claims) => {
      delete claims.nonce;
    });
    const res = await postCallback(t, await startLogin(t, 'kakao'));
    expect(res.json()).toEqual(failed());
  });

  it('refuses an ID token issued to another client', async () => {
    provider.tamperNextIdToken((claims) => {
      claims.aud = 'another-client';
    });
    const res = await postCallback(t, await startLogin(t, 'kakao'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed());
  });

  it('refuses an ID token from another issuer or past its expiry', async () => {
    provider.tamperNextIdToken((claims) => {
      claims.iss = 'https://evil.example';
    });
    expect((await postCallback(t, await startLogin(t, 'kakao'))).json()).toEqual(failed());

    provider.tamperNextIdToken((claims) => {
      claims.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    expect((await postCallback(t, await startLogin(t, 'kakao'))).json()).toEqual(failed());
  });

  it('refuses a userinfo answer about another user than the ID token', async () => {
    provider.tamperNextIdToken((claims) => {
      delete claims.email;
    });
    provider.server.service.once(Events.BeforeUserinfo, (response) => {
      response.body = { sub: 'someone-else', email: 'victim@example.com' };
    });
    const res = await postCallback(t, await startLogin(t, 'kakao'));
    expect(res.json()).toEqual(failed());
  });

  it('answers 400 when the provider refuses the code, and 503 when it fails', async () => {
    provider.server.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await postCallback(t, await startLogin(t, 'kakao'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(failed());

    provider.server.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 502;
      response.body = { message: 'bad gateway' };
    });
    const down = await postCallback(t, await startLogin(t, 'kakao'));
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(failed(503));
  });

  it('refuses a callback another site makes the browser send (403 CROSS_SITE_REQUEST)', async () => {
    const login = await startLogin(t, 'kakao');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/social/callback',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { wd_social: login.flowCookie },
      payload: { code: login.code, state: login.state },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('validates the body: a missing code is 400 VALIDATION_ERROR, not a provider call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/social/callback', payload: { state: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('social login with an unreachable provider', () => {
  let provider: RunningOAuthServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOAuthServer({ sub: 'naver-unreachable' });
    // A port that was just free: nothing listens there any more.
    const gone = await startOAuthServer();
    const deadUrl = gone.url;
    await gone.stop();
    t = await buildTestApp({
      env: {
        SOCIAL_APPLE_CLIENT_ID: 'apple-client',
        SOCIAL_APPLE_ISSUER: deadUrl,
        SOCIAL_NAVER_CLIENT_ID: 'naver-client',
        SOCIAL_NAVER_AUTHORIZATION_URL: `${provider.url}/authorize`,
        SOCIAL_NAVER_TOKEN_URL: `${deadUrl}/token`,
        SOCIAL_NAVER_USERINFO_URL: `${provider.url}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('answers 503 with the social-login message when discovery cannot be reached', async () => {
    const res = await t.app.inject('/api/social/apple/start');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(failed(503));
  });

  it('answers 503 when the token endpoint cannot be reached', async () => {
    const res = await postCallback(t, await startLogin(t, 'naver'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(failed(503));
  });

  it('uses the request origin for the redirect URI when PUBLIC_ORIGIN is not set', async () => {
    const start = await t.app.inject({ url: '/api/social/naver/start', headers: { host: 'app.example:8080' } });
    const location = new URL(start.headers.location as string);
    expect(location.searchParams.get('redirect_uri')).toBe('http://app.example:8080/social/redirect');
  });
});

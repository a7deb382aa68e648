import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { DEFAULT_AFTER_LOGIN_PATH } from '@wedding/domain/return-path';
import { decodeJwt } from 'jose';
import { Events } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { type RunningOAuthServer, startOAuthServer } from '../helpers/oauth-server.ts';
import { FLOW_COOKIE, linkSocialIdentity, postCallback, startLogin } from './social-flow.ts';

const PUBLIC_ORIGIN = 'http://wedding.test';

// Kakao as an OpenID Connect provider (issuer + discovery), against a real local OIDC server.
describe('social login with an OpenID Connect provider', () => {
  let provider: RunningOAuthServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOAuthServer();
    t = await buildTestApp({
      env: {
        PUBLIC_ORIGIN,
        SOCIAL_KAKAO_CLIENT_ID: 'kakao-client',
        SOCIAL_KAKAO_CLIENT_SECRET: 'kakao-secret',
        SOCIAL_KAKAO_ISSUER: provider.url,
        SOCIAL_NAVER_CLIENT_ID: 'naver-client',
        SOCIAL_NAVER_AUTHORIZATION_URL: `${provider.url}/authorize`,
        SOCIAL_NAVER_TOKEN_URL: `${provider.url}/token`,
        SOCIAL_NAVER_USERINFO_URL: `${provider.url}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('lists which providers are configured', async () => {
    const res = await t.app.inject('/api/social/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item: [
        { provider: 'kakao', enabled: true },
        { provider: 'naver', enabled: true },
        { provider: 'apple', enabled: false },
      ],
    });
  });

  it('documents the social routes in OpenAPI', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.paths['/api/social/providers']?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/social/{provider}/start']?.get.responses ?? {})).toEqual(
      expect.arrayContaining(['302', '404', '503']),
    );
    expect(doc.paths['/api/social/callback']?.post.requestBody).toBeDefined();
  });

  it('answers 404 SOCIAL_PROVIDER_DISABLED for a provider without a client id, and 400 for an unknown one', async () => {
    const res = await t.app.inject('/api/social/apple/start');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'SOCIAL_PROVIDER_DISABLED',
      message: ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED,
    });
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
    expect((await t.app.inject('/api/social/google/start')).statusCode).toBe(400);
  });

  it('sends a browser navigation that cannot start to the Korean error page instead of raw JSON', async () => {
    const res = await t.app.inject({
      url: '/api/social/apple/start',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/social/redirect?error=SOCIAL_PROVIDER_DISABLED');
  });

  it('redirects to the provider with state, PKCE S256 and a nonce, and keeps them in a signed 10-minute cookie', async () => {
    const start = await t.app.inject('/api/social/kakao/start?returnTo=%2Fweddinghall%2Fdetail%2Fabc');
    expect(start.statusCode).toBe(302);
    expect(start.headers['cache-control']).toBe('no-store');
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/authorize`);
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('kakao-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}/social/redirect`);
    // Kakao's OpenID Connect names its own scopes; no form_post for Kakao.
    expect(q.get('scope')).toBe('openid account_email profile_nickname');
    expect(q.get('response_mode')).toBeNull();
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);

    const cookie = start.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/social', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(cookie?.secure).toBeFalsy();
    const flow = decodeJwt(cookie?.value as string);
    expect(flow).toMatchObject({ provider: 'kakao', state: q.get('state'), nonce: q.get('nonce') });
    expect(flow.returnTo).toBe('/weddinghall/detail/abc');
    expect((flow.exp as number) - (flow.iat as number)).toBe(600);
    // The challenge is the S256 hash of the verifier the callback will send.
    expect(q.get('code_challenge')).toBe(
      createHash('sha256')
        .update(flow.cv as string)
        .digest('base64url'),
    );
    // Every start is a new flow.
    const again = new URL((await t.app.inject('/api/social/kakao/start')).headers.location as string);
    expect(again.searchParams.get('state')).not.toBe(q.get('state'));
  });

  it('answers JOIN for an unknown identity with a join token carrying what the provider said', async () => {
    provider.setUser({ sub: 'kakao-new-1', email: 'new.bride@example.com', name: '김신부' });
    const login = await startLogin(t, 'kakao', '/weddinghall/detail/abc');
    expect(`${login.returnedTo.origin}${login.returnedTo.pathname}`).toBe(`${PUBLIC_ORIGIN}/social/redirect`);

    const res = await postCallback(t, login);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({
      status: 'JOIN',
      provider: 'kakao',
      email: 'new.bride@example.com',
      name: '김신부',
      returnTo: '/weddinghall/detail/abc',
    });
    expect(await t.app.services.joinTokens.verify(item.joinToken)).toEqual({
      provider: 'kakao',
      subject: 'kakao-new-1',
      email: 'new.bride@example.com',
      name: '김신부',
    });
    // Nobody is logged in yet, and the flow cookie is spent.
    expect(res.cookies.map((c) => c.name)).not.toContain('wd_at');
    const cleared = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/social' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('logs a linked identity in: session cookies set and /api/user answers that customer', async () => {
    const customer = await createCustomer(t.database);
    await linkSocialIdentity(t, { customerId: customer.id, provider: 'kakao', subject: 'kakao-known-1' });
    provider.setUser({ sub: 'kakao-known-1', email: 'someone@example.com', name: '이신랑' });

    const login = await startLogin(t, 'kakao', '/mypage');
    const res = await postCallback(t, login);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ item: { status: 'LOGGED_IN', returnTo: '/mypage' } });
    // The user comes with the answer, so the page needs no GET /api/user (which a preload could answer).
    expect(res.json().item.user.customerUuid).toBe(customer.uuid);

    const access = res.cookies.find((c) => c.name === 'wd_at');
    const refresh = res.cookies.find((c) => c.name === 'wd_rt');
    expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(refresh).toMatchObject({ path: '/api/token', httpOnly: true, sameSite: 'Lax' });
    const user = await t.app.inject({ url: '/api/user', cookies: { wd_at: access?.value as string } });
    expect(user.statusCode).toBe(200);
    expect(user.json().item.customerUuid).toBe(customer.uuid);

    // The same provider account under another provider's name is someone else.
    provider.setUser({ sub: 'kakao-known-1' });
    const viaNaver = await postCallback(t, await startLogin(t, 'naver'));
    expect(viaNaver.json().item.status).toBe('JOIN');
  });

  it('replaces a returnTo on another site (or not a path) with the default page', async () => {
    provider.setUser({ sub: 'kakao-new-2' });
    for (const returnTo of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', '/sign-in/email']) {
      const res = await postCallback(t, await startLogin(t, 'kakao', returnTo));
      expect(res.json().item.returnTo).toBe(DEFAULT_AFTER_LOGIN_PATH);
    }
  });

  it('reads email and name from userinfo when the ID token leaves them out', async () => {
    provider.setUser({ sub: 'kakao-new-3', email: 'userinfo@example.com', name: '박하객' });
    provider.tamperNextIdToken((claims) => {
      delete claims.email;
      delete claims.name;
    });
    const res = await postCallback(t, await startLogin(t, 'kakao'));
    expect(res.json().item).toMatchObject({ status: 'JOIN', email: 'userinfo@example.com', name: '박하객' });
  });

  it('asks for no openid scope and no nonce with a plain OAuth 2.0 provider, and reads the user from userinfo', async () => {
    provider.setUser({ sub: 'not-what-naver-says' });
    const login = await startLogin(t, 'naver');
    expect(login.authorizeUrl.searchParams.get('scope')).toBeNull();
    expect(login.authorizeUrl.searchParams.get('nonce')).toBeNull();
    expect(login.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    // An ID token, if the server sends one anyway, is not what identifies the user here.
    provider.tamperNextIdToken((claims) => {
      claims.sub = 'someone-else';
    });
    // Naver's profile API wraps the user in an envelope.
    provider.server.service.once(Events.BeforeUserinfo, (response) => {
      response.body = {
        resultcode: '00',
        message: 'success',
        response: { id: 'naver-1', email: 'naver.user@example.com', name: '최네이버', nickname: 'choi' },
      };
    });
    const res = await postCallback(t, login);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({
      status: 'JOIN',
      provider: 'naver',
      email: 'naver.user@example.com',
      name: '최네이버',
    });
    expect((await t.app.services.joinTokens.verify(item.joinToken))?.subject).toBe('naver-1');
  });
});

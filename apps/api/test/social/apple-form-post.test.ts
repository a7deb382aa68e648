import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type RunningOAuthServer, startOAuthServer } from '../helpers/oauth-server.ts';
import { postCallback, startLogin } from './social-flow.ts';

// Apple returns the code by form POST when email or name is asked for (decision 0009); the API turns that
// POST into the same /social/redirect page visit every other provider makes. Run against a real local OIDC
// server standing in for appleid.apple.com.
describe('Apple sign-in with response_mode=form_post', () => {
  let provider: RunningOAuthServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOAuthServer({ sub: 'apple-0001', email: 'apple.bride@example.com' });
    t = await buildTestApp({
      env: {
        PUBLIC_ORIGIN: 'http://wedding.test',
        SOCIAL_APPLE_CLIENT_ID: 'kr.wedding.web',
        SOCIAL_APPLE_CLIENT_SECRET: 'apple-client-secret-jwt',
        SOCIAL_APPLE_ISSUER: provider.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('asks for email and name with form_post, and finishes through POST /social/redirect', async () => {
    const login = await startLogin(t, 'apple');
    const q = login.authorizeUrl.searchParams;
    expect(q.get('scope')).toBe('openid email name');
    expect(q.get('response_mode')).toBe('form_post');

    // Apple POSTs the form to the redirect URI; the API hands it to the page as a query.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/social/redirect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        code: login.code,
        state: login.state,
        user: '{"name":{"firstName":"민지"}}',
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers['cache-control']).toBe('no-store');
    const page = new URL(posted.headers.location as string, 'http://wedding.test');
    expect(page.pathname).toBe('/social/redirect');
    expect(page.searchParams.get('code')).toBe(login.code);
    expect(page.searchParams.get('state')).toBe(login.state);

    const callback = await postCallback(t, {
      code: page.searchParams.get('code') as string,
      state: page.searchParams.get('state') as string,
      flowCookie: login.flowCookie,
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.json().item).toMatchObject({ status: 'JOIN', provider: 'apple', email: 'apple.bride@example.com' });
  });

  it('passes a provider error (or a form without code and state) on as ?error', async () => {
    for (const [form, error] of [
      [{ error: 'user_cancelled_authorize' }, 'user_cancelled_authorize'],
      [{ code: 'only-a-code' }, 'invalid_request'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/social/redirect',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/social/redirect?error=${error}`);
    }
  });

  it('accepts form bodies on that route only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/social/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=x&state=y',
    });
    expect(res.statusCode).toBe(415);
  });
});

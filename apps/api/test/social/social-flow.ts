import type { SocialProvider } from '@wedding/contract/auth';
import { expect } from 'vitest';
import { socialIdentities } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

export const FLOW_COOKIE = 'wd_social';

export type StartedLogin = {
  /** Where the API sent the browser (the provider's authorization URL). */
  authorizeUrl: URL;
  flowCookie: string;
  /** Where the provider sent the browser back (the redirect_uri with code and state). */
  returnedTo: URL;
  code: string;
  state: string;
};

/**
 * What a browser does up to /social/redirect: GET /api/social/:provider/start, then follow the 302 to the
 * (real, local) provider, which signs the user in and redirects back with a code and the state.
 */
export async function startLogin(t: TestApp, provider: SocialProvider, returnTo?: string): Promise<StartedLogin> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const start = await t.app.inject(`/api/social/${provider}/start${query}`);
  expect(start.statusCode, start.body).toBe(302);
  const flowCookie = start.cookies.find((c) => c.name === FLOW_COOKIE)?.value;
  expect(flowCookie).toBeTruthy();
  const authorizeUrl = new URL(start.headers.location as string);

  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const returnedTo = new URL(atProvider.headers.get('location') as string);
  return {
    authorizeUrl,
    flowCookie: flowCookie as string,
    returnedTo,
    code: returnedTo.searchParams.get('code') as string,
    state: returnedTo.searchParams.get('state') as string,
  };
}

/** What /social/redirect does next: POST the code and state, with the flow cookie the browser holds. */
export function postCallback(t: TestApp, input: { code: string; state: string; flowCookie?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/social/callback',
    cookies: input.flowCookie === undefined ? {} : { [FLOW_COOKIE]: input.flowCookie },
    payload: { code: input.code, state: input.state },
  });
}

/** Links a provider account to a customer, as sign-up does. */
export async function linkSocialIdentity(
  t: TestApp,
  identity: { customerId: number; provider: SocialProvider; subject: string },
): Promise<void> {
  await t.database.db.insert(socialIdentities).values(identity);
}

import { encodePassword } from '@wedding/domain/password';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/factories/customer.ts';
import { type APIRequestContext, expect } from './fixtures.ts';
import { fromTestAddress } from './test-address.ts';

/**
 * Signs the page's (or context's) browser context in as the demo customer through the API (no sign-in screen to
 * walk), from an address of its own.
 */
export async function signInAsDemo(page: { request: APIRequestContext }): Promise<void> {
  const login = await page.request.post('/v3/20240404/customer/login', {
    data: { loginId: DEMO_ACCOUNT.email, pwd: encodePassword(DEMO_ACCOUNT.password) },
    headers: fromTestAddress(),
  });
  const { item } = (await login.json()) as { item: { loginToken: string } };
  expect((await page.request.post('/api/token', { data: { loginToken: item.loginToken } })).ok()).toBe(true);
}

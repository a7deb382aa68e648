import { encodePassword } from '@wedding/domain/password';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { TestCustomer } from '../helpers/customers.ts';

/** The Cookie header a browser would send back after `res` (only cookies that were set, not cleared). */
export function cookieHeader(...responses: LightMyRequestResponse[]): string {
  const jar = new Map<string, string>();
  for (const res of responses) {
    for (const c of res.cookies) {
      if (c.value && (c.maxAge ?? 1) > 0) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** Logs in by email and (unless save is false) exchanges the login token for cookies. */
export async function loginAndSaveToken(
  t: TestApp,
  customer: TestCustomer,
  options: { save?: boolean } = {},
): Promise<{ loginToken: string; saved: LightMyRequestResponse }> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/v3/20240404/customer/login',
    payload: { loginId: customer.email, pwd: encodePassword(customer.password) },
  });
  expect(login.statusCode).toBe(200);
  const loginToken: string = login.json().item.loginToken;
  if (options.save === false) return { loginToken, saved: login };
  const saved = await t.app.inject({ method: 'POST', url: '/api/token', payload: { loginToken } });
  expect(saved.statusCode).toBe(200);
  return { loginToken, saved };
}

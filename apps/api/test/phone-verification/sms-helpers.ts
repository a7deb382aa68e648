import { encodePassword } from '@wedding/domain/password';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';

// Seeded customers have 010-2000-1000 .. 010-9999-9999; test numbers start 010-0 or 010-1 so they never
// meet a seeded account, and a per-process random start keeps files from sharing numbers.
let nextPhone = Math.floor(Math.random() * 1_000_000) * 100;

/** A fresh 010-XXXX-XXXX number no seeded account has. */
export function uniquePhone(): string {
  nextPhone = (nextPhone + 1) % 200_000_000;
  const digits = String(nextPhone).padStart(8, '0');
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export type SmsType = 'findLoginId' | 'findPassword' | undefined;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  return search.toString();
}

export function sendCode(t: TestApp, tel: string, options: { type?: SmsType; loginId?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v3/20240404/auth/call?${query({ tel, k: 'web', type: options.type, loginId: options.loginId })}`,
    remoteAddress: options.ip,
  });
}

export function verifyCode(t: TestApp, tel: string, code: string, options: { type?: SmsType; ip?: string } = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/v3/20240404/auth/call?${query({ tel, token: code, type: options.type })}`,
    remoteAddress: options.ip,
  });
}

/** The newest code the test outbox holds for `tel`, read through GET /dev/sms-outbox as E2E tests do. */
export async function latestCode(t: TestApp, tel: string): Promise<string> {
  const res = await t.app.inject(`/dev/sms-outbox?${query({ tel })}`);
  expect(res.statusCode).toBe(200);
  const code = res.json().item[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Send, read the code, verify: the telToken proving `tel` for `type`. */
export async function provePhone(t: TestApp, tel: string, type?: SmsType, loginId?: string): Promise<string> {
  const sent = await sendCode(t, tel, { type, loginId });
  expect(sent.statusCode).toBe(200);
  const verified = await verifyCode(t, tel, await latestCode(t, tel), { type });
  expect(verified.statusCode).toBe(200);
  return verified.json().item.telToken;
}

/** Email login, then the app's exchange: a bearer access token and its refresh token. */
export async function loginWithPassword(t: TestApp, email: string, password: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/v3/20240404/customer/login',
    payload: { loginId: email, pwd: encodePassword(password) },
  });
  if (login.statusCode !== 200) return { ok: false, status: login.statusCode, body: login.json() } as const;
  const pair = await t.app.inject({ method: 'POST', url: `/v3/jwt/${login.json().item.loginToken}` });
  expect(pair.statusCode).toBe(200);
  const { accessToken, refreshToken } = pair.json().item as { accessToken: string; refreshToken: string };
  return {
    ok: true,
    status: 200,
    accessToken,
    refreshToken,
    headers: { authorization: `Bearer ${accessToken}` },
  } as const;
}

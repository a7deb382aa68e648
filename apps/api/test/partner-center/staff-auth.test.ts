import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerStaff, partners } from '../../src/db/schema/index.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { requireStaff } from '../../src/plugins/authenticate-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createStaff, STAFF_TEST_PASSWORD, signedInStaff, staffCookieFor } from '../helpers/staff.ts';

const SIGN_IN = '/v3/partner-center/auth/sign-in';

describe('partner console accounts (issue 26 §1)', () => {
  let t: TestApp;
  let hallId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/test/calendar', { preHandler: requireStaff('calendar') }, async (r) => ({
      partner: r.staff?.partner.id,
    }));
    t.app.get('/test/staff-area', { preHandler: requireStaff('staff') }, async () => ({ ok: true }));
    const [hall] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.type, 2)).limit(1);
    hallId = hall!.id;
  });
  afterAll(() => t.close());

  it('the seed makes hall@wedding.kr / Wedding2026! the OWNER of a hall that takes contracts, second factor off', async () => {
    const res = await t.app.inject({ method: 'POST', url: SIGN_IN, payload: DEMO_STAFF });
    expect(res.statusCode).toBe(200);
    const me = res.json().item;
    expect(me).toMatchObject({ email: 'hall@wedding.kr', role: 'OWNER', mustEnrolTotp: false });
    expect(me.partner.type).toBe(2);
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, me.partner.id));
    expect(partner?.contractUsed).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'wd_pc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('answers a wrong password and an unknown email with the same 401 STAFF_LOGIN_FAILED', async () => {
    const staff = await createStaff(t.database, { partnerId: hallId, role: 'MANAGER' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: staff.email, password: 'nope-1234!' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: 'nobody@example.com', password: STAFF_TEST_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('STAFF_LOGIN_FAILED');
  });

  it('paces like customer login: the 11th try of one id from one address in 10 minutes is 429', async () => {
    const staff = await createStaff(t.database, { partnerId: hallId, role: 'CALENDAR' });
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers,
        payload: { email: staff.email, password: 'wrong-pass1!' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('a customer token never opens the console, and a console token never acts as a customer', async () => {
    const customer = await signedInCustomer(t);
    const asCustomer = await t.app.inject({ url: '/v3/partner-center/me', headers: customer.headers });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json().code).toBe('STAFF_LOGIN_REQUIRED');
    const staff = await signedInStaff(t, { partnerId: hallId, role: 'OWNER' });
    const token = staff.headers.cookie.replace('wd_pc=', '');
    const asStaff = await t.app.inject({
      url: '/v3/20240404/customer/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([401, 404]).toContain(asStaff.statusCode);
    const currentUser = await t.app.inject({ url: '/api/user', headers: { cookie: `wd_at=${token}` } });
    expect(currentUser.statusCode).toBe(401);
  });

  it('roles reach only their areas: CALENDAR opens the calendar, not staff; MESSAGES neither', async () => {
    const calendar = await signedInStaff(t, { partnerId: hallId, role: 'CALENDAR' });
    expect((await t.app.inject({ url: '/test/calendar', headers: calendar.headers })).json()).toEqual({
      partner: hallId,
    });
    const denied = await t.app.inject({ url: '/test/staff-area', headers: calendar.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('STAFF_FORBIDDEN');
    const messages = await signedInStaff(t, { partnerId: hallId, role: 'MESSAGES' });
    expect((await t.app.inject({ url: '/test/calendar', headers: messages.headers })).statusCode).toBe(403);
  });

  it('signing out ends the session at once, not at the token expiry', async () => {
    const staff = await signedInStaff(t, { partnerId: hallId, role: 'MANAGER' });
    expect((await t.app.inject({ url: '/v3/partner-center/me', headers: staff.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v3/partner-center/auth/sign-out', headers: staff.headers });
    expect((await t.app.inject({ url: '/v3/partner-center/me', headers: staff.headers })).statusCode).toBe(401);
  });

  it('an OWNER without a second factor can open only the enrolment; enrolling with a 6-digit code turns it on', async () => {
    const owner = await createStaff(t.database, { partnerId: hallId, role: 'OWNER', totpExempt: false });
    const headers = await staffCookieFor(t.app, owner);
    const me = (await t.app.inject({ url: '/v3/partner-center/me', headers })).json().item;
    expect(me.mustEnrolTotp).toBe(true);
    const blocked = await t.app.inject({ url: '/test/calendar', headers });
    expect(blocked.json().code).toBe('TOTP_ENROLMENT_REQUIRED');

    const enrol = (await t.app.inject({ method: 'POST', url: '/v3/partner-center/totp/enrolment', headers })).json()
      .item;
    expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v3/partner-center/totp/confirm',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.json().code).toBe('TOTP_INVALID');
    const code = await generate({ secret: enrol.secret });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v3/partner-center/totp/confirm',
      headers,
      payload: { code },
    });
    expect(ok.json().item).toMatchObject({ totpEnabled: true, mustEnrolTotp: false });
    expect((await t.app.inject({ url: '/test/calendar', headers })).statusCode).toBe(200);

    // From now on the password alone is not enough, and a code is good once.
    const noCode = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: owner.email, password: owner.password },
    });
    expect(noCode.json().code).toBe('TOTP_REQUIRED');
    const reused = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: owner.email, password: owner.password, totp: code },
    });
    expect(reused.json().code).toBe('TOTP_INVALID');
    const [row] = await t.database.db.select().from(partnerStaff).where(eq(partnerStaff.id, owner.id));
    expect(row?.totpEnabled).toBe(true);
  });
});

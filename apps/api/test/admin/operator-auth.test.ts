import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators, partners } from '../../src/db/schema/index.ts';
import { createOperator } from '../../src/modules/admin/create-operator.ts';
import { createOperatorRepository } from '../../src/modules/admin/operator-repository.ts';
import { requireOperator } from '../../src/plugins/authenticate-operator.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import {
  ADMIN_SIGN_IN,
  createTestOperator,
  OPERATOR_TEST_PASSWORD,
  signedInOperator,
  totpCode,
} from '../helpers/operators.ts';
import { signedInStaff } from '../helpers/staff.ts';

describe('operator accounts (issue 29 §1: own audience, TOTP required, created only by the CLI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Onboarding has no route yet (later work); a test route shows the gate later routes will use.
    t.app.get('/test/onboarding', { preHandler: requireOperator('onboarding') }, async () => ({ ok: true }));
  });
  afterAll(() => t.close());

  describe('admin:create', () => {
    it('creates an operator with a 20-character one-time password, lower-cases the email and refuses a duplicate', async () => {
      const hasher = createPasswordHasher();
      const created = await createOperator(t.database.db, hasher, {
        email: 'New.Admin@Example.com',
        name: '김운영',
        role: 'ADMIN',
      });
      expect(created).toMatchObject({ email: 'new.admin@example.com', role: 'ADMIN', generated: true });
      expect(created.password).toHaveLength(20);
      const [row] = await t.database.db.select().from(operators).where(eq(operators.id, created.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.totpEnabled).toBe(false);
      await expect(
        createOperator(t.database.db, hasher, { email: 'new.admin@EXAMPLE.com', name: '다른', role: 'MODERATOR' }),
      ).rejects.toMatchObject({ status: 409, code: 'OPERATOR_EMAIL_TAKEN' });
    });

    it('refuses an unknown role and a password under 12 characters', async () => {
      const hasher = createPasswordHasher();
      await expect(
        createOperator(t.database.db, hasher, { email: 'x1@example.com', name: '가', role: 'OWNER' }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        createOperator(t.database.db, hasher, {
          email: 'x2@example.com',
          name: '가',
          role: 'ADMIN',
          password: 'short-pw-11',
        }),
      ).rejects.toMatchObject({ status: 400 });
    });

    it('there is no sign-up route', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v3/admin/auth/sign-up', payload: {} });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('sign-in with TOTP', () => {
    it('first sign-in enrols (no session yet), the code confirms and signs in, later sign-ins need a new code', async () => {
      const op = await createTestOperator(t.database, 'ADMIN');
      const credentials = { email: op.email.toUpperCase(), password: op.password };
      const enrol = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, payload: credentials });
      expect(enrol.statusCode).toBe(200);
      const item = enrol.json().item;
      expect(item.step).toBe('ENROL');
      expect(item.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(item.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(enrol.cookies.find((c) => c.name === 'wd_op')).toBeUndefined();

      const wrong = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { ...credentials, totp: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('TOTP_INVALID');

      const code = await totpCode(item.secret);
      const done = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, payload: { ...credentials, totp: code } });
      expect(done.statusCode).toBe(200);
      expect(done.json().item).toMatchObject({
        step: 'SIGNED_IN',
        operator: {
          email: op.email,
          role: 'ADMIN',
          areas: ['audit', 'reports', 'suspensions', 'disputes', 'onboarding', 'operators'],
        },
      });
      const cookie = done.cookies.find((c) => c.name === 'wd_op');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

      // Enrolled: the password alone asks for a code, and the spent code is refused (replay).
      const next = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, payload: credentials });
      expect(next.json().item).toEqual({ step: 'CODE' });
      const replay = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { ...credentials, totp: code },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('TOTP_INVALID');
      const fresh = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { ...credentials, totp: await totpCode(item.secret, 1) },
      });
      expect(fresh.json().item.step).toBe('SIGNED_IN');

      const me = await t.app.inject({ url: '/v3/admin/me', headers: { cookie: `wd_op=${cookie!.value}` } });
      expect(me.json().item).toMatchObject({ id: op.id, name: '운영자', role: 'ADMIN' });
    });

    it('answers a wrong password, an unknown email and a disabled operator with the same 401', async () => {
      const op = await createTestOperator(t.database);
      const wrong = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { email: op.email, password: 'nope-nope-nope' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { email: 'nobody-op@example.com', password: OPERATOR_TEST_PASSWORD },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('OPERATOR_LOGIN_FAILED');
      expect(unknown.json()).toEqual(wrong.json());

      await t.database.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, op.id));
      const disabled = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { email: op.email, password: op.password },
      });
      expect(disabled.json()).toEqual(wrong.json());
    });

    it('disabling an operator ends their live session at once', async () => {
      const op = await signedInOperator(t);
      expect((await t.app.inject({ url: '/v3/admin/me', headers: op.headers })).statusCode).toBe(200);
      await createOperatorRepository(t.database.db).disable(op.id);
      const after = await t.app.inject({ url: '/v3/admin/me', headers: op.headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('OPERATOR_LOGIN_REQUIRED');
    });

    it('paces like customer login: the 11th try of one id from one address in 10 minutes is 429', async () => {
      const op = await createTestOperator(t.database);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: ADMIN_SIGN_IN,
          remoteAddress: '203.0.113.91',
          payload: { email: op.email, password: 'wrong-password!' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('signing out ends the session at once', async () => {
      const op = await signedInOperator(t);
      const out = await t.app.inject({ method: 'POST', url: '/v3/admin/auth/sign-out', headers: op.headers });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/v3/admin/me', headers: op.headers })).statusCode).toBe(401);
    });
  });

  describe('roles (domain operator-roles mayDo)', () => {
    it('a MODERATOR is refused onboarding with 403 OPERATOR_FORBIDDEN; an ADMIN passes', async () => {
      const moderator = await signedInOperator(t, 'MODERATOR');
      const refused = await t.app.inject({ url: '/test/onboarding', headers: moderator.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('OPERATOR_FORBIDDEN');
      const admin = await signedInOperator(t, 'ADMIN');
      expect((await t.app.inject({ url: '/test/onboarding', headers: admin.headers })).statusCode).toBe(200);
    });
  });

  describe("audience isolation (issue 29 §1: never a customer's or a partner's token)", () => {
    it('a customer token and a partner console cookie get 401 on admin routes', async () => {
      const customer = await signedInCustomer(t);
      const asCustomer = await t.app.inject({ url: '/v3/admin/me', headers: customer.headers });
      expect(asCustomer.statusCode).toBe(401);
      expect(asCustomer.json().code).toBe('OPERATOR_LOGIN_REQUIRED');
      const customerToken = customer.headers.authorization.replace('Bearer ', '');
      const asCustomerCookie = await t.app.inject({
        url: '/v3/admin/audit',
        headers: { cookie: `wd_op=${customerToken}` },
      });
      expect(asCustomerCookie.statusCode).toBe(401);

      const [hall] = await t.database.db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.type, 2))
        .limit(1);
      const staff = await signedInStaff(t, { partnerId: hall!.id, role: 'OWNER' });
      expect((await t.app.inject({ url: '/v3/admin/me', headers: staff.headers })).statusCode).toBe(401);
      const staffToken = staff.headers.cookie.replace('wd_pc=', '');
      const staffAsOperator = await t.app.inject({
        url: '/v3/admin/audit',
        headers: { cookie: `wd_op=${staffToken}` },
      });
      expect(staffAsOperator.statusCode).toBe(401);
      const staffBearer = await t.app.inject({
        url: '/v3/admin/me',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(staffBearer.statusCode).toBe(401);
    });

    it('an operator cookie or token gets 401 on customer and partner console routes', async () => {
      const op = await signedInOperator(t, 'ADMIN');
      const token = op.headers.cookie.replace('wd_op=', '');
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: `wd_at=${token}` } })).statusCode).toBe(401);
      const customerMe = await t.app.inject({
        url: '/v3/20240404/customer/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([401, 404]).toContain(customerMe.statusCode);
      expect((await t.app.inject({ url: '/v3/partner-center/me', headers: op.headers })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/v3/partner-center/me', headers: { cookie: `wd_pc=${token}` } })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ url: '/v3/partner-center/me', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('audit log (issue 29 §5)', () => {
    it('sign-in, TOTP enrolment and sign-out each write one row; ADMIN and MODERATOR read them with filters', async () => {
      const mod = await signedInOperator(t, 'MODERATOR');
      await t.app.inject({ method: 'POST', url: '/v3/admin/auth/sign-out', headers: mod.headers });
      const rows = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.operatorId, mod.id));
      expect(rows.map((r) => r.action).sort()).toEqual([
        'operator.sign-in',
        'operator.sign-out',
        'operator.totp-enrol',
      ]);

      const admin = await signedInOperator(t, 'ADMIN');
      const byOperator = await t.app.inject({ url: `/v3/admin/audit?operator=${mod.id}`, headers: admin.headers });
      expect(byOperator.statusCode).toBe(200);
      const entries = byOperator.json().item.entries;
      // Newest first; enrolment and the first sign-in share a request, so only their set is fixed.
      expect(entries).toHaveLength(3);
      expect(entries[0].action).toBe('operator.sign-out');
      expect(
        entries
          .slice(1)
          .map((e: { action: string }) => e.action)
          .sort(),
      ).toEqual(['operator.sign-in', 'operator.totp-enrol']);
      expect(entries[0]).toMatchObject({ operatorId: mod.id, operatorName: '운영자', target: `operator:${mod.id}` });

      const byAction = await t.app.inject({
        url: `/v3/admin/audit?action=operator.totp-enrol&target=operator:${mod.id}`,
        headers: admin.headers,
      });
      expect(byAction.json().item.entries).toHaveLength(1);
      const creation = await t.app.inject({
        url: `/v3/admin/audit?action=operator.create&target=operator:${mod.id}`,
        headers: admin.headers,
      });
      expect(creation.json().item.entries[0]).toMatchObject({ operatorId: null, reason: 'admin:create CLI' });

      const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      const none = await t.app.inject({
        url: `/v3/admin/audit?operator=${mod.id}&from=${encodeURIComponent(future)}`,
        headers: admin.headers,
      });
      expect(none.json().item).toEqual({ entries: [], hasNext: false });
      const past = await t.app.inject({
        url: `/v3/admin/audit?operator=${mod.id}&to=${encodeURIComponent(future)}`,
        headers: admin.headers,
      });
      expect(past.json().item.entries).toHaveLength(3);

      const moderatorReads = await signedInOperator(t, 'MODERATOR');
      expect((await t.app.inject({ url: '/v3/admin/audit', headers: moderatorReads.headers })).statusCode).toBe(200);
    });

    it('bad filters are a 400 with a code, never a 500', async () => {
      const admin = await signedInOperator(t, 'ADMIN');
      const res = await t.app.inject({ url: '/v3/admin/audit?from=yesterday', headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeTruthy();
      expect((await t.app.inject({ url: '/v3/admin/audit?operator=abc', headers: admin.headers })).statusCode).toBe(
        400,
      );
    });
  });
});

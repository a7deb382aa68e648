import { LAST_PUSH_KEY } from '@wedding/contract/customer-data';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerData, customers, socialIdentities } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { loginWithPassword, provePhone, uniquePhone } from '../phone-verification/sms-helpers.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
let serial = 0;
const uniqueEmail = () => `signup-${process.pid}-${++serial}-${Date.now()}@example.com`;

type Body = Record<string, unknown>;

describe('POST /v3/20240404/customer (sign-up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A valid email sign-up body with a fresh sign-up proof for its phone. */
  async function validBody(overrides: Body = {}): Promise<Body> {
    const tel = (overrides.tel as string | undefined) ?? uniquePhone();
    return {
      email: uniqueEmail(),
      pwd: encodePassword('Wedding1!'),
      sex: 'F',
      customerName: '김민지',
      tel,
      telToken: await provePhone(t, tel),
      terms: [...REQUIRED_TERM_KEYS, 'MARKETING'],
      ...overrides,
    };
  }

  const signUp = (payload: Body) => t.app.inject({ method: 'POST', url: '/v3/20240404/customer', payload });

  it('verifies the phone, creates the account and signs it in with a login token', async () => {
    const body = await validBody({ email: `  Minji.${Date.now()}@Example.COM ` });
    const before = Date.now();
    const res = await signUp(body);
    expect(res.statusCode).toBe(201);
    const { customerUuid, loginToken } = res.json().item;
    expect(customerUuid).toMatch(/^[0-9a-f-]{36}$/);

    // The login token works like a login's: the app exchanges it for tokens.
    const pair = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
    expect(pair.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${pair.json().item.accessToken}` };
    const profile = await t.app.inject({ url: '/v3/20240404/customer', headers });
    expect(profile.statusCode).toBe(200);
    const email = (body.email as string).trim().toLowerCase();
    expect(profile.json().item).toEqual({
      customerUuid,
      email,
      name: '김민지',
      nick: null,
      sex: 'F',
      tel: body.tel,
      region: null,
      invitationCode: null,
      weddingDate: null,
      hasWeddingHallContract: false,
      hasSdmContract: false,
      socialProviders: [],
      hasPassword: true,
    });

    const [row] = await t.database.db.select().from(customers).where(eq(customers.uuid, customerUuid));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Every term is recorded; agreed ones with the time of agreement.
    expect(Object.keys(row!.terms).sort()).toEqual(['AGE_OVER_14', 'MARKETING', 'NIGHT_PUSH', 'PRIVACY', 'SERVICE']);
    expect(row!.terms.NIGHT_PUSH).toEqual({ agreed: false });
    for (const key of [...REQUIRED_TERM_KEYS, 'MARKETING']) {
      expect(row!.terms[key]?.agreed).toBe(true);
      expect(Date.parse(row!.terms[key]?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    }

    // The welcome push: the newest push time, kept for a year, which /api/user reports for the header dot.
    const [push] = await t.database.db
      .select()
      .from(customerData)
      .where(and(eq(customerData.customerUuid, customerUuid), eq(customerData.key, LAST_PUSH_KEY)));
    const pushedAt = Number(push!.value);
    expect(pushedAt).toBeGreaterThanOrEqual(before);
    expect(push!.expTsp!.getTime()).toBe(pushedAt + YEAR_MS);
    const user = await t.app.inject({ url: '/api/user', headers });
    expect(user.json().item).toMatchObject({ customerUuid, newPushTsp: pushedAt, profileComplete: false });

    // And the password works for a normal login.
    expect((await loginWithPassword(t, email, 'Wedding1!')).status).toBe(200);
  });

  it('uses a telToken once', async () => {
    const body = await validBody();
    expect((await signUp(body)).statusCode).toBe(201);
    const again = await signUp({ ...body, email: uniqueEmail() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'PHONE_NOT_VERIFIED',
      message: ACCOUNT_MESSAGES.PHONE_NOT_VERIFIED,
    });
  });

  it('refuses a made-up telToken, one for another phone and one from find-id', async () => {
    const made = await signUp(await validBody({ telToken: 'x'.repeat(43) }));
    expect(made.json().code).toBe('PHONE_NOT_VERIFIED');

    const body = await validBody();
    const otherPhone = await signUp({ ...body, tel: uniquePhone() });
    expect(otherPhone.json().code).toBe('PHONE_NOT_VERIFIED');

    const tel = uniquePhone();
    const findIdToken = await provePhone(t, tel, 'findLoginId');
    const wrongPurpose = await signUp(await validBody({ tel, telToken: findIdToken }));
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().code).toBe('PHONE_NOT_VERIFIED');
  });

  it('answers 409 EMAIL_TAKEN for an email in use (any case) and keeps the proof for the retry', async () => {
    const existing = await createCustomer(t.database);
    const body = await validBody({ email: existing.email.toUpperCase() });
    const res = await signUp(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: ACCOUNT_MESSAGES.EMAIL_TAKEN });
    expect((await signUp({ ...body, email: uniqueEmail() })).statusCode).toBe(201);
  });

  it('allows a phone that another account already has (sign-up decides nothing by phone)', async () => {
    const tel = uniquePhone();
    await createCustomer(t.database, { tel });
    expect((await signUp(await validBody({ tel }))).statusCode).toBe(201);
  });

  const invalid: [string, Body, string][] = [
    ['a malformed email', { email: 'minji@example' }, ACCOUNT_MESSAGES.EMAIL_INVALID],
    ['a password without a special character', { pwd: encodePassword('Wedding12') }, ACCOUNT_MESSAGES.PASSWORD_RULE],
    ['a password of 7 characters', { pwd: encodePassword('Wed1!ab') }, ACCOUNT_MESSAGES.PASSWORD_RULE],
    ['a password with a space', { pwd: encodePassword('Wedding 1!') }, ACCOUNT_MESSAGES.PASSWORD_RULE],
    ['a pwd that is not base64', { pwd: '%%%not-base64%%%' }, ACCOUNT_MESSAGES.PASSWORD_RULE],
    ['no pwd without a join token', { pwd: undefined }, ACCOUNT_MESSAGES.PASSWORD_REQUIRED],
    ['a required term left out', { terms: ['AGE_OVER_14', 'SERVICE'] }, ACCOUNT_MESSAGES.TERMS_REQUIRED],
    ['a phone not in 010-XXXX-XXXX form', { tel: '01012345678' }, ACCOUNT_MESSAGES.PHONE_RULE],
    ['a name with digits', { customerName: '김민지2' }, ACCOUNT_MESSAGES.NAME_RULE],
    ['a one-letter name', { customerName: '김' }, ACCOUNT_MESSAGES.NAME_RULE],
    ['no sex', { sex: undefined }, ACCOUNT_MESSAGES.SEX_REQUIRED],
  ];

  it.each(invalid)('answers 400 in Korean for %s', async (_label, overrides, message) => {
    const body = { ...(await validBody()), ...overrides };
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(message);
  });

  it('does not spend the proof on a refused password, so the corrected form goes through', async () => {
    const body = await validBody();
    expect((await signUp({ ...body, pwd: encodePassword('short') })).statusCode).toBe(400);
    expect((await signUp(body)).statusCode).toBe(201);
  });

  describe('with a join token (social sign-up)', () => {
    const joinTokenFor = (subject: string) =>
      t.app.services.joinTokens.sign({ provider: 'kakao', subject, email: null, name: '김민지' });

    it('creates an account without a password, linked to the provider identity', async () => {
      const subject = `kakao-${Date.now()}`;
      const body = await validBody({ pwd: undefined, joinToken: await joinTokenFor(subject) });
      const res = await signUp(body);
      expect(res.statusCode).toBe(201);
      const { customerUuid, loginToken } = res.json().item;

      const pair = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
      const headers = { authorization: `Bearer ${pair.json().item.accessToken}` };
      const profile = (await t.app.inject({ url: '/v3/20240404/customer', headers })).json().item;
      expect(profile).toMatchObject({ customerUuid, socialProviders: ['kakao'], hasPassword: false });
      const [row] = await t.database.db.select().from(customers).where(eq(customers.uuid, customerUuid));
      expect(row!.passwordHash).toBeNull();
      const identities = await t.database.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.subject, subject));
      expect(identities).toMatchObject([{ provider: 'kakao', customerId: row!.id }]);

      // The same identity cannot make a second account.
      const twice = await signUp(await validBody({ pwd: undefined, joinToken: await joinTokenFor(subject) }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({
        status: 409,
        code: 'SOCIAL_ALREADY_LINKED',
        message: ACCOUNT_MESSAGES.SOCIAL_ALREADY_LINKED,
      });
    });

    it('answers 400 INVALID_JOIN_TOKEN for a forged or foreign token', async () => {
      const res = await signUp(await validBody({ joinToken: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'INVALID_JOIN_TOKEN',
        message: ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED,
      });
    });
  });
});

// Two sign-ups racing for one email: the unique constraint decides, the loser gets 409, not 500.
describe.skipIf(!process.env.DATABASE_URL)('sign-up under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates one account when two sign-ups with the same email arrive together', async () => {
    const email = uniqueEmail();
    const bodies = await Promise.all(
      [uniquePhone(), uniquePhone()].map(async (tel) => ({
        email,
        pwd: encodePassword('Wedding1!'),
        sex: 'M',
        customerName: 'Kim Minho',
        tel,
        telToken: await provePhone(t, tel),
        terms: [...REQUIRED_TERM_KEYS],
      })),
    );
    const results = await Promise.all(
      bodies.map((payload) => t.app.inject({ method: 'POST', url: '/v3/20240404/customer', payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('EMAIL_TAKEN');
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });
});

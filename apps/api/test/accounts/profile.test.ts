import { ACCOUNT_MESSAGES as M } from '@wedding/domain/account-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { loginWithPassword } from '../phone-verification/sms-helpers.ts';

describe('own profile: GET /v3/20240404/customer, PUT additional and contract', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const me = await createCustomer(t.database, { name: '이서연', sex: 'F', tel: '010-0999-0001' });
    const other = await createCustomer(t.database, { nick: '먼저쓴닉', invitationCode: 'FIRST2026' });
    const mine = await loginWithPassword(t, me.email, me.password);
    const theirs = await loginWithPassword(t, other.email, other.password);
    if (!mine.ok || !theirs.ok) throw new Error('login failed');
    headers = mine.headers;
    otherHeaders = theirs.headers;
  });
  afterAll(() => t.close());

  const putAdditional = (payload: Record<string, unknown>, h = headers) =>
    t.app.inject({ method: 'PUT', url: '/v3/20240404/customer/additional', headers: h, payload });

  it('answers every signed-in route with 401 for a guest', async () => {
    const calls = [
      { method: 'GET', url: '/v3/20240404/customer' },
      {
        method: 'PUT',
        url: '/v3/20240404/customer/additional',
        payload: { nick: '게스트', region: '서울', weddingTsp: null },
      },
      {
        method: 'PUT',
        url: '/v3/20240404/customer/contract',
        payload: { hasWeddingHallContract: true, hasSdmContract: false },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    }
  });

  it('stores nick, region, invitation code and wedding day, which /api/user then reports for the D-day', async () => {
    const res = await putAdditional({
      nick: '서연이',
      region: '경기',
      invitationCode: 'seoyeon27',
      // Epoch ms like every *Tsp (decision 0015): 10:30 in Seoul on 22 May 2027 is kept as that Seoul day.
      weddingTsp: Date.parse('2027-05-22T10:30:00+09:00'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      name: '이서연',
      nick: '서연이',
      region: '경기',
      invitationCode: 'SEOYEON27',
      weddingDate: '2027-05-22',
    });
    const profile = await t.app.inject({ url: '/v3/20240404/customer', headers });
    expect(profile.json().item).toMatchObject({ nick: '서연이', weddingDate: '2027-05-22', tel: '010-0999-0001' });

    const user = await t.app.inject({ url: '/api/user', headers });
    expect(user.json().item).toMatchObject({ nick: '서연이', weddingDate: '2027-05-22', profileComplete: true });
  });

  it('accepts 미정 (null) for the wedding day and keeps the invitation code when none is sent', async () => {
    const res = await putAdditional({ nick: '서연이', region: '서울', weddingTsp: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ region: '서울', weddingDate: null, invitationCode: 'SEOYEON27' });
    const user = await t.app.inject({ url: '/api/user', headers });
    expect(user.json().item.weddingDate).toBeNull();
  });

  it('refuses a nick or invitation code someone else uses with 409', async () => {
    const nick = await putAdditional({ nick: '먼저쓴닉', region: '서울', weddingTsp: null });
    expect(nick.statusCode).toBe(409);
    expect(nick.json()).toEqual({ status: 409, code: 'NICK_TAKEN', message: M.NICK_TAKEN });

    const code = await putAdditional({ nick: '서연이', region: '서울', invitationCode: 'first2026', weddingTsp: null });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ status: 409, code: 'INVITATION_CODE_TAKEN', message: M.INVITATION_CODE_TAKEN });

    // Their own values are not "taken" from themselves.
    const same = await putAdditional(
      { nick: '먼저쓴닉', region: '부산', invitationCode: 'FIRST2026', weddingTsp: null },
      otherHeaders,
    );
    expect(same.statusCode).toBe(200);
  });

  it('answers 400 in Korean for a bad nick, region or date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nick: '닉', region: '서울', weddingTsp: null }, M.NICK_RULE],
      [{ nick: '서연이', region: '서울특별시청', weddingTsp: null }, M.REGION_REQUIRED],
      [{ nick: '서연이', region: '서울', weddingTsp: '2027/05/22' }, M.WEDDING_DATE_INVALID],
      // A date string is no longer accepted: *Tsp means epoch milliseconds everywhere (issue 9).
      [{ nick: '서연이', region: '서울', weddingTsp: '2027-05-22' }, M.WEDDING_DATE_INVALID],
      [{ nick: '서연이', region: '서울', weddingTsp: 9_007_199_254_740_991 }, M.WEDDING_DATE_INVALID],
      [{ nick: '서연이', region: '서울', invitationCode: 'no', weddingTsp: null }, M.INVITATION_CODE_RULE],
    ];
    for (const [payload, message] of cases) {
      const res = await putAdditional(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('stores the contract flags', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v3/20240404/customer/contract',
      headers,
      payload: { hasWeddingHallContract: true, hasSdmContract: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ hasWeddingHallContract: true, hasSdmContract: false });
    const profile = await t.app.inject({ url: '/v3/20240404/customer', headers });
    expect(profile.json().item).toMatchObject({ hasWeddingHallContract: true, hasSdmContract: false });
  });
});

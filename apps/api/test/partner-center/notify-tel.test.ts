import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAuditLog, partnerStaff, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createStaff, signedInStaff, staffCookieFor } from '../helpers/staff.ts';

const URL = '/v3/partner-center/me/notify-tel';

// Issue 28 §2: hall staff get 알림톡 for new requests and questions. Each answering staff member (OWNER, MANAGER,
// MESSAGES) sets their own number: a current mobile number (spec §5), their own row only, audited like every
// console write (the number masked in the log).

describe('a staff member’s own 알림톡 number (issue 28)', () => {
  let t: TestApp;
  let hallId = 0;

  const put = (headers: Record<string, string>, tel: string | null) =>
    t.app.inject({ method: 'PUT', url: URL, headers, payload: { tel } });
  const telOf = async (id: number) =>
    (await t.database.db.select({ tel: partnerStaff.notifyTel }).from(partnerStaff).where(eq(partnerStaff.id, id)))[0]!
      .tel;

  beforeAll(async () => {
    t = await buildTestApp();
    const [hall] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.type, 2)).limit(1);
    hallId = hall!.id;
  });
  afterAll(() => t.close());

  it('sets, reads and clears the signed-in member’s number, normalised, and audits it masked', async () => {
    const me = await signedInStaff(t, { partnerId: hallId, role: 'MESSAGES' });
    const colleague = await createStaff(t.database, { partnerId: hallId, role: 'MANAGER', notifyTel: '010-9999-0000' });
    expect((await t.app.inject({ url: URL, headers: me.headers })).json()).toEqual({ item: { tel: null } });

    const set = await put(me.headers, '01012345678');
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    expect(set.json()).toEqual({ item: { tel: '010-1234-5678' } });
    expect((await t.app.inject({ url: URL, headers: me.headers })).json().item.tel).toBe('010-1234-5678');
    expect(await telOf(me.id)).toBe('010-1234-5678');
    // Only their own row.
    expect(await telOf(colleague.id)).toBe('010-9999-0000');

    const [audit] = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(and(eq(partnerAuditLog.staffId, me.id), eq(partnerAuditLog.action, 'staff.notify-tel')))
      .orderBy(desc(partnerAuditLog.id));
    expect(audit).toMatchObject({ target: `staff:${me.id}`, before: { tel: null }, after: { tel: '010-****-5678' } });

    const cleared = await put(me.headers, null);
    expect(cleared.json()).toEqual({ item: { tel: null } });
    expect(await telOf(me.id)).toBeNull();
    expect((await put(me.headers, '010-1234-5678')).statusCode).toBe(200);
    expect((await put(me.headers, '  ')).json()).toEqual({ item: { tel: null } });
    const clears = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(and(eq(partnerAuditLog.staffId, me.id), eq(partnerAuditLog.action, 'staff.notify-tel-clear')));
    expect(clears).toHaveLength(2);
  });

  it.each(['02-123-4567', '070-1234-5678', '010-1234-567', 'abc', '010123456789'])(
    'refuses %j with 400 NOTIFY_TEL_INVALID in Korean and keeps the number',
    async (tel) => {
      const me = await signedInStaff(t, { partnerId: hallId, role: 'OWNER' });
      await put(me.headers, '010-5555-6666');
      const res = await put(me.headers, tel);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NOTIFY_TEL_INVALID', message: expect.stringMatching(/[가-힣]/) });
      expect(await telOf(me.id)).toBe('010-5555-6666');
    },
  );

  it('401 without a console session; 403 for a role that is not told by 알림톡 and for an OWNER without 2FA', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { tel: '010-1234-5678' } })).statusCode).toBe(401);
    const calendar = await signedInStaff(t, { partnerId: hallId, role: 'CALENDAR' });
    const refused = await put(calendar.headers, '010-1234-5678');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STAFF_FORBIDDEN');
    expect(await telOf(calendar.id)).toBeNull();

    const owner = await createStaff(t.database, { partnerId: hallId, role: 'OWNER', totpExempt: false });
    const headers = await staffCookieFor(t.app, owner);
    const enrol = await put(headers, '010-1234-5678');
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json().code).toBe('TOTP_ENROLMENT_REQUIRED');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerStaffInvites, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';

const BASE = '/v3/partner-center';

describe('staff and invitations (issue 26 §1)', () => {
  let t: TestApp;
  let hallId: number;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await buildTestApp();
    const [hall] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.type, 2)).limit(1);
    hallId = hall!.id;
    owner = await signedInStaff(t, { partnerId: hallId, role: 'OWNER' });
  });
  afterAll(() => t.close());

  async function invite(email: string, role = 'CALENDAR') {
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/staff/invites`, headers: owner.headers, payload: { email, role } });
    expect(res.statusCode).toBe(200);
    const token = res.json().item.url.split('/invite/')[1] as string;
    return { id: res.json().item.id as number, token };
  }

  it('an OWNER invites by a one-time link shown in the development outbox; accepting creates the account and signs in', async () => {
    const email = `new-${Date.now()}@example.com`;
    const { token } = await invite(email);
    const outbox = (await t.app.inject({ url: `/dev/sms-outbox?tel=${encodeURIComponent(email)}` })).json().item;
    expect(outbox[0].text).toContain(`/partner-center/invite/${token}`);
    const info = await t.app.inject({ url: `${BASE}/invites/${token}` });
    expect(info.json().item).toMatchObject({ email, role: 'CALENDAR' });

    const weak = await t.app.inject({ method: 'POST', url: `${BASE}/invites/${token}/accept`, payload: { name: '김일정', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${BASE}/invites/${token}/accept`,
      payload: { name: '김일정', password: 'Calendar2026!' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().item).toMatchObject({ email, role: 'CALENDAR', areas: ['calendar'] });
    // Once only.
    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/invites/${token}/accept`,
      payload: { name: '김일정', password: 'Calendar2026!' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('INVITE_INVALID');
  });

  it('an invitation expires after 72 hours', async () => {
    const { id, token } = await invite(`late-${Date.now()}@example.com`);
    await t.database.db
      .update(partnerStaffInvites)
      .set({ issuedAt: new Date(Date.now() - 72 * 60 * 60 * 1000 - 1000) })
      .where(eq(partnerStaffInvites.id, id));
    expect((await t.app.inject({ url: `${BASE}/invites/${token}` })).json().code).toBe('INVITE_INVALID');
    const list = (await t.app.inject({ url: `${BASE}/staff`, headers: owner.headers })).json().item;
    expect(list.invites.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('changing a role ends the member’s sessions; removing them locks them out; the last OWNER stays', async () => {
    const manager = await signedInStaff(t, { partnerId: hallId, role: 'MANAGER' });
    const role = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/staff/${manager.id}/role`,
      headers: owner.headers,
      payload: { role: 'MESSAGES' },
    });
    expect(role.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${BASE}/me`, headers: manager.headers })).statusCode).toBe(401);

    const removed = await t.app.inject({ method: 'DELETE', url: `${BASE}/staff/${manager.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: `${BASE}/auth/sign-in`, payload: { email: manager.email, password: manager.password } });
    expect(signIn.json().code).toBe('STAFF_LOGIN_FAILED');

    // This partner's OWNERs: the seeded demo one may or may not be on this hall; demote all but one and check the last.
    const list = (await t.app.inject({ url: `${BASE}/staff`, headers: owner.headers })).json().item;
    for (const other of list.staff.filter((s: { role: string; id: number }) => s.role === 'OWNER' && s.id !== owner.id)) {
      await t.app.inject({ method: 'PUT', url: `${BASE}/staff/${other.id}/role`, headers: owner.headers, payload: { role: 'MANAGER' } });
    }
    const last = await t.app.inject({ method: 'PUT', url: `${BASE}/staff/${owner.id}/role`, headers: owner.headers, payload: { role: 'MANAGER' } });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_OWNER');
  });

  it('only an OWNER manages staff, and only their own partner’s', async () => {
    const manager = await signedInStaff(t, { partnerId: hallId, role: 'MANAGER' });
    expect((await t.app.inject({ url: `${BASE}/staff`, headers: manager.headers })).statusCode).toBe(403);
    const [other] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.type, 2)).offset(1).limit(1);
    const stranger = await signedInStaff(t, { partnerId: other!.id, role: 'CALENDAR' });
    const res = await t.app.inject({ method: 'DELETE', url: `${BASE}/staff/${stranger.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/me`, headers: stranger.headers })).statusCode).toBe(200);
  });

  it('every staff write is in the OWNER’s audit log, with before and after', async () => {
    const res = await t.app.inject({ url: `${BASE}/audit?action=staff.role`, headers: owner.headers });
    const entry = res.json().item.entries.find((e: { after: { role: string } }) => e.after.role === 'MESSAGES');
    expect(entry).toMatchObject({ action: 'staff.role', before: { role: 'MANAGER' }, after: { role: 'MESSAGES' } });
  });
});

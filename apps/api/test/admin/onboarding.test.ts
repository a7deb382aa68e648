import { randomUUID } from 'node:crypto';
import { BUSINESS_NUMBER_MESSAGES } from '@wedding/domain/business-number';
import { ONBOARDING_MESSAGES, PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operatorAudit,
  partnerApplications,
  partnerProfiles,
  partnerStaffInvites,
  partners,
  visitReservations,
  weddingDays,
} from '../../src/db/schema/index.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { consultingHall } from '../helpers/consulting-hall.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { signedInOperator } from '../helpers/operators.ts';
import { signedInStaff } from '../helpers/staff.ts';

const APPLY = '/v3/partner-applications';
const ADMIN = '/v3/admin';

// Issue 29 §4: a hall applies (check digit, one open application per number), an ADMIN approves it (a hall
// partner and an OWNER invite through the console's own invite mechanism) or rejects it with a reason the
// applicant is told; an ADMIN pauses a partner: it leaves search and lists, its page says so, and it takes no
// new visit, hold or inquiry, while what it has stands. Every decision is audited in its own transaction.
describe('partner onboarding and pausing (issue 29 §4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  let moderator: Awaited<ReturnType<typeof signedInOperator>>;
  let address = 0;

  // Valid numbers (the check digit passes the domain's rule): 124-81-00998, 220-81-62517, 101-86-00011, …
  const form = (over: Record<string, unknown> = {}) => ({
    bizName: '라온웨딩홀',
    businessNumber: '1248100998',
    address: '서울 강남구 테헤란로 1',
    region: '서울',
    subRegion: '강남구',
    contactName: '김대표',
    contactPhone: '010-1234-5678',
    contactEmail: `owner-${randomUUID().slice(0, 8)}@raon.kr`,
    ...over,
  });
  // Each application from its own address unless a test means the limit.
  const apply = (payload: Record<string, unknown>, remoteAddress = `203.0.113.${(address++ % 250) + 1}`) =>
    t.app.inject({ method: 'POST', url: APPLY, payload, remoteAddress });
  const decide = (id: number, action: 'approve' | 'reject', reason: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/applications/${id}/${action}`, headers, payload: { reason } });
  const pause = (id: number, action: 'pause' | 'resume', reason: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/partners/${id}/${action}`, headers, payload: { reason } });
  const outboxFor = async (to: string) =>
    (await t.app.inject(`/dev/sms-outbox?tel=${encodeURIComponent(to)}`)).json().item as { text: string }[];
  const auditOf = (target: string) =>
    t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target));

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInOperator(t, 'ADMIN');
    moderator = await signedInOperator(t, 'MODERATOR');
  });
  afterAll(() => t.close());

  describe('the public application', () => {
    it("refuses a wrong check digit with 400 BUSINESS_NUMBER_INVALID and the domain's Korean message", async () => {
      const res = await apply(form({ businessNumber: '124-81-00997' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BUSINESS_NUMBER_INVALID',
        message: BUSINESS_NUMBER_MESSAGES.CHECK_DIGIT,
      });
      const short = await apply(form({ businessNumber: '124-81' }));
      expect(short.json()).toMatchObject({ code: 'BUSINESS_NUMBER_INVALID', message: BUSINESS_NUMBER_MESSAGES.FORMAT });
    });

    it('refuses a sub-region of another region and a bad contact, each in Korean', async () => {
      const res = await apply(form({ subRegion: '수원' }));
      expect(res.json()).toMatchObject({
        status: 400,
        code: 'APPLICATION_INVALID',
        message: ONBOARDING_MESSAGES.SUB_REGION,
      });
      expect((await apply(form({ contactPhone: '12' }))).json()).toMatchObject({
        code: 'APPLICATION_INVALID',
        message: ONBOARDING_MESSAGES.CONTACT_PHONE,
      });
    });

    it('stores the number normalised, and refuses a second open application for it with 409', async () => {
      const res = await apply(form({ businessNumber: '220 81 62517', contactEmail: 'Mixed.Case@Raon.KR' }));
      expect(res.statusCode).toBe(201);
      const { id } = res.json().item;
      const [row] = await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
      expect(row).toMatchObject({
        businessNumber: '220-81-62517',
        contactEmail: 'mixed.case@raon.kr',
        state: 'PENDING',
      });

      const again = await apply(form({ businessNumber: '220-81-62517' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'APPLICATION_DUPLICATE', message: ONBOARDING_MESSAGES.DUPLICATE });
    });

    it('takes at most 5 applications an hour from one address', async () => {
      const from = '192.0.2.77';
      const statuses: number[] = [];
      // Six different valid numbers.
      for (const number of ['1018600011', '1018679202', '1018758392', '1018837583', '1018916775', '1018995969']) {
        statuses.push((await apply(form({ businessNumber: number }), from)).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    });
  });

  describe('operator review', () => {
    it('is the ADMIN’s: a MODERATOR gets 403, no session 401', async () => {
      const { id } = (await apply(form({ businessNumber: '1019075159' }))).json().item;
      expect((await t.app.inject({ url: `${ADMIN}/applications`, headers: moderator.headers })).statusCode).toBe(403);
      expect((await decide(id, 'approve', '확인', moderator.headers)).statusCode).toBe(403);
      expect((await decide(id, 'reject', '확인', moderator.headers)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${ADMIN}/partners`, headers: moderator.headers })).statusCode).toBe(403);
      const [anyHall] = await t.database.db.select({ id: partners.id }).from(partners).limit(1);
      expect((await pause(anyHall!.id, 'pause', '확인', moderator.headers)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${ADMIN}/applications` })).statusCode).toBe(401);
      // Nothing changed.
      const [row] = await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
      expect(row?.state).toBe('PENDING');
    });

    it('approving makes a hall partner and an OWNER invite for the contact, delivered as invites are; audited; once', async () => {
      const email = `approve-${randomUUID().slice(0, 8)}@raon.kr`;
      const { id } = (
        await apply(form({ bizName: '승인웨딩홀', businessNumber: '1248100998', contactEmail: email }))
      ).json().item;
      expect((await decide(id, 'approve', '  ')).json()).toMatchObject({
        status: 400,
        code: 'REASON_INVALID',
        message: ONBOARDING_MESSAGES.REASON_REQUIRED,
      });

      const listed = await t.app.inject({ url: `${ADMIN}/applications?state=PENDING`, headers: admin.headers });
      expect(listed.json().item.applications.map((a: { id: number }) => a.id)).toContain(id);

      const res = await decide(id, 'approve', '서류 확인 완료');
      expect(res.statusCode).toBe(200);
      const { application, invite } = res.json().item;
      expect(application).toMatchObject({ state: 'APPROVED', reason: '서류 확인 완료', decidedBy: { id: admin.id } });
      expect(invite.email).toBe(email);
      const partnerId: number = application.partner.id;

      const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, partnerId));
      expect(partner).toMatchObject({
        type: 2,
        bizName: '승인웨딩홀',
        region: '서울',
        subRegion: '강남구',
        pausedAt: null,
      });
      const [profile] = await t.database.db
        .select()
        .from(partnerProfiles)
        .where(eq(partnerProfiles.partnerId, partnerId));
      expect(profile).toMatchObject({ name: '승인웨딩홀', address: '서울 강남구 테헤란로 1' });
      const invites = await t.database.db
        .select()
        .from(partnerStaffInvites)
        .where(eq(partnerStaffInvites.partnerId, partnerId));
      expect(invites).toHaveLength(1);
      expect(invites[0]).toMatchObject({ email, role: 'OWNER', usedAt: null });

      // The link reached the contact through the console's invite channel, and opens the same accept screen.
      const [sent] = await outboxFor(email);
      const token = new URL(invite.url, 'http://x').pathname.split('/').at(-1)!;
      expect(sent?.text).toContain(`/partner-center/invite/${token}`);
      const info = await t.app.inject(`/v3/partner-center/invites/${token}`);
      expect(info.json().item).toEqual({ email, role: 'OWNER', bizName: '승인웨딩홀' });

      // The audit row, with before and after.
      const [audit] = await auditOf(`application:${id}`);
      expect(audit).toMatchObject({
        operatorId: admin.id,
        action: 'application.approve',
        reason: '서류 확인 완료',
        before: { state: 'PENDING' },
        after: { state: 'APPROVED', partnerId },
      });

      // Deciding twice is refused, and changes nothing.
      expect((await decide(id, 'approve', '다시')).json()).toMatchObject({
        status: 409,
        code: 'APPLICATION_ALREADY_DECIDED',
      });
      expect((await decide(id, 'reject', '다시')).statusCode).toBe(409);
      expect(await auditOf(`application:${id}`)).toHaveLength(1);
      expect(await t.database.db.select().from(partners).where(eq(partners.bizName, '승인웨딩홀'))).toHaveLength(1);

      // The number is a partner's now.
      expect((await apply(form({ businessNumber: '124-81-00998' }))).json()).toMatchObject({
        status: 409,
        code: 'APPLICATION_ALREADY_PARTNER',
      });

      // The OWNER accepts the invite on the usual screen and must set up TOTP (the console's rule).
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/v3/partner-center/invites/${token}/accept`,
        payload: { name: '김대표', password: 'Owner#2026' },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().item).toMatchObject({ role: 'OWNER', mustEnrolTotp: true, partner: { id: partnerId } });
    });

    it('rejecting records the reason and tells the contact, who may apply again', async () => {
      const email = `reject-${randomUUID().slice(0, 8)}@raon.kr`;
      const { id } = (await apply(form({ businessNumber: '1019154340', contactEmail: email }))).json().item;
      const res = await decide(id, 'reject', '사업자등록증의 상호와 달라요');
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({
        state: 'REJECTED',
        reason: '사업자등록증의 상호와 달라요',
        partner: null,
      });
      const [sent] = await outboxFor(email);
      expect(sent?.text).toContain('사유: 사업자등록증의 상호와 달라요');
      const [audit] = await auditOf(`application:${id}`);
      expect(audit).toMatchObject({
        action: 'application.reject',
        reason: '사업자등록증의 상호와 달라요',
        before: { state: 'PENDING' },
        after: { state: 'REJECTED' },
      });
      expect((await decide(id, 'approve', '다시')).json().code).toBe('APPLICATION_ALREADY_DECIDED');
      expect((await apply(form({ businessNumber: '101-91-54340' }))).statusCode).toBe(201);
    });
  });

  describe('pausing a partner', () => {
    it('hides its halls from search, marks its page, refuses new visits, holds and inquiries; keeps what it has', async () => {
      const db = t.database.db;
      const hall = await consultingHall(db);
      const couple = await bearerForNewCustomer(t);

      // A visit booked before the pause stands.
      const hours = (await t.app.inject({ url: `/v3/book/consulting/${hall.id}/visit-slots`, headers: couple })).json()
        .item as { date: string; times: { time: string; available: boolean }[] }[];
      const day = hours.find((d) => d.times.some((x) => x.available))!;
      const visit = (date: string, time: string, headers = couple) =>
        t.app.inject({
          method: 'POST',
          url: '/v3/book/visit-reservations',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          payload: {
            partnerId: hall.id,
            visitDate: date,
            visitTime: time,
            expectedMinPersonnel: 180,
            hopeWeddingYearMonths: [],
            hopeWeddingDaysOfTheWeek: ['SATURDAY'],
            hopeWeddingTimes: ['12:00'],
            groomName: '김신랑',
            groomTel: '010-1234-5678',
            brideName: '이신부',
            brideTel: '010-8765-4321',
          },
        });
      const before = await visit(day.date, day.times.find((x) => x.available)!.time);
      expect(before.statusCode).toBe(201);

      const search = async () =>
        (await injectWithApiKey(t.app, { url: `/v3/book/halls?keyword=${encodeURIComponent(hall.bizName)}` })).json()
          .item as { partnerUuid?: string; uuid?: string }[];
      const uuidsOf = (items: { partnerUuid?: string; uuid?: string }[]) => items.map((i) => i.uuid ?? i.partnerUuid);
      expect(uuidsOf(await search())).toContain(hall.uuid);

      expect((await pause(hall.id, 'pause', ' ')).json().code).toBe('REASON_INVALID');
      const paused = await pause(hall.id, 'pause', '영업 정지 확인');
      expect(paused.statusCode).toBe(200);
      expect(paused.json().item).toMatchObject({ id: hall.id, pauseReason: '영업 정지 확인' });
      expect(paused.json().item.pausedAt).not.toBeNull();
      expect((await pause(hall.id, 'pause', '다시')).json()).toMatchObject({
        status: 409,
        code: 'PARTNER_PAUSE_STATE',
      });

      // Gone from search and the keyword suggestions; its page says so.
      expect(uuidsOf(await search())).not.toContain(hall.uuid);
      const keyword = await injectWithApiKey(t.app, {
        url: `/v3/book/halls/keyword?keyword=${encodeURIComponent(hall.bizName)}`,
      });
      expect(keyword.json().item.halls.map((h: { partnerId: number }) => h.partnerId)).not.toContain(hall.id);
      const page = await injectWithApiKey(t.app, { url: `/v3/book/halls/${hall.uuid}/detail` });
      expect(page.statusCode).toBe(200);
      expect(page.json().item.paused).toBe(true);

      // Nothing new: a visit, an inquiry.
      const another = await bearerForNewCustomer(t);
      const refused = await visit(day.date, day.times.find((x) => x.available)?.time ?? '11:00', another);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PARTNER_PAUSED', message: PARTNER_PAUSED_MESSAGES.REFUSED });
      const inquiry = await t.app.inject({
        method: 'POST',
        url: '/v3/inquiries',
        headers: another,
        payload: { partnerUuid: hall.uuid },
      });
      expect(inquiry.json()).toMatchObject({ status: 409, code: 'PARTNER_PAUSED' });

      // The visit booked before is untouched.
      const [kept] = await db
        .select({ state: visitReservations.state })
        .from(visitReservations)
        .where(eq(visitReservations.id, before.json().item.id));
      expect(kept?.state).toBe('REQUESTED');

      // The console shows the banner's facts.
      const owner = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
      const me = await t.app.inject({ url: '/v3/partner-center/me', headers: owner.headers });
      expect(me.json().item.pause).toMatchObject({ reason: '영업 정지 확인' });

      // Audited with before and after; resuming brings it back.
      const [audit] = await auditOf(`partner:${hall.id}`);
      expect(audit).toMatchObject({
        action: 'partner.pause',
        reason: '영업 정지 확인',
        before: { pausedAt: null },
        after: { pauseReason: '영업 정지 확인' },
      });
      expect((await pause(hall.id, 'resume', '소명 확인')).json().item.pausedAt).toBeNull();
      expect(uuidsOf(await search())).toContain(hall.uuid);
      expect((await auditOf(`partner:${hall.id}`)).map((a) => a.action).sort()).toEqual([
        'partner.pause',
        'partner.resume',
      ]);
    });

    it('refuses a new hold on a paused hall’s slot and leaves its slots out of the slot lists', async () => {
      const [slot] = await holdableSlots(t.database, 1);
      const [row] = await t.database.db
        .select({ partnerId: weddingDays.partnerId, uuid: partners.uuid })
        .from(weddingDays)
        .innerJoin(partners, eq(partners.id, weddingDays.partnerId))
        .where(eq(weddingDays.id, slot!.id));
      expect((await pause(row!.partnerId, 'pause', '민원 조사')).statusCode).toBe(200);

      const hold = await t.app.inject({
        method: 'POST',
        url: '/v3/book/slot-holds',
        headers: { ...(await bearerForNewCustomer(t)), 'idempotency-key': randomUUID() },
        payload: { weddingDayId: slot!.id },
      });
      expect(hold.json()).toMatchObject({ status: 409, code: 'PARTNER_PAUSED' });
      const [state] = await t.database.db
        .select({ state: weddingDays.state })
        .from(weddingDays)
        .where(and(eq(weddingDays.id, slot!.id)));
      expect(state?.state).toBe('OPEN');

      const hallSlots = await injectWithApiKey(t.app, {
        url: `/v3/public/wedding/estimate/product/${row!.uuid}?fetchSize=30`,
      });
      expect(hallSlots.statusCode).toBe(200);
      expect(hallSlots.json().item).toEqual([]);

      const found = await t.app.inject({ url: `${ADMIN}/partners?paused=true`, headers: admin.headers });
      expect(found.json().item.partners.map((p: { id: number }) => p.id)).toContain(row!.partnerId);
    });
  });
});

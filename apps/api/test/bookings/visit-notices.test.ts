import { randomUUID } from 'node:crypto';
import { formatKoreanDateTime } from '@wedding/domain/korean-date-time';
import { visitReminderAt } from '@wedding/domain/notification-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partnerOperationTimes, partnerProfiles, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 28 (items 1 and 4): every visit move tells the couple or the hall through the outbox in the move's
// transaction; a confirmed visit can be moved by the hall; the day-before reminder at 10:00 Seoul follows the
// visit's time and state; the calendar file behind a signed link keeps its UID and grows its SEQUENCE.

type Day = { date: string; times: { time: string; available: boolean }[] };
type Entry = {
  kind: string;
  audience: string;
  title: string;
  body: string;
  link: string;
  calendar_path: string | null;
  variables: Record<string, string>;
  event_key: string;
};

const ADDRESS = '서울 강남구 테헤란로 123';

/** The properties of a calendar file after unfolding (RFC 5545 §3.1). */
const icsProps = (text: string) => {
  const props = new Map<string, string>();
  for (const line of text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    props.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
  }
  return props;
};

describe('what a visit tells people, moving it, its reminder and calendar file (issue 28)', () => {
  let t: TestApp;
  let hall: typeof partners.$inferSelect;

  const setClock = (ms: number) => t.app.services.testClock!.setOffset(ms);
  const write = (headers: Record<string, string>, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const staff = async () => (await signedInStaff(t, { partnerId: hall.id, role: 'MESSAGES' })).headers;
  const entries = (visitId: number) =>
    queryRows<Entry>(
      t.database.db,
      sql`SELECT kind, audience, title, body, link, calendar_path, variables, event_key FROM notifications
          WHERE event_key LIKE ${`visit:${visitId}:%`} ORDER BY id`,
    );
  const reminderJobs = (visitId: number) =>
    queryRows<{ singleton_key: string; start_after: Date; data: { id: number; visitAt: number } }>(
      t.database.db,
      sql`SELECT singleton_key, start_after, data FROM pgboss.job WHERE name = 'visit-reminder'
          AND singleton_key LIKE ${`visit-reminder-${visitId}-%`} ORDER BY start_after`,
    );
  const ics = (path: string) => t.app.inject({ url: path });

  /** A couple (nick '봄날') asks for a visit on the `openIndex`-th open day at `time`. */
  const requestVisit = async (openIndex: number, time: string) => {
    const nick = `봄날${randomUUID().slice(0, 6)}`;
    const couple = { ...(await signedInCustomer(t, { nick })), nick };
    const days = (
      await t.app.inject({ url: `/v3/book/consulting/${hall.id}/visit-slots`, headers: couple.headers })
    ).json().item as Day[];
    const open = days.filter((d) => d.times.length > 0);
    const date = open[openIndex]!.date;
    const res = await write(couple.headers, '/v3/book/visit-reservations', {
      partnerId: hall.id,
      visitDate: date,
      visitTime: time,
      expectedMinPersonnel: 150,
      groomName: '김신랑',
      groomTel: '010-1234-5678',
      brideName: '이신부',
      brideTel: '010-8765-4321',
    });
    expect(res.statusCode).toBe(201);
    return { couple, id: res.json().item.id as number, date, open };
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
    await t.app.ready();
    const db = t.database.db;
    hall = (
      await db
        .select()
        .from(partners)
        .where(and(eq(partners.type, 2), eq(partners.consultingUsed, true)))
        .limit(1)
    )[0]!;
    await db.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, hall.id));
    await db.insert(partnerOperationTimes).values(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((dayKey) => ({
        partnerId: hall.id,
        dayKey,
        startTime: '10:00:00',
        endTime: '13:00:00',
      })),
    );
    await db
      .update(partnerProfiles)
      .set({ consultingCapacity: 1, reservationOpenDays: 14, address: ADDRESS, address2: null })
      .where(eq(partnerProfiles.partnerId, hall.id));
    await db.execute(sql`UPDATE visit_reservations SET state = 'CANCELLED_BY_COUPLE' WHERE partner_id = ${hall.id}`);
  });
  afterEach(() => setClock(0));
  afterAll(() => t.close());

  it("tells the hall of a new request by 알림톡 in the request's transaction, with no name or number", async () => {
    const { id, date } = await requestVisit(3, '10:00');
    const [entry] = await entries(id);
    expect(entry).toMatchObject({
      kind: 'HALL_NEW_REQUEST',
      audience: 'PARTNER',
      link: '/partner-center/bookings',
      title: '[웨딩 파트너] 새 방문 상담 요청이 도착했어요'.replace(/^\[[^\]]+\]\s*/, ''),
    });
    expect(entry!.variables.요청종류).toBe('방문 상담 요청');
    expect(entry!.variables.일시).toBe(formatKoreanDateTime(date, '10:00'));
    expect(entry!.variables.답변기한).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2}$/);
    expect(JSON.stringify(entry)).not.toMatch(/김신랑|이신부|010-/);
  });

  it('confirm → VISIT_CONFIRMED with the calendar link and a reminder at 10:00 Seoul the day before; move → VISIT_MOVED, SEQUENCE+1, a new reminder; cancel → METHOD:CANCEL and no reminder', async () => {
    const hallHeaders = await staff();
    const { couple, id, date, open } = await requestVisit(4, '11:00');
    const base = `/v3/partner-center/bookings/visits/${id}`;

    expect((await write(hallHeaders, `${base}/confirm`)).statusCode).toBe(200);
    const confirmed = (await entries(id)).find((e) => e.kind === 'VISIT_CONFIRMED')!;
    expect(confirmed).toMatchObject({
      audience: 'CUSTOMER',
      title: '방문 상담이 확정되었어요',
      body: `${hall.bizName}\n방문 일시: ${formatKoreanDateTime(date, '11:00')}\n방문 하루 전에 다시 알려드릴게요.`,
      link: `/mypage/bookings#visit-${id}`,
    });
    expect(confirmed.calendar_path).toMatch(new RegExp(`^/v3/calendar/visits/${id}\\.[A-Za-z0-9_-]{22}\\.ics$`));
    // The couple's card carries the same link.
    const card = (await t.app.inject({ url: `/v3/book/bookings/visits/${id}`, headers: couple.headers })).json().item;
    expect(card.calendarPath).toBe(confirmed.calendar_path);

    // The reminder: one job at 10:00 Seoul the day before (issue 28 §4).
    const jobs = await reminderJobs(id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe(visitReminderAt(date, new Date())!.toISOString());

    // The calendar file without a session: UID stable, SEQUENCE 0, PUBLISH.
    const first = await ics(confirmed.calendar_path!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="visit.ics"');
    expect(first.headers['cache-control']).toBe('no-store');
    const p1 = icsProps(first.body);
    expect(p1.get('METHOD')).toBe('PUBLISH');
    expect(p1.get('SEQUENCE')).toBe('0');
    expect(p1.get('UID')).toMatch(new RegExp(`^visit-${id}@`));
    expect(p1.get('LOCATION')).toBe(ADDRESS);

    // The hall moves it to another free hour two open days later.
    const newDate = open[6]!.date;
    const refusedSame = await write(hallHeaders, `${base}/move`, { visitDate: date, visitTime: '11:00' });
    expect(refusedSame.statusCode).toBe(422);
    expect(refusedSame.json()).toMatchObject({ code: 'MOVE_SAME_TIME', message: expect.stringContaining('같아요') });
    const refusedHour = await write(hallHeaders, `${base}/move`, { visitDate: newDate, visitTime: '15:00' });
    expect(refusedHour.statusCode).toBe(422);
    expect(refusedHour.json().code).toBe('PROPOSAL_UNAVAILABLE');
    // An hour another couple holds (capacity 1) is refused under the hall's lock, as a proposal would be.
    await requestVisit(6, '10:00');
    const full = await write(hallHeaders, `${base}/move`, { visitDate: newDate, visitTime: '10:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PROPOSAL_HOUR_FULL');
    expect((await entries(id)).some((e) => e.kind === 'VISIT_MOVED')).toBe(false);
    const moved = await write(hallHeaders, `${base}/move`, { visitDate: newDate, visitTime: '12:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().item).toMatchObject({ state: 'CONFIRMED', visitDate: newDate, visitTime: '12:00:00' });
    const movedEntry = (await entries(id)).find((e) => e.kind === 'VISIT_MOVED')!;
    expect(movedEntry.variables).toEqual({
      웨딩홀: hall.bizName,
      이전일시: formatKoreanDateTime(date, '11:00'),
      방문일시: formatKoreanDateTime(newDate, '12:00'),
    });
    expect(movedEntry.calendar_path).toBe(confirmed.calendar_path);
    const p2 = icsProps((await ics(confirmed.calendar_path!)).body);
    expect(p2.get('UID')).toBe(p1.get('UID'));
    expect(p2.get('SEQUENCE')).toBe('1');
    expect(p2.get('DTSTART')).not.toBe(p1.get('DTSTART'));
    // The couple's card shows the new time.
    expect(
      (await t.app.inject({ url: `/v3/book/bookings/visits/${id}`, headers: couple.headers })).json().item,
    ).toMatchObject({ visitDate: newDate, visitTime: '12:00:00' });

    // Two reminder jobs now; the old one says nothing, the new one tells the couple with the hall's address.
    const both = await reminderJobs(id);
    expect(both).toHaveLength(2);
    const [oldJob, newJob] = [...both].sort((a, b) => a.data.visitAt - b.data.visitAt);
    expect(new Date(newJob!.start_after).toISOString()).toBe(visitReminderAt(newDate, new Date())!.toISOString());
    const reminders = t.app.services.visitReminders;
    expect(await reminders.remind(id, oldJob!.data.visitAt)).toBe(false);
    expect(await reminders.remind(id, newJob!.data.visitAt)).toBe(true);
    // Run twice (a retried job): told once.
    expect(await reminders.remind(id, newJob!.data.visitAt)).toBe(false);
    const told = (await entries(id)).filter((e) => e.kind === 'VISIT_REMINDER');
    expect(told).toHaveLength(1);
    expect(told[0]!.variables).toEqual({
      웨딩홀: hall.bizName,
      방문일시: formatKoreanDateTime(newDate, '12:00'),
      주소: ADDRESS,
    });
    expect(told[0]!.event_key).toBe(`visit:${id}:REMINDER:${newJob!.data.visitAt}`);

    // The hall cancels: the couple is told why, the file cancels, the reminder says nothing.
    expect(
      (await write(hallHeaders, `${base}/cancel`, { reasonCode: 'OTHER', reasonText: '시설 점검' })).statusCode,
    ).toBe(200);
    const cancelled = (await entries(id)).find((e) => e.kind === 'VISIT_CANCELLED_BY_HALL')!;
    expect(cancelled.variables.사유).toContain('시설 점검');
    const p3 = icsProps((await ics(confirmed.calendar_path!)).body);
    expect(p3.get('METHOD')).toBe('CANCEL');
    expect(p3.get('STATUS')).toBe('CANCELLED');
    expect(p3.get('UID')).toBe(p1.get('UID'));
    expect(p3.get('SEQUENCE')).toBe('2');
    await queryRows(
      t.database.db,
      sql`DELETE FROM notifications WHERE kind = 'VISIT_REMINDER' AND event_key LIKE ${`visit:${id}:%`}`,
    );
    expect(await reminders.remind(id, newJob!.data.visitAt)).toBe(false);
    expect((await entries(id)).filter((e) => e.kind === 'VISIT_REMINDER')).toHaveLength(0);
    // A cancelled visit cannot be moved.
    expect(
      (await write(hallHeaders, `${base}/move`, { visitDate: open[7]!.date, visitTime: '10:00' })).json().code,
    ).toBe('VISIT_NOT_OPEN');
  });

  it('a visit confirmed after 10:00 Seoul the day before gets no reminder', async () => {
    const { id, date } = await requestVisit(5, '12:00');
    // Move the clock to 10:30 Seoul the day before the visit (01:30 UTC that day); staff sign in at that time.
    const dayBefore = new Date(visitReminderAt(date, new Date(0))!.getTime() + 30 * 60_000);
    setClock(dayBefore.getTime() - Date.now());
    const hallHeaders = await staff();
    expect((await write(hallHeaders, `/v3/partner-center/bookings/visits/${id}/confirm`)).statusCode).toBe(200);
    expect((await entries(id)).some((e) => e.kind === 'VISIT_CONFIRMED')).toBe(true);
    expect(await reminderJobs(id)).toHaveLength(0);
  });

  it("tells the couple a decline, a proposal and an expiry; tells the hall the couple's cancel and answers by nick", async () => {
    const hallHeaders = await staff();
    // Declined.
    const declined = await requestVisit(8, '10:00');
    await write(hallHeaders, `/v3/partner-center/bookings/visits/${declined.id}/decline`, {
      reasonCode: 'OTHER',
      reasonText: '내부 행사',
    });
    expect((await entries(declined.id)).find((e) => e.kind === 'VISIT_DECLINED')!.variables).toMatchObject({
      웨딩홀: hall.bizName,
      방문일시: formatKoreanDateTime(declined.date, '10:00'),
      사유: expect.stringContaining('내부 행사'),
    });

    // Proposed, then accepted: the couple is told the proposal with its deadline, the hall the answer.
    const accepted = await requestVisit(9, '10:00');
    const otherDay = accepted.open[10]!.date;
    await write(hallHeaders, `/v3/partner-center/bookings/visits/${accepted.id}/propose`, {
      visitDate: otherDay,
      visitTime: '11:00',
    });
    const proposal = (await entries(accepted.id)).find((e) => e.kind === 'VISIT_PROPOSED')!;
    expect(proposal.variables.방문일시).toBe(formatKoreanDateTime(otherDay, '11:00'));
    expect(proposal.variables.답변기한).toMatch(/^\d{4}년 .+ \d{2}:\d{2}$/);
    await write(accepted.couple.headers, `/v3/book/bookings/visits/${accepted.id}/accept-proposal`);
    const answered = (await entries(accepted.id)).find((e) => e.kind === 'HALL_PROPOSAL_ANSWERED')!;
    expect(answered).toMatchObject({ audience: 'PARTNER', link: '/partner-center/bookings' });
    expect(answered.variables).toEqual({
      고객: accepted.couple.nick,
      일시: formatKoreanDateTime(otherDay, '11:00'),
      답변: '수락',
    });
    // Accepting is the couple's own act: no VISIT_CONFIRMED to them, but a reminder for the accepted time.
    expect((await entries(accepted.id)).some((e) => e.kind === 'VISIT_CONFIRMED')).toBe(false);
    expect(await reminderJobs(accepted.id)).toHaveLength(1);

    // The couple cancels the confirmed visit: the hall hears it by nick.
    await write(accepted.couple.headers, `/v3/book/bookings/visits/${accepted.id}/cancel`);
    const cancelled = (await entries(accepted.id)).find((e) => e.kind === 'HALL_VISIT_CANCELLED')!;
    expect(cancelled.variables).toEqual({ 고객: accepted.couple.nick, 일시: formatKoreanDateTime(otherDay, '11:00') });
    expect(JSON.stringify(await entries(accepted.id))).not.toMatch(/김신랑|이신부|010-/);

    // Expired: the hall did not answer by its deadline.
    const expired = await requestVisit(2, '12:00');
    setClock(25 * 60 * 60_000);
    expect(await t.app.services.bookings.expireVisit(expired.id)).toBe(true);
    expect((await entries(expired.id)).find((e) => e.kind === 'VISIT_EXPIRED')!.variables.사유).toBe(
      '기한 내 답변이 없어 요청이 취소되었어요',
    );
  });

  it("the older visit page's cancel tells the hall too and cancels the calendar file", async () => {
    const hallHeaders = await staff();
    const { couple, id } = await requestVisit(1, '11:00');
    await write(hallHeaders, `/v3/partner-center/bookings/visits/${id}/confirm`);
    const path = (await entries(id)).find((e) => e.kind === 'VISIT_CONFIRMED')!.calendar_path!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v3/book/visit-reservations/${id}`,
      headers: { ...couple.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect((await entries(id)).some((e) => e.kind === 'HALL_VISIT_CANCELLED')).toBe(true);
    const props = icsProps((await ics(path)).body);
    expect(props.get('METHOD')).toBe('CANCEL');
    expect(props.get('SEQUENCE')).toBe('1');
  });

  it('answers a forged or malformed calendar link 404 in Korean', async () => {
    for (const path of [
      '/v3/calendar/visits/1.AAAAAAAAAAAAAAAAAAAAAA.ics',
      '/v3/calendar/visits/nope.ics',
      '/v3/calendar/visits/1',
    ]) {
      const res = await ics(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CALENDAR_NOT_FOUND', message: expect.stringContaining('캘린더') });
    }
  });
});

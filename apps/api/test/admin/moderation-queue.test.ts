import { REPORT_BLIND_THRESHOLD, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { REPORT_OUTCOME_TEXTS } from '@wedding/domain/moderation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { operatorAudit, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { noticesOf } from '../helpers/notices.ts';
import { signedInOperator } from '../helpers/operators.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 29 §2: the moderation queue. Reports grouped by target; keep, blind, unblind, delete, warn, suspend and
// unsuspend, each with a reason the writer is told in their inbox, each audited with before and after; whoever
// reported is told that their report was reviewed (and whether something was done), never the action or reason.

type Person = Awaited<ReturnType<typeof signedInCustomer>> & { nick: string };
type Headers = Record<string, string>;
type QueueItem = {
  kind: string;
  uuid: string;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  firstReportedAt: string | null;
  lastReportedAt: string | null;
  writer: { side: string; uuid: string; name: string };
  state: { blinded: boolean; deleted: boolean; writerSuspended: boolean };
};

const TEXT = '상담부터 본식까지 하나하나 세심하게 챙겨 주셔서 정말 든든했어요.';
const ratings = REVIEW_RATING_ITEMS.map((kname) => ({ kname, v: 5 }));
const REASON = '신고 내용을 확인했으나 운영 정책 위반이 아니어서 다시 공개합니다.';

describe('moderation queue (issue 29 §2)', () => {
  let t: TestApp;
  let hall: { id: number; uuid: string };
  let moderator: Awaited<ReturnType<typeof signedInOperator>>;
  let serial = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const person = async () => {
    const nick = `모더${process.pid % 1000}${serial++}${Date.now() % 10000}`;
    return { ...(await signedInCustomer(t, { nick })), nick };
  };
  const write = async (who: Person) => {
    const res = await call('POST', '/web/v1/community/reviews', who.headers, {
      partnerUuid: hall.uuid,
      content: TEXT,
      anonymous: 0,
      weddingMonth: null,
      reviews: ratings,
      tagIds: [],
      images: [],
    });
    expect(res.statusCode).toBe(201);
    return res.json().item.uuid as string;
  };
  const report = (who: Person, targetKind: string, targetUuid: string, reason = '욕설/비방') =>
    call('POST', '/web/v1/community/report', who.headers, { targetKind, targetUuid, reason });
  const list = async (blockState: 1 | 2) =>
    (
      await call(
        'GET',
        `/web/v1/community/reviews?partnerUuid=${hall.uuid}&sort=2&fetchSize=50&blockState=${blockState}&withStore=false`,
      )
    ).json() as { item: { uuid: string }[]; reviewSummary: { blindReviewCnt: number } };
  const reviewCount = async () =>
    (await t.database.db.select({ n: partners.reviewCount }).from(partners).where(eq(partners.id, hall.id)))[0]!.n;
  const act = (kind: string, uuid: string, body: Record<string, unknown>, headers: Headers = moderator.headers) =>
    call('POST', `/v3/admin/reports/${kind}/${uuid}/actions`, headers, body);
  /** Looks for a target through the queue's pages (other tests' and the seed's reports are there too). */
  async function findInQueue(filter: string, uuid: string, sort = 'OLDEST'): Promise<QueueItem | undefined> {
    for (let page = 1; page <= 100; page++) {
      const res = await call('GET', `/v3/admin/reports?filter=${filter}&sort=${sort}&page=${page}`, moderator.headers);
      expect(res.statusCode).toBe(200);
      const { targets, hasNext } = res.json().item as { targets: QueueItem[]; hasNext: boolean };
      const found = targets.find((x) => x.uuid === uuid);
      if (found || !hasNext) return found;
    }
    return undefined;
  }
  const audits = (target: string) =>
    t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target)).orderBy(operatorAudit.id);
  const blindByReports = async (review: string) => {
    const reporters: Person[] = [];
    for (let i = 0; i < REPORT_BLIND_THRESHOLD; i++) {
      const reporter = await person();
      reporters.push(reporter);
      expect((await report(reporter, 'REVIEW', review, i === 2 ? '광고성 게시글' : '욕설/비방')).statusCode).toBe(200);
    }
    return reporters;
  };
  /** The writer's entries of a decision (a reporter's carry ':reported' at the end of the event). */
  const writerNotices = async (event: string) =>
    (await noticesOf(t.database, event)).filter((n) => !n.event_key.endsWith(':reported'));
  const reporterNotices = (event: string) => noticesOf(t.database, `${event}:reported`);

  beforeAll(async () => {
    // The test clock moves past a suspension's end (PUT /__test/clock); at offset 0 it is the real clock.
    t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1);
    hall = { id: row!.id, uuid: row!.uuid };
    moderator = await signedInOperator(t, 'MODERATOR');
  });
  afterAll(() => t.close());

  it('is for operators only: a customer token and a partner cookie get 401, a MODERATOR reads and acts', async () => {
    const customer = await person();
    const staff = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
    for (const headers of [customer.headers, staff.headers, {}]) {
      expect((await call('GET', '/v3/admin/reports', headers)).statusCode).toBe(401);
      const res = await call('POST', `/v3/admin/reports/CUSTOMER/${customer.uuid}/actions`, headers, {
        action: 'WARN',
        reason: REASON,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await call('GET', '/v3/admin/reports', moderator.headers)).statusCode).toBe(200);
  });

  it('groups reports by target with reasons and counts; unblind restores the review to the list, the count and the blinded bar', async () => {
    const writer = await person();
    const review = await write(writer);
    const countBefore = await reviewCount();
    const blindBefore = (await list(2)).reviewSummary.blindReviewCnt;
    const reporters = await blindByReports(review);

    // Three distinct reporters blinded it: out of the public list, into the blinded list and the bar's count.
    expect((await list(2)).item.map((r) => r.uuid)).not.toContain(review);
    expect((await list(1)).item.map((r) => r.uuid)).toContain(review);
    expect((await list(2)).reviewSummary.blindReviewCnt).toBe(blindBefore + 1);
    expect(await reviewCount()).toBe(countBefore - 1);

    const item = await findInQueue('OPEN', review, 'MOST');
    expect(item).toMatchObject({
      kind: 'REVIEW',
      reportCount: 3,
      reasons: [
        { reason: '욕설/비방', count: 2 },
        { reason: '광고성 게시글', count: 1 },
      ],
      writer: { side: 'CUSTOMER', uuid: writer.uuid },
      state: { blinded: true, deleted: false, writerSuspended: false },
    });
    expect(Date.parse(item!.firstReportedAt!)).toBeLessThanOrEqual(Date.parse(item!.lastReportedAt!));
    const detail = (await call('GET', `/v3/admin/reports/REVIEW/${review}`, moderator.headers)).json().item;
    expect(detail.content).toBe(TEXT);
    expect(detail.reports).toHaveLength(3);
    expect(detail.actions).toEqual(['KEEP', 'UNBLIND', 'DELETE', 'WARN', 'SUSPEND']);

    // Every action needs a reason, in Korean.
    for (const reason of [undefined, '', '  ']) {
      const res = await act('REVIEW', review, { action: 'UNBLIND', ...(reason === undefined ? {} : { reason }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'MODERATION_REASON_REQUIRED',
        message: '처리 사유를 입력해 주세요. 사유는 작성자에게 알림으로 전달됩니다.',
      });
    }
    expect((await list(2)).item.map((r) => r.uuid)).not.toContain(review);

    const res = await act('REVIEW', review, { action: 'UNBLIND', reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ reportCount: 0, state: { blinded: false } });
    expect((await list(2)).item.map((r) => r.uuid)).toContain(review);
    expect((await list(1)).item.map((r) => r.uuid)).not.toContain(review);
    expect((await list(2)).reviewSummary.blindReviewCnt).toBe(blindBefore);
    expect(await reviewCount()).toBe(countBefore);

    // The reports are closed, not gone; the target left the queue.
    const rows = await queryRows<{ resolved_at: Date | null; resolved_by: number; resolution: string }>(
      t.database.db,
      sql`SELECT resolved_at, resolved_by, resolution FROM reports WHERE target_kind = 'REVIEW' AND target_uuid = ${review}`,
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r).toMatchObject({ resolved_by: moderator.id, resolution: 'UNBLIND' });
    expect(rows.every((r) => r.resolved_at !== null)).toBe(true);
    expect(await findInQueue('OPEN', review)).toBeUndefined();

    // Audited with before and after; the writer is told the reason in their inbox.
    const [audit] = await audits(`review:${review}`);
    expect(audit).toMatchObject({
      operatorId: moderator.id,
      action: 'review.unblind',
      reason: REASON,
      before: { blinded: true, deleted: false },
      after: { blinded: false, deleted: false, closedReports: 3 },
    });
    const notices = await writerNotices(`moderation:review:${review}:%`);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'MODERATION_RESTORED',
        customer_id: writer.id,
        title: '블라인드된 내 후기가 다시 공개되었어요',
        link: `/community/review/${review}`,
      }),
    ]);
    expect(notices[0]!.body).toContain(REASON);
    const inbox = (await call('GET', '/v3/notifications', writer.headers)).json().item.list as { body: string }[];
    expect(inbox[0]!.body).toContain(REASON);

    // Each of the three reporters is told once that the report was reviewed and closed without action: not the
    // action, not the operator's reason (those are the writer's).
    const told = await reporterNotices(`moderation:review:${review}:UNBLIND:%`);
    expect(told.map((n) => n.customer_id).sort()).toEqual(reporters.map((r) => r.id).sort());
    for (const n of told) {
      expect(n).toMatchObject({ kind: 'REPORT_REVIEWED', audience: 'CUSTOMER', title: '신고하신 내용을 검토했어요' });
      expect(n.body).toBe(`후기 "${TEXT.slice(0, 20).trim()}…" · ${REPORT_OUTCOME_TEXTS.NO_ACTION}`);
      expect(n.body).not.toContain(REASON);
    }
    const reporterInbox = (await call('GET', '/v3/notifications', reporters[0]!.headers)).json().item.list as {
      title: string;
    }[];
    expect(reporterInbox.filter((n) => n.title === '신고하신 내용을 검토했어요')).toHaveLength(1);

    // A new report after closing reopens the target, but a restored review needs three new reporters to blind.
    expect((await report(await person(), 'REVIEW', review)).statusCode).toBe(200);
    expect(await findInQueue('OPEN', review)).toMatchObject({ reportCount: 1, state: { blinded: false } });
    expect((await list(2)).item.map((r) => r.uuid)).toContain(review);
  });

  it('blinds a review with no reports; the "blinded reviews" filter finds it; keep leaves it blinded', async () => {
    const writer = await person();
    const review = await write(writer);
    const countBefore = await reviewCount();
    expect(await findInQueue('BLINDED', review)).toBeUndefined();
    const res = await act('REVIEW', review, { action: 'BLIND', reason: '개인정보(전화번호)가 포함되어 있습니다.' });
    expect(res.statusCode).toBe(200);
    expect(await reviewCount()).toBe(countBefore - 1);
    expect((await list(2)).item.map((r) => r.uuid)).not.toContain(review);
    expect(await findInQueue('BLINDED', review)).toMatchObject({ reportCount: 0, state: { blinded: true } });
    // Blinding twice is refused with a clear message.
    const again = await act('REVIEW', review, { action: 'BLIND', reason: '다시 블라인드합니다.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MODERATION_ACTION_NOT_ALLOWED', message: '이미 블라인드된 후기예요.' });
    const [notice] = await noticesOf(t.database, `moderation:review:${review}:BLIND:%`);
    expect(notice).toMatchObject({ kind: 'MODERATION_BLINDED', customer_id: writer.id });
    expect(notice!.body).toContain('개인정보(전화번호)가 포함되어 있습니다.');

    // KEEP closes reports and changes nothing else; the writer is not told (that would reveal the report), the
    // reporter is told it was reviewed.
    const reporter = await person();
    await report(reporter, 'REVIEW', review);
    expect((await act('REVIEW', review, { action: 'KEEP', reason: '블라인드를 유지합니다.' })).statusCode).toBe(200);
    expect(await findInQueue('OPEN', review)).toBeUndefined();
    expect(await findInQueue('BLINDED', review)).toMatchObject({ state: { blinded: true } });
    expect(await writerNotices(`moderation:review:${review}:KEEP:%`)).toEqual([]);
    expect(await reporterNotices(`moderation:review:${review}:KEEP:%`)).toEqual([
      expect.objectContaining({ kind: 'REPORT_REVIEWED', customer_id: reporter.id }),
    ]);
    expect((await audits(`review:${review}`)).map((a) => a.action)).toEqual(['review.blind', 'report.keep']);
  });

  it('deletes a review (state 0, review_count right whether it was blinded or not) and a comment (state 0, reply count)', async () => {
    const writer = await person();
    const shown = await write(writer);
    const blinded = await write(writer);
    await blindByReports(blinded);
    const countBefore = await reviewCount();
    expect((await act('REVIEW', shown, { action: 'DELETE', reason: '광고 글이라 삭제합니다.' })).statusCode).toBe(200);
    expect(await reviewCount()).toBe(countBefore - 1);
    expect((await act('REVIEW', blinded, { action: 'DELETE', reason: '광고 글이라 삭제합니다.' })).statusCode).toBe(
      200,
    );
    expect(await reviewCount()).toBe(countBefore - 1);
    const states = await queryRows<{ uuid: string; state: number }>(
      t.database.db,
      sql`SELECT uuid, state FROM reviews WHERE uuid IN (${shown}, ${blinded})`,
    );
    expect(states.map((s) => Number(s.state))).toEqual([0, 0]);
    // Removed by an operator, not by its writer: it leaves both lists and its page instead of reading 'deleted by
    // author' (reviews.removed_at).
    for (const blockState of [1, 2] as const) {
      const uuids = (await list(blockState)).item.map((r) => r.uuid);
      expect(uuids).not.toContain(shown);
      expect(uuids).not.toContain(blinded);
    }
    expect((await call('GET', `/web/v1/communityV2/${shown}`)).statusCode).toBe(404);
    const [notice] = await noticesOf(t.database, `moderation:review:${shown}:DELETE:%`);
    expect(notice).toMatchObject({ kind: 'MODERATION_DELETED', customer_id: writer.id });

    const commenter = await person();
    const host = await write(writer);
    const posted = await call('POST', '/web/v1/reply?category=2', commenter.headers, {
      reviewUuid: host,
      content: '욕설이 담긴 댓글',
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json().item.uuid as string;
    await report(writer, 'COMMENT', comment);
    expect(await findInQueue('OPEN', comment)).toMatchObject({ kind: 'COMMENT', writer: { uuid: commenter.uuid } });
    const replyCnt = async () =>
      Number(
        (
          await queryRows<{ n: number }>(t.database.db, sql`SELECT reply_cnt AS n FROM reviews WHERE uuid = ${host}`)
        )[0]!.n,
      );
    const before = await replyCnt();
    // A comment has no blinded state.
    expect((await act('COMMENT', comment, { action: 'BLIND', reason: '블라인드 시도' })).statusCode).toBe(409);
    expect((await act('COMMENT', comment, { action: 'DELETE', reason: '욕설이 포함된 댓글입니다.' })).statusCode).toBe(
      200,
    );
    expect(await replyCnt()).toBe(before - 1);
    const [row] = await queryRows<{ state: number }>(
      t.database.db,
      sql`SELECT state FROM comments WHERE uuid = ${comment}`,
    );
    expect(Number(row!.state)).toBe(0);
    const [told] = await noticesOf(t.database, `moderation:comment:${comment}:%`);
    expect(told).toMatchObject({ kind: 'MODERATION_DELETED', customer_id: commenter.id });
    expect(told!.body).toContain('욕설이 포함된 댓글입니다.');
    // The one who reported the comment hears that something was done, not what nor why.
    const [reviewed] = await reporterNotices(`moderation:comment:${comment}:DELETE:%`);
    expect(reviewed).toMatchObject({
      kind: 'REPORT_REVIEWED',
      customer_id: writer.id,
      body: `댓글 "욕설이 담긴 댓글" · ${REPORT_OUTCOME_TEXTS.ACTION_TAKEN}`,
    });
  });

  it('suspends a writer: every public write is 403 ACCOUNT_SUSPENDED saying until when and why, until lifted', async () => {
    const writer = await person();
    const review = await write(writer);
    const reporter = await person();
    await report(reporter, 'CUSTOMER', writer.uuid);
    const reason = '반복적인 욕설로 이용을 정지합니다.';
    // Suspending needs its own reason too.
    const noReason = await call('POST', `/v3/admin/reports/REVIEW/${review}/suspend`, moderator.headers, {
      duration: 'DAYS_7',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call('POST', `/v3/admin/reports/REVIEW/${review}/suspend`, moderator.headers, {
      duration: 'DAYS_7',
      reason,
    });
    expect(res.statusCode).toBe(200);
    const { suspension, state } = res.json().item;
    expect(state.writerSuspended).toBe(true);
    const until = Date.parse(suspension.until);
    expect(until - Date.parse(suspension.startsAt)).toBe(7 * 24 * 60 * 60 * 1000);

    const writes = [
      () =>
        call('POST', '/web/v1/community/reviews', writer.headers, {
          partnerUuid: hall.uuid,
          content: TEXT,
          anonymous: 0,
          weddingMonth: null,
          reviews: ratings,
          tagIds: [],
          images: [],
        }),
      () =>
        call('PUT', `/web/v1/community/reviews/${review}`, writer.headers, {
          content: TEXT,
          anonymous: 0,
          weddingMonth: null,
          reviews: ratings,
          tagIds: [],
          images: [],
        }),
      () => call('POST', '/web/v1/reply?category=2', writer.headers, { reviewUuid: review, content: '댓글' }),
      () => call('POST', '/v3/inquiries', writer.headers, { partnerUuid: hall.uuid, origin: 'HALL' }),
    ];
    for (const attempt of writes) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
      expect(refused.json().message).toContain('까지 이용이 정지되어 글을 쓸 수 없어요.');
      expect(refused.json().message).toContain(`사유: ${reason}`);
    }
    // Reading and reporting still work.
    expect((await report(writer, 'REVIEW', await write(await person()))).statusCode).toBe(200);

    expect(await findInQueue('SUSPENDED', writer.uuid)).toMatchObject({ kind: 'CUSTOMER' });
    // Suspending again is refused; the audit row names the writer, with the period.
    expect(
      (
        await call('POST', `/v3/admin/reports/CUSTOMER/${writer.uuid}/suspend`, moderator.headers, {
          duration: 'FOREVER',
          reason,
        })
      ).statusCode,
    ).toBe(409);
    const [audit] = await audits(`customer:${writer.uuid}`);
    expect(audit).toMatchObject({
      action: 'customer.suspend',
      reason,
      before: { suspended: false },
      after: { suspended: true, duration: 'DAYS_7', via: `review:${review}` },
    });
    const [notice] = await noticesOf(t.database, `moderation:review:${review}:SUSPEND:%`);
    expect(notice).toMatchObject({ kind: 'ACCOUNT_SUSPENDED', customer_id: writer.id, link: '/mypage' });
    expect(notice!.body).toMatch(/^기간: 7일 \(\d{4}년 .*까지\) · 사유: 반복적인 욕설로 이용을 정지합니다\.$/);

    // Lifting early (with a reason) lets them write again.
    const lifted = await call('POST', `/v3/admin/reports/CUSTOMER/${writer.uuid}/unsuspend`, moderator.headers, {
      reason: '소명을 확인해 정지를 해제합니다.',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().item).toMatchObject({ suspension: null, state: { writerSuspended: false }, reportCount: 0 });
    expect((await writes[2]!()).statusCode).toBe(201);
    expect(await findInQueue('SUSPENDED', writer.uuid)).toBeUndefined();
    const [unsuspended] = await writerNotices(`moderation:customer:${writer.uuid}:UNSUSPEND:%`);
    expect(unsuspended).toMatchObject({ kind: 'ACCOUNT_UNSUSPENDED', customer_id: writer.id });
    // Lifting closed the open report of the user: its reporter hears it was reviewed, without the period or reason.
    expect(await reporterNotices(`moderation:customer:${writer.uuid}:UNSUSPEND:%`)).toEqual([
      expect.objectContaining({
        kind: 'REPORT_REVIEWED',
        customer_id: reporter.id,
        body: `회원 ${writer.nick} · ${REPORT_OUTCOME_TEXTS.NO_ACTION}`,
      }),
    ]);
    expect((await audits(`customer:${writer.uuid}`)).map((a) => a.action)).toEqual([
      'customer.suspend',
      'customer.unsuspend',
    ]);
  });

  it('shows the customer their own suspension before they write: present while it holds, gone after its end and after lifting', async () => {
    const mine = async (who: Person) => {
      const res = await call('GET', '/web/v1/community/suspension', who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json().item.suspension as { until: string | null; reason: string; message: string } | null;
    };
    expect((await call('GET', '/web/v1/community/suspension')).statusCode).toBe(401);
    const writer = await person();
    expect(await mine(writer)).toBeNull();
    const reason = '다른 회원을 반복해서 비방했습니다.';
    const suspended = await call('POST', `/v3/admin/reports/CUSTOMER/${writer.uuid}/suspend`, moderator.headers, {
      duration: 'DAYS_7',
      reason,
    });
    expect(suspended.statusCode).toBe(200);
    const shown = await mine(writer);
    expect(shown).toMatchObject({ until: suspended.json().item.suspension.until, reason });
    // The same words a refused write reads (the domain's suspensionMessage), so the notice and the 403 agree.
    const refused = await call('POST', '/web/v1/reply?category=2', writer.headers, {
      reviewUuid: await write(await person()),
      content: '댓글',
    });
    expect(refused.statusCode).toBe(403);
    expect(shown!.message).toBe(refused.json().message);
    expect(shown!.message).toMatch(
      /^운영 정책 위반으로 계정이 \d{4}년 .*까지 이용이 정지되어 글을 쓸 수 없어요\. 사유: /,
    );
    // Another customer is not suspended.
    expect(await mine(await person())).toBeNull();

    // Seven days later by the app's clock the suspension is over: nothing to show, and writing works again.
    try {
      expect(
        (await t.app.inject({ method: 'PUT', url: '/__test/clock', payload: { offsetMs: 7 * 24 * 60 * 60 * 1000 } }))
          .statusCode,
      ).toBe(200);
      expect(await mine(writer)).toBeNull();
      expect((await write(writer)).length).toBeGreaterThan(0);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/__test/clock', payload: { offsetMs: 0 } });
    }

    // For good: no end; lifting it early makes it disappear at once.
    const other = await person();
    await call('POST', `/v3/admin/reports/CUSTOMER/${other.uuid}/suspend`, moderator.headers, {
      duration: 'FOREVER',
      reason,
    });
    expect(await mine(other)).toMatchObject({ until: null, reason });
    expect((await mine(other))!.message).toContain('영구적으로 이용이 정지되어 글을 쓸 수 없어요.');
    const lifted = await call('POST', `/v3/admin/reports/CUSTOMER/${other.uuid}/unsuspend`, moderator.headers, {
      reason: '소명을 확인해 정지를 해제합니다.',
    });
    expect(lifted.statusCode).toBe(200);
    expect(await mine(other)).toBeNull();
  });

  it('reads both sides of an inquiry: a couple reports the hall (warn tells the hall, no suspension), a hall reports the couple', async () => {
    const couple = await person();
    const staff = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
    const started = await call('POST', '/v3/inquiries', couple.headers, { partnerUuid: hall.uuid, origin: 'HALL' });
    const thread = started.json().item.id as string;
    await call('POST', `/v3/inquiries/${thread}/messages`, couple.headers, { body: '견적이 궁금해요' });
    await call('POST', `/v3/partner-center/inquiries/${thread}/messages`, staff.headers, { body: '무례한 답변입니다' });

    expect(
      (await call('POST', `/v3/inquiries/${thread}/report`, couple.headers, { reason: '욕설/비방' })).statusCode,
    ).toBe(200);
    const hallSide = await findInQueue('OPEN', thread);
    expect(hallSide).toMatchObject({
      kind: 'INQUIRY',
      writer: { side: 'PARTNER' },
      reasons: [{ reason: '욕설/비방', count: 1 }],
    });
    const detail = (await call('GET', `/v3/admin/reports/INQUIRY/${thread}`, moderator.headers)).json().item;
    expect(detail.content).toBe('무례한 답변입니다');
    expect(detail.actions).toEqual(['KEEP', 'WARN']);
    const suspendHall = await call('POST', `/v3/admin/reports/INQUIRY/${thread}/suspend`, moderator.headers, {
      duration: 'DAYS_7',
      reason: '웨딩홀 정지 시도',
    });
    expect(suspendHall.statusCode).toBe(409);
    expect(
      (await act('INQUIRY', thread, { action: 'WARN', reason: '고객에게 정중하게 답해 주세요.' })).statusCode,
    ).toBe(200);
    const [warned] = await writerNotices(`moderation:inquiry:${thread}:WARN:%`);
    expect(warned).toMatchObject({ kind: 'HALL_MODERATION_WARNED', audience: 'PARTNER', partner_id: hall.id });
    expect(warned!.body).toContain('고객에게 정중하게 답해 주세요.');
    expect(await reporterNotices(`moderation:inquiry:${thread}:WARN:%`)).toEqual([
      expect.objectContaining({ kind: 'REPORT_REVIEWED', customer_id: couple.id, link: `/inquiries/${thread}` }),
    ]);

    // The hall's report of the couple lives on the thread; keep closes it, a new one reopens it.
    expect(
      (await call('POST', `/v3/partner-center/inquiries/${thread}/report`, staff.headers, { reason: '광고성 게시글' }))
        .statusCode,
    ).toBe(200);
    expect(await findInQueue('OPEN', thread)).toMatchObject({
      kind: 'INQUIRY_COUPLE',
      writer: { side: 'CUSTOMER', uuid: couple.uuid },
      reasons: [{ reason: '광고성 게시글', count: 1 }],
    });
    expect((await act('INQUIRY_COUPLE', thread, { action: 'KEEP', reason: '문제없는 문의입니다.' })).statusCode).toBe(
      200,
    );
    expect(await findInQueue('OPEN', thread)).toBeUndefined();
    const [closed] = await queryRows<{ resolution: string }>(
      t.database.db,
      sql`SELECT partner_report_resolution AS resolution FROM inquiry_threads WHERE uuid = ${thread}`,
    );
    expect(closed!.resolution).toBe('KEEP');
    // The hall that reported is told in its console inbox that the report was closed; the couple hears nothing.
    const hallTold = await noticesOf(t.database, `moderation:inquiry:${thread}:KEEP:%`);
    expect(hallTold).toEqual([
      expect.objectContaining({
        kind: 'HALL_REPORT_REVIEWED',
        audience: 'PARTNER',
        partner_id: hall.id,
        customer_id: null,
        title: '신고하신 고객 문의를 검토했어요',
        body: `${couple.nick}님의 1:1 문의 · ${REPORT_OUTCOME_TEXTS.NO_ACTION}`,
        link: `/partner-center/inquiries/${thread}`,
      }),
    ]);
    expect(hallTold[0]!.body).not.toContain('문제없는 문의입니다.');
    const consoleInbox = (await call('GET', '/v3/partner-center/notifications', staff.headers)).json().item.list as {
      title: string;
      body: string;
    }[];
    expect(consoleInbox).toContainEqual(
      expect.objectContaining({ title: '신고하신 고객 문의를 검토했어요', body: hallTold[0]!.body }),
    );

    await call('POST', `/v3/partner-center/inquiries/${thread}/report`, staff.headers, { reason: '기타' });
    expect(await findInQueue('OPEN', thread)).toMatchObject({
      kind: 'INQUIRY_COUPLE',
      reasons: [{ reason: '기타', count: 1 }],
    });
    // A warning to the couple: the couple reads the reason; the hall reads only that something was done.
    const warning = '업체에 대한 욕설은 삼가 주세요.';
    expect((await act('INQUIRY_COUPLE', thread, { action: 'WARN', reason: warning })).statusCode).toBe(200);
    const [coupleWarned] = await writerNotices(`moderation:inquiry:${thread}:WARN:%`).then((all) =>
      all.filter((n) => n.customer_id === couple.id),
    );
    expect(coupleWarned).toMatchObject({ kind: 'MODERATION_WARNED', link: '/inquiries' });
    expect(coupleWarned!.body).toContain(warning);
    const hallWarned = (await noticesOf(t.database, `moderation:inquiry:${thread}:WARN:%`)).filter(
      (n) => n.kind === 'HALL_REPORT_REVIEWED',
    );
    expect(hallWarned).toHaveLength(1);
    expect(hallWarned[0]!.body).toBe(`${couple.nick}님의 1:1 문의 · ${REPORT_OUTCOME_TEXTS.ACTION_TAKEN}`);
  });

  it('an action that fails leaves nothing behind: no change, no closed report, no audit row, no notice', async () => {
    const writer = await person();
    const review = await write(writer);
    await report(await person(), 'REVIEW', review);
    const blinded = await act('REVIEW', review, { action: 'UNBLIND', reason: '블라인드 해제 시도' });
    expect(blinded.statusCode).toBe(409);
    expect(await findInQueue('OPEN', review)).toMatchObject({ reportCount: 1 });
    expect(await audits(`review:${review}`)).toEqual([]);
    expect(await noticesOf(t.database, `moderation:review:${review}:%`)).toEqual([]);
    const gone = await act('REVIEW', '00000000-0000-4000-8000-000000000000', { action: 'KEEP', reason: '없는 대상' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('MODERATION_TARGET_NOT_FOUND');
  });
});

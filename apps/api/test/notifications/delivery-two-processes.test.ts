import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@wedding/domain/alimtalk-templates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi } from '../../../../scripts/lib/hold-race.ts';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { createDeliveryJobSender } from '../../src/modules/notifications/delivery-jobs.ts';
import { DELIVERY_RETRY, NOTIFICATION_JOBS } from '../../src/modules/notifications/jobs.ts';
import { createNotificationOutbox } from '../../src/modules/notifications/outbox.ts';
import { createNotificationRepository } from '../../src/modules/notifications/repository.ts';
import type { JobQueue } from '../../src/shared/jobs/job-queue.ts';
import { createPgBossQueue } from '../../src/shared/jobs/pg-boss-queue.ts';
import { type FakeSolapi, fakeSolapiEnv, startFakeSolapi } from '../helpers/fake-solapi.ts';
import { createPostgresTestDatabase } from '../helpers/test-database.ts';

// Issue 28 done-when: "Two API processes: 1,000 notifications are delivered exactly once each to the fake (count),
// with the provider down for the first 30 s." The outbox rows and their jobs are written first; then Solapi's fake
// goes down for 30 s and two API processes start their delivery workers against it.
const JWT_SECRET = 'notification-delivery-secret-'.repeat(3);
const MESSAGES = 1_000;
const COUPLES = 20;
const DOWN_MS = 30_000;
const HALL = '라온컨벤션';
const when = (i: number) => `2026년 12월 5일 (토) 14:00 #${i}`;

const pg = await createPostgresTestDatabase();

describe.skipIf(pg === null)('notification delivery across two API processes on PostgreSQL (issue 28)', () => {
  const children: ChildProcess[] = [];
  let database: Database;
  let fake: FakeSolapi;
  let dataDir = '';
  let sender: JobQueue;

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(database.db, query))[0]!.n);
  /** This test's deliveries matching `where`. */
  const mine = (where: ReturnType<typeof sql>) =>
    sql`SELECT count(*)::int AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE n.event_key LIKE 'bulk:%' AND ${where}`;

  beforeAll(async () => {
    database = pg!.database;
    const db = database.db;
    fake = await startFakeSolapi();
    dataDir = await mkdtemp(path.join(tmpdir(), 'notification-delivery-'));
    const couples = await queryRows<{ id: number }>(db, sql`SELECT id FROM customers ORDER BY id LIMIT ${COUPLES}`);
    expect(couples).toHaveLength(COUPLES);
    for (const [i, couple] of couples.entries())
      await db.execute(sql`UPDATE customers SET tel = ${`010-9000-${String(1000 + i)}`} WHERE id = ${couple.id}`);

    // The outbox as a change writes it: entry, delivery and job in one transaction each.
    sender = createPgBossQueue({ database, log: { warn: () => {} }, runWorkers: false, pollingSeconds: 1 });
    sender.work(NOTIFICATION_JOBS.delivery, async () => {}, DELIVERY_RETRY);
    await sender.start();
    const outbox = createNotificationOutbox({
      repository: createNotificationRepository(db),
      sendJob: createDeliveryJobSender(sender),
    });
    for (let i = 0; i < MESSAGES; i += 1)
      await db.transaction((tx) =>
        outbox.emit(tx as unknown as Database['db'], {
          kind: 'VISIT_CONFIRMED',
          event: `bulk:${i}`,
          to: { customerId: couples[i % COUPLES]!.id },
          variables: { 웨딩홀: HALL, 방문일시: when(i) },
          link: '/mypage/bookings',
          calendarPath: `/v3/calendar/visits/${i}.mac.ics`,
          at: new Date(),
        }),
      );
    expect(await count(sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE state = 'PENDING'`)).toBe(
      MESSAGES,
    );
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await sender?.stop();
    await fake?.close();
    await pg?.database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers each of 1,000 알림톡 exactly once although Solapi is down for the first 30 s', {
    timeout: 300_000,
  }, async () => {
    fake.down(DOWN_MS);
    const started = Date.now();
    const extra = { ...fakeSolapiEnv(fake.url), JOB_WORKERS: '1', JOB_POLL_SECONDS: '0.5', NODE_ENV: 'test' };
    const ports = [await freePort(), await freePort()];
    children.push(
      ...(await Promise.all(
        ports.map((port) => startApi(port, { databaseUrl: pg!.url, jwtSecret: JWT_SECRET, dataDir, extra })),
      )),
    );

    const deadline = Date.now() + 280_000;
    let accepted = 0;
    while (Date.now() < deadline) {
      accepted = await count(mine(sql`d.state IN ('ACCEPTED', 'DELIVERED')`));
      if (accepted === MESSAGES) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const elapsed = (Date.now() - started) / 1000;
    const states = await queryRows(
      database.db,
      sql`SELECT d.state, left(coalesce(d.last_error, ''), 40) AS error, count(*)::int AS n
          FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.event_key LIKE 'bulk:%' GROUP BY 1, 2 ORDER BY 3 DESC`,
    );
    expect(accepted, JSON.stringify(states)).toBe(MESSAGES);
    // A late duplicate (a retried job, the relay scan) must find nothing to send.
    await new Promise((r) => setTimeout(r, 3_000));

    // Each message once, word for word as its template reads. (The seed's own requests may expire while the
    // processes run and tell their couples too: only this test's messages are counted.)
    const expected = new Set(
      Array.from({ length: MESSAGES }, (_, i) => {
        const rendered = renderAlimtalk(ALIMTALK_TEMPLATES.VISIT_CONFIRMED, {
          웨딩홀: HALL,
          방문일시: when(i),
          링크: 'x',
          캘린더: 'x',
        });
        if (!rendered.ok) throw new Error(rendered.reason);
        return rendered.message.text;
      }),
    );
    const taken = fake.messages().filter((m) => m.statusCode === '2000' && expected.has(m.text));
    expect(taken.filter((m) => m.type !== 'ATA')).toEqual([]);
    expect(taken).toHaveLength(MESSAGES);
    expect(new Set(taken.map((m) => m.text))).toEqual(expected);
    expect(taken.every((m) => m.to.startsWith('0109000'))).toBe(true);

    const [attempts] = await queryRows<{ total: number; retried: number; max: number }>(
      database.db,
      sql`SELECT sum(d.attempts)::int AS total, count(*) FILTER (WHERE d.attempts > 1)::int AS retried,
                 max(d.attempts)::int AS max
          FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.event_key LIKE 'bulk:%'`,
    );
    const refusedWhileDown = fake.downAnswers();
    // The outage was felt (messages were retried) without a storm: far fewer calls reached the provider while it
    // was down than there were messages, because each process stops calling after an outage answer until a probe
    // finds it back.
    expect(attempts!.retried).toBeGreaterThan(0);
    expect(refusedWhileDown).toBeGreaterThan(0);
    expect(refusedWhileDown).toBeLessThan(MESSAGES / 4);
    console.info(
      `notification delivery: ${MESSAGES} 알림톡 accepted once each by 2 processes in ${elapsed.toFixed(1)} s ` +
        `(Solapi down the first ${DOWN_MS / 1000} s: ${refusedWhileDown} calls refused while down; ` +
        `${attempts!.retried} messages retried, ${attempts!.total} attempts, at most ${attempts!.max} for one)`,
    );
  });
});

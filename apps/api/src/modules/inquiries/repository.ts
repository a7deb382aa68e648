import { INQUIRY_PAGE_SIZE, type InquiryOrigin, type InquirySide } from '@wedding/domain/inquiry';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

type Instant = Date | string;
type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;

/** Whose view a read is for: the couple (by customer id) or the hall (by partner id). */
export type Viewer = { side: InquirySide; ownerId: number };

export type ThreadRow = {
  id: number;
  uuid: string;
  customer_id: number;
  partner_id: number;
  partner_uuid: string;
  biz_name: string;
  /** The couple's nick: the only name the hall sees. */
  nick: string | null;
  /** The couple's phone, selected only when they shared it in this thread; never otherwise read. */
  shared_phone: string | null;
  origin: InquiryOrigin;
  wedding_day_id: number | null;
  visit_id: number | null;
  /** What the thread is about: the slot's wedding date and time (and its room), or the visit's date and time. */
  subject_date: string | null;
  subject_time: string | null;
  subject_hall: string | null;
  phone_shared: boolean;
  /** The viewer blocked the other side here. */
  blocked: boolean;
  /** The other side blocked the viewer here. */
  blocked_by_other: boolean;
  reported: boolean;
  created_at: Instant;
  last_sender: InquirySide | null;
  last_body: string | null;
  last_at: Instant | null;
  unread: number;
};

export type MessageRow = { id: number; sender: InquirySide; body: string; images: string[]; created_at: Instant };

export type InquiryRepository = {
  partnerIdOf(uuid: string): Promise<number | null>;
  /** Whether an operator paused the partner (issue 29 §4): no new inquiry then. */
  partnerPaused(partnerId: number): Promise<boolean>;
  slotOfPartner(weddingDayId: number, partnerId: number): Promise<boolean>;
  visitOf(visitId: number, customerId: number, partnerId: number): Promise<boolean>;
  /** The thread of this couple, partner and subject, created when there is none. */
  findOrCreate(input: {
    customerId: number;
    partnerId: number;
    origin: InquiryOrigin;
    weddingDayId: number | null;
    visitId: number | null;
  }): Promise<string>;
  /** The viewer's threads (a hall's only once the couple has written), newest activity first. */
  list(viewer: Viewer): Promise<ThreadRow[]>;
  /** null for another's thread and for none: the caller answers the same 404. */
  find(viewer: Viewer, uuid: string): Promise<ThreadRow | null>;
  /** A page of messages the viewer may see, oldest first; one extra row tells whether older ones remain. */
  messages(
    thread: ThreadRow,
    side: InquirySide,
    before: number | undefined,
  ): Promise<{ rows: MessageRow[]; hasMore: boolean }>;
  countOwnUploads(owner: { customerId: number } | { staffId: number }, paths: string[]): Promise<number>;
  /** Saves a message; the sender has read everything up to it. A hall's answer is audited in the same transaction. */
  addMessage(
    thread: ThreadRow,
    input: {
      sender: InquirySide;
      body: string;
      images: string[];
      staff?: Staff;
      /** Runs in the insert's transaction: the other side's notice commits with the message (issue 28). */
      afterInsert?: (tx: Db) => Promise<void>;
    },
  ): Promise<MessageRow>;
  markRead(thread: ThreadRow, side: InquirySide): Promise<void>;
  customerPhone(customerId: number): Promise<string | null>;
  setPhoneShared(thread: ThreadRow, shared: boolean): Promise<void>;
  block(thread: ThreadRow, side: InquirySide, staff?: Staff): Promise<void>;
  reportByPartner(thread: ThreadRow, reason: string, staff: Staff): Promise<void>;
};

const column = (side: InquirySide, customer: string, partner: string) =>
  sql.raw(side === 'CUSTOMER' ? customer : partner);

/** One SELECT for both sides' thread rows; `where` narrows it to the viewer's (and maybe one thread). */
function threadQuery(viewer: Viewer, where: SQL): SQL {
  const { side } = viewer;
  const other = side === 'CUSTOMER' ? 'PARTNER' : 'CUSTOMER';
  const readId = column(side, 't.customer_read_id', 't.partner_read_id');
  const myBlock = column(side, 't.customer_blocked_at', 't.partner_blocked_at');
  const theirBlock = column(side, 't.partner_blocked_at', 't.customer_blocked_at');
  // A message the viewer may see: their own, or the other side's while the viewer has not blocked them.
  const visible = sql`(m.sender = ${side} OR ${myBlock} IS NULL)`;
  return sql`SELECT t.id, t.uuid, t.customer_id, t.partner_id, p.uuid AS partner_uuid, p.biz_name, c.nick,
        CASE WHEN t.phone_shared_at IS NOT NULL THEN c.tel END AS shared_phone,
        t.origin, t.wedding_day_id, t.visit_id, t.phone_shared_at IS NOT NULL AS phone_shared,
        coalesce(wd.wedding_date, v.visit_date)::text AS subject_date,
        to_char(coalesce(wd.wedding_time, v.visit_time), 'HH24:MI') AS subject_time, ih.name AS subject_hall,
        ${myBlock} IS NOT NULL AS blocked, ${theirBlock} IS NOT NULL AS blocked_by_other,
        t.partner_reported_at IS NOT NULL AS reported, t.created_at,
        lm.sender AS last_sender, lm.body AS last_body, lm.created_at AS last_at,
        (SELECT count(*)::int FROM inquiry_messages m
          WHERE m.thread_id = t.id AND m.sender = ${other} AND m.id > ${readId} AND ${visible}) AS unread
      FROM inquiry_threads t
      JOIN partners p ON p.id = t.partner_id
      JOIN customers c ON c.id = t.customer_id
      LEFT JOIN wedding_days wd ON wd.id = t.wedding_day_id
      LEFT JOIN individual_halls ih ON ih.id = wd.individual_hall_id
      LEFT JOIN visit_reservations v ON v.id = t.visit_id
      LEFT JOIN LATERAL (SELECT m.sender, m.body, m.created_at FROM inquiry_messages m
        WHERE m.thread_id = t.id AND ${visible} ORDER BY m.id DESC LIMIT 1) lm ON true
      WHERE ${side === 'CUSTOMER' ? sql`t.customer_id = ${viewer.ownerId}` : sql`t.partner_id = ${viewer.ownerId}`}
        AND ${where}`;
}

// A hall sees a thread once the couple has written in it, not when they only opened it.
const hallCanSee = (viewer: Viewer) =>
  viewer.side === 'PARTNER'
    ? sql`EXISTS (SELECT 1 FROM inquiry_messages x WHERE x.thread_id = t.id AND x.sender = 'CUSTOMER')`
    : sql`true`;

const pathArray = (paths: string[]) => `{${paths.map((p) => `"${p}"`).join(',')}}`;

export function createInquiryRepository(db: Db): InquiryRepository {
  return {
    async partnerIdOf(uuid) {
      const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM partners WHERE uuid = ${uuid}`);
      return row?.id ?? null;
    },

    async partnerPaused(partnerId) {
      const [row] = await queryRows<{ paused: boolean }>(
        db,
        sql`SELECT paused_at IS NOT NULL AS paused FROM partners WHERE id = ${partnerId}`,
      );
      return row?.paused ?? false;
    },

    async slotOfPartner(weddingDayId, partnerId) {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM wedding_days WHERE id = ${weddingDayId} AND partner_id = ${partnerId}`,
      );
      return rows.length > 0;
    },

    async visitOf(visitId, customerId, partnerId) {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM visit_reservations WHERE id = ${visitId} AND customer_id = ${customerId} AND partner_id = ${partnerId}`,
      );
      return rows.length > 0;
    },

    async findOrCreate({ customerId, partnerId, origin, weddingDayId, visitId }) {
      // The unique subject key (NULLS NOT DISTINCT) decides a race between two taps.
      await db.execute(
        sql`INSERT INTO inquiry_threads (customer_id, partner_id, origin, wedding_day_id, visit_id)
            VALUES (${customerId}, ${partnerId}, ${origin}, ${weddingDayId}, ${visitId})
            ON CONFLICT ON CONSTRAINT inquiry_threads_subject_key DO NOTHING`,
      );
      const [row] = await queryRows<{ uuid: string }>(
        db,
        sql`SELECT uuid FROM inquiry_threads WHERE customer_id = ${customerId} AND partner_id = ${partnerId}
              AND origin = ${origin} AND wedding_day_id IS NOT DISTINCT FROM ${weddingDayId}::int
              AND visit_id IS NOT DISTINCT FROM ${visitId}::int`,
      );
      return row!.uuid;
    },

    async list(viewer) {
      return queryRows<ThreadRow>(
        db,
        sql`${threadQuery(viewer, hallCanSee(viewer))} ORDER BY t.last_message_at DESC, t.id DESC LIMIT 100`,
      );
    },

    async find(viewer, uuid) {
      const [row] = await queryRows<ThreadRow>(
        db,
        threadQuery(viewer, sql`t.uuid = ${uuid} AND ${hallCanSee(viewer)}`),
      );
      return row ?? null;
    },

    async messages(thread, side, before) {
      const hideOther = thread.blocked ? sql`AND sender = ${side}` : sql``;
      const rows = await queryRows<MessageRow>(
        db,
        sql`SELECT id, sender, body, images, created_at FROM inquiry_messages
            WHERE thread_id = ${thread.id} ${hideOther} ${before ? sql`AND id < ${before}` : sql``}
            ORDER BY id DESC LIMIT ${INQUIRY_PAGE_SIZE + 1}`,
      );
      return { rows: rows.slice(0, INQUIRY_PAGE_SIZE).reverse(), hasMore: rows.length > INQUIRY_PAGE_SIZE };
    },

    async countOwnUploads(owner, paths) {
      if (paths.length === 0) return 0;
      const ownerIs = 'customerId' in owner ? sql`customer_id = ${owner.customerId}` : sql`staff_id = ${owner.staffId}`;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(DISTINCT path)::int AS n FROM uploads WHERE ${ownerIs} AND path = ANY(${pathArray(paths)}::text[])`,
      );
      return row?.n ?? 0;
    },

    async addMessage(thread, { sender, body, images, staff, afterInsert }) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [row] = await queryRows<MessageRow>(
          tx,
          sql`INSERT INTO inquiry_messages (thread_id, sender, staff_id, body, images)
              VALUES (${thread.id}, ${sender}, ${staff?.id ?? null}, ${body}, ${JSON.stringify(images)}::jsonb)
              RETURNING id, sender, body, images, created_at`,
        );
        const readId = column(sender, 'customer_read_id', 'partner_read_id');
        await tx.execute(
          sql`UPDATE inquiry_threads SET last_message_at = now(), ${readId} = ${row!.id} WHERE id = ${thread.id}`,
        );
        if (staff)
          await recordAudit(tx, staff, {
            action: 'inquiry.answer',
            target: `inquiry:${thread.uuid}`,
            after: { messageId: row!.id, length: body.length, images: images.length },
          });
        await afterInsert?.(tx);
        return row!;
      });
    },

    async markRead(thread, side) {
      const readId = column(side, 'customer_read_id', 'partner_read_id');
      await db.execute(
        sql`UPDATE inquiry_threads SET ${readId} = greatest(${readId},
              (SELECT coalesce(max(id), 0) FROM inquiry_messages WHERE thread_id = ${thread.id}))
            WHERE id = ${thread.id}`,
      );
    },

    async customerPhone(customerId) {
      const [row] = await queryRows<{ tel: string | null }>(
        db,
        sql`SELECT tel FROM customers WHERE id = ${customerId}`,
      );
      return row?.tel ?? null;
    },

    async setPhoneShared(thread, shared) {
      await db.execute(
        sql`UPDATE inquiry_threads SET phone_shared_at = ${shared ? sql`coalesce(phone_shared_at, now())` : sql`NULL`}
            WHERE id = ${thread.id}`,
      );
    },

    async block(thread, side, staff) {
      const blockedAt = column(side, 'customer_blocked_at', 'partner_blocked_at');
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(
          sql`UPDATE inquiry_threads SET ${blockedAt} = coalesce(${blockedAt}, now()) WHERE id = ${thread.id}`,
        );
        if (staff) await recordAudit(tx, staff, { action: 'inquiry.block', target: `inquiry:${thread.uuid}` });
      });
    },

    async reportByPartner(thread, reason, staff) {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(
          // A report an operator closed (issue 29 §2) is replaced by the new one, which reopens the thread in the
          // moderation queue; an open one stays as first sent.
          sql`UPDATE inquiry_threads SET
                partner_reported_at = CASE WHEN partner_report_resolved_at IS NOT NULL THEN now()
                                           ELSE coalesce(partner_reported_at, now()) END,
                partner_report_reason = CASE WHEN partner_report_resolved_at IS NOT NULL THEN ${reason}
                                             ELSE coalesce(partner_report_reason, ${reason}) END,
                partner_report_resolved_at = NULL, partner_report_resolved_by = NULL, partner_report_resolution = NULL
              WHERE id = ${thread.id}`,
        );
        await recordAudit(tx, staff, { action: 'inquiry.report', target: `inquiry:${thread.uuid}`, after: { reason } });
      });
    },
  };
}

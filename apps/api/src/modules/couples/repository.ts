import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// The couple link's reads and writes (issue 30 §1, decision 0061). Every write takes the caller's transaction: an
// accept or an unlink is one transaction with its copies and its inbox entry.

export type InviteRow = { id: number; code: string; inviterId: number; expiresAt: Date; usedAt: Date | null };
export type PartnerRow = { partnerId: number; name: string; linkedAt: Date };

/**
 * A copy step run by an unlink inside its transaction, before the link goes: each of `a` and `b` keeps a copy of the
 * other's shared rows (issue 30 §1 'after an unlink, each keeps a copy'). The shortlist adds its own step.
 */
export type UnlinkCopy = (tx: Db, a: number, b: number) => Promise<void>;

const date = (value: Date | string) => new Date(value);

export type CoupleRepository = {
  transaction<T>(run: (tx: Db) => Promise<T>): Promise<T>;
  /** My partner, locked for the transaction when `lock` (an unlink). */
  partnerOf(tx: Db, customerId: number, lock?: boolean): Promise<PartnerRow | null>;
  /** The name shown to the other: the nick, or the name without one. */
  nameOf(tx: Db, customerId: number): Promise<string>;
  /** My newest invite that is neither used nor expired at `now`. */
  openInvite(tx: Db, inviterId: number, now: Date): Promise<InviteRow | null>;
  /** Replaces my open invites with this one; false when the code is taken (draw another). */
  insertInvite(tx: Db, input: { inviterId: number; code: string; now: Date; expiresAt: Date }): Promise<boolean>;
  /** The invite by its code, locked: two accepts of one code take turns. */
  inviteByCode(tx: Db, code: string): Promise<InviteRow | null>;
  /**
   * Links the two (both rows in one statement, as the mirror foreign key asks), marks the invite used and drops
   * both people's other open invites. False when either became one of a couple meanwhile (the key refused it).
   */
  link(tx: Db, input: { invite: InviteRow; accepterId: number; now: Date }): Promise<boolean>;
  /** One wedding date for the two: the inviter's when set, else the accepter's (decision 0061). */
  shareWeddingDate(tx: Db, inviterId: number, accepterId: number): Promise<void>;
  /** The built-in unlink copies: likes (three kinds, partner like counts kept in step) and watches. */
  copyShared: UnlinkCopy;
  /** Both rows of the couple, in one statement. */
  unlink(tx: Db, a: number, b: number): Promise<void>;
};

const INVITE_COLUMNS = sql`id, code, inviter_id, expires_at, used_at`;
type RawInvite = {
  id: number;
  code: string;
  inviter_id: number;
  expires_at: Date | string;
  used_at: Date | string | null;
};
const toInvite = (r: RawInvite): InviteRow => ({
  id: Number(r.id),
  code: r.code,
  inviterId: Number(r.inviter_id),
  expiresAt: date(r.expires_at),
  usedAt: r.used_at === null ? null : date(r.used_at),
});

function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `run` at a savepoint, so a refused statement leaves the transaction usable. */
async function attempt(tx: Db, run: (tx: Db) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await run(inner as unknown as Db);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function createCoupleRepository(db: Db): CoupleRepository {
  return {
    transaction: (run) => db.transaction((tx) => run(tx as unknown as Db)),

    async partnerOf(tx, customerId, lock = false) {
      const [row] = await queryRows<{ partner_id: number; name: string; linked_at: Date | string }>(
        tx,
        sql`SELECT m.partner_id, coalesce(c.nick, c.name) AS name, m.created_at AS linked_at
            FROM couple_members m JOIN customers c ON c.id = m.partner_id
            WHERE m.customer_id = ${customerId}::int${lock ? sql` FOR UPDATE OF m` : sql``}`,
      );
      return row ? { partnerId: Number(row.partner_id), name: row.name, linkedAt: date(row.linked_at) } : null;
    },

    async nameOf(tx, customerId) {
      const [row] = await queryRows<{ name: string }>(
        tx,
        sql`SELECT coalesce(nick, name) AS name FROM customers WHERE id = ${customerId}::int`,
      );
      return row?.name ?? '';
    },

    async openInvite(tx, inviterId, now) {
      const [row] = await queryRows<RawInvite>(
        tx,
        sql`SELECT ${INVITE_COLUMNS} FROM couple_invites
            WHERE inviter_id = ${inviterId}::int AND used_at IS NULL AND expires_at > ${now}
            ORDER BY created_at DESC LIMIT 1`,
      );
      return row ? toInvite(row) : null;
    },

    async insertInvite(tx, { inviterId, code, now, expiresAt }) {
      return attempt(tx, async (inner) => {
        // An unused old code stops working when a new one is made: one live code per person.
        await inner.execute(sql`DELETE FROM couple_invites WHERE inviter_id = ${inviterId}::int AND used_at IS NULL`);
        await inner.execute(
          sql`INSERT INTO couple_invites (code, inviter_id, created_at, expires_at)
              VALUES (${code}, ${inviterId}::int, ${now}, ${expiresAt})`,
        );
      });
    },

    async inviteByCode(tx, code) {
      const [row] = await queryRows<RawInvite>(
        tx,
        sql`SELECT ${INVITE_COLUMNS} FROM couple_invites WHERE code = ${code} FOR UPDATE`,
      );
      return row ? toInvite(row) : null;
    },

    async link(tx, { invite, accepterId, now }) {
      return attempt(tx, async (inner) => {
        const a = invite.inviterId;
        const b = accepterId;
        await inner.execute(
          sql`INSERT INTO couple_members (customer_id, partner_id, created_at)
              VALUES (${a}::int, ${b}::int, ${now}), (${b}::int, ${a}::int, ${now})`,
        );
        await inner.execute(
          sql`UPDATE couple_invites SET used_at = ${now}, used_by = ${b}::int WHERE id = ${invite.id}::int`,
        );
        await inner.execute(
          sql`DELETE FROM couple_invites WHERE inviter_id IN (${a}::int, ${b}::int) AND used_at IS NULL`,
        );
      });
    },

    async shareWeddingDate(tx, inviterId, accepterId) {
      await tx.execute(
        sql`UPDATE customers SET wedding_date = shared.d
            FROM (SELECT coalesce((SELECT wedding_date FROM customers WHERE id = ${inviterId}::int),
                                  (SELECT wedding_date FROM customers WHERE id = ${accepterId}::int)) AS d) shared
            WHERE id IN (${inviterId}::int, ${accepterId}::int)`,
      );
    },

    async copyShared(tx, a, b) {
      // One statement per table, each reading the rows as they were before it ran, so what is copied one way is
      // not copied back. Likes keep their first like's time (each list keeps its order); a like both had stays one.
      const other = (column: string) =>
        sql.raw(`CASE ${column} WHEN ${Math.trunc(a)} THEN ${Math.trunc(b)} ELSE ${Math.trunc(a)} END`);
      const liked = await queryRows<{ partner_id: number }>(
        tx,
        sql`INSERT INTO partner_likes (customer_id, partner_id, created_at)
            SELECT ${other('customer_id')}, partner_id, created_at FROM partner_likes
            WHERE customer_id IN (${a}::int, ${b}::int)
            ON CONFLICT DO NOTHING RETURNING partner_id`,
      );
      if (liked.length)
        // partners.like_count counts like rows: each copy is one more account liking the hall.
        await tx.execute(
          sql`UPDATE partners p SET like_count = p.like_count + c.n
              FROM (SELECT x AS id, count(*)::int AS n FROM unnest(${`{${liked.map((r) => Number(r.partner_id)).join(',')}}`}::int[]) x
                    GROUP BY x) c
              WHERE p.id = c.id`,
        );
      await tx.execute(
        sql`INSERT INTO individual_hall_likes (customer_id, individual_hall_id, created_at)
            SELECT ${other('customer_id')}, individual_hall_id, created_at FROM individual_hall_likes
            WHERE customer_id IN (${a}::int, ${b}::int)
            ON CONFLICT DO NOTHING`,
      );
      await tx.execute(
        sql`INSERT INTO wedding_day_likes (customer_id, wedding_day_id, created_at)
            SELECT ${other('customer_id')}, wedding_day_id, created_at FROM wedding_day_likes
            WHERE customer_id IN (${a}::int, ${b}::int)
            ON CONFLICT DO NOTHING`,
      );
      // Watches are copied as new watches (their own public ids): each side then edits its own.
      await tx.execute(
        sql`INSERT INTO slot_watches (customer_id, partner_id, region, months, days, times, min_guests, max_guests,
              max_price, created_at, updated_at)
            SELECT ${other('customer_id')}, partner_id, region, months, days, times, min_guests, max_guests, max_price,
              created_at, updated_at
            FROM slot_watches WHERE customer_id IN (${a}::int, ${b}::int) ORDER BY id`,
      );
    },

    async unlink(tx, a, b) {
      await tx.execute(sql`DELETE FROM couple_members WHERE customer_id IN (${a}::int, ${b}::int)`);
    },
  };
}

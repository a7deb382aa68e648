import type { ShareRole, ShortlistKind, VoteValue } from '@wedding/domain/shortlist';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// The shortlist's reads and writes (issue 30 §2). Every read and write of items and links takes the household's
// customer ids (services.household), never one id alone; the family's reads go by a link, whose household is
// looked up from the link's owner at each read.

export type ItemRow = {
  id: number;
  uuid: string;
  customerId: number;
  kind: ShortlistKind;
  note: string;
  createdAt: Date;
  partnerUuid: string;
  bizName: string;
  coverUrl: string | null;
  partnerProfileId: number | null;
  roomUuid: string | null;
  roomName: string | null;
  roomImage: string | null;
  weddingDayId: number | null;
  weddingDate: string | null;
  weddingTime: string | null;
  finalPrice: number | null;
};

export type VoteRow = { itemId: number; linkLabel: string; name: string; value: VoteValue };
export type CommentRow = {
  itemId: number;
  uuid: string;
  linkLabel: string;
  name: string;
  body: string;
  createdAt: Date;
};

export type LinkRow = {
  id: number;
  uuid: string;
  customerId: number;
  role: ShareRole;
  label: string;
  createdAt: Date;
  revokedAt: Date | null;
};

export type Target = {
  kind: ShortlistKind;
  partnerId: number;
  individualHallId: number | null;
  weddingDayId: number | null;
  key: string;
};

const ids = (list: readonly number[]) =>
  sql`ARRAY[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RawItem = {
  id: number;
  uuid: string;
  customer_id: number;
  kind: ShortlistKind;
  note: string;
  created_at: Date | string;
  partner_uuid: string;
  biz_name: string;
  cover_url: string | null;
  partner_profile_id: number | null;
  room_uuid: string | null;
  room_name: string | null;
  room_image: string | null;
  wedding_day_id: number | string | null;
  wedding_date: string | null;
  wedding_time: string | null;
  final_price: number | null;
};

const toItem = (r: RawItem): ItemRow => ({
  id: Number(r.id),
  uuid: r.uuid,
  customerId: Number(r.customer_id),
  kind: r.kind,
  note: r.note,
  createdAt: new Date(r.created_at),
  partnerUuid: r.partner_uuid,
  bizName: r.biz_name,
  coverUrl: r.cover_url,
  partnerProfileId: r.partner_profile_id === null ? null : Number(r.partner_profile_id),
  roomUuid: r.room_uuid,
  roomName: r.room_name,
  roomImage: r.room_image,
  weddingDayId: r.wedding_day_id === null ? null : Number(r.wedding_day_id),
  weddingDate: r.wedding_date === null ? null : String(r.wedding_date),
  weddingTime: r.wedding_time === null ? null : String(r.wedding_time),
  finalPrice: r.final_price === null ? null : Number(r.final_price),
});

// A slot's room is the slot's own; a room item's is the item's.
const ITEM_SELECT = sql`SELECT i.id, i.uuid, i.customer_id, i.kind, i.note, i.created_at,
    p.uuid AS partner_uuid, p.biz_name, p.cover_url, pp.id AS partner_profile_id,
    h.uuid AS room_uuid, h.name AS room_name, h.images[1] AS room_image,
    w.id AS wedding_day_id, w.wedding_date::text AS wedding_date, w.wedding_time::text AS wedding_time, w.final_price
  FROM shortlist_items i
  JOIN partners p ON p.id = i.partner_id
  LEFT JOIN partner_profiles pp ON pp.partner_id = p.id
  LEFT JOIN wedding_days w ON w.id = i.wedding_day_id
  LEFT JOIN individual_halls h ON h.id = COALESCE(i.individual_hall_id, w.individual_hall_id)`;

type RawLink = {
  id: number;
  uuid: string;
  customer_id: number;
  role: ShareRole;
  label: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
};
const toLink = (r: RawLink): LinkRow => ({
  id: Number(r.id),
  uuid: r.uuid,
  customerId: Number(r.customer_id),
  role: r.role,
  label: r.label,
  createdAt: new Date(r.created_at),
  revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
});

export type ShortlistRepository = {
  /** The hall, room or slot a body names, as stored; null when none exists. */
  findTarget(kind: ShortlistKind, target: string): Promise<Target | null>;
  /** The household's items, oldest first (the order they were shortlisted). */
  items(household: readonly number[]): Promise<ItemRow[]>;
  item(household: readonly number[], uuid: string): Promise<ItemRow | null>;
  /**
   * Adds the targets, in order, for `customerId` unless the household already has them, while the household keeps
   * at most `max` items (counted under a lock on the household's customers). Answers how many were added, how many
   * new ones did not fit, and the household's count after.
   */
  add(
    customerId: number,
    household: readonly number[],
    targets: readonly Target[],
    max: number,
  ): Promise<{ added: number; refused: number; total: number }>;
  /** The targets of the household's likes (halls, rooms, slots), newest first. */
  likedTargets(household: readonly number[]): Promise<Target[]>;
  setNote(household: readonly number[], uuid: string, note: string, now: Date): Promise<boolean>;
  remove(household: readonly number[], uuid: string): Promise<boolean>;
  votes(itemIds: readonly number[]): Promise<VoteRow[]>;
  comments(itemIds: readonly number[]): Promise<CommentRow[]>;
  links(household: readonly number[]): Promise<LinkRow[]>;
  /** Inserts a link while the household holds fewer than `max` active ones; null otherwise. */
  insertLink(
    customerId: number,
    household: readonly number[],
    link: { uuid: string; tokenHash: string; role: ShareRole; label: string },
    max: number,
  ): Promise<LinkRow | null>;
  revokeLink(household: readonly number[], uuid: string, now: Date): Promise<boolean>;
  /** The link whose token hashes to `tokenHash`, revoked or not. */
  linkByTokenHash(tokenHash: string): Promise<LinkRow | null>;
  /** Sets (or changes) the name's vote on the item through the link; answers the item's new tallies. */
  vote(
    itemId: number,
    linkId: number,
    name: string,
    value: VoteValue,
    now: Date,
    tx?: Db,
  ): Promise<{ up: number; down: number }>;
  comment(itemId: number, linkId: number, name: string, body: string, tx?: Db): Promise<CommentRow>;
  transaction<T>(run: (tx: Db) => Promise<T>): Promise<T>;
};

export function createShortlistRepository(db: Db): ShortlistRepository {
  return {
    async findTarget(kind, target) {
      if (kind === 'HALL') {
        if (!UUID.test(target)) return null;
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`SELECT id FROM partners WHERE uuid = ${target}::uuid AND type = 2`,
        );
        return row
          ? { kind, partnerId: Number(row.id), individualHallId: null, weddingDayId: null, key: `HALL:${row.id}` }
          : null;
      }
      if (kind === 'ROOM') {
        if (!UUID.test(target)) return null;
        const [row] = await queryRows<{ id: number; partner_id: number }>(
          db,
          sql`SELECT id, partner_id FROM individual_halls WHERE uuid = ${target}::uuid`,
        );
        return row
          ? {
              kind,
              partnerId: Number(row.partner_id),
              individualHallId: Number(row.id),
              weddingDayId: null,
              key: `ROOM:${row.id}`,
            }
          : null;
      }
      if (!/^\d{1,15}$/.test(target)) return null;
      const [row] = await queryRows<{ id: number | string; partner_id: number }>(
        db,
        sql`SELECT id, partner_id FROM wedding_days WHERE id = ${Number(target)}`,
      );
      return row
        ? {
            kind,
            partnerId: Number(row.partner_id),
            individualHallId: null,
            weddingDayId: Number(row.id),
            key: `SLOT:${row.id}`,
          }
        : null;
    },

    async items(household) {
      const rows = await queryRows<RawItem>(
        db,
        sql`${ITEM_SELECT} WHERE i.customer_id = ANY(${ids(household)}) ORDER BY i.created_at, i.id`,
      );
      // Both partners may have added the same target before they linked: the list shows it once.
      const seen = new Set<string>();
      return rows.map(toItem).filter((r) => {
        const key = `${r.kind}:${r.kind === 'SLOT' ? r.weddingDayId : r.kind === 'ROOM' ? r.roomUuid : r.partnerUuid}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },

    async item(household, uuid) {
      if (!UUID.test(uuid)) return null;
      const [row] = await queryRows<RawItem>(
        db,
        sql`${ITEM_SELECT} WHERE i.customer_id = ANY(${ids(household)}) AND i.uuid = ${uuid}::uuid`,
      );
      return row ? toItem(row) : null;
    },

    async add(customerId, household, targets, max) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // Two adds at once (the couple's two phones) take turns on the household's rows, so the limit holds.
        await tx.execute(sql`SELECT id FROM customers WHERE id = ANY(${ids(household)}) ORDER BY id FOR UPDATE`);
        const existing = await queryRows<{ target_key: string }>(
          tx,
          sql`SELECT target_key FROM shortlist_items WHERE customer_id = ANY(${ids(household)})`,
        );
        const have = new Set(existing.map((r) => r.target_key));
        const fresh = targets.filter((t, i) => !have.has(t.key) && targets.findIndex((o) => o.key === t.key) === i);
        const fit = fresh.slice(0, Math.max(0, max - have.size));
        for (const t of fit) {
          await tx.execute(sql`INSERT INTO shortlist_items (customer_id, kind, partner_id, individual_hall_id, wedding_day_id, target_key)
            VALUES (${customerId}, ${t.kind}, ${t.partnerId}, ${t.individualHallId}, ${t.weddingDayId}, ${t.key})`);
        }
        return { added: fit.length, refused: fresh.length - fit.length, total: have.size + fit.length };
      });
    },

    async likedTargets(household) {
      const rows = await queryRows<{
        kind: ShortlistKind;
        partner_id: number;
        hall_id: number | null;
        day_id: number | string | null;
      }>(
        db,
        sql`SELECT kind, partner_id, hall_id, day_id FROM (
            SELECT 'HALL' AS kind, l.partner_id, NULL::int AS hall_id, NULL::bigint AS day_id, l.created_at
              FROM partner_likes l JOIN partners p ON p.id = l.partner_id
              WHERE l.customer_id = ANY(${ids(household)}) AND p.type = 2
            UNION ALL
            SELECT 'ROOM', h.partner_id, h.id, NULL::bigint, l.created_at
              FROM individual_hall_likes l JOIN individual_halls h ON h.id = l.individual_hall_id
              WHERE l.customer_id = ANY(${ids(household)})
            UNION ALL
            SELECT 'SLOT', w.partner_id, NULL::int, w.id, l.created_at
              FROM wedding_day_likes l JOIN wedding_days w ON w.id = l.wedding_day_id
              WHERE l.customer_id = ANY(${ids(household)})
          ) liked ORDER BY created_at DESC`,
      );
      return rows.map((r) => {
        const key =
          r.kind === 'HALL' ? `HALL:${r.partner_id}` : r.kind === 'ROOM' ? `ROOM:${r.hall_id}` : `SLOT:${r.day_id}`;
        return {
          kind: r.kind,
          partnerId: Number(r.partner_id),
          individualHallId: r.hall_id === null ? null : Number(r.hall_id),
          weddingDayId: r.day_id === null ? null : Number(r.day_id),
          key,
        };
      });
    },

    async setNote(household, uuid, note, now) {
      if (!UUID.test(uuid)) return false;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE shortlist_items SET note = ${note}, updated_at = ${now}
          WHERE customer_id = ANY(${ids(household)}) AND uuid = ${uuid}::uuid RETURNING id`,
      );
      return rows.length > 0;
    },

    async remove(household, uuid) {
      if (!UUID.test(uuid)) return false;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM shortlist_items WHERE customer_id = ANY(${ids(household)}) AND uuid = ${uuid}::uuid RETURNING id`,
      );
      return rows.length > 0;
    },

    async votes(itemIds) {
      if (itemIds.length === 0) return [];
      const rows = await queryRows<{ item_id: number; label: string; voter_name: string; value: VoteValue }>(
        db,
        sql`SELECT v.item_id, l.label, v.voter_name, v.value FROM shortlist_votes v
          JOIN shortlist_share_links l ON l.id = v.link_id
          WHERE v.item_id = ANY(${ids(itemIds)}) ORDER BY v.id`,
      );
      return rows.map((r) => ({ itemId: Number(r.item_id), linkLabel: r.label, name: r.voter_name, value: r.value }));
    },

    async comments(itemIds) {
      if (itemIds.length === 0) return [];
      const rows = await queryRows<{
        item_id: number;
        uuid: string;
        label: string;
        author_name: string;
        body: string;
        created_at: Date | string;
      }>(
        db,
        sql`SELECT c.item_id, c.uuid, l.label, c.author_name, c.body, c.created_at FROM shortlist_comments c
          JOIN shortlist_share_links l ON l.id = c.link_id
          WHERE c.item_id = ANY(${ids(itemIds)}) ORDER BY c.id`,
      );
      return rows.map((r) => ({
        itemId: Number(r.item_id),
        uuid: r.uuid,
        linkLabel: r.label,
        name: r.author_name,
        body: r.body,
        createdAt: new Date(r.created_at),
      }));
    },

    async links(household) {
      const rows = await queryRows<RawLink>(
        db,
        sql`SELECT * FROM shortlist_share_links WHERE customer_id = ANY(${ids(household)}) ORDER BY revoked_at IS NOT NULL, id DESC`,
      );
      return rows.map(toLink);
    },

    async insertLink(customerId, household, link, max) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(sql`SELECT id FROM customers WHERE id = ANY(${ids(household)}) ORDER BY id FOR UPDATE`);
        const [count] = await queryRows<{ n: number | string }>(
          tx,
          sql`SELECT count(*) AS n FROM shortlist_share_links WHERE customer_id = ANY(${ids(household)}) AND revoked_at IS NULL`,
        );
        if (Number(count?.n ?? 0) >= max) return null;
        const [row] = await queryRows<RawLink>(
          tx,
          sql`INSERT INTO shortlist_share_links (uuid, customer_id, token_hash, role, label)
            VALUES (${link.uuid}::uuid, ${customerId}, ${link.tokenHash}, ${link.role}, ${link.label}) RETURNING *`,
        );
        return row ? toLink(row) : null;
      });
    },

    async revokeLink(household, uuid, now) {
      if (!UUID.test(uuid)) return false;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE shortlist_share_links SET revoked_at = COALESCE(revoked_at, ${now})
          WHERE customer_id = ANY(${ids(household)}) AND uuid = ${uuid}::uuid RETURNING id`,
      );
      return rows.length > 0;
    },

    async linkByTokenHash(tokenHash) {
      const [row] = await queryRows<RawLink>(
        db,
        sql`SELECT * FROM shortlist_share_links WHERE token_hash = ${tokenHash}`,
      );
      return row ? toLink(row) : null;
    },

    async vote(itemId, linkId, name, value, now, tx = db) {
      await tx.execute(sql`INSERT INTO shortlist_votes (item_id, link_id, voter_name, value) VALUES (${itemId}, ${linkId}, ${name}, ${value})
        ON CONFLICT (item_id, link_id, voter_name) DO UPDATE SET value = EXCLUDED.value, updated_at = ${now}`);
      const [tally] = await queryRows<{ up: number | string; down: number | string }>(
        tx,
        sql`SELECT count(*) FILTER (WHERE value = 'UP') AS up, count(*) FILTER (WHERE value = 'DOWN') AS down
          FROM shortlist_votes WHERE item_id = ${itemId}`,
      );
      return { up: Number(tally?.up ?? 0), down: Number(tally?.down ?? 0) };
    },

    async comment(itemId, linkId, name, body, tx = db) {
      const [row] = await queryRows<{ uuid: string; created_at: Date | string; label: string }>(
        tx,
        sql`WITH c AS (INSERT INTO shortlist_comments (item_id, link_id, author_name, body)
            VALUES (${itemId}, ${linkId}, ${name}, ${body}) RETURNING uuid, created_at, link_id)
          SELECT c.uuid, c.created_at, l.label FROM c JOIN shortlist_share_links l ON l.id = c.link_id`,
      );
      return {
        itemId,
        uuid: row!.uuid,
        linkLabel: row!.label,
        name,
        body,
        createdAt: new Date(row!.created_at),
      };
    },

    transaction(run) {
      return db.transaction((txn) => run(txn as unknown as Db));
    },
  };
}

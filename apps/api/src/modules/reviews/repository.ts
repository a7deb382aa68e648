import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import type { VisitEvidence } from '@wedding/domain/visit-verification';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { setCountedLike } from '../../shared/counted-like.ts';
import { hiddenFromViewer, removedByOperator } from './viewer-filter-sql.ts';

export type ReviewRow = {
  uuid: string;
  id: number;
  customer_id: number;
  customer_uuid: string;
  nick: string | null;
  profile_url: string | null;
  anonymous: boolean;
  wedding_month: string | null;
  created_at: Date | string;
  content: string;
  images: string[];
  tags: { id: number; name: string }[];
  ratings: { kname: string; v: number }[];
  like_cnt: number;
  reply_cnt: number;
  answer: { authorNick: string; content: string; createdAt: string } | null;
  mentor_state: number;
  state: number;
  verified: boolean;
  is_like: boolean;
  partner_id: number;
  partner_uuid: string;
  partner_type: number;
  partner_name: string;
  partner_cover_url: string | null;
  partner_region: string | null;
};

export type ReviewSummaryRow = {
  total: number;
  normal: number;
  /** Blinded reviews of the partners, whoever asks: whether the blinded-review bar has anything to open. */
  blinded: number;
  ratings: { kname: string; v: number }[];
};

/** What a customer writes; the server adds the rest (mentor label, verified mark). */
export type ReviewDraft = {
  content: string;
  anonymous: boolean;
  weddingMonth: string | null;
  ratings: { kname: string; v: number }[];
  tagIds: number[];
  images: string[];
};

export type ReviewRepository = {
  /** The partner and its company (the head office and every branch), or null when there is no such partner. */
  findPartner(uuid: string): Promise<{ id: number; type: number; familyIds: number[] } | null>;
  findPage(input: {
    partnerIds: number[];
    blockState: number;
    sort: 2 | 4;
    offset: number;
    limit: number;
    viewerId: number | null;
  }): Promise<ReviewRow[]>;
  /** The counts of the list `viewerId` sees: what they blocked, hid or reported is in neither (issue 25). */
  summarize(partnerIds: number[], blockState: number, viewerId: number | null): Promise<ReviewSummaryRow>;
  /** One review by uuid as `viewerId` sees it (null when absent or hidden from them). */
  findOne(uuid: string, viewerId: number | null): Promise<ReviewRow | null>;
  /** Author, partner and state of a review, whoever asks. */
  findOwner(
    uuid: string,
  ): Promise<{ id: number; customerId: number; partnerId: number; partnerType: number; state: number } | null>;
  /** The images a review shows now. */
  imagesOf(reviewId: number): Promise<string[]>;
  /** How many of `paths` are this customer's uploads. */
  countOwnUploads(customerId: number, paths: string[]): Promise<number>;
  /** How many of `tagIds` exist. */
  countTags(tagIds: number[]): Promise<number>;
  listTags(): Promise<{ id: number; name: string }[]>;
  /** The customer's visits and slot bookings with the partner, any state: the domain decides what proves a visit. */
  visitEvidence(customerId: number, partnerId: number): Promise<VisitEvidence[]>;
  isMentor(customerId: number): Promise<boolean>;
  create(input: {
    customerId: number;
    partnerId: number;
    draft: ReviewDraft;
    mentor: boolean;
    verified: boolean;
  }): Promise<string>;
  update(id: number, draft: ReviewDraft, now: Date): Promise<void>;
  /** State 0: the review keeps its place and shows 'deleted by author' (spec §4). */
  markDeleted(id: number, now: Date): Promise<void>;
  setLike(reviewId: number, customerId: number, liked: boolean): Promise<{ isLike: boolean; likeCnt: number }>;
};

const isLikeOf = (viewerId: number | null) =>
  viewerId === null
    ? sql`false`
    : sql`EXISTS (SELECT 1 FROM review_likes rl WHERE rl.review_id = r.id AND rl.customer_id = ${viewerId})`;

/** Every column a review card needs, for `viewerId` (null: a guest). */
function reviewSelect(viewerId: number | null): SQL {
  return sql`
    SELECT r.uuid, r.id, r.customer_id, c.uuid AS customer_uuid, c.nick, c.profile_url, r.anonymous, r.wedding_month,
      r.created_at, r.content, r.ratings, r.like_cnt, r.reply_cnt, r.mentor_state, r.state, r.verified,
      ${isLikeOf(viewerId)} AS is_like,
      p.id AS partner_id, p.uuid AS partner_uuid, p.type AS partner_type, p.biz_name AS partner_name,
      p.cover_url AS partner_cover_url, concat_ws(' ', p.region, p.sub_region) AS partner_region,
      coalesce((SELECT array_agg(i.url ORDER BY i.sort, i.id) FROM review_images i WHERE i.review_id = r.id), '{}') AS images,
      coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id)
                FROM review_tag_links l JOIN review_tags t ON t.id = l.tag_id WHERE l.review_id = r.id), '[]') AS tags,
      (SELECT json_build_object('authorNick', a.author_nick, 'content', a.content, 'createdAt', a.created_at)
         FROM partner_answers a WHERE a.review_id = r.id) AS answer
    FROM reviews r
    JOIN customers c ON c.id = r.customer_id
    JOIN partners p ON p.id = r.partner_id`;
}

export function createReviewRepository(db: Db): ReviewRepository {
  async function replaceLinks(tx: Db, reviewId: number, draft: ReviewDraft) {
    await tx.execute(sql`DELETE FROM review_images WHERE review_id = ${reviewId}`);
    await tx.execute(sql`DELETE FROM review_tag_links WHERE review_id = ${reviewId}`);
    for (const [sort, url] of draft.images.entries())
      await tx.execute(sql`INSERT INTO review_images (review_id, url, sort) VALUES (${reviewId}, ${url}, ${sort})`);
    for (const tagId of new Set(draft.tagIds))
      await tx.execute(sql`INSERT INTO review_tag_links (review_id, tag_id) VALUES (${reviewId}, ${tagId})`);
  }

  return {
    async findPartner(uuid) {
      const [row] = await queryRows<{ id: number; type: number; family_ids: number[] }>(
        db,
        sql`SELECT p.id, p.type, array(
              SELECT f.id FROM partners f
              WHERE f.id = coalesce(p.parent_partner_id, p.id) OR f.parent_partner_id = coalesce(p.parent_partner_id, p.id)
              ORDER BY f.id) AS family_ids
            FROM partners p WHERE p.uuid = ${uuid}`,
      );
      return row ? { id: row.id, type: Number(row.type), familyIds: row.family_ids.map(Number) } : null;
    },

    findPage({ partnerIds, blockState, sort, offset, limit, viewerId }) {
      // Notices (state 3) lead either order; then newest (2) or most liked (4), as the list indexes read them.
      const order = sort === 4 ? sql`r.like_cnt DESC, r.id DESC` : sql`r.created_at DESC, r.id DESC`;
      return queryRows<ReviewRow>(
        db,
        sql`${reviewSelect(viewerId)}
          WHERE r.partner_id = ANY(${`{${partnerIds.join(',')}}`}::int[]) AND r.block_state = ${blockState}
            AND NOT ${hiddenFromViewer(viewerId)} AND NOT ${removedByOperator()}
          ORDER BY (r.state = ${REVIEW_STATE.NOTICE}) DESC, ${order}
          LIMIT ${limit} OFFSET ${offset}`,
      );
    },

    async summarize(partnerIds, blockState, viewerId) {
      const ids = `{${partnerIds.join(',')}}`;
      const [row] = await queryRows<ReviewSummaryRow>(
        db,
        sql`SELECT count(*)::int AS total,
              count(*) FILTER (WHERE state = ${REVIEW_STATE.NORMAL})::int AS normal,
              (SELECT count(*) FROM reviews b
                WHERE b.partner_id = ANY(${ids}::int[]) AND b.block_state = ${REVIEW_BLOCK_STATE.BLINDED}
                  AND NOT ${removedByOperator('b')})::int AS blinded,
              coalesce((
                SELECT json_agg(json_build_object('kname', x.kname, 'v', x.v) ORDER BY x.kname)
                FROM (
                  SELECT rating->>'kname' AS kname, round(avg((rating->>'v')::numeric), 1)::float AS v
                  FROM reviews r, jsonb_array_elements(r.ratings) rating
                  WHERE r.partner_id = ANY(${ids}::int[]) AND r.block_state = ${blockState}
                    AND r.state = ${REVIEW_STATE.NORMAL} AND NOT ${hiddenFromViewer(viewerId)}
                  GROUP BY 1
                ) x), '[]') AS ratings
            FROM reviews r
            WHERE r.partner_id = ANY(${ids}::int[]) AND r.block_state = ${blockState} AND NOT ${hiddenFromViewer(viewerId)}
              AND NOT ${removedByOperator()}`,
      );
      return row ?? { total: 0, normal: 0, blinded: 0, ratings: [] };
    },

    async findOne(uuid, viewerId) {
      const [row] = await queryRows<ReviewRow>(
        db,
        sql`${reviewSelect(viewerId)} WHERE r.uuid = ${uuid} AND NOT ${hiddenFromViewer(viewerId)} AND NOT ${removedByOperator()}`,
      );
      return row ?? null;
    },

    async findOwner(uuid) {
      const [row] = await queryRows<{
        id: number;
        customer_id: number;
        partner_id: number;
        partner_type: number;
        state: number;
      }>(
        db,
        sql`SELECT r.id, r.customer_id, r.partner_id, p.type AS partner_type, r.state
              FROM reviews r JOIN partners p ON p.id = r.partner_id WHERE r.uuid = ${uuid}`,
      );
      return row
        ? {
            id: row.id,
            customerId: row.customer_id,
            partnerId: row.partner_id,
            partnerType: Number(row.partner_type),
            state: row.state,
          }
        : null;
    },

    async imagesOf(reviewId) {
      const rows = await queryRows<{ url: string }>(
        db,
        sql`SELECT url FROM review_images WHERE review_id = ${reviewId} ORDER BY sort, id`,
      );
      return rows.map((row) => row.url);
    },

    async countOwnUploads(customerId, paths) {
      if (paths.length === 0) return 0;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(DISTINCT path)::int AS n FROM uploads
            WHERE customer_id = ${customerId} AND path = ANY(${`{${paths.map((p) => `"${p}"`).join(',')}}`}::text[])`,
      );
      return row?.n ?? 0;
    },

    async countTags(tagIds) {
      if (tagIds.length === 0) return 0;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM review_tags WHERE id = ANY(${`{${[...new Set(tagIds)].join(',')}}`}::int[])`,
      );
      return row?.n ?? 0;
    },

    listTags: () => queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM review_tags ORDER BY id`),

    async visitEvidence(customerId, partnerId) {
      const rows = await queryRows<{
        kind: 'VISIT' | 'SLOT';
        hold_kind: string;
        state: string;
        paid: boolean;
        date: string;
      }>(
        db,
        sql`SELECT 'VISIT' AS kind, '' AS hold_kind, v.state, false AS paid, v.visit_date::text AS date
              FROM visit_reservations v WHERE v.customer_id = ${customerId} AND v.partner_id = ${partnerId}
            UNION ALL
            SELECT 'SLOT', h.kind, h.state, h.paid_at IS NOT NULL, w.wedding_date::text
              FROM slot_holds h JOIN wedding_days w ON w.id = h.wedding_day_id
             WHERE h.customer_id = ${customerId} AND w.partner_id = ${partnerId}`,
      );
      return rows.map(
        (r): VisitEvidence =>
          r.kind === 'VISIT'
            ? { kind: 'VISIT', state: r.state, date: r.date }
            : { kind: 'SLOT', holdKind: r.hold_kind, state: r.state, paid: r.paid, date: r.date },
      );
    },

    async isMentor(customerId) {
      const [row] = await queryRows<{ mentor: boolean }>(
        db,
        sql`SELECT mentor FROM customers WHERE id = ${customerId}`,
      );
      return row?.mentor ?? false;
    },

    create({ customerId, partnerId, draft, mentor, verified }) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [row] = await queryRows<{ id: number; uuid: string }>(
          tx,
          sql`INSERT INTO reviews (partner_id, customer_id, anonymous, wedding_month, content, ratings, mentor_state, verified)
              VALUES (${partnerId}, ${customerId}, ${draft.anonymous}, ${draft.weddingMonth}, ${draft.content},
                      ${JSON.stringify(draft.ratings)}::jsonb, ${mentor ? 1 : 0}, ${verified})
              RETURNING id, uuid`,
        );
        await replaceLinks(tx, row!.id, draft);
        await tx.execute(sql`UPDATE partners SET review_count = review_count + 1 WHERE id = ${partnerId}`);
        return row!.uuid;
      });
    },

    async update(id, draft, now) {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(
          sql`UPDATE reviews SET anonymous = ${draft.anonymous}, wedding_month = ${draft.weddingMonth},
                content = ${draft.content}, ratings = ${JSON.stringify(draft.ratings)}::jsonb, updated_at = ${now}
              WHERE id = ${id}`,
        );
        await replaceLinks(tx, id, draft);
      });
    },

    async markDeleted(id, now) {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // review_count counts what a visitor can read (normal and not blinded, as the seed's finalize does): only
        // such a review takes one off, or a blinded review deleted later would be subtracted twice.
        const [row] = await queryRows<{ partner_id: number; counted: boolean }>(
          tx,
          sql`WITH old AS (SELECT id, state, block_state FROM reviews WHERE id = ${id} FOR UPDATE)
              UPDATE reviews r SET state = ${REVIEW_STATE.DELETED}, updated_at = ${now}
              FROM old WHERE r.id = old.id AND old.state <> ${REVIEW_STATE.DELETED}
              RETURNING r.partner_id, (old.state = ${REVIEW_STATE.NORMAL} AND old.block_state = ${REVIEW_BLOCK_STATE.NORMAL}) AS counted`,
        );
        if (row?.counted)
          await tx.execute(
            sql`UPDATE partners SET review_count = greatest(review_count - 1, 0) WHERE id = ${row.partner_id}`,
          );
      });
    },

    setLike: (reviewId, customerId, liked) =>
      setCountedLike(
        db,
        { likes: 'review_likes', key: 'review_id', posts: 'reviews' },
        { postId: reviewId, customerId, liked },
      ),
  };
}

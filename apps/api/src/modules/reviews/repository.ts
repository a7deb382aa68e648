import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type ReviewRow = {
  uuid: string;
  id: number;
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
};

export type ReviewRepository = {
  findPage(input: {
    partnerId: number;
    blockState: number;
    sort: 2 | 4;
    offset: number;
    limit: number;
  }): Promise<{ rows: ReviewRow[]; total: number; normal: number }>;
};

export function createReviewRepository(db: Db): ReviewRepository {
  return {
    async findPage({ partnerId, blockState, sort, offset, limit }) {
      // Notices (state 3) lead either order; then newest (2) or most liked (4), as the list indexes read them.
      const order = sort === 4 ? sql`r.like_cnt DESC, r.id DESC` : sql`r.created_at DESC, r.id DESC`;
      const [rows, [counts]] = await Promise.all([
        queryRows<ReviewRow>(
          db,
          sql`
          SELECT r.uuid, r.id, c.uuid AS customer_uuid, c.nick, c.profile_url, r.anonymous, r.wedding_month, r.created_at,
            r.content, r.ratings, r.like_cnt, r.reply_cnt, r.mentor_state, r.state,
            coalesce((SELECT array_agg(i.url ORDER BY i.sort, i.id) FROM review_images i WHERE i.review_id = r.id), '{}') AS images,
            coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id)
                      FROM review_tag_links l JOIN review_tags t ON t.id = l.tag_id WHERE l.review_id = r.id), '[]') AS tags,
            (SELECT json_build_object('authorNick', a.author_nick, 'content', a.content, 'createdAt', a.created_at)
               FROM partner_answers a WHERE a.review_id = r.id) AS answer
          FROM reviews r JOIN customers c ON c.id = r.customer_id
          WHERE r.partner_id = ${partnerId} AND r.block_state = ${blockState}
          ORDER BY (r.state = 3) DESC, ${order}
          LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ total: number; normal: number }>(
          db,
          sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 1)::int AS normal
              FROM reviews WHERE partner_id = ${partnerId} AND block_state = ${blockState}`,
        ),
      ]);
      return { rows, total: counts?.total ?? 0, normal: counts?.normal ?? 0 };
    },
  };
}

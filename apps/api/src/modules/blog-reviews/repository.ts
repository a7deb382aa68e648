import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type BlogReviewRow = {
  uuid: string;
  title: string;
  content: string;
  origin_url: string;
  images: string[];
  nick: string | null;
  profile_url: string | null;
  created_at: Date | string;
};

export type BlogReviewRepository = {
  findPage(partnerIds: number[], offset: number, limit: number): Promise<{ rows: BlogReviewRow[]; total: number }>;
  /** The new review's uuid, or null when the partner already has this post. */
  insert(row: {
    partnerId: number;
    customerId: number;
    title: string;
    content: string;
    originUrl: string;
    images: string[];
  }): Promise<string | null>;
  findOne(uuid: string): Promise<BlogReviewRow | null>;
};

const SELECT = sql`SELECT b.uuid, b.title, b.content, b.origin_url, b.images, c.nick, c.profile_url, b.created_at
  FROM blog_reviews b JOIN customers c ON c.id = b.customer_id`;

export function createBlogReviewRepository(db: Db): BlogReviewRepository {
  return {
    async findPage(partnerIds, offset, limit) {
      const ids = `{${partnerIds.join(',')}}`;
      const [rows, [count]] = await Promise.all([
        queryRows<BlogReviewRow>(
          db,
          sql`${SELECT} WHERE b.partner_id = ANY(${ids}::int[])
              ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`SELECT count(*)::int AS total FROM blog_reviews WHERE partner_id = ANY(${ids}::int[])`,
        ),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async insert(row) {
      const images = `{${row.images.map((p) => `"${p}"`).join(',')}}`;
      const [inserted] = await queryRows<{ uuid: string }>(
        db,
        sql`INSERT INTO blog_reviews (partner_id, customer_id, title, content, origin_url, images)
            VALUES (${row.partnerId}, ${row.customerId}, ${row.title}, ${row.content}, ${row.originUrl}, ${images}::text[])
            ON CONFLICT (partner_id, origin_url) DO NOTHING RETURNING uuid`,
      );
      return inserted?.uuid ?? null;
    },

    async findOne(uuid) {
      const [row] = await queryRows<BlogReviewRow>(db, sql`${SELECT} WHERE b.uuid = ${uuid}`);
      return row ?? null;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

/** The likes of one kind of post: the table of likes, its key to the post, and the post's table with like_cnt. */
export type CountedLikeTables =
  | { likes: 'review_likes'; key: 'review_id'; posts: 'reviews' }
  | { likes: 'comment_likes'; key: 'comment_id'; posts: 'comments' };

/**
 * Sets a customer's like of a post and keeps the post's like_cnt with it, in one transaction. Only a real change
 * moves the count, so a repeated tap (or two devices at once) can never count twice or go below zero.
 */
export function setCountedLike(
  db: Db,
  tables: CountedLikeTables,
  input: { postId: number; customerId: number; liked: boolean },
): Promise<{ isLike: boolean; likeCnt: number }> {
  const likes = sql.raw(tables.likes);
  const key = sql.raw(tables.key);
  const posts = sql.raw(tables.posts);
  const { postId, customerId, liked } = input;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const changed = liked
      ? await queryRows(
          tx,
          sql`INSERT INTO ${likes} (${key}, customer_id) VALUES (${postId}, ${customerId})
              ON CONFLICT DO NOTHING RETURNING ${key}`,
        )
      : await queryRows(
          tx,
          sql`DELETE FROM ${likes} WHERE ${key} = ${postId} AND customer_id = ${customerId} RETURNING ${key}`,
        );
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await queryRows<{ like_cnt: number }>(
      tx,
      sql`UPDATE ${posts} SET like_cnt = greatest(like_cnt + ${delta}, 0) WHERE id = ${postId} RETURNING like_cnt`,
    );
    return { isLike: liked, likeCnt: row?.like_cnt ?? 0 };
  });
}

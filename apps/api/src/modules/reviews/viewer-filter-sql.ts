import { type SQL, sql } from 'drizzle-orm';

/**
 * True when review `r` must not be shown to `viewerId` (issue 11): they blocked its author, blocked the post, or
 * reported it. A guest sees everything the list shows. Each test is a primary-key or unique-index lookup.
 */
export function hiddenFromViewer(viewerId: number | null): SQL {
  if (viewerId === null) return sql`false`;
  return sql`(
    EXISTS (SELECT 1 FROM customer_blocks b WHERE b.customer_id = ${viewerId} AND b.banned_customer_id = r.customer_id)
    OR EXISTS (SELECT 1 FROM review_hides h WHERE h.customer_id = ${viewerId} AND h.review_id = r.id)
    OR EXISTS (SELECT 1 FROM reports rp WHERE rp.reporter_id = ${viewerId} AND rp.target_kind = 'REVIEW' AND rp.target_uuid = r.uuid))`;
}

/** The same for comment `cm`: its writer blocked, or the comment reported, by the viewer. */
export function commentHiddenFromViewer(viewerId: number | null): SQL {
  if (viewerId === null) return sql`false`;
  return sql`(
    EXISTS (SELECT 1 FROM customer_blocks b WHERE b.customer_id = ${viewerId} AND b.banned_customer_id = cm.customer_id)
    OR EXISTS (SELECT 1 FROM reports rp WHERE rp.reporter_id = ${viewerId} AND rp.target_kind = 'COMMENT' AND rp.target_uuid = cm.uuid))`;
}

/** True when review `alias` was removed by an operator (reviews.removed_at, issue 29): it leaves lists and its page. */
export function removedByOperator(alias = 'r'): SQL {
  return sql`${sql.raw(alias)}.removed_at IS NOT NULL`;
}

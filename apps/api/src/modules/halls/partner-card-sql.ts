import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerLikes, partners } from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';

/**
 * Has the viewer's household (themself and a linked partner, issue 30 §1) liked the current `partners` row (a hall
 * or any partner)? Always false for a guest (null).
 */
export function likedBy(tx: Db, viewerId: number | null): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`.mapWith(Boolean);
  const liked = tx
    .select({ one: sql`1` })
    .from(partnerLikes)
    .where(and(inHousehold(partnerLikes.customerId, viewerId), eq(partnerLikes.partnerId, partners.id)));
  return sql<boolean>`${exists(liked)}`.mapWith(Boolean);
}

/** What a partner card (spec §3) reads from a `partners` row, with the viewer's heart. */
export function partnerCardColumns(tx: Db, viewerId: number | null) {
  return {
    uuid: partners.uuid,
    type: partners.type,
    bizName: partners.bizName,
    coverUrl: partners.coverUrl,
    region: partners.region,
    subRegion: partners.subRegion,
    isLiked: likedBy(tx, viewerId),
    /** Paused by an operator (issue 29 §4): only cards reached by uuid or from favourites can be. */
    paused: sql<boolean>`${partners.pausedAt} IS NOT NULL`.mapWith(Boolean),
  };
}

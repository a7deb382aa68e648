import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export const STATISTICS_WEEKS = 12;

export type WeekRow = {
  week_start: string;
  views: number;
  likes: number;
  holds: number;
  visit_requests: number;
  bookings: number;
};

export type StatisticsRepository = {
  /** The last `STATISTICS_WEEKS` Monday-to-Sunday weeks of Asia/Seoul up to `now`'s, oldest first, zeros included. */
  weekly(partnerId: number, now: Date): Promise<WeekRow[]>;
};

/**
 * What each figure counts, by the week (Asia/Seoul, from Monday) its event happened in:
 * - views: `hall_view` page events of the partner's page (every view; signed-in or not);
 * - likes: hearts on the partner, its rooms and its slots that are still there (an unlike deletes the row);
 * - holds: slot holds started on its slots, whatever became of them (a booking starts as a hold);
 * - visit requests: visit reservations made, cancelled ones included (the request was made);
 * - bookings: holds turned into bookings and not cancelled, by when they turned (payment, else confirmation).
 */
export function createStatisticsRepository(db: Db): StatisticsRepository {
  return {
    async weekly(partnerId, now) {
      return queryRows<WeekRow>(
        db,
        sql`WITH weeks AS (
              SELECT date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Seoul') - n * interval '1 week' AS wk
              FROM generate_series(0, ${STATISTICS_WEEKS - 1}) AS n
            ),
            since AS (SELECT min(wk) AT TIME ZONE 'Asia/Seoul' AS t FROM weeks),
            events (kind, at) AS (
              SELECT 'view', e.created_at FROM page_events e, since
                WHERE e.partner_id = ${partnerId} AND e.name = 'hall_view' AND e.created_at >= since.t
              UNION ALL
              SELECT 'like', l.created_at FROM partner_likes l, since
                WHERE l.partner_id = ${partnerId} AND l.created_at >= since.t
              UNION ALL
              SELECT 'like', l.created_at FROM individual_hall_likes l JOIN individual_halls h ON h.id = l.individual_hall_id, since
                WHERE h.partner_id = ${partnerId} AND l.created_at >= since.t
              UNION ALL
              SELECT 'like', l.created_at FROM wedding_day_likes l JOIN wedding_days d ON d.id = l.wedding_day_id, since
                WHERE d.partner_id = ${partnerId} AND l.created_at >= since.t
              UNION ALL
              SELECT 'hold', s.created_at FROM slot_holds s JOIN wedding_days d ON d.id = s.wedding_day_id, since
                WHERE d.partner_id = ${partnerId} AND s.created_at >= since.t
              UNION ALL
              SELECT 'booking', coalesce(s.paid_at, s.updated_at, s.created_at)
                FROM slot_holds s JOIN wedding_days d ON d.id = s.wedding_day_id, since
                WHERE d.partner_id = ${partnerId} AND s.kind = 'BOOKING' AND s.state NOT IN ('CANCELLED_BY_COUPLE', 'CANCELLED_BY_HALL')
                  AND coalesce(s.paid_at, s.updated_at, s.created_at) >= since.t
              UNION ALL
              SELECT 'visit', v.created_at FROM visit_reservations v, since
                WHERE v.partner_id = ${partnerId} AND v.created_at >= since.t
            ),
            counted AS (
              SELECT date_trunc('week', at AT TIME ZONE 'Asia/Seoul') AS wk, kind, count(*)::int AS n FROM events GROUP BY 1, 2
            )
            SELECT to_char(w.wk, 'YYYY-MM-DD') AS week_start,
              coalesce(sum(c.n) FILTER (WHERE c.kind = 'view'), 0)::int AS views,
              coalesce(sum(c.n) FILTER (WHERE c.kind = 'like'), 0)::int AS likes,
              coalesce(sum(c.n) FILTER (WHERE c.kind = 'hold'), 0)::int AS holds,
              coalesce(sum(c.n) FILTER (WHERE c.kind = 'visit'), 0)::int AS visit_requests,
              coalesce(sum(c.n) FILTER (WHERE c.kind = 'booking'), 0)::int AS bookings
            FROM weeks w LEFT JOIN counted c ON c.wk = w.wk
            GROUP BY w.wk ORDER BY w.wk`,
      );
    },
  };
}

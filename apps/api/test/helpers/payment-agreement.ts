import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import type { FakeTossPayment } from './fake-toss.ts';

/**
 * Our records against Toss's (issue 23), after every race, timeout and crash: each paid booking has exactly one
 * CONFIRMED attempt and its payment is DONE at Toss; every other payment Toss holds as DONE is none (it was
 * cancelled); no attempt is left unsettled. Answers the disagreements; an empty list is agreement.
 */
export async function paymentDisagreements(
  database: Database,
  tossPayments: ReadonlyMap<string, FakeTossPayment>,
): Promise<string[]> {
  const problems: string[] = [];
  const booked = await queryRows<{ id: number; payment_key: string | null; confirmed: number }>(
    database.db,
    sql`SELECT h.id, h.payment_key,
          (SELECT count(*)::int FROM payment_attempts a WHERE a.hold_id = h.id AND a.state = 'CONFIRMED') AS confirmed
        FROM slot_holds h WHERE h.paid_at IS NOT NULL`,
  );
  const paidKeys = new Set<string>();
  for (const hold of booked) {
    if (hold.confirmed !== 1) problems.push(`paid hold ${hold.id} has ${hold.confirmed} confirmed attempts`);
    if (!hold.payment_key) problems.push(`paid hold ${hold.id} has no payment key`);
    else {
      paidKeys.add(hold.payment_key);
      const atToss = tossPayments.get(hold.payment_key);
      if (atToss?.status !== 'DONE') problems.push(`paid hold ${hold.id}: Toss says ${atToss?.status ?? 'nothing'}`);
    }
  }
  for (const payment of tossPayments.values())
    if (payment.status === 'DONE' && !paidKeys.has(payment.paymentKey))
      problems.push(`Toss holds ${payment.paymentKey} as DONE with no paid booking`);
  const [unsettled] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM payment_attempts WHERE state IN ('PENDING', 'UNKNOWN', 'CANCEL_PENDING')`,
  );
  if (unsettled!.n > 0) problems.push(`${unsettled!.n} payment attempts unsettled`);
  return problems;
}

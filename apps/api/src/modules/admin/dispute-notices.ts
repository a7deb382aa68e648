import { ANONYMOUS_NICK } from '@wedding/domain/community';
import { partnerPath } from '@wedding/domain/partner-path';
import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { DecidedDispute } from './dispute-repository.ts';

// A dispute's verdict tells people (issue 29 §3), in-app only, in the verdict's transaction: an upheld dispute
// tells the writer their review was removed and why (unless they had deleted it themselves) and tells the hall;
// a rejected one tells the hall why the review stays.

export type DisputeNotices = (tx: Db, decided: DecidedDispute, at: Date) => Promise<void>;

/** Where the hall's entry leads: its console's reviews page, which shows the verdict. */
export const CONSOLE_REVIEWS_LINK = '/partner-center/reviews';

export function createDisputeNotices(deps: { outbox: NotificationOutbox }): DisputeNotices {
  return async (tx, { before, verdict, reason, reviewRemoved }, at) => {
    if (verdict === 'UPHOLD' && reviewRemoved)
      await deps.outbox.emit(tx, {
        kind: 'REVIEW_REMOVED',
        event: `review:${before.review_id}:REMOVED`,
        to: { customerId: Number(before.customer_id) },
        variables: { 웨딩홀: before.biz_name, 사유: reason },
        link: partnerPath({ partnerUuid: before.partner_uuid, type: Number(before.partner_type) }),
        at,
      });
    await deps.outbox.emit(tx, {
      kind: verdict === 'UPHOLD' ? 'HALL_DISPUTE_UPHELD' : 'HALL_DISPUTE_REJECTED',
      event: `dispute:${before.id}:${verdict === 'UPHOLD' ? 'UPHELD' : 'REJECTED'}`,
      to: { partnerId: Number(before.partner_id) },
      variables: { 작성자: before.anonymous ? ANONYMOUS_NICK : (before.nick ?? ANONYMOUS_NICK), 사유: reason },
      link: CONSOLE_REVIEWS_LINK,
      at,
    });
  };
}

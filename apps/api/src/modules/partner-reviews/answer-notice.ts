import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';

// A hall answered a couple's review (issue 28): the writer is told in-app only (decision 0050), once per review,
// in the answer's transaction. An edit of the answer tells nobody again.

export type AnsweredReview = { id: number; uuid: string; customerId: number; bizName: string };
export type AnswerNotice = (tx: Db, review: AnsweredReview, at: Date) => Promise<void>;

export function createAnswerNotice(deps: { outbox: NotificationOutbox }): AnswerNotice {
  return async (tx, review, at) => {
    await deps.outbox.emit(tx, {
      kind: 'REVIEW_ANSWERED',
      event: `review:${review.id}:ANSWERED`,
      to: { customerId: Number(review.customerId) },
      variables: { 웨딩홀: review.bizName },
      link: `/community/review/${review.uuid}`,
      at,
    });
  };
}

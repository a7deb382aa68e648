import { UNKNOWN_NICK } from '@wedding/domain/community';
import { excerpt } from '@wedding/domain/excerpt';
import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';

// A reply to one's comment (issue 28): the parent comment's writer is told in-app (decision 0050: no 알림톡 for
// what people write in public), in the reply's insert transaction. Nobody is told of their own reply.

/** How much of the reply the notice quotes (the rest is on the review's page). */
export const REPLY_EXCERPT_LENGTH = 40;

export type CreatedReply = {
  id: number;
  /** The replier and their nick. */
  customerId: number;
  nick: string | null;
  content: string;
  /** The writer of the comment replied to. */
  parentCustomerId: number;
  reviewUuid: string;
};

export type ReplyNotice = (tx: Db, reply: CreatedReply, at: Date) => Promise<void>;

export function createReplyNotice(deps: { outbox: NotificationOutbox }): ReplyNotice {
  return async (tx, reply, at) => {
    if (reply.parentCustomerId === reply.customerId) return;
    const quoted = excerpt(reply.content, REPLY_EXCERPT_LENGTH);
    await deps.outbox.emit(tx, {
      kind: 'COMMENT_REPLIED',
      event: `comment:${reply.id}:REPLIED`,
      to: { customerId: reply.parentCustomerId },
      variables: { 작성자: reply.nick ?? UNKNOWN_NICK, 내용: quoted.truncated ? `${quoted.text}…` : quoted.text },
      link: `/community/review/${reply.reviewUuid}`,
      at,
    });
  };
}

// Review and comment rules of spec §4 and §5.
import { REVIEW_STATE } from './enums.ts';

/** Comment content must be non-empty after trimming. */
export function isValidCommentContent(content: string | null | undefined): boolean {
  return (content ?? '').trim().length > 0;
}

export type ReviewDisplay = 'DELETED' | 'NOTICE' | 'NORMAL';

/** State 0 shows 'deleted by author' in place of the content; state 3 shows the content as a notice. */
export function reviewDisplay(state: number): ReviewDisplay {
  if (state === REVIEW_STATE.DELETED) return 'DELETED';
  if (state === REVIEW_STATE.NOTICE) return 'NOTICE';
  return 'NORMAL';
}

export type SecretCommentViewers = {
  viewerUuid: string | null | undefined;
  /** Author of the review the comment is on. */
  postAuthorUuid: string;
  commentAuthorUuid: string;
  /** For a reply: author of the comment it answers, who is part of the conversation. */
  parentCommentAuthorUuid?: string | null;
};

/**
 * A secret comment is visible only to the review's author and the commenters in that thread
 * (the comment's writer and, for a reply, the writer it answers). Guests never see it.
 */
export function canSeeSecretComment({
  viewerUuid,
  postAuthorUuid,
  commentAuthorUuid,
  parentCommentAuthorUuid,
}: SecretCommentViewers): boolean {
  if (!viewerUuid) return false;
  return [postAuthorUuid, commentAuthorUuid, parentCommentAuthorUuid].includes(viewerUuid);
}

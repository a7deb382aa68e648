// Review and comment rules of spec §4 and §5.
import { PARTNER_TYPE, REVIEW_STATE } from './enums.ts';

/** The name an anonymous review shows in place of its writer's (issue 11). */
export const ANONYMOUS_NICK = '익명';
/** The name shown for a writer who has no nickname yet (an account that never finished sign-up). */
export const UNKNOWN_NICK = '알 수 없음';

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

// Writing rules the spec leaves open (issue 11, decision 0029): what a polished review board asks of a review.

/** The rating lines of a review (spec §3 `reviews[kname,v]`), each scored 1 to REVIEW_RATING_MAX. */
/**
 * What a review is rated on depends on what was reviewed (issue 25): a hall on the hall's items, a planner on a
 * planner's. A planner has no '음식' or '교통·주차' to score. REVIEW_RATING_ITEMS are a hall's.
 */
export const REVIEW_RATING_ITEMS = ['홀 분위기', '음식', '직원 친절도', '가격 만족도', '교통·주차'] as const;
export const PLANNER_RATING_ITEMS = ['상담 만족도', '전문성', '일정 관리', '가격 만족도', '소통·응대'] as const;
export type RatingItemName = (typeof REVIEW_RATING_ITEMS)[number] | (typeof PLANNER_RATING_ITEMS)[number];
/** Every item some partner type is rated on: the names a stored or sent rating may carry. */
export const RATING_ITEM_NAMES = [...new Set([...REVIEW_RATING_ITEMS, ...PLANNER_RATING_ITEMS])] as [
  RatingItemName,
  ...RatingItemName[],
];

/** The rating items of a partner type: a planner's (type 37) or, for a hall and anything else, a hall's. */
export function ratingItemsFor(partnerType: number): readonly RatingItemName[] {
  return partnerType === PARTNER_TYPE.PLANNER ? PLANNER_RATING_ITEMS : REVIEW_RATING_ITEMS;
}
export const REVIEW_RATING_MAX = 5;
/** A review says something: at least 20 characters, at most 3,000. */
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 3000;
export const REVIEW_TAG_MAX = 5;
export const COMMENT_CONTENT_MAX = 1000;
/** Distinct reporters that blind a review (blockState 1) until someone reviews it. */
export const REPORT_BLIND_THRESHOLD = 3;
export const REPORT_REASONS = ['광고성 게시글', '욕설/비방', '음란성 게시글', '개인정보 노출', '기타'] as const;
/** What everyone else sees in place of a secret comment (spec §4). */
export const SECRET_COMMENT_TEXT = '비밀 댓글입니다.';

/** The first problem with a review's text, or null (counted in characters as people see them). */
export function reviewContentProblem(content: string): string | null {
  const length = Array.from(content.trim()).length;
  if (length < REVIEW_CONTENT_MIN) return `후기는 ${REVIEW_CONTENT_MIN}자 이상 써 주세요.`;
  if (length > REVIEW_CONTENT_MAX) return `후기는 ${REVIEW_CONTENT_MAX.toLocaleString('en-US')}자까지 쓸 수 있어요.`;
  return null;
}

/** Every rating item of `items` (a hall's by default) scored, each an integer 1..REVIEW_RATING_MAX. */
export function ratingsComplete(
  ratings: ReadonlyArray<{ kname: string; v: number }>,
  items: readonly string[] = REVIEW_RATING_ITEMS,
): boolean {
  return items.every((kname) =>
    ratings.some((r) => r.kname === kname && Number.isInteger(r.v) && r.v >= 1 && r.v <= REVIEW_RATING_MAX),
  );
}

import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import { MENTOR_STATE } from '../../schema/db-enums.ts';
import type { partnerAnswers, reviewImages, reviewLikes, reviews, reviewTagLinks } from '../../schema/index.ts';
import { daysBefore, seoulDate } from '../calendar.ts';
import { NOTICE_REVIEW, REVIEW_TAGS } from '../data/review-texts.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';
import { isMentor } from './customer.ts';
import { reviewRatings, reviewText } from './review-text.ts';

export type ReviewRow = typeof reviews.$inferInsert & { id: number; createdAt: Date };
export type ReviewBundle = {
  review: ReviewRow;
  images: (typeof reviewImages.$inferInsert)[];
  tags: (typeof reviewTagLinks.$inferInsert)[];
  likes: (typeof reviewLikes.$inferInsert)[];
  answer: typeof partnerAnswers.$inferInsert | null;
};

export const REVIEW_TAG_ROWS = REVIEW_TAGS.map((name, i) => ({ id: i + 1, name }));

export function buildReview(
  rng: Rng,
  input: {
    id: number;
    partnerId: number;
    partnerName: string;
    forPlanner: boolean;
    customerIds: readonly number[];
    now: Date;
    asNotice?: boolean;
  },
): ReviewBundle {
  const { id, now } = input;
  const customerId = rng.pick(input.customerIds);
  // A few reviews are under 23 hours old so the 'new' badge shows on seeded data.
  const ageDays = rng.chance(0.05) ? rng.next() * 0.9 : rng.int(1, 420) + rng.next();
  const createdAt = daysBefore(now, ageDays);
  const stateRoll = rng.next();
  const state = input.asNotice ? REVIEW_STATE.NOTICE : stateRoll < 0.03 ? REVIEW_STATE.DELETED : REVIEW_STATE.NORMAL;
  const review: ReviewRow = {
    id,
    uuid: rng.uuid(),
    partnerId: input.partnerId,
    customerId,
    anonymous: !input.asNotice && rng.chance(0.15),
    weddingMonth: seoulDate(daysBefore(createdAt, rng.int(0, 40))).slice(0, 7),
    content: input.asNotice ? NOTICE_REVIEW : reviewText(rng, input.forPlanner),
    ratings: input.asNotice ? [] : reviewRatings(rng, input.forPlanner),
    blockState: !input.asNotice && rng.chance(0.06) ? REVIEW_BLOCK_STATE.BLINDED : REVIEW_BLOCK_STATE.NORMAL,
    state,
    likeCnt: 0,
    replyCnt: 0,
    mentorState: isMentor(customerId) ? MENTOR_STATE.MENTOR : MENTOR_STATE.NONE,
    createdAt,
    updatedAt: null,
  };
  const imageCount = !input.asNotice && rng.chance(0.6) ? rng.int(1, 4) : 0;
  const likers = rng.sample(input.customerIds, rng.chance(0.7) ? rng.int(1, 8) : 0);
  return {
    review,
    images: Array.from({ length: imageCount }, (_, i) => ({
      reviewId: id,
      url: mediaUrl('review', `r${id}-${i + 1}`),
      sort: i,
    })),
    tags: input.asNotice ? [] : rng.sample(REVIEW_TAG_ROWS, rng.int(0, 3)).map((t) => ({ reviewId: id, tagId: t.id })),
    likes: likers.map((c) => ({ reviewId: id, customerId: c, createdAt: new Date(createdAt.getTime() + 3_600_000) })),
    answer:
      !input.forPlanner && !input.asNotice && rng.chance(0.3)
        ? {
            reviewId: id,
            authorNick: `${input.partnerName} 웨딩팀`,
            content: '소중한 후기 감사합니다. 두 분의 앞날에 늘 행복이 가득하시길 바랍니다.',
            createdAt: new Date(createdAt.getTime() + 86_400_000),
          }
        : null,
  };
}

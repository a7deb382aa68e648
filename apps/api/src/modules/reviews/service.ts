import type { Review, ReviewListQuery, ReviewListResponse } from '@wedding/contract/reviews';
import { venueNotFound } from '../hall-detail/errors.ts';
import type { ReviewRepository, ReviewRow } from './repository.ts';

export type ReviewService = {
  /** 404 HALL_NOT_FOUND when there is no partner with query.partnerUuid. */
  findPage(query: ReviewListQuery): Promise<ReviewListResponse>;
};

const ANONYMOUS_NICK = '익명';
const ms = (value: Date | string) => new Date(value).getTime();

function toReview(row: ReviewRow): Review {
  return {
    uuid: row.uuid,
    id: row.id,
    customerUuid: row.customer_uuid,
    // An anonymous review shows no name or face (spec §3 anonymous 1).
    nick: row.anonymous ? ANONYMOUS_NICK : (row.nick ?? ANONYMOUS_NICK),
    profileUrl: row.anonymous ? null : row.profile_url,
    anonymous: row.anonymous ? 1 : 0,
    weddingMonth: row.wedding_month,
    regTsp: ms(row.created_at),
    // A review its author deleted keeps its place and shows 'deleted by author' (spec §4); its text stays here.
    content: row.state === 0 ? '' : row.content,
    images: row.state === 0 ? [] : row.images.map((url) => ({ url })),
    tags: row.tags,
    reviews: row.ratings,
    likeCnt: row.like_cnt,
    replyCnt: row.reply_cnt,
    answer: row.answer
      ? { authorNick: row.answer.authorNick, content: row.answer.content, regTsp: ms(row.answer.createdAt) }
      : null,
    mentorState: row.mentor_state,
    state: row.state,
  };
}

export function createReviewService(deps: {
  repository: ReviewRepository;
  /** A partner's id by uuid (any type: planners have reviews too); null when there is none. */
  partnerIdOf(uuid: string): Promise<number | null>;
}): ReviewService {
  return {
    async findPage(query) {
      const partnerId = await deps.partnerIdOf(query.partnerUuid);
      if (partnerId === null) throw venueNotFound();
      const { rows, total, normal } = await deps.repository.findPage({
        partnerId,
        blockState: query.blockState,
        sort: query.sort as 2 | 4,
        offset: query.fetchStart,
        limit: query.fetchSize,
      });
      return { item: rows.map(toReview), reviewSummary: { totalReviewCnt: total, reviewCnt: normal } };
    },
  };
}

import type {
  LikeState,
  Review,
  ReviewEditBody,
  ReviewListQuery,
  ReviewListResponse,
  ReviewOptions,
  ReviewWriteBody,
} from '@wedding/contract/reviews';
import { ANONYMOUS_NICK, REVIEW_RATING_ITEMS, ratingItemsFor, ratingsComplete } from '@wedding/domain/community';
import { REVIEW_STATE } from '@wedding/domain/enums';
import { partnerPath } from '@wedding/domain/partner-path';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { isVisitVerified } from '@wedding/domain/visit-verification';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { venueNotFound } from '../hall-detail/errors.ts';
import {
  foreignImage,
  notReviewAuthor,
  reviewDeleted,
  reviewNotFound,
  unknownTag,
  wrongRatingItems,
} from './errors.ts';
import type { ReviewDraft, ReviewRepository, ReviewRow } from './repository.ts';
import { enforceCommunityWriteLimit } from './write-limit.ts';

export type ReviewService = {
  /** 404 HALL_NOT_FOUND when there is no partner with query.partnerUuid. */
  findPage(query: ReviewListQuery, viewerId: number | null): Promise<ReviewListResponse>;
  findOne(uuid: string, viewerId: number | null): Promise<Review>;
  write(customerId: number, body: ReviewWriteBody): Promise<Review>;
  edit(customerId: number, uuid: string, body: ReviewEditBody): Promise<Review>;
  remove(customerId: number, uuid: string): Promise<void>;
  setLike(customerId: number, uuid: string, liked: boolean): Promise<LikeState>;
  options(): Promise<ReviewOptions>;
};

const ms = (value: Date | string) => new Date(value).getTime();

function toReview(row: ReviewRow, viewerId: number | null): Review {
  const deleted = row.state === REVIEW_STATE.DELETED;
  const mine = viewerId !== null && row.customer_id === viewerId;
  return {
    uuid: row.uuid,
    id: row.id,
    // An anonymous review names nobody: its author's uuid would tie it to their named posts, so only they get it.
    customerUuid: row.anonymous && !mine ? '' : row.customer_uuid,
    // An anonymous review shows no name or face (spec §3 anonymous 1).
    nick: row.anonymous ? ANONYMOUS_NICK : (row.nick ?? ANONYMOUS_NICK),
    profileUrl: row.anonymous ? null : row.profile_url,
    anonymous: row.anonymous ? 1 : 0,
    weddingMonth: row.wedding_month,
    regTsp: ms(row.created_at),
    // A review its author deleted keeps its place and shows 'deleted by author' (spec §4); its text stays here.
    content: deleted ? '' : row.content,
    images: deleted ? [] : row.images.map((url) => ({ url })),
    tags: deleted ? [] : row.tags,
    reviews: deleted ? [] : row.ratings,
    likeCnt: row.like_cnt,
    replyCnt: row.reply_cnt,
    answer:
      row.answer && !deleted
        ? { authorNick: row.answer.authorNick, content: row.answer.content, regTsp: ms(row.answer.createdAt) }
        : null,
    mentorState: row.mentor_state,
    state: row.state,
    isLike: row.is_like,
    partnerText: row.partner_name,
    card: {
      coverUrl: row.partner_cover_url,
      title: row.partner_name,
      partnerType: row.partner_type,
      content: row.partner_region ?? '',
      partnerUuid: row.partner_uuid,
      link: partnerPath({ partnerUuid: row.partner_uuid, type: row.partner_type }),
    },
    isMine: mine,
    verified: row.verified,
  };
}

/** Reviews (issue 11): the partner review section's list, one review, writing, editing, deleting and likes. */
export function createReviewService(deps: {
  repository: ReviewRepository;
  rateLimiter: RateLimiter;
  now?: () => Date;
}): ReviewService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * `partnerType`: whose rating items the review is scored on (issue 25). `kept`: images the review already shows,
   * which an edit may keep whoever stored them (seeded photos).
   */
  async function draftOf(
    customerId: number,
    body: ReviewEditBody,
    partnerType: number,
    kept: readonly string[] = [],
  ): Promise<ReviewDraft> {
    const items = ratingItemsFor(partnerType);
    if (!ratingsComplete(body.reviews, items)) throw wrongRatingItems();
    const images = [...new Set(body.images)];
    const added = images.filter((path) => !kept.includes(path));
    if ((await repository.countOwnUploads(customerId, added)) !== added.length) throw foreignImage();
    const tagIds = [...new Set(body.tagIds)];
    if ((await repository.countTags(tagIds)) !== tagIds.length) throw unknownTag();
    return {
      content: body.content.trim(),
      anonymous: body.anonymous === 1,
      weddingMonth: body.weddingMonth,
      // One score per item, in the catalogue's order.
      ratings: items.map((kname) => ({ kname, v: body.reviews.find((r) => r.kname === kname)!.v })),
      tagIds,
      images,
    };
  }

  async function ownReview(customerId: number, uuid: string) {
    const owner = await repository.findOwner(uuid);
    if (!owner) throw reviewNotFound();
    if (owner.customerId !== customerId) throw notReviewAuthor();
    if (owner.state === REVIEW_STATE.DELETED) throw reviewDeleted();
    return owner;
  }

  async function findOne(uuid: string, viewerId: number | null) {
    const row = await repository.findOne(uuid, viewerId);
    if (!row) throw reviewNotFound();
    return toReview(row, viewerId);
  }

  return {
    async findPage(query, viewerId) {
      const partner = await repository.findPartner(query.partnerUuid);
      if (!partner) throw venueNotFound();
      const partnerIds = query.withStore ? partner.familyIds : [partner.id];
      const [rows, summary] = await Promise.all([
        repository.findPage({
          partnerIds,
          blockState: query.blockState,
          sort: query.sort as 2 | 4,
          offset: query.fetchStart,
          limit: query.fetchSize,
          viewerId,
        }),
        repository.summarize(partnerIds, query.blockState, viewerId),
      ]);
      return {
        item: rows.map((row) => toReview(row, viewerId)),
        reviewSummary: {
          totalReviewCnt: summary.total,
          reviewCnt: summary.normal,
          branchPartnerCnt: partner.familyIds.length,
          blindReviewCnt: summary.blinded,
          reviews: ratingItemsFor(partner.type).flatMap((kname) => summary.ratings.filter((r) => r.kname === kname)),
        },
      };
    },

    findOne,

    async write(customerId, body) {
      await enforceCommunityWriteLimit(deps.rateLimiter, customerId);
      const partner = await repository.findPartner(body.partnerUuid);
      if (!partner) throw venueNotFound();
      const draft = await draftOf(customerId, body, partner.type);
      const [mentor, evidence] = await Promise.all([
        repository.isMentor(customerId),
        repository.visitEvidence(customerId, partner.id),
      ]);
      const verified = isVisitVerified(evidence, seoulToday(now()));
      const uuid = await repository.create({ customerId, partnerId: partner.id, draft, mentor, verified });
      return findOne(uuid, customerId);
    },

    async edit(customerId, uuid, body) {
      await enforceCommunityWriteLimit(deps.rateLimiter, customerId);
      const owner = await ownReview(customerId, uuid);
      const kept = await repository.imagesOf(owner.id);
      await repository.update(owner.id, await draftOf(customerId, body, owner.partnerType, kept), now());
      return findOne(uuid, customerId);
    },

    async remove(customerId, uuid) {
      const owner = await ownReview(customerId, uuid);
      await repository.markDeleted(owner.id, now());
    },

    async setLike(customerId, uuid, liked) {
      const owner = await repository.findOwner(uuid);
      if (!owner || owner.state === REVIEW_STATE.DELETED) throw reviewNotFound();
      return repository.setLike(owner.id, customerId, liked);
    },

    async options() {
      return { tags: await repository.listTags(), ratingItems: [...REVIEW_RATING_ITEMS] };
    },
  };
}

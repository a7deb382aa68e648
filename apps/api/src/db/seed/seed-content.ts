import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';
import type { PartnerSet } from './build-partners.ts';
import { bulkInsert } from './bulk-insert.ts';
import { buildAlbums } from './factories/album.ts';
import { buildBlogReview } from './factories/blog-review.ts';
import { buildCommentThread } from './factories/comment.ts';
import { buildEvent } from './factories/marketing.ts';
import { buildReview, REVIEW_TAG_ROWS, type ReviewBundle } from './factories/review.ts';
import type { Rng } from './prng.ts';
import type { SizePlan } from './sizes.ts';

// Reviews (with images, tags, likes, answers, comments), blog reviews, photo albums and events.
export async function seedContent(
  database: Database,
  rng: Rng,
  input: { plan: SizePlan; partners: PartnerSet; customerIds: number[]; now: Date },
): Promise<{
  reviews: number;
  comments: number;
  blogReviews: number;
  photos: number;
  events: number;
  reviewUuids: string[];
}> {
  const { plan, partners, customerIds, now } = input;
  await bulkInsert(database, t.reviewTags, REVIEW_TAG_ROWS);

  const bundles: ReviewBundle[] = [];
  const reviewImagesByPartner = new Map<number, string[]>();
  let reviewId = 1;
  const all = [
    ...partners.halls.map((h) => ({ partner: h.partner, forPlanner: false })),
    ...partners.planners.map((p) => ({ partner: p.partner, forPlanner: true })),
  ];
  for (const { partner, forPlanner } of all) {
    const r = rng.fork(`reviews-${partner.id}`);
    const count = r.int(...plan.reviewsPerPartner);
    for (let i = 0; i < count; i++) {
      const bundle = buildReview(r, {
        id: reviewId++,
        partnerId: partner.id,
        partnerName: partner.bizName,
        forPlanner,
        customerIds,
        now,
      });
      bundles.push(bundle);
      const urls = reviewImagesByPartner.get(partner.id) ?? [];
      urls.push(...bundle.images.map((img) => img.url));
      reviewImagesByPartner.set(partner.id, urls);
    }
    // One in ten partners pins a notice (state 3) among its reviews.
    if (r.chance(0.1)) {
      bundles.push(
        buildReview(r, {
          id: reviewId++,
          partnerId: partner.id,
          partnerName: partner.bizName,
          forPlanner,
          customerIds,
          now,
          asNotice: true,
        }),
      );
    }
  }
  await bulkInsert(
    database,
    t.reviews,
    bundles.map((b) => b.review),
  );
  await bulkInsert(
    database,
    t.reviewImages,
    bundles.flatMap((b) => b.images),
  );
  await bulkInsert(
    database,
    t.reviewTagLinks,
    bundles.flatMap((b) => b.tags),
  );
  await bulkInsert(
    database,
    t.reviewLikes,
    bundles.flatMap((b) => b.likes),
  );
  await bulkInsert(
    database,
    t.partnerAnswers,
    bundles.flatMap((b) => (b.answer ? [b.answer] : [])),
  );

  const commentRng = rng.fork('comments');
  let commentId = 1;
  const threads = bundles
    .filter((b) => b.review.state === 1)
    .map((b) => {
      const thread = buildCommentThread(commentRng, {
        firstId: commentId,
        reviewId: b.review.id,
        reviewCreatedAt: b.review.createdAt,
        customerIds,
        count: commentRng.int(...plan.commentsPerReview),
      });
      commentId += thread.comments.length;
      return thread;
    });
  const comments = await bulkInsert(
    database,
    t.comments,
    threads.flatMap((th) => th.comments),
  );
  await bulkInsert(
    database,
    t.commentLikes,
    threads.flatMap((th) => th.likes),
  );

  const blogRng = rng.fork('blog');
  let blogId = 1;
  const blogs = all.flatMap(({ partner }) =>
    Array.from({ length: blogRng.int(...plan.blogReviewsPerPartner) }, () =>
      buildBlogReview(blogRng, { id: blogId++, partnerId: partner.id, partnerName: partner.bizName, customerIds, now }),
    ),
  );
  const blogReviews = await bulkInsert(database, t.blogReviews, blogs);

  const albumRng = rng.fork('albums');
  let albumId = 1;
  const roomNames = new Map(partners.halls.map((h) => [h.partner.id, h.rooms.map((r) => r.row.name)]));
  const albumSets = all.map(({ partner }) => {
    const set = buildAlbums(albumRng, {
      firstId: albumId,
      partnerId: partner.id,
      roomNames: roomNames.get(partner.id) ?? [],
      styles: partner.styles ?? [],
      reviewImageUrls: reviewImagesByPartner.get(partner.id) ?? [],
      createdAt: partner.createdAt ?? now,
    });
    albumId += set.albums.length;
    return set;
  });
  await bulkInsert(
    database,
    t.photoAlbums,
    albumSets.flatMap((s) => s.albums),
  );
  const photos = await bulkInsert(
    database,
    t.photos,
    albumSets.flatMap((s) => s.photos),
  );

  const eventRng = rng.fork('events');
  const eventHalls = eventRng.sample(partners.halls, Math.ceil(partners.halls.length / 3));
  const events = await bulkInsert(
    database,
    t.events,
    eventHalls.map((h, i) => buildEvent(eventRng, { id: i + 1, hall: h.partner, now })),
  );

  return {
    reviews: bundles.length,
    comments,
    blogReviews,
    photos,
    events,
    reviewUuids: bundles.map((b) => b.review.uuid as string),
  };
}

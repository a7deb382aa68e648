import type { blogReviews } from '../../schema/index.ts';
import { daysBefore } from '../calendar.ts';
import { BLOG_CONTENTS, BLOG_TITLES } from '../data/review-texts.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';

export type BlogReviewRow = typeof blogReviews.$inferInsert;

export function buildBlogReview(
  rng: Rng,
  input: { id: number; partnerId: number; partnerName: string; customerIds: readonly number[]; now: Date },
): BlogReviewRow {
  const fill = (template: string) => template.replaceAll('{name}', input.partnerName);
  const customerId = rng.pick(input.customerIds);
  return {
    id: input.id,
    uuid: rng.uuid(),
    partnerId: input.partnerId,
    customerId,
    title: fill(rng.pick(BLOG_TITLES)),
    content: fill(rng.pick(BLOG_CONTENTS)),
    // example.com: seeded links must never point at someone's real blog.
    originUrl: `https://blog.example.com/wedding${customerId}/${223_000_000 + input.id}`,
    images: Array.from({ length: rng.int(1, 3) }, (_, i) => mediaUrl('blog', `b${input.id}-${i + 1}`)),
    createdAt: daysBefore(input.now, rng.int(1, 500)),
  };
}

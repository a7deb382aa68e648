import { PAGE_SIZE } from '@wedding/domain/constants';
import * as z from 'zod/mini';
import { BLOG_URL_MESSAGE } from './blog-reviews-constants.ts';

export { BLOG_URL_MESSAGE, isBlogUrl } from './blog-reviews-constants.ts';

// Blog reviews (spec §3 Blog review; §7 GET and POST {token}{uuid}/blog-reviews {blogUrl}).

const int = () => z.number().check(z.int());

export const blogReviewSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  content: z.string(),
  originUrl: z.string(),
  images: z.array(z.string()),
  nick: z.string(),
  profileUrl: z.nullable(z.string()),
  /** Epoch ms. */
  regTsp: int(),
});
export type BlogReview = z.infer<typeof blogReviewSchema>;

export const blogReviewParamsSchema = z.object({ uuid: z.string().check(z.uuid('파트너를 찾을 수 없어요.')) });
export const blogReviewListQuerySchema = z.object({
  fetchStart: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  fetchSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), PAGE_SIZE.BLOG_REVIEWS),
});
export const blogReviewListResponseSchema = z.object({ item: z.array(blogReviewSchema), total: int() });
export type BlogReviewListResponse = z.infer<typeof blogReviewListResponseSchema>;

/** A public web page: http(s), at most 2,000 characters. Where it points is checked by the server's fetch. */
export const blogReviewBodySchema = z.object({
  blogUrl: z.string().check(
    z.trim(),
    z.maxLength(2000, BLOG_URL_MESSAGE),
    z.refine((value) => /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(value), BLOG_URL_MESSAGE),
  ),
});
export const blogReviewResponseSchema = z.object({ item: blogReviewSchema });
export type BlogReviewResponse = z.infer<typeof blogReviewResponseSchema>;

export const BLOG_ERROR_CODES = {
  BLOG_URL_UNREACHABLE: 'BLOG_URL_UNREACHABLE',
  BLOG_URL_FORBIDDEN: 'BLOG_URL_FORBIDDEN',
  BLOG_ALREADY_REGISTERED: 'BLOG_ALREADY_REGISTERED',
  BLOG_NOT_A_POST: 'BLOG_NOT_A_POST',
} as const;

import { type BlogReview, BLOG_ERROR_CODES as C } from '@wedding/contract/blog-reviews';
import { UNKNOWN_NICK } from '@wedding/domain/community';
import { badRequest, conflict } from '../../shared/errors.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { SafeFetchError, safeFetch } from '../../shared/safe-fetch/safe-fetch.ts';
import { venueNotFound } from '../hall-detail/errors.ts';
import type { ReviewRepository } from '../reviews/repository.ts';
import { enforceCommunityWriteLimit } from '../reviews/write-limit.ts';
import type { UploadService } from '../uploads/service.ts';
import { readOpenGraph } from './open-graph.ts';
import type { BlogReviewRepository, BlogReviewRow } from './repository.ts';

export type BlogReviewService = {
  findPage(partnerUuid: string, offset: number, limit: number): Promise<{ item: BlogReview[]; total: number }>;
  register(customerId: number, partnerUuid: string, blogUrl: string): Promise<BlogReview>;
};

const PAGE_BYTES = 1024 * 1024;
const IMAGE_BYTES = 5 * 1024 * 1024;

function toBlogReview(row: BlogReviewRow): BlogReview {
  return {
    uuid: row.uuid,
    title: row.title,
    content: row.content,
    originUrl: row.origin_url,
    images: row.images,
    nick: row.nick ?? UNKNOWN_NICK,
    profileUrl: row.profile_url,
    regTsp: new Date(row.created_at).getTime(),
  };
}

/**
 * Blog reviews (issue 11): a customer registers a post by its URL; the server reads its Open Graph title,
 * description and image through the SSRF-safe fetch, and keeps the image as an upload of its own (re-encoded,
 * served from here), so readers never load a third party's image.
 */
export function createBlogReviewService(deps: {
  repository: BlogReviewRepository;
  reviews: Pick<ReviewRepository, 'findPartner'>;
  uploads: Pick<UploadService, 'store'>;
  rateLimiter: RateLimiter;
  allowLoopback: boolean;
}): BlogReviewService {
  const fetchOptions = { timeoutMs: 5000, maxRedirects: 3, allowLoopback: deps.allowLoopback };

  async function partnerOf(uuid: string) {
    const partner = await deps.reviews.findPartner(uuid);
    if (!partner) throw venueNotFound();
    return partner;
  }

  async function keepImage(customerId: number, url: string | null, base: string): Promise<string[]> {
    if (!url) return [];
    try {
      const image = await safeFetch(new URL(url, base).toString(), {
        ...fetchOptions,
        maxBytes: IMAGE_BYTES,
        accept: 'image/*',
      });
      if (image.truncated) return [];
      return [await deps.uploads.store(customerId, image.body)];
    } catch {
      // The post stays worth registering without its picture.
      return [];
    }
  }

  return {
    async findPage(partnerUuid, offset, limit) {
      const partner = await partnerOf(partnerUuid);
      const { rows, total } = await deps.repository.findPage(partner.familyIds, offset, limit);
      return { item: rows.map(toBlogReview), total };
    },

    async register(customerId, partnerUuid, blogUrl) {
      await enforceCommunityWriteLimit(deps.rateLimiter, customerId);
      const partner = await partnerOf(partnerUuid);
      let page: Awaited<ReturnType<typeof safeFetch>>;
      try {
        page = await safeFetch(blogUrl, { ...fetchOptions, maxBytes: PAGE_BYTES });
      } catch (error) {
        if (error instanceof SafeFetchError && error.reason === 'forbidden')
          throw badRequest('공개된 블로그 글 주소만 등록할 수 있어요.', C.BLOG_URL_FORBIDDEN);
        throw badRequest('블로그 글을 열 수 없어요. 주소를 확인해 주세요.', C.BLOG_URL_UNREACHABLE);
      }
      if (!/html/i.test(page.contentType))
        throw badRequest('블로그 글 페이지의 주소를 입력해 주세요.', C.BLOG_NOT_A_POST);
      const og = readOpenGraph(page.body.toString('utf8'));
      if (!og.title)
        throw badRequest('글 제목을 읽을 수 없는 페이지예요. 블로그 글 주소를 확인해 주세요.', C.BLOG_NOT_A_POST);
      const images = await keepImage(customerId, og.image, page.url);
      const uuid = await deps.repository.insert({
        partnerId: partner.id,
        customerId,
        title: og.title,
        content: og.description ?? '',
        originUrl: blogUrl,
        images,
      });
      if (!uuid) throw conflict('이미 등록된 블로그 글이에요.', C.BLOG_ALREADY_REGISTERED);
      return toBlogReview((await deps.repository.findOne(uuid))!);
    },
  };
}

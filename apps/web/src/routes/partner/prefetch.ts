import { PARTNER_TYPE } from '@wedding/domain/enums';
import { commentsQueryOptions } from '../../features/reviews/api/comment-api.ts';
import { partnerDetailQueryOptions } from '../../features/reviews/api/partner-api.ts';
import {
  firstReviewListParams,
  reviewPagesQueryOptions,
  reviewQueryOptions,
} from '../../features/reviews/api/review-api.ts';
import { isUuid } from '../../shared/lib/uuid.ts';
import type { PrefetchContext, PrefetchResult } from '../weddinghall/prefetch.ts';

// The first screens of the partner and review pages, fetched by the server as a guest (decision 0023): the
// viewer's likes, blocks, reports and own secret comments come after hydration. Imported by the server entry only.

/**
 * /partner/{uuid}: the profile, branches and the first page of reviews, side by side. A hall's uuid is answered
 * with a redirect to its own page, /weddinghall/{uuid} (issue 11).
 */
export async function prefetchPartner({ queryClient, url }: PrefetchContext): Promise<PrefetchResult> {
  const uuid = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  if (!isUuid(uuid)) return;
  const options = partnerDetailQueryOptions(uuid, null);
  await Promise.all([
    queryClient.prefetchQuery(options),
    queryClient.prefetchInfiniteQuery(reviewPagesQueryOptions(firstReviewListParams(uuid), null)),
  ]);
  const partner = queryClient.getQueryData(options.queryKey);
  if (partner?.type === PARTNER_TYPE.WEDDING_HALL) return { redirect: `/weddinghall/${partner.partnerUuid}` };
}

/** /community/review/{uuid}: the review and its comments. */
export async function prefetchReview({ queryClient, url }: PrefetchContext): Promise<void> {
  const uuid = decodeURIComponent(url.pathname.split('/')[3] ?? '');
  if (!isUuid(uuid)) return;
  await Promise.all([
    queryClient.prefetchQuery(reviewQueryOptions(uuid, null)),
    queryClient.prefetchQuery(commentsQueryOptions(uuid, null)),
  ]);
}

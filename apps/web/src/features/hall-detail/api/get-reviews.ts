import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ReviewListResponse, reviewListResponseSchema } from '@wedding/contract/reviews';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

export const reviewPagesQueryOptions = (partnerUuid: string) =>
  infiniteQueryOptions({
    queryKey: hallDetailKeys.reviews(partnerUuid),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/web/v1/community/reviews', {
        query: { partnerUuid, blockState: 2, fetchStart: pageParam, fetchSize: PAGE_SIZE.COMMUNITY_REVIEWS, sort: 2 },
        schema: reviewListResponseSchema,
        signal,
      }),
    initialPageParam: 0,
    // spec §4: loading stops when a page returns 0 items.
    getNextPageParam: (last: ReviewListResponse, pages: ReviewListResponse[]) =>
      last.item.length === 0 ? undefined : pages.reduce((sum, page) => sum + page.item.length, 0),
  });

export function useReviewPages(partnerUuid: string) {
  return useInfiniteQuery(reviewPagesQueryOptions(partnerUuid));
}

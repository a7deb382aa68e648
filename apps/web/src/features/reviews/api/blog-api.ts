import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogReview, BlogReviewListResponse, BlogReviewResponse } from '@wedding/contract/blog-reviews';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { reviewKeys } from './review-keys.ts';

type Page = { item: BlogReview[]; total: number };

export const blogPagesQueryOptions = (partnerUuid: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.blog(partnerUuid),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BlogReviewListResponse>(`/web/v1/community/partners/${partnerUuid}/blog-reviews`, {
        query: { fetchStart: pageParam, fetchSize: PAGE_SIZE.BLOG_REVIEWS },
        signal,
      }),
    initialPageParam: 0,
    // Spec §4: blog reviews 10 a page; loading stops when a page returns 0 items.
    getNextPageParam: (last: Page, pages: Page[]) =>
      last.item.length === 0 ? undefined : pages.reduce((sum, page) => sum + page.item.length, 0),
  });

export function useBlogPages(partnerUuid: string) {
  return useInfiniteQuery(blogPagesQueryOptions(partnerUuid));
}

export function useRegisterBlog(partnerUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blogUrl: string) =>
      (
        await apiRequest<BlogReviewResponse>(`/web/v1/community/partners/${partnerUuid}/blog-reviews`, {
          method: 'POST',
          body: { blogUrl },
        })
      ).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.blog(partnerUuid) }),
  });
}

import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  LikeStateResponse,
  ReviewEditBody,
  ReviewListResponse,
  ReviewOptionsResponse,
  ReviewResponse,
} from '@wedding/contract/reviews';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { reviewKeys } from './review-keys.ts';

/** What DELETE /web/v1/community/{uuid} answers (the API's route declares it). */
type DeletedResponse = { item: { deleted: boolean } };

export type ReviewListParams = {
  partnerUuid: string;
  /** 2 newest first, 4 best first (spec §7). */
  sort: 2 | 4;
  /** 2 normal, 1 blinded. */
  blockState: 1 | 2;
  /** false: the 'current branch reviews only' checkbox. */
  withStore: boolean;
};

/** What the list shows first: best first, the normal (not blinded) reviews of every branch of the company. */
export const firstReviewListParams = (partnerUuid: string): ReviewListParams => ({
  partnerUuid,
  sort: 4,
  blockState: 2,
  withStore: true,
});

export const reviewPagesQueryOptions = (params: ReviewListParams, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(params, viewer),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewListResponse>('/web/v1/community/reviews', {
        // Spec §7 `GET {token}?category=4`: the community's review list.
        query: { category: 4, ...params, fetchStart: pageParam, fetchSize: PAGE_SIZE.COMMUNITY_REVIEWS },
        signal,
      }),
    initialPageParam: 0,
    // Spec §4: loading stops when a page returns 0 items.
    getNextPageParam: (last: ReviewListResponse, pages: ReviewListResponse[]) =>
      last.item.length === 0 ? undefined : pages.reduce((sum, page) => sum + page.item.length, 0),
  });

/**
 * A partner's reviews, 20 a page, as the viewer sees them (their blocks and reports left out). The server renders
 * a guest's first page (decision 0023); it stays on screen until the viewer's own list answers.
 */
export function useReviewPages(params: ReviewListParams) {
  const { known, viewer } = useViewer();
  // A new viewer, sort or filter keeps the cards on screen until their answer comes (no spinner flash).
  return useInfiniteQuery({
    ...reviewPagesQueryOptions(params, viewer),
    enabled: known,
    placeholderData: keepPreviousData,
  });
}

export const reviewQueryOptions = (uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: reviewKeys.one(uuid, viewer),
    queryFn: async ({ signal }) => (await apiRequest<ReviewResponse>(`/web/v1/communityV2/${uuid}`, { signal })).item,
  });

/** One review as the viewer sees it (a guest's copy, rendered by the server, shows until the session is known). */
export function useReview(uuid: string) {
  const { known, viewer } = useViewer();
  // When the session check names the viewer, the server's guest copy stays on screen while the viewer's loads:
  // the page (and the comment being typed under it) is not swapped for a spinner.
  return useQuery({ ...reviewQueryOptions(uuid, viewer), enabled: known, placeholderData: keepPreviousData });
}

export function useReviewOptions() {
  return useQuery({
    queryKey: reviewKeys.options,
    queryFn: async ({ signal }) =>
      (await apiRequest<ReviewOptionsResponse>('/web/v1/community/review-options', { signal })).item,
    staleTime: 60 * 60_000,
  });
}

/** Writes a new review (with partnerUuid) or edits one (with reviewUuid); the lists refresh afterwards. */
export function useSaveReview(target: { partnerUuid: string } | { reviewUuid: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewEditBody) =>
      'reviewUuid' in target
        ? (
            await apiRequest<ReviewResponse>(`/web/v1/community/reviews/${target.reviewUuid}`, {
              method: 'PUT',
              body,
            })
          ).item
        : (
            await apiRequest<ReviewResponse>('/web/v1/community/reviews', {
              method: 'POST',
              body: { ...body, partnerUuid: target.partnerUuid },
            })
          ).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<DeletedResponse>(`/web/v1/community/${uuid}`, {
        method: 'DELETE',
        query: { type: 2 },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A like on a review (form category=3, type=1, state) or a comment (form category=2, type=1, state). */
export async function sendLike(kind: 'review' | 'comment', uuid: string, liked: boolean) {
  const form = new FormData();
  form.set('category', kind === 'review' ? '3' : '2');
  form.set('type', '1');
  form.set('state', liked ? '1' : '0');
  const path = kind === 'review' ? `/web/v1/community/${uuid}/like` : `/web/v1/reply/${uuid}/like`;
  return (await apiRequest<LikeStateResponse>(path, { method: 'POST', body: form })).item;
}

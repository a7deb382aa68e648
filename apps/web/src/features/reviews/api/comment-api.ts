import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentListResponse, CommentResponse } from '@wedding/contract/comments';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { reviewKeys } from './review-keys.ts';

const CATEGORY = { category: 2 } as const;
/** What DELETE /web/v1/reply/{uuid} answers (the API's route declares it). */
type DeletedResponse = { item: { deleted: boolean } };

export const commentsQueryOptions = (reviewUuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: reviewKeys.comments(reviewUuid, viewer),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CommentListResponse>('/web/v1/reply', {
          query: { ...CATEGORY, reviewUuid },
          signal,
        })
      ).item,
  });

/**
 * A review's comments and replies, threads in order (spec §7 GET /web/v1/reply, category 2). The server renders
 * a guest's thread (secret comments masked); it stays on screen until the viewer's own thread answers.
 */
export function useComments(reviewUuid: string) {
  const { known, viewer } = useViewer();
  return useQuery({ ...commentsQueryOptions(reviewUuid, viewer), enabled: known, placeholderData: keepPreviousData });
}

export type CommentDraft = { content: string; secret: boolean; parentUuid?: string | null };

/** Write, edit and delete; each refreshes the thread and the review's comment count. */
export function useCommentWrites(reviewUuid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const write = useMutation({
    mutationFn: (draft: CommentDraft) =>
      apiRequest<CommentResponse>('/web/v1/reply', {
        method: 'POST',
        query: CATEGORY,
        body: { reviewUuid, ...draft },
      }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: (input: { uuid: string; content: string; secret: boolean }) =>
      apiRequest<CommentResponse>('/web/v1/reply', { method: 'PUT', query: CATEGORY, body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<DeletedResponse>(`/web/v1/reply/${uuid}`, {
        method: 'DELETE',
        query: CATEGORY,
      }),
    onSuccess: refresh,
  });
  return { write, edit, remove };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationResponse, ReportBody } from '@wedding/contract/moderation';
import { apiRequest } from '../../../shared/api/client.ts';
import { reviewKeys } from './review-keys.ts';

/** Block a user or a post, or report one; afterwards the lists drop what the viewer no longer sees. */
export function useModeration() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const post = (path: string, body: unknown) => apiRequest<ModerationResponse>(path, { method: 'POST', body });
  return {
    blockUser: useMutation({
      mutationFn: (input: { customerUuid: string; banCustomerUuid: string }) => post('/web/v1/community/block', input),
      onSuccess: refresh,
    }),
    blockPost: useMutation({
      mutationFn: (reviewUuid: string) => post('/web/v1/community/block-post', { reviewUuid }),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: (body: ReportBody) => post('/web/v1/community/report', body),
      onSuccess: refresh,
    }),
  };
}

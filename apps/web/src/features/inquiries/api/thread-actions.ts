import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryMessage, InquiryMessagePage, InquiryThread } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { inquiryKeys } from './inquiry-keys.ts';

/** Adds a message to a thread's cached page once, whether it came from our own send or a live event. */
export function withMessage(page: InquiryMessagePage | undefined, message: InquiryMessage) {
  if (!page) return page;
  if (page.item.some((m) => m.id === message.id)) return page;
  return { ...page, item: [...page.item, message] };
}

export function useSendInquiryMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { body: string; images: string[] }) =>
      (await apiRequest<{ item: InquiryMessage }>(`${INQUIRIES_API}/${id}/messages`, { method: 'POST', body })).item,
    onSuccess: (message) => {
      client.setQueryData<InquiryMessagePage>(inquiryKeys.messages(id), (page) => withMessage(page, message));
      void client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'list'] });
    },
  });
}

/** Marks the hall's answers read; the list's unread dot clears with it. */
export function useMarkInquiryRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${INQUIRIES_API}/${id}/read`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'list'] }),
  });
}

/** Shares (or stops sharing) my phone number with the hall, in this thread only. */
export function useSharePhone(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (shared: boolean) =>
      (
        await apiRequest<{ item: InquiryThread }>(`${INQUIRIES_API}/${id}/share-phone`, {
          method: shared ? 'PUT' : 'DELETE',
        })
      ).item,
    onSuccess: (thread) => client.setQueryData(inquiryKeys.thread(id), thread),
  });
}

/** Block (the hall's messages are hidden from me here) or report the thread, as comments are. */
export function useModerateThread(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'block' } | { kind: 'report'; reason: string }) =>
      apiRequest(`${INQUIRIES_API}/${id}/${action.kind}`, {
        method: 'POST',
        body: action.kind === 'report' ? { reason: action.reason } : undefined,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

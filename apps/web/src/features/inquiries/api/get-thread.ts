import { useQuery } from '@tanstack/react-query';
import type { InquiryMessagePage, InquiryThread } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { inquiryKeys } from './inquiry-keys.ts';

export function useInquiryThread(id: string) {
  return useQuery({
    queryKey: inquiryKeys.thread(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ item: InquiryThread }>(`${INQUIRIES_API}/${id}`, { signal })).item,
    staleTime: 0,
  });
}

/** The newest 30 messages, oldest first; live events append to this cache (use-inquiry-events). */
export function useInquiryMessages(id: string) {
  return useQuery({
    queryKey: inquiryKeys.messages(id),
    queryFn: ({ signal }) => apiRequest<InquiryMessagePage>(`${INQUIRIES_API}/${id}/messages`, { signal }),
    staleTime: 0,
  });
}

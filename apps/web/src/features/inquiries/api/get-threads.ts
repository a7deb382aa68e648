import { useQuery } from '@tanstack/react-query';
import type { InquiryThreadList } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { inquiryKeys } from './inquiry-keys.ts';

/** GET /v3/inquiries: my threads, newest activity first, with unread counts; only for a signed-in couple. */
export function useInquiryThreads() {
  const { known, viewer } = useViewer();
  return useQuery({
    queryKey: inquiryKeys.list(viewer),
    queryFn: ({ signal }) => apiRequest<InquiryThreadList>(INQUIRIES_API, { signal }),
    enabled: known && viewer !== null,
    // Conversations change on the other side: never served from an older read when a screen opens.
    staleTime: 0,
  });
}

import type { InquiryMessage, InquiryMessagePage } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { useState } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * Pages further back than the newest 30, loaded on request and kept before them. The newest page stays the
 * query's (live messages append there), so this holds only what the couple asked to see.
 */
export function useOlderMessages(threadId: string, newest: InquiryMessagePage | undefined) {
  const [older, setOlder] = useState<{ item: InquiryMessage[]; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const hasMore = older ? older.hasMore : (newest?.hasMore ?? false);
  const firstId = (older?.item[0] ?? newest?.item[0])?.id;

  const loadMore = async () => {
    if (!firstId || loading) return;
    setLoading(true);
    try {
      const page = await apiRequest<InquiryMessagePage>(`${INQUIRIES_API}/${threadId}/messages`, {
        query: { before: firstId },
      });
      setOlder((current) => ({ item: [...page.item, ...(current?.item ?? [])], hasMore: page.hasMore }));
    } finally {
      setLoading(false);
    }
  };
  return { older: older?.item ?? [], hasMore, loading, loadMore };
}

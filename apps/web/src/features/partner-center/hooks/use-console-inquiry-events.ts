import { useQueryClient } from '@tanstack/react-query';
import type { InquiryEvent, InquiryMessagePage } from '@wedding/contract/inquiries';
import { CONSOLE_INQUIRIES_PATH } from '@wedding/contract/inquiries-constants';
import { PARTNER_CENTER_API } from '@wedding/contract/partner-center-path';
import { useEffect } from 'react';
import { inquiryQueryKeys } from '../api/inquiries-api.ts';

const REOPEN_MS = 10_000;

/**
 * The console's live inquiries (issue 27 §5): one EventSource on the hall's stream; a new message goes into its
 * thread's cache and the list re-reads its unread counts. Carries no customer data.
 */
export function useConsoleInquiryEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`${PARTNER_CENTER_API}${CONSOLE_INQUIRIES_PATH}/events`, { withCredentials: true });
      source.onmessage = (message) => {
        const event = JSON.parse(message.data) as InquiryEvent;
        if (event.type === 'message')
          client.setQueryData<InquiryMessagePage>(inquiryQueryKeys.messages(event.threadId), (page) =>
            page && !page.item.some((m) => m.id === event.message.id)
              ? { ...page, item: [...page.item, event.message] }
              : page,
          );
        void client.invalidateQueries({ queryKey: inquiryQueryKeys.list() });
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [client]);
}

import { useQueryClient } from '@tanstack/react-query';
import type { InquiryEvent, InquiryMessagePage } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { useEffect } from 'react';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { inquiryKeys } from '../api/inquiry-keys.ts';
import { withMessage } from '../api/thread-actions.ts';

/** A dropped stream the browser gave up on (a 401 after the session lapsed) is opened again after this. */
const REOPEN_MS = 10_000;

/**
 * New messages without a reload (issue 27 §5): one EventSource on /v3/inquiries/events while a signed-in couple
 * has an inquiry screen open. A message goes straight into its thread's cache; the list re-reads its unread counts.
 */
export function useInquiryEvents() {
  const client = useQueryClient();
  const { viewer } = useViewer();
  useEffect(() => {
    if (viewer === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`${INQUIRIES_API}/events`, { withCredentials: true });
      source.onmessage = (message) => {
        const event = JSON.parse(message.data) as InquiryEvent;
        if (event.type === 'message')
          client.setQueryData<InquiryMessagePage>(inquiryKeys.messages(event.threadId), (page) =>
            withMessage(page, event.message),
          );
        void client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'list'] });
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [client, viewer]);
}

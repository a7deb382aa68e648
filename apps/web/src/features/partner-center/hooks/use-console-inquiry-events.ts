import { useQueryClient } from '@tanstack/react-query';
import type { InquiryEvent, InquiryMessagePage } from '@wedding/contract/inquiries';
import { CONSOLE_INQUIRIES_PATH } from '@wedding/contract/inquiries-constants';
import { PARTNER_CENTER_API } from '@wedding/contract/partner-center-path';
import { useEffect } from 'react';
import { fetchStaffMe, staffMeQueryKey } from '../api/console-api.ts';
import { inquiryQueryKeys } from '../api/inquiries-api.ts';

const REOPEN_MS = 10_000;

/**
 * The console's live inquiries (issue 27 §5): one EventSource on the hall's stream; a new message goes into its
 * thread's cache and the list re-reads its unread counts. Carries no customer data. The server ends the stream
 * when the console session it was opened with ends (`event: expired`): if another sign-in has set a new session
 * meanwhile it opens again, otherwise the console's session is known to be over, and the frame goes to the sign-in.
 */
export function useConsoleInquiryEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const sessionEnded = async () => {
      source?.close();
      const me = await fetchStaffMe().catch(() => undefined);
      if (stopped) return;
      if (me) open();
      else if (me === null) client.setQueryData(staffMeQueryKey, null);
      else timer = setTimeout(open, REOPEN_MS);
    };
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
      source.addEventListener('expired', () => void sessionEnded());
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client]);
}

import { useQueryClient } from '@tanstack/react-query';
import type { InquiryEvent, InquiryMessagePage } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { inquiryKeys } from '../api/inquiry-keys.ts';
import { withMessage } from '../api/thread-actions.ts';

/** A stream that could not be opened again (offline, the server away) is tried again after this. */
const REOPEN_MS = 10_000;
/** The start-up session check: a 401 there goes through the normal refresh (PUT /api/token) and is retried. */
const CURRENT_USER_PATH = '/api/user';

/**
 * New messages without a reload (issue 27 §5): one EventSource on /v3/inquiries/events while a signed-in couple
 * has an inquiry screen open. A message goes straight into its thread's cache; the list re-reads its unread counts.
 *
 * The server ends a stream when the access token it was opened with expires (`event: expired`), and the
 * browser's own reconnect with the stale cookie is refused (401, the stream CLOSED). Either way the session is
 * renewed the normal way, through an ordinary API call whose 401 refreshes the token (shared by every tab), and
 * the stream opens again with the new cookie. A refresh that fails ends the session as any other call would.
 */
export function useInquiryEvents() {
  const client = useQueryClient();
  const { viewer } = useViewer();
  useEffect(() => {
    if (viewer === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Refusals in a row since the stream last said `ready`: the first is met at once, later ones wait, so a server
    // that keeps refusing the stream is not asked again in a loop.
    let refusals = 0;
    const reauthenticate = async (delayMs: number) => {
      source?.close();
      try {
        await apiRequest(CURRENT_USER_PATH);
        if (!stopped) timer = setTimeout(open, delayMs);
      } catch {
        if (!stopped) timer = setTimeout(open, REOPEN_MS);
      }
    };
    const open = () => {
      source = new EventSource(`${INQUIRIES_API}/events`, { withCredentials: true });
      source.addEventListener('ready', () => {
        refusals = 0;
      });
      source.addEventListener('expired', () => void reauthenticate(0));
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
        refusals += 1;
        void reauthenticate(refusals > 1 ? REOPEN_MS : 0);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client, viewer]);
}

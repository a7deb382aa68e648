import { useQuery } from '@tanstack/react-query';
import { CONSOLE_NOTIFICATIONS_PATH } from '@wedding/contract/notifications-constants';
import { PARTNER_CENTER_API } from '@wedding/contract/partner-center-path';
import type { InboxSource } from '../../../shared/hooks/use-notification-inbox.ts';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

// The hall's inbox (issue 28 §3), shared by the partner's console accounts that have the messages area.

export const CONSOLE_INBOX: InboxSource = {
  path: `${PARTNER_CENTER_API}${CONSOLE_NOTIFICATIONS_PATH}`,
  key: [...CONSOLE_QUERY_KEY, 'notifications'],
};

/** How often the menu's badge asks again while the console is visible. */
export const CONSOLE_UNREAD_REFRESH_MS = 60_000;

/**
 * The menu badge's unread count: read on each screen, again when the window regains focus and every minute while
 * it is visible. A read or 'read all' on the inbox refreshes it (same key prefix). Off for roles without the
 * messages area, which the API answers 403.
 */
export function useConsoleUnread(enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_INBOX.key, 'unread'],
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ item: { unread: number; newestTsp: number | null } }>(
          `${CONSOLE_NOTIFICATIONS_PATH}/unread`,
          { signal },
        )
      ).item.unread,
    enabled,
    staleTime: 10_000,
    refetchInterval: CONSOLE_UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

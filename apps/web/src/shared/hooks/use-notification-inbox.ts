import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { NotificationItem, NotificationList } from '@wedding/contract/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@wedding/contract/notifications-constants';
import { apiRequest } from '../api/client.ts';

// An in-app inbox (issue 28 §3): the couple's under /v3/notifications and the hall's under
// /v3/partner-center/notifications answer the same shapes, so one set of hooks serves both screens.

export type InboxSource = {
  /** The inbox's API path: GET it for a page, POST …/:uuid/read and …/read-all. */
  path: string;
  /** Every cache of this inbox lives under it (the list, and the console's unread count). */
  key: readonly unknown[];
};

type Pages = InfiniteData<NotificationList, number | null>;
const listKey = (source: InboxSource) => [...source.key, 'list'] as const;

/** Newest first, a page of 20 at a time; the next page starts after the last entry's cursor. */
export function useNotificationInbox(source: InboxSource) {
  return useInfiniteQuery({
    queryKey: listKey(source),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<{ item: NotificationList }>(source.path, {
          query: { cursor: pageParam, size: NOTIFICATIONS_PAGE_SIZE },
          signal,
        })
      ).item,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Entries arrive on the other side: opening the screen, or coming back to it, reads it afresh.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Marks entries read in the cached pages at once (the unread count with them), before the server answers. */
function markCached(client: QueryClient, source: InboxSource, read: ((item: NotificationItem) => boolean) | 'all') {
  client.setQueryData<Pages>(listKey(source), (data) => {
    if (!data) return data;
    let newlyRead = 0;
    const pages = data.pages.map((page) => ({
      ...page,
      list: page.list.map((item) => {
        if (item.read || (read !== 'all' && !read(item))) return item;
        newlyRead++;
        return { ...item, read: true };
      }),
    }));
    // 'Read all' reads the entries on pages not loaded yet too.
    const unread = (page: NotificationList) => (read === 'all' ? 0 : Math.max(0, page.unread - newlyRead));
    return { ...data, pages: pages.map((page) => ({ ...page, unread: unread(page) })) };
  });
}

function useInboxWrite<V>(
  source: InboxSource,
  post: (vars: V) => Promise<unknown>,
  read: (vars: V) => ((item: NotificationItem) => boolean) | 'all',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onMutate: async (vars) => {
      await client.cancelQueries({ queryKey: listKey(source) });
      markCached(client, source, read(vars));
    },
    // Whatever the answer, the server's state replaces the guess (a failed write shows the entry unread again).
    onSettled: () => client.invalidateQueries({ queryKey: source.key }),
  });
}

/** POST …/:uuid/read: one entry read (a tap on it). */
export function useMarkNotificationRead(source: InboxSource) {
  return useInboxWrite(
    source,
    (uuid: string) => apiRequest(`${source.path}/${encodeURIComponent(uuid)}/read`, { method: 'POST' }),
    (uuid) => (item) => item.uuid === uuid,
  );
}

/** POST …/read-all: every entry read ('모두 읽음'). */
export function useMarkAllNotificationsRead(source: InboxSource) {
  return useInboxWrite<void>(
    source,
    () => apiRequest(`${source.path}/read-all`, { method: 'POST' }),
    () => 'all',
  );
}

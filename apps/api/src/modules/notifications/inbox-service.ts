import type { NotificationItem, NotificationList, NotificationListQuery } from '@wedding/contract/notifications';
import { NOTIFICATION_ERROR_CODES } from '@wedding/contract/notifications';
import { notFound } from '../../shared/errors.ts';
import type { InboxRow, NotificationOwner, NotificationRepository } from './repository.ts';

// An inbox (issue 28 §3): the couple's or the hall's entries, newest first, paged by id; one read or all.

export type InboxService = {
  list(owner: NotificationOwner, query: NotificationListQuery): Promise<NotificationList>;
  unread(owner: NotificationOwner): Promise<{ unread: number; newestTsp: number | null }>;
  markRead(owner: NotificationOwner, uuid: string): Promise<void>;
  markAllRead(owner: NotificationOwner): Promise<{ updated: number }>;
};

const toItem = (row: InboxRow): NotificationItem => ({
  uuid: row.uuid,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  calendarPath: row.calendar_path,
  read: row.read_at !== null,
  regTsp: new Date(row.created_at).getTime(),
});

export function createInboxService(deps: { repository: NotificationRepository; now: () => Date }): InboxService {
  const repo = deps.repository;
  return {
    async list(owner, query) {
      // One more than asked tells whether a next page exists without a count.
      const rows = await repo.list(owner, query.cursor ?? null, query.size + 1);
      const page = rows.slice(0, query.size);
      return {
        list: page.map(toItem),
        nextCursor: rows.length > query.size ? Number(page[page.length - 1]!.id) : null,
        unread: await repo.unreadCount(owner),
      };
    },
    async unread(owner) {
      const [unread, newest] = await Promise.all([repo.unreadCount(owner), repo.newestAt(owner)]);
      return { unread, newestTsp: newest ? newest.getTime() : null };
    },
    async markRead(owner, uuid) {
      if (!(await repo.markRead(owner, uuid, deps.now())))
        throw notFound('알림을 찾을 수 없어요.', NOTIFICATION_ERROR_CODES.NOTIFICATION_NOT_FOUND);
    },
    async markAllRead(owner) {
      return { updated: await repo.markAllRead(owner, deps.now()) };
    },
  };
}

import { NOTIFICATION_KIND_NAMES } from '@wedding/domain/notification-catalog';
import * as z from 'zod/mini';
import { NOTIFICATIONS_PAGE_SIZE } from './notifications-constants.ts';

// The in-app inboxes (issue 28 §3): the couple's under /v3/notifications, the hall's under
// /v3/partner-center/notifications. Same shapes for both.

export {
  CONSOLE_NOTIFICATIONS_PATH,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATIONS_API,
  NOTIFICATIONS_PAGE_SIZE,
} from './notifications-constants.ts';

export const notificationSchema = z.object({
  uuid: z.string(),
  kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
  title: z.string(),
  /** Null once the body was cleared after 90 days (issue 28 §6). */
  body: z.nullable(z.string()),
  /** Site path the entry opens. */
  link: z.string(),
  /** Site path of a calendar file offered with it (a confirmed visit's .ics). */
  calendarPath: z.nullable(z.string()),
  read: z.boolean(),
  regTsp: z.number(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** The last entry's cursor from the previous page; absent for the first page. */
  cursor: z.optional(
    z.coerce
      .number()
      // Ids are PostgreSQL integers: anything past 2^31−1 is no page of ours, and a 400, not a database error.
      .check(
        z.int('잘못된 페이지예요.'),
        z.minimum(1, '잘못된 페이지예요.'),
        z.maximum(2_147_483_647, '잘못된 페이지예요.'),
      ),
  ),
  size: z._default(
    z.coerce
      .number()
      .check(
        z.int('잘못된 페이지 크기예요.'),
        z.minimum(1, '잘못된 페이지 크기예요.'),
        z.maximum(50, '잘못된 페이지 크기예요.'),
      ),
    NOTIFICATIONS_PAGE_SIZE,
  ),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.number()),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListResponseSchema = z.object({ item: notificationListSchema });

export const notificationParamsSchema = z.object({
  uuid: z.string().check(z.uuid('알림을 찾을 수 없어요.')),
});

export const notificationUnreadSchema = z.object({
  unread: z.number(),
  /** Epoch ms of the newest entry (the header's newPushTsp), or null. */
  newestTsp: z.nullable(z.number()),
});
export const notificationUnreadResponseSchema = z.object({ item: notificationUnreadSchema });

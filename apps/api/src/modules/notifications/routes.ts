import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationUnreadResponseSchema,
} from '@wedding/contract/notifications';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { NotificationOwner } from './repository.ts';

const doneSchema = z.object({ item: z.object({ updated: z.number() }) });

/** The four inbox routes, for whichever owner the request's session names (issue 28 §3). */
function inboxRoutes(
  app: FastifyInstance,
  who: string,
  guard: preHandlerAsyncHookHandler,
  ownerOf: (request: FastifyRequest) => NotificationOwner,
  tags: string[],
) {
  const inbox = app.services.notificationInbox;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '',
    {
      preHandler: guard,
      schema: {
        summary: `${who}'s notifications, newest first`,
        description:
          '최신순 size개(기본 20, 최대 50). 다음 페이지는 nextCursor를 cursor로 보냅니다. unread는 읽지 않은 알림 수입니다. 90일이 지난 알림은 본문(body)이 null입니다.',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ item: await inbox.list(ownerOf(request), request.query) }),
  );
  typed.get(
    '/unread',
    {
      preHandler: guard,
      schema: {
        summary: `${who}'s unread count and newest notification time`,
        tags,
        response: { 200: notificationUnreadResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await inbox.unread(ownerOf(request)) }),
  );
  typed.post(
    '/:uuid/read',
    {
      preHandler: guard,
      schema: {
        summary: 'Mark one notification read',
        description:
          '다른 사람의 알림이나 없는 알림은 404 NOTIFICATION_NOT_FOUND입니다. 이미 읽은 알림은 그대로 200입니다.',
        tags,
        params: notificationParamsSchema,
        response: { 200: doneSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await inbox.markRead(ownerOf(request), request.params.uuid);
      return { item: { updated: 1 } };
    },
  );
  typed.post(
    '/read-all',
    {
      preHandler: guard,
      schema: {
        summary: 'Mark every notification read',
        tags,
        response: { 200: doneSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await inbox.markAllRead(ownerOf(request)) }),
  );
}

/** Prefix /v3/notifications: the couple's inbox. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  inboxRoutes(app, 'The customer', requireCustomer, (request) => ({ customerId: request.customer!.id }), [
    'notifications',
  ]);
};

/** Prefix /v3/partner-center/notifications: the hall's inbox, shared by its console accounts (messages area). */
export const consoleNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  inboxRoutes(app, 'The partner', requireStaff('messages'), (request) => ({ partnerId: staffOf(request).partner.id }), [
    'partner-center',
  ]);
};

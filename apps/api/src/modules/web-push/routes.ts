import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pushConfigResponseSchema,
  pushSubscribeResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@wedding/contract/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['notifications'];
const PROMOTIONAL =
  '홍보성 알림(빈 날짜·가격 인하, issue 28 §5)만 다룹니다. 웹 푸시는 서울 시각 21:00–08:00에는 보내지 않습니다.';

/** Prefix /api: web push (config, subscriptions) and the couple's promotional-alert preferences. */
export const webPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.webPush;

  app.get(
    '/push/config',
    {
      schema: {
        summary: 'Whether this server sends web push, and its VAPID public key',
        description:
          'enabled가 false면 이 서버에 VAPID 키가 없어 웹 푸시를 보낼 수 없습니다(publicKey null). publicKey는 브라우저의 applicationServerKey입니다.',
        tags,
        response: { 200: pushConfigResponseSchema },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Keep this browser’s push subscription and allow promotional push',
        description: `본문은 브라우저 PushSubscription의 JSON입니다. 같은 endpoint를 다시 보내면 갱신됩니다(멱등). 알림을 허용한 탭이 동의이므로 promotionsPush가 켜집니다. https endpoint만(400 PUSH_ENDPOINT_NOT_ALLOWED), 서버에 키가 없으면 409 WEB_PUSH_DISABLED. ${PROMOTIONAL}`,
        tags,
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscribeResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const preferences = await service.subscribe(request.customer!.id, request.body, request.headers['user-agent']);
      return reply.code(201).send(preferences);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Forget this browser’s push subscription',
        description:
          '본문 { endpoint }. 내 구독만 지우며, 없어도 204입니다. 마지막 기기를 지우면 웹 푸시 동의(promotionsPush)도 꺼집니다.',
        tags,
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.customer!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/notification-preferences',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My promotional-alert preferences',
        description: `앱 안 알림(promotionsInApp, 기본 켜짐)과 웹 푸시(promotionsPush, 기기에서 허용한 뒤에만 켜짐). ${PROMOTIONAL}`,
        tags,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.preferences(request.customer!.id),
  );

  app.put(
    '/me/notification-preferences',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Change my promotional-alert preferences',
        description: `둘 중 보낸 값만 바꿉니다. promotionsPush를 켜려면 먼저 기기를 구독해야 합니다(409 PUSH_SUBSCRIPTION_REQUIRED). ${PROMOTIONAL}`,
        tags,
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => service.updatePreferences(request.customer!.id, request.body),
  );
};

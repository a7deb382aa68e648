import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SentNotifications } from './sent-notifications.ts';

const querySchema = z.object({ tel: z.string().max(20).optional() });
const responseSchema = z.object({
  item: z.array(
    z.object({
      status: z.enum(['ACCEPTED', 'FAILED']),
      channel: z.enum(['ALIMTALK', 'SMS']).nullable(),
      templateCode: z.string(),
      to: z.string(),
      text: z.string(),
      fellBack: z.boolean(),
      code: z.string().nullable(),
      providerMessageId: z.string().nullable(),
      sentAt: z.number().int(),
    }),
  ),
});

/**
 * GET /dev/alimtalk-outbox?tel: every notification development and tests sent (알림톡 or SMS, beside
 * /dev/sms-outbox, which keeps its shape for its callers), newest first. app.ts registers it only outside
 * production.
 */
export const devAlimtalkOutboxRoutes: FastifyPluginAsyncZod<{ sent: SentNotifications }> = async (app, { sent }) => {
  app.get(
    '/alimtalk-outbox',
    {
      schema: {
        summary: 'Notifications (알림톡 or SMS) sent in development and tests (not in production)',
        tags: ['dev'],
        querystring: querySchema,
        response: { 200: responseSchema },
      },
    },
    async (request) => ({ item: sent.list(request.query.tel) }),
  );
};

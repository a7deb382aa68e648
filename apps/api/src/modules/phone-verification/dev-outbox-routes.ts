import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsOutbox } from './outbox-sms-sender.ts';

// `tel` is a phone number, or an email address for the console's invitation links (issue 26).
const outboxQuerySchema = z.object({ tel: z.string().max(254).optional() });
const outboxResponseSchema = z.object({
  item: z.array(z.object({ to: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.number().int() })),
});

/**
 * GET /dev/sms-outbox?tel: the messages development and tests "sent" (decision 0009), newest first, so
 * end-to-end tests can read a code. app.ts registers this only outside production.
 */
export const devSmsOutboxRoutes: FastifyPluginAsyncZod<{ outbox: SmsOutbox }> = async (app, { outbox }) => {
  app.get(
    '/sms-outbox',
    {
      schema: {
        summary: 'SMS sent in development and tests (not in production)',
        tags: ['dev'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({ item: outbox.list(request.query.tel) }),
  );
};

import { NOTIFICATION_KIND_NAMES } from '@wedding/domain/notification-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { badRequest } from '../../shared/errors.ts';
import type { TestNotifier } from './test-notifier.ts';

const bodySchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
  variables: z.record(z.string(), z.string()),
  link: z.string().check(z.startsWith('/')),
  calendarPath: z.optional(z.nullable(z.string().check(z.startsWith('/')))),
});

/**
 * Browser tests only (TEST_CLOCK=1 under NODE_ENV=test, like PUT /__test/clock; the routes do not exist otherwise):
 * POST /__test/notifications tells the signed-in couple, POST /__test/partner-notifications the signed-in staff
 * member's hall, one entry each through the real outbox. Words the catalog refuses are a 400, not a 500.
 */
export const testNotificationRoutes: FastifyPluginAsyncZod<{ notifier: TestNotifier }> = async (app, { notifier }) => {
  const tell = async (to: Parameters<TestNotifier['tell']>[0], body: z.infer<typeof bodySchema>) => {
    try {
      return { item: { created: await notifier.tell(to, body as Parameters<TestNotifier['tell']>[1]) } };
    } catch (error) {
      throw badRequest(`알림 문구를 만들 수 없어요: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  app.post('/notifications', { preHandler: requireCustomer, schema: { hide: true, body: bodySchema } }, (request) =>
    tell({ customerId: request.customer!.id }, request.body),
  );
  app.post(
    '/partner-notifications',
    { preHandler: requireStaff('messages'), schema: { hide: true, body: bodySchema } },
    (request) => tell({ partnerId: staffOf(request).partner.id }, request.body),
  );
};

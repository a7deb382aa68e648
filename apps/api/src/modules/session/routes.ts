import { currentUserResponseSchema } from '@wedding/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The web's own session endpoint (spec §7, prefix /api). Accounts and sign-in arrive with the accounts
 * issue; until a session mechanism exists, no request can carry one, so every caller is a guest.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        summary: 'The signed-in customer, or null for a guest',
        tags: ['session'],
        response: { 200: currentUserResponseSchema },
      },
    },
    async () => ({ item: null }),
  );
};

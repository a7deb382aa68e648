import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/schemas.ts';
import { SOCIAL_REDIRECT_PATH } from './redirect-uri.ts';

const formPostBody = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  // Apple adds the user's name (JSON) on the first sign-in; the ID token already carries the email.
  user: z.string().max(2000).optional(),
});

/**
 * POST /social/redirect: providers answering with response_mode=form_post (Apple, when email or name is
 * asked for) POST the code to the redirect URI, which a single-page app cannot read. This hands the same
 * values to the SPA page as a query with a 303, so one page finishes every provider's flow. Nothing here is
 * trusted: the page posts code and state to /api/social/callback, which checks state against the flow cookie.
 */
export const socialFormPostRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    SOCIAL_REDIRECT_PATH,
    {
      schema: {
        summary: 'Receives a provider’s form_post answer and redirects (303) to the /social/redirect page',
        tags: ['social'],
        body: formPostBody,
        response: {
          303: z.null().describe('Location: /social/redirect?code&state (or ?error)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.body;
      const query = new URLSearchParams();
      if (error || !code || !state) query.set('error', error ?? 'invalid_request');
      else {
        query.set('code', code);
        query.set('state', state);
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${SOCIAL_REDIRECT_PATH}?${query}`, 303);
    },
  );
};

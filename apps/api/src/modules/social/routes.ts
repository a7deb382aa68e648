import {
  socialCallbackBodySchema,
  socialCallbackResponseSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialStartQuerySchema,
} from '@wedding/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { isAppError } from '../../shared/errors.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { setSessionCookies } from '../auth/session-cookies.ts';
import { clearFlowCookie, FLOW_COOKIE, setFlowCookie } from './flow-cookie.ts';
import { SOCIAL_REDIRECT_PATH, socialRedirectUri } from './redirect-uri.ts';
import { socialLoginFailed } from './social-errors.ts';

/** Social login (decision 0009), prefix /api/social. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers here carry credentials or the signed-in user: never cached (issue 13).
  app.addHook('onRequest', noStore);
  app.get(
    '/providers',
    {
      schema: {
        summary: 'Which social-login providers this deployment has configured',
        tags: ['social'],
        response: { 200: socialProvidersResponseSchema },
      },
    },
    async () => ({ item: app.services.socialLogin.listProviders() }),
  );

  app.get(
    '/:provider/start',
    {
      schema: {
        summary: 'Starts a social login: sets the flow cookie and redirects (302) to the provider',
        description:
          'state, PKCE S256 와 (OpenID Connect) nonce 를 wd_social 쿠키에 담고 제공자의 로그인 화면으로 보냅니다. ' +
          'returnTo 는 같은 사이트의 경로만 받습니다.',
        tags: ['social'],
        params: socialProviderParamsSchema,
        querystring: socialStartQuerySchema,
        response: {
          302: z.null().describe('Location: the provider’s authorization URL'),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      let started: Awaited<ReturnType<typeof app.services.socialLogin.start>>;
      try {
        started = await app.services.socialLogin.start({
          provider: request.params.provider,
          returnTo: request.query.returnTo,
          redirectUri: socialRedirectUri(request, app.config),
        });
      } catch (error) {
        // This route is a top-level navigation: a browser would show raw JSON. Send it to the SPA's redirect
        // page instead, which explains in Korean and offers the way back; API clients keep the JSON error.
        if (isAppError(error) && request.headers.accept?.includes('text/html')) {
          return reply.redirect(`${SOCIAL_REDIRECT_PATH}?error=${encodeURIComponent(error.code)}`, 302);
        }
        throw error;
      }
      const { location, flowToken } = started;
      setFlowCookie(reply, flowToken, app.config);
      // The flow is per attempt; a cached redirect would replay an old state.
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/callback',
    {
      schema: {
        summary: 'Finishes a social login with the code and state the provider returned',
        description:
          'LOGGED_IN: 세션 쿠키(wd_at, wd_rt)를 설정합니다. JOIN: 가입되지 않은 계정이며 joinToken(30분)으로 ' +
          '가입을 이어갑니다. 흐름 쿠키는 한 번만 쓸 수 있습니다.',
        tags: ['social'],
        body: socialCallbackBodySchema,
        response: { 200: socialCallbackResponseSchema, ...errorResponses(400, 403, 404, 503) },
      },
      // The flow cookie is an ambient credential like the session cookie, so the same cross-site check.
      preHandler: async (request) => assertSameSite(request, app.config),
    },
    async (request, reply) => {
      // Single use: whatever happens next, this flow is over (a retry starts a new one).
      clearFlowCookie(reply, app.config);
      const outcome = await app.services.socialLogin.complete(
        { flowToken: request.cookies[FLOW_COOKIE], ...request.body },
        request.log,
      );
      if (outcome.status === 'JOIN') return { item: outcome };
      const user = await app.services.currentUser.find(outcome.customerId);
      if (!user) throw socialLoginFailed(new Error(`customer ${outcome.customerId} of a known identity is gone`));
      const tokens = await app.services.sessions.startSession(outcome.customerId, 'web');
      setSessionCookies(reply, tokens, app.config);
      return { item: { status: 'LOGGED_IN' as const, returnTo: outcome.returnTo, user } };
    },
  );

  // Provider refusals are 4xx and so not logged by the error handler; their cause is what an operator
  // needs when a provider's settings are wrong.
  app.addHook('onError', async (request, _reply, error) => {
    if (isAppError(error) && error.status < 500 && error.cause) {
      request.log.info({ err: error, cause: error.cause }, 'social login refused');
    }
  });
};

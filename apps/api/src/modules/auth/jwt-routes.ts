import {
  loginTokenParamsSchema,
  refreshBodySchema,
  refreshQuerySchema,
  type TokenPair,
  tokenPairResponseSchema,
} from '@wedding/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import { refreshFailed } from './auth-errors.ts';
import { isAccessOnlyRefresh, type SessionTokens } from './session-service.ts';

const toTokenPair = (tokens: SessionTokens): TokenPair => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  accessTokenExpiresIn: tokens.accessTokenExpiresIn,
  refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
});

/** Prefix /v3/jwt: the native app's token calls (spec §7). The web uses /api/token and cookies instead. */
export const jwtRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before /:loginToken so the static path wins (Fastify prefers static segments anyway).
  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Rotate a refresh token (app)',
        description:
          'refreshToken은 쿼리 또는 JSON 본문으로 보냅니다. 한 번 쓴 토큰을 다시 보내면 그 세션 전체가 끝납니다(401 REFRESH_FAILED).',
        tags: ['auth'],
        querystring: refreshQuerySchema,
        // Fastify validates a missing body as null, so the optional body must also accept null.
        body: refreshBodySchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const refreshToken = request.body?.refreshToken ?? request.query.refreshToken;
      if (!refreshToken) throw refreshFailed();
      const result = await app.services.sessions.refresh(refreshToken);
      // Without the grace option the service never answers access-only; this only narrows the type.
      if (isAccessOnlyRefresh(result)) throw refreshFailed();
      return { item: toTokenPair(result) };
    },
  );

  app.post(
    '/:loginToken',
    {
      schema: {
        summary: 'Exchange a one-time login token for a token pair (app)',
        tags: ['auth'],
        params: loginTokenParamsSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      item: toTokenPair(await app.services.sessions.exchangeLoginToken(request.params.loginToken)),
    }),
  );
};

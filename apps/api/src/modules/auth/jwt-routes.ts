import {
  loginTokenParamsSchema,
  refreshBodySchema,
  refreshQuerySchema,
  type TokenPair,
  tokenPairResponseSchema,
} from '@wedding/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../shared/no-store.ts';
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
  // Answers here carry credentials or the signed-in user: never cached (issue 13).
  app.addHook('onRequest', noStore);
  // Registered before /:loginToken so the static path wins (Fastify prefers static segments anyway).
  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Rotate a refresh token (app)',
        description:
          'refreshToken은 쿼리 또는 JSON 본문으로 보냅니다. 한 번 쓴 토큰을 다시 보내면 그 세션 전체가 끝납니다(401 REFRESH_FAILED). ' +
          '단, 10초 안에 같은 토큰으로 동시에 온 두 번째 요청(앱의 동시 갱신)은 한 번에 한해 자기 몫의 새 토큰 쌍을 받습니다. 웹 쿠키로 발급된 토큰은 거절되고 그 세션이 끝납니다.',
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
      const result = await app.services.sessions.refresh(refreshToken, 'app');
      // The app channel always gets a full pair; this only narrows the type.
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
      item: toTokenPair(await app.services.sessions.exchangeLoginToken(request.params.loginToken, 'app')),
    }),
  );
};

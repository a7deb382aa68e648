import type { CurrentUser } from '@wedding/contract/session';
import { currentUserResponseSchema, saveTokenBodySchema, tokenSessionResponseSchema } from '@wedding/contract/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSameSite, optionalCustomer } from '../../plugins/authenticate.ts';
import { isAppError } from '../../shared/errors.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { refreshFailed } from '../auth/auth-errors.ts';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setAccessCookie,
  setSessionCookies,
} from '../auth/session-cookies.ts';
import { isAccessOnlyRefresh } from '../auth/session-service.ts';

/**
 * The web's session endpoints (spec §7, prefix /api, decision 0009). Tokens only travel in httpOnly
 * cookies; the bodies carry the user.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers here carry credentials or the signed-in user: never cached (issue 13).
  app.addHook('onRequest', noStore);
  const { config } = app;

  async function currentUserOrFail(customerId: number): Promise<CurrentUser> {
    const user = await app.services.currentUser.find(customerId);
    if (!user) throw refreshFailed();
    return user;
  }

  /** The refresh cookie is an ambient credential: another site must not make the browser use it. */
  function assertCookieRequestSameSite(request: FastifyRequest) {
    if (request.cookies[REFRESH_COOKIE] || request.cookies[ACCESS_COOKIE]) assertSameSite(request, config);
  }

  /** Runs `fn`; when the session cannot continue, the cookies go too, so the browser stops sending them. */
  async function clearingCookiesOnFailure<T>(reply: FastifyReply, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isAppError(error) && error.status === 401) clearSessionCookies(reply, config);
      throw error;
    }
  }

  app.get(
    '/user',
    {
      schema: {
        summary: 'The signed-in customer, or null for a guest',
        description: '쿠키가 없으면 {item: null}, 만료되었거나 잘못된 액세스 토큰이면 401 TOKEN_EXPIRED입니다.',
        tags: ['session'],
        response: { 200: currentUserResponseSchema, ...errorResponses(401) },
      },
      preHandler: optionalCustomer,
    },
    async (request) => ({
      item: request.customer ? await app.services.currentUser.find(request.customer.id) : null,
    }),
  );

  app.post(
    '/token',
    {
      schema: {
        summary: 'Session cookies from a one-time login token (web) or from the native app’s token pair (web view)',
        description:
          'loginToken: 웹 로그인 직후 1회용 토큰을 쿠키로 바꿉니다. accessToken+refreshToken: 앱이 웹뷰에 로그인 상태를 ' +
          '넘길 때 쓰며, 웹뷰는 앱과 별개의 세션(새 토큰 계열)을 받습니다.',
        tags: ['session'],
        body: saveTokenBodySchema,
        response: { 200: tokenSessionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Checked even without cookies: another site must not sign the browser in to an account of its choice.
      assertSameSite(request, config);
      const { body } = request;
      const tokens =
        'loginToken' in body
          ? await app.services.sessions.exchangeLoginToken(body.loginToken, 'web')
          : await app.services.sessions.handOff(body);
      setSessionCookies(reply, tokens, config);
      return { item: await clearingCookiesOnFailure(reply, () => currentUserOrFail(tokens.customerId)) };
    },
  );

  app.put(
    '/token',
    {
      schema: {
        summary: 'Rotate the refresh cookie (web)',
        description:
          '한 번 쓴 리프레시 토큰을 다시 쓰면 세션 전체가 끝납니다. 단, 10초 안에 같은 쿠키로 동시에 온 두 번째 요청(두 탭)은 ' +
          '한 번에 한해 새 액세스 쿠키만 받습니다. 앱에 발급된 토큰을 쿠키로 보내면 거절되고 그 세션이 끝납니다. ' +
          '실패하면 쿠키를 지우고 401 REFRESH_FAILED입니다.',
        tags: ['session'],
        response: { 200: tokenSessionResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      assertCookieRequestSameSite(request);
      const item = await clearingCookiesOnFailure(reply, async () => {
        const refreshToken = request.cookies[REFRESH_COOKIE];
        if (!refreshToken) throw refreshFailed();
        const result = await app.services.sessions.refresh(refreshToken, 'web');
        if (isAccessOnlyRefresh(result)) {
          setAccessCookie(reply, result.accessOnly, config);
          return currentUserOrFail(result.customerId);
        }
        setSessionCookies(reply, result, config);
        return currentUserOrFail(result.customerId);
      });
      return { item };
    },
  );

  app.delete(
    '/token',
    {
      schema: {
        summary:
          'Log out: end the session (web: its cookies; app: the bearer access token’s session) and clear the cookies',
        tags: ['session'],
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      assertCookieRequestSameSite(request);
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (refreshToken) {
        await app.services.sessions.revokeFamilyOfRefreshToken(refreshToken);
      } else {
        // The app's logout (issue 13): no cookies, a bearer access token that names its session's family.
        // A dead token answers 401 TOKEN_EXPIRED, so the app refreshes and logs out with the new one.
        await optionalCustomer(request, reply);
        const family = request.customer?.via === 'bearer' ? request.customer.familyId : null;
        if (family) await app.services.sessions.revokeFamily(family);
      }
      clearSessionCookies(reply, config);
      return reply.code(204).send(null);
    },
  );
};

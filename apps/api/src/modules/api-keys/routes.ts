import { apiKeyIssueQuerySchema, apiKeyIssueResponseSchema } from '@wedding/contract/api-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/public: where a browser (or the app) gets the apiKey of spec §7 without logging in. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-key',
    {
      schema: {
        summary: 'A public API key for one API name',
        description:
          '로그인 없이 공개 API 키를 발급합니다. 키는 apiName의 API에서만 쓸 수 있고 발급 시각(정시 기준)부터 24시간 유효하며, ' +
          'expiresIn은 남은 시간(ms)입니다. 같은 시간대에 받은 키는 모두 같습니다. 다른 사이트에서 보낸 요청(Sec-Fetch-Site, Origin)은 403입니다. ' +
          '키는 인증이 아니라 무단 수집과 다른 사이트의 API 직접 사용을 막기 위한 것입니다.',
        tags: ['api-key'],
        querystring: apiKeyIssueQuerySchema,
        response: { 200: apiKeyIssueResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      // Another site's page must not mint keys through its visitors' browsers (hot-linking, decision 0012).
      assertSameSite(request, app.config);
      // A key is shared within its hour, but a cache in between would hand it out past its expiry.
      reply.header('cache-control', 'no-store');
      return { item: app.services.apiKeys.issue(request.query.apiName) };
    },
  );
};

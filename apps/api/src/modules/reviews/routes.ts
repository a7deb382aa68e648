import { reviewListQuerySchema, reviewListResponseSchema } from '@wedding/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /web/v1/community: a partner's reviews, paged (spec §7 review list params). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "A partner's reviews, newest (sort 2) or best (sort 4) first",
        description:
          '파트너의 리뷰 목록: partnerUuid, blockState(2 정상, 1 블라인드), fetchStart, fetchSize(기본 20), sort(2 최신순, 4 베스트순). 공지(state 3)가 먼저 옵니다. 작성자가 지운 리뷰(state 0)는 자리만 남고 내용이 비어 있습니다. 없는 파트너는 404 HALL_NOT_FOUND입니다.',
        tags: ['reviews'],
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => app.services.reviews.findPage(request.query),
  );
};

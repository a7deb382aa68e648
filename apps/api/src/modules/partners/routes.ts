import {
  partnersByUuidsQuerySchema,
  partnersByUuidsResponseSchema,
  partnerTypeParamsSchema,
  partnerTypeResponseSchema,
} from '@wedding/contract/hall-search';
import { partnerDetailResponseSchema } from '@wedding/contract/partners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3 (spec §7 '/v3/200107/partners?uuids', 'GET /v3/partner/{uuid}/type'). */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/200107/partners',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'Partner cards by uuid, in the order asked',
        description:
          'uuids(쉼표로 구분, 최대 50개)의 파트너 카드를 요청한 순서대로 돌려줍니다. 없는 uuid는 빠지고, 같은 uuid는 한 번만 옵니다. region은 근처 추천 목록 키에 쓰는 지역 표시(예: 서울 강남구)입니다. 로그인하면 isLiked에 내 좋아요가 표시됩니다.',
        tags: ['partners'],
        querystring: partnersByUuidsQuerySchema,
        response: { 200: partnersByUuidsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      item: await app.services.partners.findCards(request.query.uuids, request.customer?.id ?? null),
    }),
  );

  app.get(
    '/partner/:uuid/type',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'The type code of a partner',
        description: '파트너 종류 코드를 돌려줍니다(2 웨딩홀, 37 플래너). 없는 파트너는 404 PARTNER_NOT_FOUND입니다.',
        tags: ['partners'],
        params: partnerTypeParamsSchema,
        response: { 200: partnerTypeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await app.services.partners.findType(request.params.uuid) }),
  );

  app.get(
    '/partner/:uuid/detail',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: "A partner's page: card, profile and branches",
        description:
          '파트너(플래너 등) 상세: 카드, 프로필(이름, 전화, 주소, 공지), 같은 회사의 본점과 지점. 웨딩홀(type 2)의 화면은 /weddinghall/{uuid}입니다. 없는 파트너는 404 PARTNER_NOT_FOUND입니다.',
        tags: ['partners'],
        params: partnerTypeParamsSchema,
        response: { 200: partnerDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await app.services.partners.findDetail(request.params.uuid, request.customer?.id ?? null),
    }),
  );
};

import { API_KEY_NAMES, withApiKeyQuery } from '@wedding/contract/api-key';
import {
  hallKeywordQuerySchema,
  hallKeywordResponseSchema,
  hallSearchQuerySchema,
  hallSearchResponseSchema,
} from '@wedding/contract/hall-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { requireApiKey } from '../../plugins/require-api-key.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/book/halls: the hall search list and its typing suggestions (spec §7 'GET {token}', 'GET {hash}?keyword'). */
export const hallSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      preValidation: requireApiKey(API_KEY_NAMES.hallSearch),
      preHandler: optionalCustomer,
      schema: {
        summary: 'Search wedding halls by region, filter chips and keyword',
        description: [
          '웨딩홀(type 2)만 검색합니다. 같은 칩 그룹 안에서는 하나라도 맞으면, 서로 다른 그룹은 모두 맞아야 합니다.',
          '요일·예식 시간·보증인원·대관료·식대 칩은 오늘(서울) 이후의 예약 가능(OPEN) 일정 하나가 모두 만족해야 합니다.',
          'keyword는 웨딩홀 이름, 지역(예: 서울 강남구), 가까운 지하철역 이름에서 찾습니다.',
          '검색 광고(SEARCH) 중인 웨딩홀이 먼저, 그다음 좋아요 수, 리뷰 수, id 순서이며 fetchStart/fetchSize(기본 20)로 나눠 받습니다.',
          'total은 조건에 맞는 전체 웨딩홀 수입니다. 로그인하면 isLiked에 내 좋아요가 표시됩니다.',
          'apiKey(GET /v3/public/api-key?apiName=hall-search로 받는 24시간 키)가 필요하며, 없거나 틀리거나 만료되면 401입니다.',
        ].join(' '),
        tags: ['halls'],
        querystring: withApiKeyQuery(hallSearchQuerySchema),
        response: { 200: hallSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => app.services.hallSearch.searchHalls(request.query, request.customer?.id ?? null),
  );

  app.get(
    '/keyword',
    {
      config: PUBLIC_READ,
      preValidation: requireApiKey(API_KEY_NAMES.hallKeyword),
      schema: {
        summary: 'Suggestions while typing a hall search keyword',
        description:
          '이름에 검색어가 들어간 웨딩홀(좋아요 많은 순 최대 10개), 이름에 검색어가 들어간 지역·세부 지역, 웨딩홀 근처 지하철역(근처 웨딩홀이 많은 순 최대 10개)을 돌려줍니다. ' +
          'apiKey(GET /v3/public/api-key?apiName=hall-keyword로 받는 24시간 키)가 필요하며, 없거나 틀리거나 만료되면 401입니다.',
        tags: ['halls'],
        querystring: withApiKeyQuery(hallKeywordQuerySchema),
        response: { 200: hallKeywordResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ item: await app.services.hallKeywords.suggest(request.query.keyword) }),
  );
};

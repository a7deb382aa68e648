import {
  guestDisclosureParamsSchema,
  priceDisclosureBodySchema,
  priceDisclosureResponseSchema,
} from '@wedding/contract/price-disclosure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const RULES =
  '항목은 1~50개(이름 40자 이내, 가격 0원~1억 원의 정수, 단위 1인당·1회·1개당), 필수 항목(기본 서비스)이 하나 이상, ' +
  '위약금은 0일 전(예식 당일)을 포함한 날짜 기준별 비율(0~100%, 예식일이 가까울수록 같거나 높게), 환급 기준은 10~2000자.';

/** Prefix /v3/partner-center: the hall's own disclosure (OWNER and MANAGER: area 'disclosure'). */
export const consoleDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const disclosures = app.services.priceDisclosures;
  const staffOnly = requireStaff('disclosure');

  app.get(
    '/disclosure',
    {
      schema: {
        summary: "The hall's price disclosure as published (null before the first publish)",
        tags: ['partner-center'],
        response: { 200: priceDisclosureResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: staffOnly,
    },
    async (request) => ({ item: await disclosures.findOwn(staffOf(request)) }),
  );

  app.put(
    '/disclosure',
    {
      schema: {
        summary: "Publishes the hall's whole price disclosure (공정위 고시 items, penalties, refund rules)",
        description: `앞의 공개 내용을 통째로 바꾸고 감사 기록을 남깁니다. 규칙: ${RULES} 어긋나면 400 PRICE_DISCLOSURE_INVALID와 몇 번째 항목인지 밝힌 이유.`,
        tags: ['partner-center'],
        body: priceDisclosureBodySchema,
        response: { 200: priceDisclosureResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: staffOnly,
    },
    async (request) => ({ item: await disclosures.publish(staffOf(request), request.body) }),
  );
};

/** Prefix /v3/book: a hall's disclosure for anyone (no login, no phone number: the 고시 says so). */
export const guestDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const disclosures = app.services.priceDisclosures;
  app.get(
    '/halls/:partnerUuid/price-disclosure',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "A hall's price disclosure: items with price and unit, penalties, refund rules, last update",
        description:
          "로그인 없이 누구나 봅니다. 아직 공개하지 않은 웨딩홀은 item이 null('가격 정보 준비 중'), 없는 웨딩홀은 404 HALL_NOT_FOUND.",
        tags: ['hall-detail'],
        params: guestDisclosureParamsSchema,
        response: { 200: priceDisclosureResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await disclosures.findForGuest(request.params.partnerUuid) }),
  );
};

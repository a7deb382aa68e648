import { createHash } from 'node:crypto';
import {
  bulkPriceBodySchema,
  bulkResponseSchema,
  calendarHallsResponseSchema,
  calendarSetupResponseSchema,
  generateResponseSchema,
  hallParamsSchema,
  monthQuerySchema,
  monthResponseSchema,
  okResponseSchema,
  openSlotBodySchema,
  patchSlotBodySchema,
  priceRuleBodySchema,
  priceRuleSchema,
  ruleParamsSchema,
  slotParamsSchema,
  slotResponseSchema,
  weeklyPlanSchema,
} from '@wedding/contract/partner-calendar';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@wedding/contract/slot-holds';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { keyRequired } from './errors.ts';

const TAGS = ['partner-calendar'];
const guard = requireStaff('calendar');
const TAKEN_NOTE =
  '예비 예약(홀드)이나 계약이 있는 일정은 409 SLOT_TAKEN이며 아무것도 바뀌지 않습니다(고객은 잡은 가격 유지).';
const SCOPE_NOTE = '다른 파트너의 홀·일정 id는 404입니다.';
const PUBLISH_NOTE =
  '바뀐 일정은 다음 요청부터 고객 목록·상세에 보이고(서버 캐시 비움), CDN_PURGE_URL이 있으면 바뀐 공개 경로를 알립니다.';

function idempotencyOf(request: FastifyRequest) {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw keyRequired();
  const hash = createHash('sha256')
    .update(`${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return { key, hash };
}

const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });

/** Prefix /v3/partner-center/calendar: slots and prices of the signed-in staff's hall (issue 26 §2). */
export const partnerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const calendar = () => app.services.partnerCalendar;

  app.get(
    '/halls',
    {
      schema: {
        summary: "The hall's individual halls and the last date slots are generated for",
        tags: TAGS,
        response: { 200: calendarHallsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().halls(staffOf(request)) }),
  );

  app.get(
    '/halls/:hallId/month',
    {
      schema: {
        summary: "One individual hall's slots of a month, in every state",
        description: `taken은 홀드·계약 중인 일정입니다. ${SCOPE_NOTE}`,
        tags: TAGS,
        params: hallParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: monthResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({
      item: await calendar().month(staffOf(request), request.params.hallId, request.query.month),
    }),
  );

  app.get(
    '/halls/:hallId/setup',
    {
      schema: {
        summary: 'The weekly plan and the price rules (latest matching rule wins)',
        tags: TAGS,
        params: hallParamsSchema,
        response: { 200: calendarSetupResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().setup(staffOf(request), request.params.hallId) }),
  );

  app.put(
    '/halls/:hallId/plan',
    {
      schema: {
        summary: 'Replaces the weekly plan (start times per Friday, Saturday, Sunday)',
        description: '저장만 합니다. 일정은 generate로 만듭니다.',
        tags: TAGS,
        params: hallParamsSchema,
        body: weeklyPlanSchema,
        response: { 200: z.object({ item: weeklyPlanSchema }), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().savePlan(staffOf(request), request.params.hallId, request.body) }),
  );

  app.post(
    '/halls/:hallId/rules',
    {
      schema: {
        summary: 'Adds a price rule (season range, days, time band → prices)',
        tags: TAGS,
        params: hallParamsSchema,
        body: priceRuleBodySchema,
        response: { 200: z.object({ item: priceRuleSchema }), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().addRule(staffOf(request), request.params.hallId, request.body) }),
  );

  app.delete(
    '/halls/:hallId/rules/:ruleId',
    {
      schema: {
        summary: 'Deletes a price rule',
        tags: TAGS,
        params: ruleParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => {
      await calendar().deleteRule(staffOf(request), request.params.hallId, request.params.ruleId);
      return { item: { ok: true as const } };
    },
  );

  app.put(
    '/halls/:hallId/slots',
    {
      schema: {
        summary: 'Opens a date and time with its price (a closed slot or a time the plan lacks)',
        description: `금·토·일, 09:00~21:00 정시, 오늘부터 웨딩 오픈 기간까지. ${TAKEN_NOTE} ${PUBLISH_NOTE}`,
        tags: TAGS,
        params: hallParamsSchema,
        body: openSlotBodySchema,
        response: { 200: slotResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().openSlot(staffOf(request), request.params.hallId, request.body) }),
  );

  app.patch(
    '/slots/:slotId',
    {
      schema: {
        summary: 'Opens or closes one slot and/or sets its own price',
        description: `${TAKEN_NOTE} ${SCOPE_NOTE} ${PUBLISH_NOTE}`,
        tags: TAGS,
        params: slotParamsSchema,
        body: patchSlotBodySchema,
        response: { 200: slotResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().patchSlot(staffOf(request), request.params.slotId, request.body) }),
  );

  app.post(
    '/halls/:hallId/bulk-price/preview',
    {
      schema: {
        summary: 'How many slots a bulk price edit would change ("N개 일정의 가격이 바뀝니다")',
        description: '홀드·계약된 일정은 가격을 바꾸지 않고 skippedTaken으로 따로 셉니다. 아무것도 저장하지 않습니다.',
        tags: TAGS,
        params: hallParamsSchema,
        body: bulkPriceBodySchema,
        response: { 200: bulkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({
      item: await calendar().previewBulk(staffOf(request), request.params.hallId, request.body),
    }),
  );

  app.post(
    '/halls/:hallId/bulk-price',
    {
      schema: {
        summary: 'Applies a bulk price edit over a date range: all or nothing, once per Idempotency-Key',
        description:
          '같은 키로 다시 보내면 처음 답을 그대로 돌려주고, 같은 키로 다른 요청이면 422입니다. ' +
          `홀드·계약된 일정은 그대로 둡니다. ${PUBLISH_NOTE}`,
        tags: TAGS,
        params: hallParamsSchema,
        headers: idempotencyHeaders,
        body: bulkPriceBodySchema,
        response: { 200: bulkResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
      preHandler: guard,
    },
    async (request) => ({
      item: await calendar().applyBulk(staffOf(request), request.params.hallId, request.body, idempotencyOf(request)),
    }),
  );

  app.post(
    '/halls/:hallId/generate/preview',
    {
      schema: {
        summary: 'What generating slots from plan, exceptions and rules would do, up to the wedding open date',
        tags: TAGS,
        params: hallParamsSchema,
        response: { 200: generateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: await calendar().previewGenerate(staffOf(request), request.params.hallId) }),
  );

  app.post(
    '/halls/:hallId/generate',
    {
      schema: {
        summary: 'Generates the slots from plan, exceptions and rules: all or nothing, once per Idempotency-Key',
        description: `계획에 없는 열린 일정은 닫히고, 홀드·계약된 일정은 그대로 둡니다. ${PUBLISH_NOTE}`,
        tags: TAGS,
        params: hallParamsSchema,
        headers: idempotencyHeaders,
        response: { 200: generateResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
      preHandler: guard,
    },
    async (request) => ({
      item: await calendar().applyGenerate(staffOf(request), request.params.hallId, idempotencyOf(request)),
    }),
  );
};

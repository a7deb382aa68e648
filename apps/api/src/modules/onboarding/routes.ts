import {
  adminPartnerListResponseSchema,
  adminPartnerQuerySchema,
  adminPartnerResponseSchema,
  applicationIdParamsSchema,
  approvalResponseSchema,
  operatorReasonBodySchema,
  type PartnerApplication,
  partnerApplicationBodySchema,
  partnerApplicationListQuerySchema,
  partnerApplicationListResponseSchema,
  partnerApplicationReceiptResponseSchema,
  partnerApplicationResponseSchema,
} from '@wedding/contract/partner-onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { operatorOf, requireOperator } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { AdminPartnerRow, ApplicationRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function applicationView(row: ApplicationRow): PartnerApplication {
  return {
    id: row.id,
    bizName: row.bizName,
    businessNumber: row.businessNumber,
    address: row.address,
    region: row.region,
    subRegion: row.subRegion,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedById === null ? null : { id: row.decidedById, name: row.decidedByName },
    reason: row.reason,
    partner: row.partnerId !== null && row.partnerUuid ? { id: row.partnerId, uuid: row.partnerUuid } : null,
  };
}

function partnerView(row: AdminPartnerRow) {
  return { ...row, pausedAt: iso(row.pausedAt) };
}

/** Prefix /v3: a hall's public application for a console account (issue 29 §4). */
export const partnerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  app.post(
    '/partner-applications',
    {
      schema: {
        summary: 'A hall applies for a partner console account',
        description:
          '상호, 사업자등록번호(검증번호 확인), 주소와 지역, 담당자(이름·연락처·이메일)를 받습니다. 번호는 ' +
          "'XXX-XX-XXXXX'로 저장하고, 같은 번호로 심사 중인 신청이 있으면 409 APPLICATION_DUPLICATE입니다. " +
          '한 주소에서 한 시간에 5건까지 받습니다. 결과는 담당자 이메일로 알립니다.',
        tags: ['partner-center'],
        body: partnerApplicationBodySchema,
        response: { 201: partnerApplicationReceiptResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, app.config);
      const row = await app.services.onboarding.apply(request.body, request.ip);
      reply.code(201);
      const { id, bizName, businessNumber, contactEmail, state } = row;
      return { item: { id, bizName, businessNumber, contactEmail, state } };
    },
  );
};

/** Prefix /v3/admin: reviewing applications and pausing partners (issue 29 §4), ADMIN only ('onboarding'). */
export const adminOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const onboarding = app.services.onboarding;
  const guard = requireOperator('onboarding');
  const tags = ['admin'];

  app.get(
    '/applications',
    {
      schema: {
        summary: 'Partner applications, newest first, by state',
        tags,
        querystring: partnerApplicationListQuerySchema,
        response: { 200: partnerApplicationListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: guard,
    },
    async (request) => {
      const { rows, hasNext } = await onboarding.list(request.query.state, request.query.page ?? 1);
      return { item: { applications: rows.map(applicationView), hasNext } };
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        summary: 'One partner application',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: partnerApplicationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: guard,
    },
    async (request) => ({ item: applicationView(await onboarding.get(request.params.id)) }),
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        summary: 'Approves: makes the hall partner and sends the contact an OWNER invite',
        description:
          '메모(reason)가 필요합니다. 업체(웨딩홀)와 대표(OWNER) 초대가 한 트랜잭션에서 만들어지고, 초대 링크는 ' +
          '파트너센터 초대와 같은 경로로 담당자에게 전달됩니다. 이미 처리된 신청은 409 APPLICATION_ALREADY_DECIDED.',
        tags,
        params: applicationIdParamsSchema,
        body: operatorReasonBodySchema,
        response: { 200: approvalResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: guard,
    },
    async (request) => {
      const { application, invite } = await onboarding.approve(
        operatorOf(request),
        request.params.id,
        request.body.reason,
      );
      return {
        item: {
          application: applicationView(application),
          invite: { ...invite, expiresAt: invite.expiresAt.toISOString() },
        },
      };
    },
  );

  app.post(
    '/applications/:id/reject',
    {
      schema: {
        summary: 'Rejects with a reason, which the contact is told',
        tags,
        params: applicationIdParamsSchema,
        body: operatorReasonBodySchema,
        response: { 200: partnerApplicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: guard,
    },
    async (request) => ({
      item: applicationView(await onboarding.reject(operatorOf(request), request.params.id, request.body.reason)),
    }),
  );

  app.get(
    '/partners',
    {
      schema: {
        summary: 'Finds partners by name or 사업자등록번호, paused first',
        tags,
        querystring: adminPartnerQuerySchema,
        response: { 200: adminPartnerListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: guard,
    },
    async (request) => {
      const { q, paused, page } = request.query;
      const { rows, hasNext } = await onboarding.partners(
        { q, paused: paused === undefined ? undefined : paused === 'true' },
        page ?? 1,
      );
      return { item: { partners: rows.map(partnerView), hasNext } };
    },
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/partners/:id/${action}`,
      {
        schema: {
          summary:
            action === 'pause'
              ? 'Pauses a partner: its halls leave search and lists, and it takes nothing new'
              : 'Resumes a paused partner',
          description: '사유가 필요하며 감사 로그에 남습니다. 이미 그 상태면 409 PARTNER_PAUSE_STATE.',
          tags,
          params: applicationIdParamsSchema,
          body: operatorReasonBodySchema,
          response: { 200: adminPartnerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        preHandler: guard,
      },
      async (request) => {
        const operator = operatorOf(request);
        const row =
          action === 'pause'
            ? await onboarding.pause(operator, request.params.id, request.body.reason)
            : await onboarding.resume(operator, request.params.id, request.body.reason);
        return { item: partnerView(row) };
      },
    );
  }
};

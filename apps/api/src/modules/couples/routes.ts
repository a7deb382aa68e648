import {
  coupleAcceptBodySchema,
  coupleInviteResponseSchema,
  coupleStatusResponseSchema,
} from '@wedding/contract/couples';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['couple'];
const SHARED =
  '연결된 두 사람은 찜(웨딩홀·홀·일정), 빈 날짜 알림, 예식일(D-day), 후보 목록을 함께 봅니다. 한 사람의 찜은 두 사람의 찜이고, 한 사람이 해제하면 두 사람 모두에게서 해제됩니다. 방문 상담과 예약은 신청한 사람의 것이고 상대는 목록에서 읽기만 합니다.';

/** Prefix /v3/couple: the couple link (issue 30 §1, decision 0061). A customer's own, never cached. */
export const coupleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireCustomer);
  const service = app.services.couples;

  app.get(
    '',
    {
      schema: {
        summary: 'My partner, or my open invite',
        description: `연결된 예비 배우자(partner), 연결 전이면 아직 유효한 내 초대 코드(invite). ${SHARED}`,
        tags,
        response: { 200: coupleStatusResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await service.status(request.customer!.id) }),
  );

  app.post(
    '/invite',
    {
      schema: {
        summary: 'Make a new invite code (the old one stops working)',
        description:
          '8자리 코드(혼동되는 0/O, 1/I/L 없음)와 초대 링크(joinPath)를 만듭니다. 24시간 유효하고 한 번만 쓸 수 있으며, 새로 만들면 이전 코드는 쓸 수 없습니다. 이미 연결되어 있으면 409 COUPLE_ALREADY_LINKED.',
        tags,
        response: { 201: coupleInviteResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ item: await service.invite(request.customer!.id) }),
  );

  app.post(
    '/accept',
    {
      schema: {
        summary: "Accept a partner's invite code",
        description: `코드의 대소문자, 공백, 하이픈은 무시합니다. 형식이 틀리면 400 COUPLE_CODE_INVALID, 없는 코드 404 COUPLE_CODE_NOT_FOUND, 만료 409 COUPLE_CODE_EXPIRED, 사용됨 409 COUPLE_CODE_USED, 내 코드 409 COUPLE_SELF, 내가 이미 연결됨 409 COUPLE_ALREADY_LINKED, 초대한 사람이 이미 연결됨 409 COUPLE_INVITER_LINKED. 없거나 만료되거나 사용된 코드는 10분에 5번까지이고, 넘으면 429입니다. 연결되면 초대한 사람의 알림함에 알려 줍니다. ${SHARED}`,
        tags,
        body: coupleAcceptBodySchema,
        response: { 200: coupleStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ item: await service.accept(request.customer!.id, request.body.code) }),
  );

  app.delete(
    '',
    {
      schema: {
        summary: 'Unlink; each keeps a copy of what was shared',
        description:
          '어느 쪽이든 해제할 수 있습니다. 해제하는 순간 두 사람은 서로의 찜, 빈 날짜 알림, 후보 목록을 각자 복사해 가지며, 예식일도 각자에게 남습니다. 상대의 알림함에 알려 줍니다. 연결되어 있지 않으면 404 COUPLE_NOT_LINKED.',
        tags,
        response: { 200: coupleStatusResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.unlink(request.customer!.id) }),
  );
};

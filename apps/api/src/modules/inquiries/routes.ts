import {
  inquiryDoneResponseSchema,
  inquiryMessageResponseSchema,
  inquiryMessagesQuerySchema,
  inquiryMessagesResponseSchema,
  inquiryReportBodySchema,
  inquiryThreadListResponseSchema,
  inquiryThreadParamsSchema,
  inquiryThreadResponseSchema,
  sendInquiryMessageBodySchema,
  startInquiryBodySchema,
} from '@wedding/contract/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { requireWritingCustomer } from '../../plugins/require-writer.ts';
import { eventStreamResponse, streamChannel } from '../../shared/live/event-stream.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { customerChannel } from './messaging.ts';

const tags = ['inquiries'];
const AUTH = '로그인이 필요합니다(게스트는 401). 내 문의가 아니면 없는 문의와 같이 404 INQUIRY_NOT_FOUND입니다.';
const DONE = { item: { done: true } };

/** Prefix /v3/inquiries: the couple's 1:1 inquiries with a hall or planner (issue 27 §5). */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.inquiries;
  const customerId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.post(
    '',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Starts (or finds) a thread with a partner',
        description:
          "업체에 1:1 문의를 시작합니다. origin은 HALL(홀 페이지의 '방문 및 할인 문의'), SLOT(weddingDayId의 일정), VISIT(visitId의 내 방문 예약). 같은 업체·같은 대상이면 있던 문의를 돌려줍니다. 업체에는 내 닉네임만 보이고 휴대폰 번호와 이메일은 보이지 않습니다. 없는 업체·일정·방문은 404 INQUIRY_SUBJECT_NOT_FOUND. 로그인이 필요합니다.",
        tags,
        body: startInquiryBodySchema,
        response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.start(customerId(request), request.body) }),
  );

  app.get(
    '',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My threads with unread counts',
        description: `내 문의를 최근 대화 순으로(최대 100개), 문의마다 읽지 않은 업체 답변 수(unread)와 전체 합(unreadTotal)을 보여 줍니다. ${AUTH}`,
        tags,
        response: { 200: inquiryThreadListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.list(customerId(request)),
  );

  app.get(
    '/events',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Server-Sent Events of my threads',
        description:
          "text/event-stream: 연결되면 'event: ready', 그 뒤 새 메시지({type:'message'})와 읽음({type:'read'})이 data 줄로 옵니다. REDIS_URL이 있으면 모든 API 프로세스의 메시지가, 없으면 이 프로세스의 메시지만 옵니다. 로그인이 필요합니다. 연결할 때 쓴 액세스 토큰이 만료되면 'event: expired'를 보내고 끊습니다(다시 연결하려면 새 토큰이 필요합니다).",
        tags,
        response: { 200: eventStreamResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      streamChannel(request, reply, {
        bus: app.services.liveBus,
        channel: customerChannel(customerId(request)),
        streams: app.liveStreams,
        // The stream ends when the access token it was opened with does (10 minutes at most, decision 0009).
        endsAt: request.customer!.tokenExpiresAt,
      }),
  );

  app.get(
    '/:threadId',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'One of my threads',
        description: `문의 하나. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await service.get(customerId(request), request.params.threadId) }),
  );

  app.get(
    '/:threadId/messages',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Messages of a thread, 30 a page, newest page first',
        description: `메시지를 30개씩, 페이지 안에서는 오래된 것부터. before(메시지 id)보다 이전 페이지를 줍니다. 차단한 업체의 메시지는 보이지 않습니다. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        querystring: inquiryMessagesQuerySchema,
        response: { 200: inquiryMessagesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.messages(customerId(request), request.params.threadId, request.query.before),
  );

  app.post(
    '/:threadId/messages',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Sends a message (text and/or photos)',
        description: `글 1,000자까지, 사진(/web/v1/common/upload로 내가 올린 경로) 5장까지. 둘 다 비면 400 INQUIRY_INVALID_MESSAGE, 남이 올린 사진은 400 INQUIRY_FOREIGN_IMAGE. 1분에 20개까지(넘으면 429). 업체의 콘솔에 바로 나타납니다. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        body: sendInquiryMessageBodySchema,
        response: { 201: inquiryMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const item = await service.send(customerId(request), request.params.threadId, request.body);
      reply.code(201);
      return { item };
    },
  );

  app.post(
    '/:threadId/read',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Marks the thread read',
        description: `지금까지의 업체 답변을 읽음으로 표시합니다(unread 0). ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.markRead(customerId(request), request.params.threadId);
      return DONE;
    },
  );

  app.put(
    '/:threadId/share-phone',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Shares my phone number in this thread only',
        description: `이 문의에서만 업체에 내 휴대폰 번호를 보여 줍니다(다른 문의에는 보이지 않습니다). 번호가 없는 계정은 409 INQUIRY_NO_PHONE. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ item: await service.sharePhone(customerId(request), request.params.threadId, true) }),
  );

  app.delete(
    '/:threadId/share-phone',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Stops sharing my phone number in this thread',
        description: `이 문의에서 업체에 내 번호를 더 보여 주지 않습니다. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.sharePhone(customerId(request), request.params.threadId, false) }),
  );

  app.post(
    '/:threadId/block',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Blocks the partner in this thread: its messages are hidden from me',
        description: `댓글의 차단처럼, 이 문의에서 업체의 메시지가 내게 보이지 않고 알림도 오지 않습니다. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.block(customerId(request), request.params.threadId);
      return DONE;
    },
  );

  app.post(
    '/:threadId/report',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Reports the thread',
        description: `후기·댓글 신고와 같은 신고 기록(대상 INQUIRY)에 남습니다. 한 사람이 한 문의를 한 번 신고합니다. ${AUTH}`,
        tags,
        params: inquiryThreadParamsSchema,
        body: inquiryReportBodySchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.report(customerId(request), request.params.threadId, request.body.reason);
      return DONE;
    },
  );
};

import multipart from '@fastify/multipart';
import {
  consoleInquiryThreadListResponseSchema,
  consoleInquiryThreadResponseSchema,
  inquiryDoneResponseSchema,
  inquiryMessageResponseSchema,
  inquiryMessagesQuerySchema,
  inquiryMessagesResponseSchema,
  inquiryPhotosResponseSchema,
  inquiryReportBodySchema,
  inquiryThreadParamsSchema,
  sendInquiryMessageBodySchema,
} from '@wedding/contract/inquiries';
import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGES } from '@wedding/domain/inquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { retryAfterSeconds } from '../../plugins/error-handler.ts';
import { badRequest, isAppError } from '../../shared/errors.ts';
import { eventStreamResponse, streamChannel } from '../../shared/live/event-stream.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { UPLOAD_MAX_BYTES, uploadSizeError } from '../uploads/service.ts';
import { invalidMessage } from './errors.ts';
import { partnerChannel } from './messaging.ts';

const tags = ['partner-center'];
const SCOPE =
  'OWNER, MANAGER, MESSAGES 역할만(그 밖은 403 STAFF_FORBIDDEN). 다른 업체의 문의는 없는 문의와 같이 404 INQUIRY_NOT_FOUND입니다. 고객은 닉네임으로만 보이고, 휴대폰 번호는 고객이 그 문의에서 공유했을 때만(sharedPhone), 이메일은 언제도 보이지 않습니다.';

/** Prefix /v3/partner-center/inquiries: the hall's 1:1 inquiries (issue 27 §5). */
export const consoleInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  // One more file than an answer may carry, so the sixth is refused in words rather than cut off silently.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: INQUIRY_IMAGES_MAX + 1, fields: 2, parts: INQUIRY_IMAGES_MAX + 3 },
  });
  const service = app.services.consoleInquiries;
  const messages = requireStaff('messages');

  app.get(
    '',
    {
      preHandler: messages,
      schema: {
        summary: "The partner's inquiry threads with unread counts",
        description: `고객이 메시지를 보낸 문의를 최근 대화 순으로(최대 100개), 문의마다 읽지 않은 고객 메시지 수(unread)와 합(unreadTotal). ${SCOPE}`,
        tags,
        response: { 200: consoleInquiryThreadListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.list(staffOf(request)),
  );

  app.get(
    '/events',
    {
      preHandler: messages,
      schema: {
        summary: 'Server-Sent Events of the partner’s threads',
        description: `text/event-stream: 'event: ready' 뒤 새 메시지와 읽음이 data 줄로 옵니다(고객 정보 없음). REDIS_URL이 있으면 모든 API 프로세스의 메시지가, 없으면 이 프로세스의 메시지만 옵니다. 콘솔 세션이 만료되면 'event: expired'를 보내고 끊습니다. ${SCOPE}`,
        tags,
        response: { 200: eventStreamResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      streamChannel(request, reply, {
        bus: app.services.liveBus,
        channel: partnerChannel(staffOf(request).partner.id),
        streams: app.liveStreams,
        // The stream ends with the console session it was opened with (decision 0047).
        endsAt: staffOf(request).sessionExpiresAt.getTime(),
      }),
  );

  app.post(
    '/photos',
    {
      preHandler: messages,
      schema: {
        summary: "Uploads photos for the hall's answer (multipart file parts, the upload pipeline)",
        description: `답변에 붙일 사진을 올립니다(file 파트, 한 번에 ${INQUIRY_IMAGES_MAX}장까지). 고객 이미지 올리기와 같은 규칙: jpg/png/webp/gif만(400 UPLOAD_TYPE), 한 장 20MB 이하(400 UPLOAD_SIZE), 다시 인코딩해 EXIF를 지웁니다. 직원마다 10분에 250장까지(429). 한 장이라도 거절되면 아무것도 남지 않습니다. 올린 사진은 이 직원의 것이라 이 직원의 답변에만 붙일 수 있고, 답변을 보내야 고객에게 보입니다. ${SCOPE}`,
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: inquiryPhotosResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      try {
        const item = await service.uploadPhotos(staffOf(request), async function* () {
          if (!request.isMultipart()) throw badRequest('이미지를 multipart/form-data로 보내 주세요.');
          for await (const part of request.files()) {
            if (part.fieldname !== 'file') continue;
            yield await part.toBuffer();
          }
        });
        reply.code(201);
        return { item };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadSizeError();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw invalidMessage(INQUIRY_MESSAGES.TOO_MANY_IMAGES);
        if (isAppError(error) && error.status === 503 && error.retryAfterMs)
          reply.header('retry-after', retryAfterSeconds(error));
        throw error;
      }
    },
  );

  app.get(
    '/:threadId',
    {
      preHandler: messages,
      schema: {
        summary: 'One thread',
        description: `문의 하나. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: consoleInquiryThreadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.get(staffOf(request), request.params.threadId) }),
  );

  app.get(
    '/:threadId/messages',
    {
      preHandler: messages,
      schema: {
        summary: 'Messages of a thread, 30 a page',
        description: `메시지 30개씩, 페이지 안에서는 오래된 것부터; before(메시지 id) 이전 페이지. 차단한 고객의 메시지는 보이지 않습니다. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        querystring: inquiryMessagesQuerySchema,
        response: { 200: inquiryMessagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.messages(staffOf(request), request.params.threadId, request.query.before),
  );

  app.post(
    '/:threadId/messages',
    {
      preHandler: messages,
      schema: {
        summary: 'Answers the couple',
        description: `답변을 보냅니다(1,000자까지; 저장한 템플릿을 골라 고쳐 보낼 수 있습니다). 고객 화면에 바로 나타납니다. 1분에 20개까지(429). 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        body: sendInquiryMessageBodySchema,
        response: { 201: inquiryMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const item = await service.answer(staffOf(request), request.params.threadId, request.body);
      reply.code(201);
      return { item };
    },
  );

  app.post(
    '/:threadId/read',
    {
      preHandler: messages,
      schema: {
        summary: 'Marks the thread read for the hall',
        description: `지금까지의 고객 메시지를 읽음으로 표시합니다. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.markRead(staffOf(request), request.params.threadId);
      return { item: { done: true } };
    },
  );

  app.post(
    '/:threadId/block',
    {
      preHandler: messages,
      schema: {
        summary: 'Blocks the couple in this thread: their messages are hidden from the hall',
        description: `이 문의에서 고객의 메시지가 더는 보이지 않고 알림도 오지 않습니다. 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.block(staffOf(request), request.params.threadId);
      return { item: { done: true } };
    },
  );

  app.post(
    '/:threadId/report',
    {
      preHandler: messages,
      schema: {
        summary: 'Reports the thread for moderation',
        description: `문의를 운영팀에 신고합니다(사유 하나, 처음 신고가 남습니다). 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: inquiryThreadParamsSchema,
        body: inquiryReportBodySchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.report(staffOf(request), request.params.threadId, request.body.reason);
      return { item: { done: true } };
    },
  );
};

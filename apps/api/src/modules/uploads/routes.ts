import multipart from '@fastify/multipart';
import { UPLOAD_ERROR_CODES, UPLOAD_NAME_PATTERN, uploadResponseSchema } from '@wedding/contract/uploads';
import { UPLOAD_MAX_COUNT } from '@wedding/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { retryAfterSeconds } from '../../plugins/error-handler.ts';
import { badRequest, isAppError, notFound } from '../../shared/errors.ts';
import { binaryBody, errorResponses, IMMUTABLE_CACHE_CONTROL } from '../../shared/schemas.ts';
import { UPLOAD_MAX_BYTES, uploadCountError, uploadSizeError } from './service.ts';

const tags = ['uploads'];

/** Prefix /web/v1/common: image upload (spec §7 POST /web/v1/common/upload, multipart `file`). */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_COUNT, fields: 4, parts: UPLOAD_MAX_COUNT + 4 },
  });
  const { uploads } = app.services;

  app.post(
    '/upload',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Upload images (multipart file parts); data.data holds their paths',
        description:
          '이미지를 올립니다(multipart, 파일 필드 이름은 file). 이름이 아니라 내용으로 jpg/jpeg, png, webp, gif만 받고(400 UPLOAD_TYPE), 한 장 20MB 이하(400 UPLOAD_SIZE), 한 번에 99장까지(400 UPLOAD_COUNT)입니다. 풀었을 때 2,500만 화소(움직이는 이미지는 모든 장면의 합)를 넘으면 풀기 전에 400 UPLOAD_PIXELS이고, 읽을 수 없는 파일은 400 UPLOAD_UNREADABLE입니다. 서버가 다시 인코딩해 EXIF(위치 포함)를 지웁니다. 한 장이라도 거절되면 그 요청의 어떤 이미지도 남지 않습니다. 고객마다 10분에 250장, 풀었을 때 합계 15억 화소까지 올릴 수 있고 넘으면 429이며, 서버가 바쁘면 503이며 둘 다 Retry-After를 줍니다. 답의 data.data가 저장된 경로이고, 후기에는 내가 올린 경로만 쓸 수 있습니다. 로그인이 필요합니다(게스트는 401).',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('이미지를 multipart/form-data로 보내 주세요.');
      // All or nothing: a request refused at any file keeps none of the files it had stored (decision 0032).
      const batch = uploads.begin(request.customer!.id);
      try {
        for await (const part of request.files()) {
          if (batch.count >= UPLOAD_MAX_COUNT) throw uploadCountError();
          await batch.add(await part.toBuffer());
        }
        if (batch.count === 0) throw badRequest('올릴 이미지를 골라 주세요.', UPLOAD_ERROR_CODES.UPLOAD_EMPTY);
        return { data: { data: await batch.commit() } };
      } catch (error) {
        await batch.discard();
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadSizeError();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw uploadCountError();
        // The error handler adds Retry-After to a 429 only; a busy 503 says when to come back too.
        if (isAppError(error) && error.status === 503 && error.retryAfterMs)
          reply.header('retry-after', retryAfterSeconds(error));
        throw error;
      }
    },
  );
};

/** Prefix /media: the uploaded images themselves. Their names are random and never reused: cacheable forever. */
export const uploadedMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        summary: 'An uploaded image',
        description:
          '올린 이미지 원본(다시 인코딩된 것). 없는 이름은 404입니다. 후기에는 이미지 프록시(/v1/image?w=600)로 보입니다.',
        tags,
        params: z.object({
          name: z.string().check(z.regex(UPLOAD_NAME_PATTERN, '이미지를 찾을 수 없어요.')),
        }),
        response: {
          200: { description: 'The image', content: { 'image/*': { schema: binaryBody } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await app.services.uploads.read(request.params.name);
      if (!found) throw notFound('이미지를 찾을 수 없어요.');
      return reply
        .type(found.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );
};

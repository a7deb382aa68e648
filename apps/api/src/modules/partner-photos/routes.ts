import multipart from '@fastify/multipart';
import {
  albumOrderBodySchema,
  albumParamsSchema,
  albumTitleBodySchema,
  consoleAlbumsResponseSchema,
  photoOrderBodySchema,
  photoParamsSchema,
} from '@wedding/contract/partner-photos';
import { UPLOAD_MAX_COUNT } from '@wedding/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { retryAfterSeconds } from '../../plugins/error-handler.ts';
import { badRequest, isAppError } from '../../shared/errors.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { UPLOAD_MAX_BYTES, uploadCountError, uploadSizeError } from '../uploads/service.ts';

const TAGS = ['partner-center'];
const SCOPE = '다른 업체의 앨범·사진 id는 404입니다. 바뀐 내용은 초안 없이 바로 손님에게 보입니다(결정 0042).';

/** Prefix /v3/partner-center: the hall's official photo albums (issue 26 §4). OWNER and MANAGER (area 'profile'). */
export const partnerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_COUNT, fields: 4, parts: UPLOAD_MAX_COUNT + 4 },
  });
  const service = app.services.partnerPhotos;
  const profile = requireStaff('profile');
  const answer = (items: Awaited<ReturnType<typeof service.list>>) => ({ items });
  const response = { 200: consoleAlbumsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/photos',
    {
      schema: { summary: "The hall's official albums with their photos, in order", tags: TAGS, response },
      preHandler: profile,
    },
    async (request) => answer(await service.list(staffOf(request))),
  );

  app.post(
    '/photos/albums',
    {
      schema: {
        summary: 'Creates an album (a folder of its own, last in order)',
        description: `앨범 이름은 1–30자, 업체마다 30개까지(넘으면 409 ALBUM_FULL). ${SCOPE}`,
        tags: TAGS,
        body: albumTitleBodySchema,
        response,
      },
      preHandler: profile,
    },
    async (request) => answer(await service.createAlbum(staffOf(request), request.body.title)),
  );

  app.put(
    '/photos/albums/order',
    {
      schema: {
        summary: 'Orders the albums: every album id once, first to last (all or nothing)',
        description: `albumIds가 지금 앨범을 하나도 빠짐없이 한 번씩 담지 않으면 400 ORDER_MISMATCH이고 아무것도 바뀌지 않습니다. ${SCOPE}`,
        tags: TAGS,
        body: albumOrderBodySchema,
        response,
      },
      preHandler: profile,
    },
    async (request) => answer(await service.orderAlbums(staffOf(request), request.body.albumIds)),
  );

  app.put(
    '/photos/albums/:albumId',
    {
      schema: {
        summary: 'Renames an album',
        description: SCOPE,
        tags: TAGS,
        params: albumParamsSchema,
        body: albumTitleBodySchema,
        response,
      },
      preHandler: profile,
    },
    async (request) => answer(await service.renameAlbum(staffOf(request), request.params.albumId, request.body.title)),
  );

  app.delete(
    '/photos/albums/:albumId',
    {
      schema: {
        summary: 'Deletes an album and its photos',
        description: SCOPE,
        tags: TAGS,
        params: albumParamsSchema,
        response,
      },
      preHandler: profile,
    },
    async (request) => answer(await service.deleteAlbum(staffOf(request), request.params.albumId)),
  );

  app.put(
    '/photos/albums/:albumId/order',
    {
      schema: {
        summary: "Orders an album's photos: every photo id once, first to last (all or nothing)",
        description: `photoIds가 앨범의 사진을 하나도 빠짐없이 한 번씩 담지 않으면 400 ORDER_MISMATCH입니다. 앨범이 내 것인지 먼저 봅니다. ${SCOPE}`,
        tags: TAGS,
        params: albumParamsSchema,
        body: photoOrderBodySchema,
        response,
      },
      preHandler: profile,
    },
    async (request) =>
      answer(await service.orderPhotos(staffOf(request), request.params.albumId, request.body.photoIds)),
  );

  app.post(
    '/photos/albums/:albumId/photos',
    {
      schema: {
        summary: 'Uploads photos into an album (multipart file parts, the upload pipeline)',
        description: `고객 이미지 올리기와 같은 규칙입니다: jpg/png/webp/gif만(400 UPLOAD_TYPE), 한 장 20MB 이하(400 UPLOAD_SIZE), 한 번에 99장까지(400 UPLOAD_COUNT), 다시 인코딩해 EXIF를 지웁니다. 직원마다 10분에 250장까지(429). 한 앨범에 200장까지(409 ALBUM_FULL). 한 장이라도 거절되면 아무것도 남지 않습니다. 앨범이 내 것인지 본문보다 먼저 봅니다. ${SCOPE}`,
        tags: TAGS,
        consumes: ['multipart/form-data'],
        params: albumParamsSchema,
        response: { ...response, ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503) },
      },
      preHandler: profile,
    },
    async (request, reply) => {
      try {
        const items = await service.upload(staffOf(request), request.params.albumId, async function* () {
          if (!request.isMultipart()) throw badRequest('이미지를 multipart/form-data로 보내 주세요.');
          for await (const part of request.files()) {
            if (part.fieldname !== 'file') continue;
            yield await part.toBuffer();
          }
        });
        return answer(items);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadSizeError();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw uploadCountError();
        if (isAppError(error) && error.status === 503 && error.retryAfterMs)
          reply.header('retry-after', retryAfterSeconds(error));
        throw error;
      }
    },
  );

  app.delete(
    '/photos/photos/:photoId',
    {
      schema: {
        summary: 'Deletes a photo',
        description: SCOPE,
        tags: TAGS,
        params: photoParamsSchema,
        response,
      },
      preHandler: profile,
    },
    async (request) => answer(await service.deletePhoto(staffOf(request), request.params.photoId)),
  );
};

import { GENERATED_MEDIA_KEY_PATTERN, generatedMediaKindSchema } from '@wedding/contract/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryBody, errorResponses, IMMUTABLE_CACHE_CONTROL } from '../../shared/schemas.ts';
import { createRenderBudget } from './render-budget.ts';

const paramsSchema = z.object({
  kind: generatedMediaKindSchema,
  key: z.string().regex(GENERATED_MEDIA_KEY_PATTERN, '키는 영문 소문자, 숫자, 하이픈 1~64자여야 합니다.'),
});

/** Prefix /media. Generated placeholder images: deterministic, so cacheable forever. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/generated/:kind/:key.jpg',
    {
      schema: {
        summary: 'Generated placeholder image',
        description:
          '시드 데이터의 이미지. kind와 key가 같으면 언제나 같은 JPEG입니다. 어떤 데이터도 가리키지 않는 경로는 404이고, ' +
          '캐시에 없는 이미지를 새로 만드는 요청은 IP당 1분에 300회까지입니다(429, Retry-After).',
        tags: ['media'],
        params: paramsSchema,
        response: {
          200: { description: 'JPEG image', content: { 'image/jpeg': { schema: binaryBody } } },
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      const jpeg = await app.services.generatedMedia.render(
        kind,
        key,
        createRenderBudget(app.services.rateLimiter, request.ip),
      );
      return reply.type('image/jpeg').header('cache-control', IMMUTABLE_CACHE_CONTROL).send(jpeg);
    },
  );
};

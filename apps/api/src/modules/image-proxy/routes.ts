import { IMAGE_PROXY_MAX_WIDTH, IMAGE_PROXY_MIN_WIDTH, IMAGE_PROXY_WIDTHS } from '@wedding/contract/media';
import { IMAGE_PROXY_DEFAULT_WIDTH } from '@wedding/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryBody, errorResponses, IMMUTABLE_CACHE_CONTROL } from '../../shared/schemas.ts';
import { createRenderBudget } from '../media/render-budget.ts';

const WIDTH_MESSAGE = `이미지 너비는 ${IMAGE_PROXY_MIN_WIDTH}~${IMAGE_PROXY_MAX_WIDTH} 사이의 정수여야 합니다.`;

const querySchema = z.object({
  src: z.string().min(1).max(512).describe('로컬 미디어 경로 (/media/ 로 시작). 외부 URL은 받지 않습니다.'),
  w: z.coerce
    .number({ error: WIDTH_MESSAGE })
    .int(WIDTH_MESSAGE)
    .min(IMAGE_PROXY_MIN_WIDTH, WIDTH_MESSAGE)
    .max(IMAGE_PROXY_MAX_WIDTH, WIDTH_MESSAGE)
    .default(IMAGE_PROXY_DEFAULT_WIDTH)
    .describe(
      `너비(px). 기본 1200, 리뷰 이미지는 600. ${IMAGE_PROXY_WIDTHS.join(', ')} 중 요청 이상인 가장 작은 너비로 올려 만들고, 원본보다 커지지 않습니다.`,
    ),
});

/** Prefix /v1. `GET /v1/image?src&w`: resized, re-encoded local images (webp when the browser takes it). */
export const imageProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/image',
    {
      schema: {
        summary: 'Resized image',
        description: '캐시에 없는 이미지를 새로 만드는 요청은 IP당 1분에 300회까지입니다(429, Retry-After).',
        tags: ['media'],
        querystring: querySchema,
        response: {
          200: {
            description: 'WebP when Accept allows it, else JPEG',
            content: { 'image/webp': { schema: binaryBody }, 'image/jpeg': { schema: binaryBody } },
          },
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const format = /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';
      const image = await app.services.imageProxy.resize({
        src: request.query.src,
        width: request.query.w,
        format,
        budget: createRenderBudget(app.services.rateLimiter, request.ip),
      });
      return reply
        .type(image.contentType)
        .header('vary', 'Accept')
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .send(image.body);
    },
  );
};

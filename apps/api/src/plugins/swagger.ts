import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/** OpenAPI built from the routes' zod schemas; the UI at /docs, the document at /docs/json. */
export async function registerSwagger(app: FastifyInstance, options: { publicOrigin: string | undefined }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wedding marketplace API',
        description:
          '웨딩홀·웨딩 파트너 검색, 잔여 예식일, 리뷰, 방문 상담 예약 API. 오류는 모두 { status, code, message } 형식입니다.',
        version: '0.1.0',
      },
      servers: options.publicOrigin ? [{ url: options.publicOrigin }] : [],
    },
    transform: createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`] }),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI's own policy (hashes of its inline bits) replaces the app-wide one on /docs only. We drop
    // upgrade-insecure-requests (it breaks plain-HTTP development) and keep framing forbidden.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/frame-ancestors [^;]+/, "frame-ancestors 'none'")
        .trim(),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

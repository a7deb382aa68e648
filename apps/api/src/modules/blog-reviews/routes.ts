import {
  blogReviewBodySchema,
  blogReviewListQuerySchema,
  blogReviewListResponseSchema,
  blogReviewParamsSchema,
  blogReviewResponseSchema,
} from '@wedding/contract/blog-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { requireWritingCustomer } from '../../plugins/require-writer.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['reviews'];

/** Prefix /web/v1/community: a partner's blog reviews (spec §7 GET and POST {uuid}/blog-reviews). */
export const blogReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogReviews } = app.services;

  app.get(
    '/partners/:uuid/blog-reviews',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "A partner's blog reviews, newest first (10 a page)",
        description:
          '파트너(같은 회사의 모든 지점)의 블로그 후기: fetchStart, fetchSize(기본 10). 없는 파트너는 404입니다.',
        tags,
        params: blogReviewParamsSchema,
        querystring: blogReviewListQuerySchema,
        response: { 200: blogReviewListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => blogReviews.findPage(request.params.uuid, request.query.fetchStart, request.query.fetchSize),
  );

  app.post(
    '/partners/:uuid/blog-reviews',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Register a blog post as a review {blogUrl}',
        description:
          '블로그 글 주소를 등록합니다. 서버가 그 글의 Open Graph 제목·설명·이미지를 읽습니다. 공개 인터넷 주소만 열고(내부망·사설 주소는 400 BLOG_URL_FORBIDDEN), 5초 안에 1MB까지만 읽습니다. 열 수 없으면 400 BLOG_URL_UNREACHABLE, 제목이 없는 페이지는 400 BLOG_NOT_A_POST, 이미 등록된 글은 409 BLOG_ALREADY_REGISTERED입니다. 로그인이 필요합니다.',
        tags,
        params: blogReviewParamsSchema,
        body: blogReviewBodySchema,
        response: { 201: blogReviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { item: await blogReviews.register(request.customer!.id, request.params.uuid, request.body.blogUrl) };
    },
  );
};

import { statisticsResponseSchema } from '@wedding/contract/partner-statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/partner-center: the dashboard's weekly figures (issue 26 §6). */
export const partnerStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  app.get(
    '/statistics',
    {
      preHandler: requireStaff('statistics'),
      schema: {
        summary: 'Weekly figures of the last 12 weeks',
        description:
          '최근 12주(한국 시간, 월요일 시작, 이번 주 포함, 오래된 주부터): 페이지 조회(hall_view), 찜(홀·룸·일정, 취소된 찜 제외), 일정 홀드, 방문 예약 요청(취소 포함), 예약 확정(취소 제외), 조회 대비 방문 요청 전환율(conversion, 조회가 없으면 null). OWNER, MANAGER만(그 밖은 403).',
        tags: ['partner-center'],
        response: { 200: statisticsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await app.services.partnerStatistics.weekly(staffOf(request).partner.id) }),
  );
};

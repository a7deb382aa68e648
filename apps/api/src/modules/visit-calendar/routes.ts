import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { notFound } from '../../shared/errors.ts';
import { errorResponses } from '../../shared/schemas.ts';

const NOT_FOUND_MESSAGE = '캘린더 파일을 찾을 수 없어요. 내 예약에서 다시 받아 주세요.';

/**
 * GET /v3/calendar/visits/:token.ics (issue 28 §4): a confirmed visit's calendar file, without a session (the
 * link opens from a 알림톡 or a calendar app). The token is the visit id signed by the server.
 */
export const visitCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitCalendar } = app.services;
  app.get(
    '/visits/:file',
    {
      schema: {
        summary: "A visit's calendar file (.ics), by its signed link",
        description:
          'RFC 5545 iCalendar 파일: 같은 방문은 언제나 같은 UID, 바뀔 때마다 커지는 SEQUENCE. 방문이 취소·거절·만료되면 METHOD:CANCEL, STATUS:CANCELLED 파일을 줍니다. 로그인이 필요 없고, 서명이 맞지 않는 링크는 404 CALENDAR_NOT_FOUND입니다.',
        tags: ['bookings'],
        params: z.object({ file: z.string() }),
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const body = match ? await visitCalendar.file(match[1]!) : null;
      if (body === null) throw notFound(NOT_FOUND_MESSAGE, 'CALENDAR_NOT_FOUND');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="visit.ics"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

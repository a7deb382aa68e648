import { staffNotifyTelBodySchema, staffNotifyTelResponseSchema } from '@wedding/contract/partner-center';
import { normalizeMobilePhone } from '@wedding/domain/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { notifyTelInvalid } from './errors.ts';

const TAGS = ['partner-center'];

/**
 * Prefix /v3/partner-center: the signed-in staff member's own 알림톡 number (issue 28). Only the roles that answer
 * requests and questions ('messages': OWNER, MANAGER, MESSAGES) are told by 알림톡, so only they set one.
 */
export const partnerNotifyTelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const repository = app.services.staffNotifyTel;
  const answersWork = requireStaff('messages');

  app.get(
    '/me/notify-tel',
    {
      schema: {
        summary: "The signed-in staff member's 알림톡 number (null: the console inbox only)",
        tags: TAGS,
        response: { 200: staffNotifyTelResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: answersWork,
    },
    async (request) => ({ item: { tel: await repository.get(staffOf(request)) } }),
  );

  app.put(
    '/me/notify-tel',
    {
      schema: {
        summary: "Sets or clears (tel: null) the signed-in staff member's own 알림톡 number",
        description:
          '새 예약 요청과 1:1 문의를 카카오톡 알림톡(실패하면 문자)으로 받을 휴대폰 번호입니다. 010-0000-0000 형식이 ' +
          '아니면 400 NOTIFY_TEL_INVALID. 자신의 계정에만 저장되고 감사 기록에 남습니다(번호는 가려서).',
        tags: TAGS,
        body: staffNotifyTelBodySchema,
        response: { 200: staffNotifyTelResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: answersWork,
    },
    async (request) => {
      assertSameSite(request, app.config);
      const staff = staffOf(request);
      const raw = request.body.tel?.trim() ?? '';
      const tel = raw === '' ? null : normalizeMobilePhone(raw);
      if (raw !== '' && tel === null) throw notifyTelInvalid();
      await repository.set(staff, tel);
      return { item: { tel } };
    },
  );
};

import {
  auditQuerySchema,
  auditResponseSchema,
  okResponseSchema,
  staffMeResponseSchema,
  staffSignInBodySchema,
  totpCodeBodySchema,
  totpEnrolmentResponseSchema,
} from '@wedding/contract/partner-center';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { requireStaff, requireStaffSession, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { staffLoginRequired } from './errors.ts';
import { clearStaffCookie, setStaffCookie } from './staff-cookie.ts';

const TAGS = ['partner-center'];

/** Prefix /v3/partner-center: the console's session, second factor and audit log (issue 26). */
export const partnerCenterAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const services = app.services;

  app.post(
    '/auth/sign-in',
    {
      schema: {
        summary: 'Console sign-in: password, then the 6-digit code when the account has a second factor',
        description:
          '고객 로그인과 같은 잠금·속도 제한(결정 0016)을 따로 셉니다. 2단계 인증이 켜진 계정은 totp 없이 ' +
          '401 TOTP_REQUIRED, 틀리면 401 TOTP_INVALID. 성공하면 wd_pc 쿠키(고객 토큰과 다른 audience)를 설정합니다.',
        tags: TAGS,
        body: staffSignInBodySchema,
        response: { 200: staffMeResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, app.config);
      const { token } = await services.staffAuth.signIn({ ...request.body, ip: request.ip });
      const staff = await services.staffAuth.authenticate(token);
      if (!staff) throw staffLoginRequired();
      setStaffCookie(reply, token, app.config);
      return { item: services.staffAuth.me(staff) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        summary: 'Ends this console session',
        tags: TAGS,
        response: { 200: okResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: requireStaffSession,
    },
    async (request, reply) => {
      await services.staffAuth.signOut(staffOf(request).sessionId);
      clearStaffCookie(reply, app.config);
      return { item: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in staff member, their partner and the areas their role reaches',
        tags: TAGS,
        response: { 200: staffMeResponseSchema, ...errorResponses(401) },
      },
      preHandler: requireStaffSession,
    },
    async (request) => ({ item: services.staffAuth.me(staffOf(request)) }),
  );

  app.post(
    '/totp/enrolment',
    {
      schema: {
        summary: 'Starts second-factor enrolment: a new secret and its QR code',
        tags: TAGS,
        response: { 200: totpEnrolmentResponseSchema, ...errorResponses(401, 403, 409) },
      },
      preHandler: requireStaffSession,
    },
    async (request) => ({ item: await services.staffAuth.startTotpEnrolment(staffOf(request)) }),
  );

  app.post(
    '/totp/confirm',
    {
      schema: {
        summary: 'Confirms enrolment with a code from the app; the second factor is on from then',
        tags: TAGS,
        body: totpCodeBodySchema,
        response: { 200: staffMeResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: requireStaffSession,
    },
    async (request) => {
      const staff = staffOf(request);
      await services.staffAuth.confirmTotp(staff, request.body.code);
      return { item: services.staffAuth.me({ ...staff, totpEnabled: true }) };
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        summary: "The partner's audit log, newest first (OWNER)",
        tags: TAGS,
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: requireStaff('audit'),
    },
    async (request) => {
      const staff = staffOf(request);
      const { entries, hasNext } = await services.audit.list(
        staff.partner.id,
        request.query.page ?? 1,
        request.query.action,
      );
      return { item: { entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })), hasNext } };
    },
  );
};

import {
  acceptInviteBodySchema,
  idParamsSchema,
  inviteBodySchema,
  inviteInfoResponseSchema,
  inviteResponseSchema,
  inviteTokenParamsSchema,
  okResponseSchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffRoleBodySchema,
} from '@wedding/contract/partner-center';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { staffLoginRequired } from './errors.ts';
import { setStaffCookie } from './staff-cookie.ts';

const TAGS = ['partner-center'];
const ok = { item: { ok: true as const } };

/** Prefix /v3/partner-center: staff and invitations (OWNER), and accepting an invitation (anyone with the link). */
export const partnerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const admin = app.services.staffAdmin;
  const ownerOnly = requireStaff('staff');

  app.get(
    '/staff',
    {
      schema: {
        summary: "The partner's staff and open invitations (OWNER)",
        tags: TAGS,
        response: { 200: staffListResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: ownerOnly,
    },
    async (request) => {
      const { staff, invites } = await admin.list(staffOf(request));
      return {
        item: {
          staff: staff.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
          invites: invites.map((i) => ({
            ...i,
            issuedAt: i.issuedAt.toISOString(),
            expiresAt: i.expiresAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/staff/invites',
    {
      schema: {
        summary: 'Invites a staff member by a one-time link (72 h)',
        description:
          '링크는 개발 환경의 /dev/sms-outbox?tel={email}에도 남습니다. 이미 계정이 있는 이메일은 409 STAFF_EMAIL_TAKEN.',
        tags: TAGS,
        body: inviteBodySchema,
        response: {
          200: inviteResponseSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
      preHandler: ownerOnly,
    },
    async (request) => {
      const invite = await admin.invite(staffOf(request), request.body);
      return { item: { id: invite.id, url: invite.url, expiresAt: invite.expiresAt.toISOString() } };
    },
  );

  app.delete(
    '/staff/invites/:id',
    {
      schema: {
        summary: 'Revokes an open invitation',
        tags: TAGS,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(401, 403, 404) },
      },
      preHandler: ownerOnly,
    },
    async (request) => {
      await admin.revokeInvite(staffOf(request), request.params.id);
      return ok;
    },
  );

  app.put(
    '/staff/:id/role',
    {
      schema: {
        summary: "Changes a staff member's role; the last OWNER stays (409 LAST_OWNER)",
        tags: TAGS,
        params: idParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: ownerOnly,
    },
    async (request) => {
      await admin.changeRole(staffOf(request), request.params.id, request.body.role);
      return ok;
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        summary: 'Removes a staff member and ends their sessions; the last OWNER stays (409 LAST_OWNER)',
        tags: TAGS,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: ownerOnly,
    },
    async (request) => {
      await admin.remove(staffOf(request), request.params.id);
      return ok;
    },
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        summary: 'What an invitation link is for (partner, email, role); 404 INVITE_INVALID when spent or expired',
        tags: TAGS,
        params: inviteTokenParamsSchema,
        response: { 200: inviteInfoResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await admin.inviteInfo(request.params.token) }),
  );

  app.post(
    '/invites/:token/accept',
    {
      schema: {
        summary: 'Accepts an invitation: creates the console account and signs it in',
        tags: TAGS,
        params: inviteTokenParamsSchema,
        body: acceptInviteBodySchema,
        response: { 200: staffMeResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, app.config);
      const { token } = await admin.acceptInvite(request.params.token, request.body);
      const staff = await app.services.staffAuth.authenticate(token);
      if (!staff) throw staffLoginRequired();
      setStaffCookie(reply, token, app.config);
      return { item: app.services.staffAuth.me(staff) };
    },
  );
};

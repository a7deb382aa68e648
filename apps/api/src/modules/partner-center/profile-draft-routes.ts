import {
  profileDraftResponseSchema,
  profileRoomParamsSchema,
  profileVersionParamsSchema,
  profileVersionResponseSchema,
  profileVersionsResponseSchema,
  roomDraftSchema,
  venueDraftSchema,
} from '@wedding/contract/partner-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const TAGS = ['partner-center'];

/**
 * Prefix /v3/partner-center: the venue's and its rooms' profile drafts, publishing them as versions, and
 * restoring a version as a new draft (issue 26 §4, decision 0042). OWNER and MANAGER (area 'profile').
 */
export const partnerProfileDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const drafts = app.services.profileDrafts;
  const profile = requireStaff('profile');

  app.get(
    '/profile/draft',
    {
      schema: {
        summary: "The venue's and its rooms' published fields against the pending draft, field by field",
        tags: TAGS,
        response: { 200: profileDraftResponseSchema, ...errorResponses(401, 403, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.state(staffOf(request)) }),
  );

  app.put(
    '/profile/draft',
    {
      schema: {
        summary: "Saves the venue's draft (the whole draft: fields left out are no longer drafted)",
        description: '게시된 값과 같은 필드는 초안에 남지 않습니다. 게시 전에는 손님에게 보이지 않습니다.',
        tags: TAGS,
        body: venueDraftSchema,
        response: { 200: profileDraftResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.saveVenue(staffOf(request), request.body) }),
  );

  app.put(
    '/profile/draft/rooms/:roomId',
    {
      schema: {
        summary: "Saves one room's draft (another partner's room answers 404)",
        tags: TAGS,
        params: profileRoomParamsSchema,
        body: roomDraftSchema,
        response: { 200: profileDraftResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({
      item: await drafts.saveRoom(staffOf(request), request.params.roomId, request.body),
    }),
  );

  app.delete(
    '/profile/draft',
    {
      schema: {
        summary: "Discards the venue's and every room's draft",
        tags: TAGS,
        response: { 200: profileDraftResponseSchema, ...errorResponses(401, 403, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.discard(staffOf(request)) }),
  );

  app.post(
    '/profile/publish',
    {
      schema: {
        summary: 'Publishes the draft into the live page in one transaction, as a new version (OWNER, MANAGER)',
        description: '변경 사항이 없으면 409 PROFILE_NOTHING_TO_PUBLISH.',
        tags: TAGS,
        response: { 200: profileVersionResponseSchema, ...errorResponses(401, 403, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.publish(staffOf(request)) }),
  );

  app.get(
    '/profile/versions',
    {
      schema: {
        summary: 'Published versions, newest first: who, when and each changed field before and after',
        tags: TAGS,
        response: { 200: profileVersionsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.versions(staffOf(request)) }),
  );

  app.post(
    '/profile/versions/:versionId/restore',
    {
      schema: {
        summary: 'Makes an earlier version the draft again (replacing the pending draft); live only once published',
        tags: TAGS,
        params: profileVersionParamsSchema,
        response: { 200: profileDraftResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: profile,
    },
    async (request) => ({ item: await drafts.restore(staffOf(request), request.params.versionId) }),
  );
};

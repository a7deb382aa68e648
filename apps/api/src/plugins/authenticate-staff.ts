import { mayDo, type StaffArea } from '@wedding/domain/partner-staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffForbidden, staffLoginRequired, totpEnrolmentRequired } from '../modules/partner-center/errors.ts';
import { mustEnrolTotp } from '../modules/partner-center/staff-auth-service.ts';
import { STAFF_COOKIE } from '../modules/partner-center/staff-cookie.ts';
import type { StaffPrincipal } from '../modules/partner-center/staff-repository.ts';
import { assertSameSite } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff` / `requireStaffSession` on console routes; null everywhere else. */
    staff: StaffPrincipal | null;
    /** The area a `requireStaff` route checked, set before the check: the tenant-isolation walk reads it. */
    staffArea: StaffArea | null;
  }
}

export function registerStaffAuthentication(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffArea', null);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The console's own credential (issue 26): the `wd_pc` cookie, or a bearer console token. A customer's token
 * is of another kind and audience, so it never verifies here; the customer's authentication never reads
 * `wd_pc`, and a console token presented there fails its audience check.
 */
async function authenticateStaff(request: FastifyRequest): Promise<StaffPrincipal> {
  const bearer = request.headers.authorization?.match(/^Bearer[ ]+(\S*)\s*$/i)?.[1];
  const cookie = request.cookies[STAFF_COOKIE];
  const token = bearer ?? cookie;
  if (!token) throw staffLoginRequired();
  if (bearer === undefined && STATE_CHANGING.has(request.method)) assertSameSite(request, request.server.config);
  const staff = await request.server.services.staffAuth.authenticate(token);
  if (!staff) throw staffLoginRequired();
  return staff;
}

/** preHandler for the few calls open to any signed-in staff member (who am I, sign out, TOTP enrolment). */
export async function requireStaffSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.staff = await authenticateStaff(request);
}

/**
 * preHandler for a console route acting on `area`: 401 without a console session, 403 when the role does not
 * reach the area (domain `mayDo`), 403 TOTP_ENROLMENT_REQUIRED for an OWNER who has not set a second factor.
 * The route then acts only on `request.staff.partner.id`'s rows.
 */
export function requireStaff(area: StaffArea) {
  return async function requireStaffFor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.staffArea = area;
    const staff = await authenticateStaff(request);
    if (mustEnrolTotp(staff)) throw totpEnrolmentRequired();
    if (!mayDo(staff.role, area)) throw staffForbidden();
    request.staff = staff;
  };
}

/** The staff member a `requireStaff` route runs for (never null after the preHandler). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffLoginRequired();
  return request.staff;
}

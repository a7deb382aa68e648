import { mayDo, type OperatorArea } from '@wedding/domain/operator-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorForbidden, operatorLoginRequired } from '../modules/admin/errors.ts';
import { OPERATOR_COOKIE } from '../modules/admin/operator-cookie.ts';
import type { OperatorPrincipal } from '../modules/admin/operator-repository.ts';
import { assertSameSite } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator` / `requireOperatorSession` on admin routes; null everywhere else. */
    operator: OperatorPrincipal | null;
  }
}

export function registerOperatorAuthentication(app: FastifyInstance): void {
  app.decorateRequest('operator', null);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The operator console's own credential (issue 29 §1): the `wd_op` cookie, or a bearer operator token. Customer
 * and partner tokens are of other kinds and audiences, so they never verify here; their authentications never
 * read `wd_op`, and an operator token presented there fails their audience checks.
 */
async function authenticateOperator(request: FastifyRequest): Promise<OperatorPrincipal> {
  const bearer = request.headers.authorization?.match(/^Bearer[ ]+(\S*)\s*$/i)?.[1];
  const token = bearer ?? request.cookies[OPERATOR_COOKIE];
  if (!token) throw operatorLoginRequired();
  if (bearer === undefined && STATE_CHANGING.has(request.method)) assertSameSite(request, request.server.config);
  const operator = await request.server.services.operatorAuth.authenticate(token);
  if (!operator) throw operatorLoginRequired();
  return operator;
}

/** preHandler for calls open to any signed-in operator (who am I, sign out). */
export async function requireOperatorSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.operator = await authenticateOperator(request);
}

/** preHandler for an admin route acting on `area`: 401 without an operator session, 403 when the role does not reach it. */
export function requireOperator(area: OperatorArea) {
  return async function requireOperatorFor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const operator = await authenticateOperator(request);
    if (!mayDo(operator.role, area)) throw operatorForbidden();
    request.operator = operator;
  };
}

/** The operator an admin route runs for (never null after the preHandler). */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw operatorLoginRequired();
  return request.operator;
}

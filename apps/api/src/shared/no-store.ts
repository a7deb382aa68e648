import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook for routes whose answers carry credentials (login and join tokens, token pairs, session
 * cookies) or the signed-in user: no cache, shared or private, may keep them (issue 13).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCustomer } from './authenticate.ts';

/**
 * preHandler of a customer's public writing (reviews, comments, blog reviews, inquiry messages): a signed-in
 * customer who is not suspended (issue 29 §2). A suspended one gets 403 ACCOUNT_SUSPENDED saying until when and why.
 */
export async function requireWritingCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireCustomer(request, reply);
  await request.server.services.suspensions.assertMayWrite(request.customer!.id);
}

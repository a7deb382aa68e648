import { createHash } from 'node:crypto';
import { SLOT_HOLD_ERROR_CODES as C, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@wedding/contract/slot-holds';
import { HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, conflict, isAppError } from '../errors.ts';
import type { IdempotencyRepository } from './idempotency-repository.ts';

/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_MS = 5000;
const POLL_MS = 25;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');

type Answer<T> = { status: number; body: T };
type StoredError = { error: { code: string; message: string } };
const isStoredError = (value: unknown): value is StoredError =>
  typeof value === 'object' && value !== null && 'error' in value;

/** The stored answer replayed: the body with its status, or the same error thrown again. */
function replay(reply: FastifyReply, status: number, response: unknown): unknown {
  reply.header('idempotent-replayed', 'true');
  if (status >= 400 && isStoredError(response)) throw new AppError(status, response.error.code, response.error.message);
  reply.code(status);
  return response;
}

/**
 * Runs a customer's write once per Idempotency-Key (after Stripe's idempotency keys): the first request claims
 * the key and stores its answer, success or a 4xx; a repeat with the same request gets that answer (waiting
 * for it while the first still runs); the key with a different request is refused (422). A 5xx releases the
 * key so the write can be tried again.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: IdempotencyRepository,
  run: () => Promise<Answer<T>>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest(HOLD_MESSAGES.KEY_REQUIRED, C.IDEMPOTENCY_KEY_REQUIRED);
  const customerId = request.customer!.id;
  const requestHash = hashOf(request);

  if (!(await keys.claim(customerId, key, requestHash))) {
    const until = Date.now() + WAIT_MS;
    while (Date.now() < until) {
      const stored = await keys.find(customerId, key);
      if (!stored) break;
      if (stored.requestHash !== requestHash)
        throw new AppError(422, C.IDEMPOTENCY_KEY_REUSED, HOLD_MESSAGES.KEY_REUSED);
      // The stored body is what this same route answered the first time.
      if (stored.status !== null) return replay(reply, stored.status, stored.response) as T;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw conflict(HOLD_MESSAGES.IN_PROGRESS, C.IDEMPOTENCY_IN_PROGRESS);
  }

  try {
    const answer = await run();
    // A 202 (accepted, outcome not known yet) is not kept: a repeat asks again and gets the outcome as it stands.
    if (answer.status === 202) await keys.release(customerId, key);
    else await keys.save(customerId, key, answer.status, answer.body);
    reply.code(answer.status);
    return answer.body;
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      await keys.save(customerId, key, error.status, { error: { code: error.code, message: error.message } });
    } else await keys.release(customerId, key).catch(() => {});
    throw error;
  }
}

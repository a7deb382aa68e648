import type { MySuspension } from '@wedding/contract/moderation';
import { ACCOUNT_SUSPENDED, isSuspendedAt, type Suspension, suspensionMessage } from '@wedding/domain/moderation';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModerationQueueRepository } from './queue-repository.ts';

// Suspended customers cannot write (issue 29 §2, decision 0057): reviews and their edits, comments and replies
// and their edits, blog reviews, inquiry threads and messages. They may still read, like, delete their own posts,
// report and block: those are not public writing, and reporting and blocking are how people protect themselves.

export type SuspensionService = {
  /** The suspension holding at `at` (the app's clock by default), or null. */
  activeOf(customerId: number, at?: Date, tx?: Db): Promise<(Suspension & { id: number }) | null>;
  /** 403 ACCOUNT_SUSPENDED with the Korean message (until when, why) while the customer is suspended. */
  assertMayWrite(customerId: number): Promise<void>;
  /** The customer's own view of the suspension holding now (GET /web/v1/community/suspension), or null. */
  mine(customerId: number): Promise<MySuspension | null>;
};

export const accountSuspended = (s: Pick<Suspension, 'until' | 'reason'>) =>
  new AppError(403, ACCOUNT_SUSPENDED, suspensionMessage(s));

export function createSuspensionService(deps: {
  repository: Pick<ModerationQueueRepository, 'suspensionsOf'>;
  now: () => Date;
}): SuspensionService {
  async function activeOf(customerId: number, at = deps.now(), tx?: Db) {
    const candidates = await deps.repository.suspensionsOf(customerId, at, tx);
    // The one that ends last speaks for the account (a lasting suspension over a shorter one).
    const active = candidates.filter((s) => isSuspendedAt(s, at));
    active.sort(
      (a, b) => (a.until?.getTime() ?? Number.POSITIVE_INFINITY) - (b.until?.getTime() ?? Number.POSITIVE_INFINITY),
    );
    return active.at(-1) ?? null;
  }
  return {
    activeOf,
    async assertMayWrite(customerId) {
      const active = await activeOf(customerId);
      if (active) throw accountSuspended(active);
    },
    async mine(customerId) {
      const active = await activeOf(customerId);
      return (
        active && {
          startsAt: active.startsAt.toISOString(),
          until: active.until?.toISOString() ?? null,
          reason: active.reason,
          message: suspensionMessage(active),
        }
      );
    },
  };
}

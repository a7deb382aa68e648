import type { CurrentUser } from '@wedding/contract/session';
import type { CurrentUserRepository } from './current-user-repository.ts';

export type CurrentUserService = {
  /** What GET /api/user and the token calls answer; null when the customer no longer exists. */
  find(customerId: number): Promise<CurrentUser | null>;
};

export function createCurrentUserService(deps: {
  repository: CurrentUserRepository;
  now?: () => number;
}): CurrentUserService {
  const { repository, now = Date.now } = deps;
  return {
    async find(customerId) {
      const row = await repository.find({ customerId, now: new Date(now()) });
      if (!row) return null;
      const stored = row.lastPushValue?.trim() ? Number(row.lastPushValue) : Number.NaN;
      // The newest push is the later of what the native app stored and the newest inbox entry (issue 28).
      const newest = row.newestNotificationAt ? new Date(row.newestNotificationAt).getTime() : Number.NaN;
      const known = [stored, newest].filter((n) => Number.isSafeInteger(n));
      const lastPush = known.length ? Math.max(...known) : Number.NaN;
      return {
        customerUuid: row.uuid,
        nick: row.nick,
        weddingDate: row.weddingDate,
        newPushTsp: Number.isSafeInteger(lastPush) ? lastPush : null,
        // /sign-additional/2 sets both; until then the web sends the customer there.
        profileComplete: row.nick !== null && row.region !== null,
      };
    },
  };
}

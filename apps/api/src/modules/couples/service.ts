import { randomBytes } from 'node:crypto';
import type { CoupleInvite, CoupleStatus } from '@wedding/contract/couples';
import { COUPLE_PAGE_PATH, coupleJoinPath } from '@wedding/contract/couples-constants';
import {
  acceptRefusal,
  COUPLE_CODE_ATTEMPTS,
  inviteExpiresAt,
  newCoupleCode,
  normalizeCoupleCode,
} from '@wedding/domain/couple-link';
import type { Db } from '../../db/client.ts';
import type { RateLimiter, RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import { coupleCodeInvalid, coupleRefused, coupleTooManyAttempts } from './errors.ts';
import type { CoupleRepository, InviteRow, UnlinkCopy } from './repository.ts';

// The couple link (issue 30 §1, decision 0061): invite with a one-time code, accept it, unlink. An accept and an
// unlink are each one transaction with what they change (the link, the shared date, the copies) and the other
// person's inbox entry.

export type CoupleService = {
  status(customerId: number): Promise<CoupleStatus>;
  /** A new code (the old one stops working); 409 COUPLE_ALREADY_LINKED when linked. */
  invite(customerId: number): Promise<CoupleInvite>;
  accept(customerId: number, code: string): Promise<CoupleStatus>;
  unlink(customerId: number): Promise<CoupleStatus>;
};

/** Wrong codes per account (decision 0061), counted in the shared limiter so every API process sees them. */
export const COUPLE_CODE_RULE: RateRule = { name: 'couple-code', ...COUPLE_CODE_ATTEMPTS };
const COUNTED = new Set(['CODE_NOT_FOUND', 'CODE_EXPIRED', 'CODE_USED']);

export function createCoupleService(deps: {
  repository: CoupleRepository;
  outbox: NotificationOutbox;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Further unlink copy steps, run in the unlink's transaction after the built-in ones (the shortlist's). */
  onUnlink?: readonly UnlinkCopy[];
  randomBytes?: (n: number) => Uint8Array;
}): CoupleService {
  const repo = deps.repository;
  const random = deps.randomBytes ?? ((n: number) => randomBytes(n));

  const inviteView = (row: Pick<InviteRow, 'code' | 'expiresAt'>): CoupleInvite => ({
    code: row.code,
    expiresAt: row.expiresAt.toISOString(),
    joinPath: coupleJoinPath(row.code),
  });

  async function statusIn(tx: Db, customerId: number): Promise<CoupleStatus> {
    const partner = await repo.partnerOf(tx, customerId);
    if (partner) return { partner: { name: partner.name, linkedAt: partner.linkedAt.toISOString() }, invite: null };
    const invite = await repo.openInvite(tx, customerId, deps.now());
    return { partner: null, invite: invite ? inviteView(invite) : null };
  }

  return {
    status: (customerId) => repo.transaction((tx) => statusIn(tx, customerId)),

    invite(customerId) {
      return repo.transaction(async (tx) => {
        if (await repo.partnerOf(tx, customerId)) throw coupleRefused('ALREADY_LINKED');
        const now = deps.now();
        const expiresAt = inviteExpiresAt(now);
        // A taken code (one in 8.5 × 10^11 per live code) is drawn again.
        for (let tries = 0; tries < 5; tries++) {
          const code = newCoupleCode(random);
          if (await repo.insertInvite(tx, { inviterId: customerId, code, now, expiresAt }))
            return inviteView({ code, expiresAt });
        }
        throw new Error('no free couple code after 5 draws');
      });
    },

    async accept(customerId, typed) {
      const code = normalizeCoupleCode(typed);
      if (!code) throw coupleCodeInvalid();
      const key = String(customerId);
      const spent = await deps.rateLimiter.peek(COUPLE_CODE_RULE, key);
      if (spent >= COUPLE_CODE_RULE.limit) throw coupleTooManyAttempts(COUPLE_CODE_RULE.windowMs);
      const refusal = await repo.transaction(async (tx) => {
        const now = deps.now();
        const invite = await repo.inviteByCode(tx, code);
        const input = {
          invite,
          accepterId: customerId,
          accepterLinked: (await repo.partnerOf(tx, customerId)) !== null,
          inviterLinked: invite ? (await repo.partnerOf(tx, invite.inviterId)) !== null : false,
          now,
        };
        const refused = acceptRefusal(input);
        if (refused) return refused;
        // The keys decide a race with another accept: one couple per account holds in the database.
        if (!(await repo.link(tx, { invite: invite!, accepterId: customerId, now }))) return 'ALREADY_LINKED' as const;
        await repo.shareWeddingDate(tx, invite!.inviterId, customerId);
        await deps.outbox.emit(tx, {
          kind: 'COUPLE_LINKED',
          event: `couple:${invite!.id}:LINKED`,
          to: { customerId: invite!.inviterId },
          variables: { 이름: await repo.nameOf(tx, customerId) },
          link: COUPLE_PAGE_PATH,
          at: now,
        });
        return null;
      });
      if (refusal) {
        if (COUNTED.has(refusal)) await deps.rateLimiter.hit(COUPLE_CODE_RULE, key);
        throw coupleRefused(refusal as Parameters<typeof coupleRefused>[0]);
      }
      return this.status(customerId);
    },

    unlink(customerId) {
      return repo.transaction(async (tx) => {
        const partner = await repo.partnerOf(tx, customerId, true);
        if (!partner) throw coupleRefused('NOT_LINKED');
        const now = deps.now();
        // Each keeps a copy of what they shared, before the link goes (issue 30 §1).
        await repo.copyShared(tx, customerId, partner.partnerId);
        for (const copy of deps.onUnlink ?? []) await copy(tx, customerId, partner.partnerId);
        await repo.unlink(tx, customerId, partner.partnerId);
        await deps.outbox.emit(tx, {
          kind: 'COUPLE_UNLINKED',
          event: `couple:${Math.min(customerId, partner.partnerId)}-${Math.max(customerId, partner.partnerId)}:UNLINKED:${now.getTime()}`,
          to: { customerId: partner.partnerId },
          variables: { 이름: await repo.nameOf(tx, customerId) },
          link: COUPLE_PAGE_PATH,
          at: now,
        });
        return statusIn(tx, customerId);
      });
    },
  };
}

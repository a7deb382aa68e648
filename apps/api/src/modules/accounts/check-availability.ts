import type { Availability } from '@wedding/contract/account-responses';
import { ACCOUNT_MESSAGES as M } from '@wedding/domain/account-rules';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { AVAILABILITY_CHECK_RULE, EMAIL_CHECK_IP_RULE, EMAIL_CHECK_TARGET_RULE } from './limits.ts';
import type { AccountRepository } from './repository.ts';

export type AvailabilityField = 'email' | 'nick' | 'invitationCode';

const MESSAGES: Record<AvailabilityField, { available: string; taken: string }> = {
  email: { available: M.EMAIL_AVAILABLE, taken: M.EMAIL_TAKEN },
  nick: { available: M.NICK_AVAILABLE, taken: M.NICK_TAKEN },
  invitationCode: { available: M.INVITATION_CODE_AVAILABLE, taken: M.INVITATION_CODE_TAKEN },
};

/**
 * The sign-up and additional-info duplicate checks. They tell whether a value is in use, so they are
 * limited per IP, and the email check also per address (decision 0016); sign-up and the profile update
 * still rely on the unique constraints, not on this answer.
 */
export async function checkAvailability(
  deps: { repository: AccountRepository; rateLimiter: RateLimiter },
  input: { field: AvailabilityField; value: string; ip: string },
): Promise<Availability> {
  const checks = [{ rule: AVAILABILITY_CHECK_RULE, key: input.ip }];
  if (input.field === 'email') {
    // The address as the lookup sees it (the contract trims and lower-cases), so case cannot reset its count.
    checks.push({ rule: EMAIL_CHECK_IP_RULE, key: input.ip }, { rule: EMAIL_CHECK_TARGET_RULE, key: input.value });
  }
  await enforceRateLimits(deps.rateLimiter, checks, M.CHECK_RATE_LIMITED);
  const lookups: Record<AvailabilityField, (value: string) => Promise<boolean>> = {
    email: deps.repository.emailExists,
    nick: deps.repository.nickExists,
    invitationCode: deps.repository.invitationCodeExists,
  };
  const taken = await lookups[input.field](input.value);
  return { available: !taken, message: taken ? MESSAGES[input.field].taken : MESSAGES[input.field].available };
}

import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import type { PhoneVerificationService } from '../phone-verification/service.ts';
import { phoneNotVerified } from './errors.ts';
import { PASSWORD_RESET_RULE } from './limits.ts';
import { decodeNewPassword } from './new-password.ts';
import type { AccountRepository } from './repository.ts';

export type ResetPasswordDeps = {
  repository: AccountRepository;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  phoneProofs: Pick<PhoneVerificationService, 'consumePhoneProof'>;
  now: () => Date;
};

/**
 * Sets a new password after a findPassword SMS proof and answers the customer id, whose sessions the
 * caller then ends. A wrong proof and a login id that does not go with the phone fail alike, and the proof
 * is spent before the account is looked up, so one proof cannot be replayed to probe other login ids.
 */
export async function resetPassword(
  deps: ResetPasswordDeps,
  input: { loginId: string; tel: string; telToken: string; pwd: string; ip: string },
): Promise<number> {
  await enforceRateLimits(deps.rateLimiter, [{ rule: PASSWORD_RESET_RULE, key: input.ip }]);
  const passwordHash = await deps.passwordHasher.hash(decodeNewPassword(input.pwd));
  const proved = await deps.phoneProofs.consumePhoneProof({
    tel: input.tel,
    purpose: 'FIND_PASSWORD',
    telToken: input.telToken,
  });
  if (!proved) throw phoneNotVerified();
  const customerId = await deps.repository.findIdByEmailAndTel({ email: input.loginId, tel: input.tel });
  if (customerId === null) throw phoneNotVerified();
  await deps.repository.updatePasswordHash({ customerId, passwordHash, now: deps.now() });
  return customerId;
}

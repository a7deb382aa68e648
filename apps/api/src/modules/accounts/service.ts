import type { Availability, CustomerProfile } from '@wedding/contract/account-responses';
import { normalizeEmail } from '@wedding/domain/account-rules';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import type { JoinTokenCodec } from '../auth/join-token.ts';
import type { CustomerDataService } from '../customer-data/service.ts';
import type { PhoneVerificationService } from '../phone-verification/service.ts';
import { type AvailabilityField, checkAvailability } from './check-availability.ts';
import { type FoundLoginId, findLoginId } from './find-login-id.ts';
import { getProfile, updateAdditionalInfo, updateContractFlags } from './profile.ts';
import type { AccountRepository } from './repository.ts';
import { resetPassword } from './reset-password.ts';
import { type SignUpInput, signUp } from './sign-up.ts';

export type AccountService = {
  checkAvailability(input: { field: AvailabilityField; value: string; ip: string }): Promise<Availability>;
  /** The new customer; the caller hands out the login token (sessions). */
  signUp(input: SignUpInput): Promise<{ id: number; uuid: string }>;
  getProfile(customerId: number): Promise<CustomerProfile>;
  updateAdditionalInfo(
    customerId: number,
    input: { nick: string; region: string; invitationCode?: string | null; weddingTsp: number | null },
  ): Promise<CustomerProfile>;
  updateContractFlags(
    customerId: number,
    input: { hasWeddingHallContract: boolean; hasSdmContract: boolean },
  ): Promise<CustomerProfile>;
  findLoginId(input: { tel: string; telToken: string }): Promise<FoundLoginId>;
  /** The customer whose password changed; the caller ends their sessions. */
  resetPassword(input: { loginId: string; tel: string; telToken: string; pwd: string; ip: string }): Promise<number>;
};

export type AccountDeps = {
  repository: AccountRepository;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  joinTokens: Pick<JoinTokenCodec, 'verify'>;
  phoneProofs: Pick<PhoneVerificationService, 'consumePhoneProof'>;
  customerData: Pick<CustomerDataService, 'put'>;
  now?: () => Date;
};

export function createAccountService(options: AccountDeps): AccountService {
  const deps = { ...options, now: options.now ?? (() => new Date()) };
  return {
    checkAvailability: (input) => checkAvailability(deps, input),
    signUp: (input) => signUp(deps, input),
    getProfile: (customerId) => getProfile(deps, customerId),
    updateAdditionalInfo: (customerId, input) => updateAdditionalInfo(deps, customerId, input),
    updateContractFlags: (customerId, input) => updateContractFlags(deps, customerId, input),
    findLoginId: (input) => findLoginId(deps, input),
    resetPassword: (input) => resetPassword(deps, input),
  };
}

/** For the SMS step of find-password: does the account with this login id have this phone? */
export async function accountHasPhone(
  repository: Pick<AccountRepository, 'findIdByEmailAndTel'>,
  input: { loginId: string; tel: string },
): Promise<boolean> {
  return (await repository.findIdByEmailAndTel({ email: normalizeEmail(input.loginId), tel: input.tel })) !== null;
}

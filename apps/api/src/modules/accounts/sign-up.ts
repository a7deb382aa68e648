import type { signUpBodySchema } from '@wedding/contract/account';
import { LAST_PUSH_KEY } from '@wedding/contract/customer-data';
import { TERM_KEYS } from '@wedding/domain/terms';
import type { z } from 'zod';
import type { CustomerTerms } from '../../db/schema/index.ts';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import type { JoinTokenCodec } from '../auth/join-token.ts';
import type { CustomerDataService } from '../customer-data/service.ts';
import type { PhoneVerificationService } from '../phone-verification/service.ts';
import { emailTaken, invalidJoinToken, phoneNotVerified, socialAlreadyLinked } from './errors.ts';
import { decodeNewPassword } from './new-password.ts';
import { type AccountRepository, CUSTOMER_CONSTRAINTS } from './repository.ts';

export type SignUpInput = z.output<typeof signUpBodySchema>;

export type SignUpDeps = {
  repository: AccountRepository;
  passwordHasher: PasswordHasher;
  joinTokens: Pick<JoinTokenCodec, 'verify'>;
  phoneProofs: Pick<PhoneVerificationService, 'consumePhoneProof'>;
  customerData: Pick<CustomerDataService, 'put'>;
  now: () => Date;
};

/** The welcome message counts as the newest push for a year, so the header shows its dot once. */
const WELCOME_PUSH_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Every term with whether it was agreed; agreed ones keep the time (decision 0009: "stored with the time"). */
function termsRecord(agreed: readonly string[], at: Date): CustomerTerms {
  return Object.fromEntries(
    TERM_KEYS.map((key) => [key, agreed.includes(key) ? { agreed: true, at: at.toISOString() } : { agreed: false }]),
  );
}

/**
 * Creates an email account, or with a join token an account linked to a social identity (no password).
 * The phone proof is consumed inside the same transaction as the insert, so a sign-up refused by a
 * unique constraint leaves the proof usable for the corrected retry.
 */
export async function signUp(deps: SignUpDeps, input: SignUpInput): Promise<{ id: number; uuid: string }> {
  const social = input.joinToken ? await deps.joinTokens.verify(input.joinToken) : null;
  if (input.joinToken && !social) throw invalidJoinToken();
  const plainPassword = social ? null : decodeNewPassword(input.pwd);

  // Early answers for the common cases; the constraints below remain the judges under concurrency.
  if (await deps.repository.emailExists(input.email)) throw emailTaken();
  if (social && (await deps.repository.socialIdentityExists(social))) throw socialAlreadyLinked();

  const passwordHash = plainPassword === null ? null : await deps.passwordHasher.hash(plainPassword);
  const at = deps.now();
  try {
    return await deps.repository.transaction(async (tx) => {
      const proved = await deps.phoneProofs.consumePhoneProof(
        { tel: input.tel, purpose: 'SIGN_UP', telToken: input.telToken },
        tx,
      );
      if (!proved) throw phoneNotVerified();
      const customer = await deps.repository.insertCustomer(
        {
          email: input.email,
          passwordHash,
          name: input.customerName,
          sex: input.sex,
          tel: input.tel,
          terms: termsRecord(input.terms, at),
          createdAt: at,
        },
        tx,
      );
      if (social) {
        await deps.repository.insertSocialIdentity(
          { customerId: customer.id, provider: social.provider, subject: social.subject },
          tx,
        );
      }
      await deps.customerData.put(
        customer.uuid,
        { key: LAST_PUSH_KEY, value: String(at.getTime()), expTsp: at.getTime() + WELCOME_PUSH_TTL_MS },
        tx,
      );
      return customer;
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === CUSTOMER_CONSTRAINTS.email) throw emailTaken();
    if (constraint === CUSTOMER_CONSTRAINTS.socialIdentity) throw socialAlreadyLinked();
    throw error;
  }
}

import { maskLoginId } from '@wedding/domain/account-rules';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import type { PhoneVerificationService } from '../phone-verification/service.ts';
import { accountNotFound, phoneNotVerified } from './errors.ts';
import type { AccountRepository } from './repository.ts';

export type FoundLoginId = { loginId: string | null; socialProviders: string[]; joinedAt: string };

/**
 * Find-id after a findLoginId SMS proof. The proof is used up either way, so one verification answers
 * one question. Only a masked id is shown: the phone proves ownership of the number, not of the mailbox.
 */
export async function findLoginId(
  deps: { repository: AccountRepository; phoneProofs: Pick<PhoneVerificationService, 'consumePhoneProof'> },
  input: { tel: string; telToken: string },
): Promise<FoundLoginId> {
  const proved = await deps.phoneProofs.consumePhoneProof({
    tel: input.tel,
    purpose: 'FIND_LOGIN_ID',
    telToken: input.telToken,
  });
  if (!proved) throw phoneNotVerified();
  const account = await deps.repository.findNewestByTel(input.tel);
  if (!account) throw accountNotFound();
  return {
    loginId: account.email ? maskLoginId(account.email) : null,
    socialProviders: account.socialProviders,
    joinedAt: seoulToday(account.createdAt),
  };
}

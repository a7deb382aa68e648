import { ACCOUNT_MESSAGES, checkPassword } from '@wedding/domain/account-rules';
import { decodePassword } from '@wedding/domain/password';
import { invalidField } from './errors.ts';

/** The plain password from the spec's base64 `pwd`, once it meets the password rule; else 400. */
export function decodeNewPassword(encoded: string | undefined): string {
  if (!encoded) throw invalidField(ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
  let plain: string;
  try {
    plain = decodePassword(encoded);
  } catch {
    throw invalidField(ACCOUNT_MESSAGES.PASSWORD_RULE);
  }
  const check = checkPassword(plain);
  if (!check.ok) throw invalidField(check.message);
  return plain;
}

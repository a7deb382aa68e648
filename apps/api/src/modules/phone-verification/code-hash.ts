import { createHmac, randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH, type SmsPurpose } from '@wedding/domain/sms-verification';

/** Six digits from the CSPRNG, leading zeros kept. */
export function createSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * A million codes are quickly tried offline against a plain hash, so codes are keyed with the server secret:
 * a leaked table alone does not reveal them. Binding phone and purpose keeps a code to the row it was sent for.
 */
export function hashSmsCode(secret: string, input: { tel: string; purpose: SmsPurpose; code: string }): string {
  return createHmac('sha256', secret).update(`${input.purpose}:${input.tel}:${input.code}`).digest('hex');
}

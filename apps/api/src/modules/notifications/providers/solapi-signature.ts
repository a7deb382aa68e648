// Solapi's API-key authentication (docs: authentication/api-key): every request carries
// `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<12–64 random chars>, signature=<hex>`, the
// signature being HMAC-SHA256 over date + salt keyed with the API secret. Solapi refuses a date more than 15
// minutes off and a signature used twice within 15 minutes, so every request gets a fresh salt.
import { createHmac, randomBytes } from 'node:crypto';

/** HMAC-SHA256(key = API secret, data = date + salt), lower-case hex. */
export function solapiSignature(apiSecret: string, date: string, salt: string): string {
  return createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
}

/** 32 hex characters: inside Solapi's 12–64, and never the same twice in practice. */
export const newSalt = (): string => randomBytes(16).toString('hex');

export function solapiAuthorization(
  credentials: { apiKey: string; apiSecret: string },
  now: Date = new Date(),
  salt: string = newSalt(),
): string {
  const date = now.toISOString();
  const signature = solapiSignature(credentials.apiSecret, date, salt);
  return `HMAC-SHA256 apiKey=${credentials.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

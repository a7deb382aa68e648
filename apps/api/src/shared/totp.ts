import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// RFC 6238 codes for the consoles' second factor (partner console, issue 26; operator console, issue 29), through
// otplib's defaults (SHA-1, 6 digits, 30 s), which every authenticator app reads. One step either side absorbs a
// phone's clock drift. Each console names itself as the issuer, so the app lists the two accounts apart.
const STEP_SECONDS = 30;
export const PARTNER_CENTER_TOTP_ISSUER = '웨딩 파트너센터';
export const ADMIN_TOTP_ISSUER = '웨딩 운영자';

export type TotpCheck = { valid: true; step: number } | { valid: false };

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(
  secret: string,
  email: string,
  issuer: string = PARTNER_CENTER_TOTP_ISSUER,
): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a code at `nowMs` and answers the time step it matched, so the caller can refuse the same step twice
 * (a code seen over a shoulder is spent once used).
 */
export async function checkTotp(secret: string, code: string, nowMs: number): Promise<TotpCheck> {
  const epoch = Math.floor(nowMs / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: STEP_SECONDS }).catch(() => null);
  if (!result?.valid) return { valid: false };
  return { valid: true, step: Math.floor(epoch / STEP_SECONDS) + result.delta };
}

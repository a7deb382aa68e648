import { isJsonObject, type JsonObject } from './provider-fetch.ts';

/** Who the provider says signed in. `subject` is the provider's stable id; email and name may be absent. */
export type SocialProfile = { subject: string; email: string | null; name: string | null };

/**
 * Reads a profile from ID-token claims or a userinfo answer. Besides the OpenID Connect claims it knows
 * Naver's envelope (`{resultcode, response: {id, email, name}}`) and Kakao's own API
 * (`{id, kakao_account: {email, profile: {nickname}}}`). Null when there is no subject.
 */
export function readProfile(claims: JsonObject): SocialProfile | null {
  const source = isJsonObject(claims.response) ? claims.response : claims;
  const kakao = isJsonObject(source.kakao_account) ? source.kakao_account : {};
  const kakaoProfile = isJsonObject(kakao.profile) ? kakao.profile : {};
  const subject = text(source.sub) ?? text(source.id);
  if (!subject) return null;
  // An address the provider says it has not verified could belong to anyone; sign-up must not trust it.
  const unverified = isFalse(source.email_verified) || isFalse(kakao.is_email_verified);
  const email = unverified ? null : (text(source.email) ?? text(kakao.email));
  const name = text(source.name) ?? text(source.nickname) ?? text(kakaoProfile.nickname);
  return { subject, email, name };
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

// Apple sends booleans as strings ("false").
function isFalse(value: unknown): boolean {
  return value === false || value === 'false';
}

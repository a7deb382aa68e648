// The apiKey of spec §7 ("some public calls add an apiKey query param") and §9 ("API key cached in the
// browser about 24 hours, regenerated from a timestamp with the API name"). The server signs
// `{apiName}.{timestamp}` and puts the timestamp in the key, so any API process can check a key's age
// without shared state (decision 0012). The signing itself (HMAC) stays on the server; these are the rules
// both sides agree on.

const HOUR_MS = 60 * 60 * 1000;

/** Spec §9: a key lives about 24 hours. */
export const API_KEY_LIFETIME_MS = 24 * HOUR_MS;

/**
 * Keys are stamped with the start of the hour they are issued in, so every browser asking within one hour
 * gets the same key and a CDN can still share one cached answer per query; a key therefore has 23 to 24
 * hours left when it is handed out.
 */
export const API_KEY_ISSUE_STEP_MS = HOUR_MS;

/** Several API processes' clocks may differ by a little; a key this far "from the future" still counts. */
export const API_KEY_CLOCK_SKEW_MS = 60 * 1000;

/** The browser drops its copy this long before the server would, so a key rarely goes stale in flight. */
export const API_KEY_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** `{unix seconds}.{43 base64url characters of an HMAC-SHA256}`. */
export const API_KEY_PATTERN = /^(\d{10})\.([A-Za-z0-9_-]{43})$/;

export type ParsedApiKey = { issuedAtMs: number; signature: string };

/** The timestamp a key issued at `now` carries: the start of that hour. */
export function apiKeyIssueTime(now: number): number {
  return Math.floor(now / API_KEY_ISSUE_STEP_MS) * API_KEY_ISSUE_STEP_MS;
}

/** What the server signs: the API name and the timestamp, so a key for one API is refused by another. */
export function apiKeySigningInput(apiName: string, issuedAtMs: number): string {
  return `${apiName}.${Math.floor(issuedAtMs / 1000)}`;
}

export function formatApiKey(issuedAtMs: number, signature: string): string {
  return `${Math.floor(issuedAtMs / 1000)}.${signature}`;
}

/** null for anything that is not a key in the format above (the server answers 401 API_KEY_INVALID). */
export function parseApiKey(value: unknown): ParsedApiKey | null {
  if (typeof value !== 'string') return null;
  const match = API_KEY_PATTERN.exec(value);
  if (!match) return null;
  return { issuedAtMs: Number(match[1]) * 1000, signature: match[2] ?? '' };
}

/** Epoch ms after which the server refuses a key stamped `issuedAtMs`. */
export function apiKeyExpiresAt(issuedAtMs: number): number {
  return issuedAtMs + API_KEY_LIFETIME_MS;
}

export type ApiKeyFreshness = 'fresh' | 'stale' | 'future';

/**
 * A key is fresh for 24 hours after its timestamp (the 24th hour itself is already stale), and a
 * timestamp at most a minute ahead of this process's clock is tolerated.
 */
export function apiKeyFreshness(issuedAtMs: number, now: number): ApiKeyFreshness {
  if (issuedAtMs - now > API_KEY_CLOCK_SKEW_MS) return 'future';
  return now < apiKeyExpiresAt(issuedAtMs) ? 'fresh' : 'stale';
}

/**
 * When the browser should stop using a key it received at `receivedAt` (its own clock) with `expiresInMs`
 * left (the server's count): the browser's clock may be wrong, so the expiry is measured from when the key
 * arrived, not from the timestamp inside it, and a margin before the server's limit.
 */
export function apiKeyLocalExpiry(receivedAt: number, expiresInMs: number): number {
  const lifetime = Math.min(Math.max(expiresInMs, 0), API_KEY_LIFETIME_MS);
  return receivedAt + Math.max(lifetime - API_KEY_REFRESH_MARGIN_MS, 0);
}

/** A cached key is used until its local expiry; a clock moved backwards past its arrival also drops it. */
export function isCachedApiKeyUsable(entry: { receivedAt: number; expiresAt: number }, now: number): boolean {
  return now >= entry.receivedAt && now < entry.expiresAt;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiKeyName } from '@wedding/contract/api-key';
import {
  apiKeyExpiresAt,
  apiKeyFreshness,
  apiKeyIssueTime,
  apiKeySigningInput,
  formatApiKey,
  parseApiKey,
} from '@wedding/domain/api-key';
import { apiKeyExpired, apiKeyInvalid, apiKeyRequired } from './errors.ts';

export type IssuedApiKey = { apiName: ApiKeyName; apiKey: string; expiresIn: number };

export type ApiKeyService = {
  issue(apiName: ApiKeyName): IssuedApiKey;
  /** Throws 401 API_KEY_REQUIRED / API_KEY_INVALID / API_KEY_EXPIRED; returns when the key is good. */
  verify(apiName: ApiKeyName, value: unknown): void;
};

// The key's own purpose label: the JWT secret is the one server secret every process already shares, and a
// derived key keeps these public MACs from ever being usable as, or comparable with, the JWT signatures.
const KEY_LABEL = 'wedding/public-api-key/v1';

/**
 * HMAC-SHA256 of `{apiName}.{unix seconds}`, with the timestamp inside the key: any API process with the
 * same secret checks a key's signature and age without state of its own (decision 0012).
 */
export function createApiKeyService(deps: { secret: string; now?: () => number }): ApiKeyService {
  const now = deps.now ?? Date.now;
  const macKey = createHmac('sha256', deps.secret).update(KEY_LABEL).digest();
  const sign = (apiName: string, issuedAtMs: number) =>
    createHmac('sha256', macKey).update(apiKeySigningInput(apiName, issuedAtMs)).digest('base64url');
  // Keys whose signature checked out: everyone holds the same few keys for a day, so the HMAC of every keyed
  // request was 1.5 % of the slot list's CPU (decision 0024). Only genuine keys get in, so the set stays tiny;
  // their age is still checked on every use.
  const genuine = new Set<string>();
  const GENUINE_MAX = 64;

  return {
    issue(apiName) {
      const at = now();
      const issuedAt = apiKeyIssueTime(at);
      return {
        apiName,
        apiKey: formatApiKey(issuedAt, sign(apiName, issuedAt)),
        expiresIn: apiKeyExpiresAt(issuedAt) - at,
      };
    },

    verify(apiName, value) {
      if (value === undefined || value === '') throw apiKeyRequired();
      const parsed = parseApiKey(value);
      if (!parsed) throw apiKeyInvalid();
      const id = `${apiName} ${String(value)}`;
      if (!genuine.has(id)) {
        // The signature first: an unsigned timestamp says nothing, so a forged key is "invalid", not "expired".
        const expected = Buffer.from(sign(apiName, parsed.issuedAtMs));
        const given = Buffer.from(parsed.signature);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw apiKeyInvalid();
        if (genuine.size >= GENUINE_MAX) genuine.clear();
        genuine.add(id);
      }
      if (apiKeyFreshness(parsed.issuedAtMs, now()) !== 'fresh') throw apiKeyExpired();
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  API_KEY_CLOCK_SKEW_MS,
  API_KEY_LIFETIME_MS,
  API_KEY_REFRESH_MARGIN_MS,
  apiKeyExpiresAt,
  apiKeyFreshness,
  apiKeyIssueTime,
  apiKeyLocalExpiry,
  apiKeySigningInput,
  formatApiKey,
  isCachedApiKeyUsable,
  parseApiKey,
} from '../src/api-key.ts';

const HOUR = 60 * 60 * 1000;
const SIGNATURE = `${'A'.repeat(42)}w`;
// 2026-05-09 14:25:30.250 in Seoul (05:25:30.250 UTC).
const NOW = Date.UTC(2026, 4, 9, 5, 25, 30, 250);

describe('spec §9: the API key lives about 24 hours and is made from a timestamp with the API name', () => {
  it('lives 24 hours', () => {
    expect(API_KEY_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('is stamped with the start of the hour it is issued in', () => {
    expect(apiKeyIssueTime(NOW)).toBe(Date.UTC(2026, 4, 9, 5, 0, 0, 0));
    expect(apiKeyIssueTime(Date.UTC(2026, 4, 9, 5, 0, 0, 0))).toBe(Date.UTC(2026, 4, 9, 5, 0, 0, 0));
    expect(apiKeyIssueTime(Date.UTC(2026, 4, 9, 5, 59, 59, 999))).toBe(Date.UTC(2026, 4, 9, 5, 0, 0, 0));
  });

  it('signs the API name with the timestamp in seconds', () => {
    expect(apiKeySigningInput('hall-search', Date.UTC(2026, 4, 9, 5))).toBe('hall-search.1778302800');
    expect(apiKeySigningInput('hall-keyword', Date.UTC(2026, 4, 9, 5))).not.toBe(
      apiKeySigningInput('hall-search', Date.UTC(2026, 4, 9, 5)),
    );
  });

  it('formats and parses `{seconds}.{signature}`', () => {
    const key = formatApiKey(Date.UTC(2026, 4, 9, 5), SIGNATURE);
    expect(key).toBe(`1778302800.${SIGNATURE}`);
    expect(parseApiKey(key)).toEqual({ issuedAtMs: Date.UTC(2026, 4, 9, 5), signature: SIGNATURE });
  });

  it.each([
    ['empty', ''],
    ['no signature', '1778302800'],
    ['short signature', `1778302800.${SIGNATURE.slice(1)}`],
    ['long signature', `1778302800.${SIGNATURE}A`],
    ['base64 padding', `1778302800.${SIGNATURE.slice(1)}=`],
    ['non-url base64', `1778302800.${SIGNATURE.slice(1)}+`],
    ['milliseconds', `1778302800000.${SIGNATURE}`],
    ['negative', `-778302800.${SIGNATURE}`],
    ['spaces', ` 1778302800.${SIGNATURE}`],
    ['a NUL', `1778302800.${SIGNATURE.slice(1)}\u0000`],
  ])('refuses a malformed key: %s', (_name, value) => {
    expect(parseApiKey(value)).toBeNull();
  });

  it('refuses what is not a string (a repeated query param arrives as an array)', () => {
    expect(parseApiKey(undefined)).toBeNull();
    expect(parseApiKey([`1778302800.${SIGNATURE}`])).toBeNull();
    expect(parseApiKey(1778302800)).toBeNull();
  });

  it('is fresh for 24 hours after its timestamp; the 24th hour is already stale', () => {
    const issuedAt = Date.UTC(2026, 4, 9, 5);
    expect(apiKeyExpiresAt(issuedAt)).toBe(issuedAt + 24 * HOUR);
    expect(apiKeyFreshness(issuedAt, issuedAt)).toBe('fresh');
    expect(apiKeyFreshness(issuedAt, issuedAt + 23 * HOUR)).toBe('fresh');
    expect(apiKeyFreshness(issuedAt, issuedAt + 24 * HOUR - 1)).toBe('fresh');
    expect(apiKeyFreshness(issuedAt, issuedAt + 24 * HOUR)).toBe('stale');
    expect(apiKeyFreshness(issuedAt, issuedAt + 25 * HOUR)).toBe('stale');
  });

  it('tolerates a minute of clock difference between API processes, not more', () => {
    const issuedAt = Date.UTC(2026, 4, 9, 5);
    expect(API_KEY_CLOCK_SKEW_MS).toBe(60_000);
    expect(apiKeyFreshness(issuedAt, issuedAt - 60_000)).toBe('fresh');
    expect(apiKeyFreshness(issuedAt, issuedAt - 60_001)).toBe('future');
  });
});

describe('the browser copy of a key', () => {
  it('expires by the browser clock: the time left when it arrived, less a 5-minute margin', () => {
    expect(API_KEY_REFRESH_MARGIN_MS).toBe(5 * 60 * 1000);
    const received = 1_000_000;
    expect(apiKeyLocalExpiry(received, 23.5 * HOUR)).toBe(received + 23.5 * HOUR - 5 * 60 * 1000);
    // A server answer cannot stretch it past 24 hours, nor make it negative.
    expect(apiKeyLocalExpiry(received, 48 * HOUR)).toBe(received + 24 * HOUR - 5 * 60 * 1000);
    expect(apiKeyLocalExpiry(received, -5)).toBe(received);
    expect(apiKeyLocalExpiry(received, 60_000)).toBe(received);
  });

  it('is used until then, and regenerated when stale (or when the clock went back past its arrival)', () => {
    const entry = { receivedAt: NOW, expiresAt: apiKeyLocalExpiry(NOW, 24 * HOUR) };
    expect(isCachedApiKeyUsable(entry, NOW)).toBe(true);
    expect(isCachedApiKeyUsable(entry, NOW + 23 * HOUR)).toBe(true);
    expect(isCachedApiKeyUsable(entry, NOW + 24 * HOUR - 5 * 60 * 1000 - 1)).toBe(true);
    expect(isCachedApiKeyUsable(entry, NOW + 24 * HOUR - 5 * 60 * 1000)).toBe(false);
    expect(isCachedApiKeyUsable(entry, NOW + 25 * HOUR)).toBe(false);
    expect(isCachedApiKeyUsable(entry, NOW - HOUR)).toBe(false);
  });
});

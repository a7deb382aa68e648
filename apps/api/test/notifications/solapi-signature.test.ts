import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solapiAuthorization, solapiSignature } from '../../src/modules/notifications/providers/solapi-signature.ts';

// Solapi's documented sample date and salt (docs: authentication/api-key), with a secret of our own.
const DATE = '2019-07-01T00:41:48Z';
const SALT = 'jqsba2jxjnrjor';
const SECRET = 'test-api-secret-for-vector';
// Computed outside this code: printf '%s' "$DATE$SALT" | openssl dgst -sha256 -hmac "$SECRET"
const OPENSSL_VECTOR = '1da7c2e7d27f86af6a10a160ff1d6a98d8e8b3156564f8aaa0dc6990ed37a244';

/** HMAC-SHA256 from its definition (RFC 2104) on plain SHA-256, not node's createHmac. */
function rfc2104HmacSha256(key: string, data: string): string {
  const block = Buffer.alloc(64);
  Buffer.from(key, 'utf8').copy(block); // keys up to 64 bytes are used as they are, zero-padded
  const pad = (byte: number) => Buffer.from(block.map((b) => b ^ byte));
  const inner = createHash('sha256').update(pad(0x36)).update(data, 'utf8').digest();
  return createHash('sha256').update(pad(0x5c)).update(inner).digest('hex');
}

describe('Solapi HMAC-SHA256 signature', () => {
  it('is HMAC-SHA256 over date + salt keyed with the secret (openssl vector)', () => {
    expect(solapiSignature(SECRET, DATE, SALT)).toBe(OPENSSL_VECTOR);
    expect(rfc2104HmacSha256(SECRET, DATE + SALT)).toBe(OPENSSL_VECTOR);
  });

  it('changes with the secret, the date and the salt', () => {
    expect(solapiSignature(`${SECRET}x`, DATE, SALT)).not.toBe(OPENSSL_VECTOR);
    expect(solapiSignature(SECRET, '2019-07-01T00:41:49Z', SALT)).not.toBe(OPENSSL_VECTOR);
    expect(solapiSignature(SECRET, DATE, `${SALT}x`)).not.toBe(OPENSSL_VECTOR);
  });

  it('builds the documented header: method, apiKey, ISO 8601 date, salt, signature', () => {
    const now = new Date('2026-11-27T01:02:03.456Z');
    const header = solapiAuthorization({ apiKey: 'NCSAYU7YDBXYORXC', apiSecret: SECRET }, now, 'salt-of-16-chars');
    const expected = rfc2104HmacSha256(SECRET, '2026-11-27T01:02:03.456Zsalt-of-16-chars');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2026-11-27T01:02:03.456Z, salt=salt-of-16-chars, signature=${expected}`,
    );
  });

  it('uses a new salt of 12–64 characters on every request (Solapi refuses a signature used twice)', () => {
    const credentials = { apiKey: 'k', apiSecret: SECRET };
    const now = new Date();
    const salts = [solapiAuthorization(credentials, now), solapiAuthorization(credentials, now)].map(
      (h) => /salt=([^,]+),/.exec(h)![1]!,
    );
    expect(salts[0]).not.toBe(salts[1]);
    for (const salt of salts) expect(salt.length).toBeGreaterThanOrEqual(12);
    for (const salt of salts) expect(salt.length).toBeLessThanOrEqual(64);
  });
});

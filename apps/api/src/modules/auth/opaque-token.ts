import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable, and safe in a URL, a cookie or a JSON body. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

// Tokens are stored only as this hash, so a database leak does not hand out sessions. A plain SHA-256 is
// enough (no salt, no argon2): the input is 256 random bits, not a guessable password.
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

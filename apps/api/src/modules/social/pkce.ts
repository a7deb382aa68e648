import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: state, nonce and the PKCE verifier (43 characters, RFC 7636 §4.1). */
export function randomUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** PKCE S256 (RFC 7636 §4.2). */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Compares secrets without leaking through timing how much of a guess was right. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

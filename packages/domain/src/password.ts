// Spec §5: the password is base64 encoded before sending. This is transport encoding, not security
// (TLS protects it; the server hashes with argon2id). Encoding the UTF-8 bytes rather than calling
// btoa on the string directly keeps Korean passwords from throwing. btoa/atob and TextEncoder exist
// in browsers and in Node, so both sides share this.

export function encodePassword(plain: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(plain)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on text that is not base64 of valid UTF-8, so the API can answer 400 instead of guessing. */
export function decodePassword(encoded: string): string {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

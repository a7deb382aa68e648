import { createECDH, type ECDH } from 'node:crypto';

// VAPID keys (RFC 8292) as web-push and the browser's `applicationServerKey` spell them: the P-256 public key
// uncompressed (65 bytes, 0x04‖x‖y) and the private scalar (32 bytes), both base64url without padding.

export type VapidKeys = { publicKey: string; privateKey: string };

/** A fresh key pair (what `web-push generate-vapid-keys` prints), for a development server without keys. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return vapidKeysOf(ecdh);
}

/**
 * The pair of an ECDH key in VAPID's spelling. Node gives the private scalar without its leading zero bytes (one
 * key in 256 starts with one), so it is padded back to the 32 bytes every reader of the key expects.
 */
export function vapidKeysOf(ecdh: ECDH): VapidKeys {
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

/**
 * Why a configured pair cannot be used, or null when it can: each must decode to the right length, and the
 * public key must be the private key's own (a swapped or mismatched pair would sign tokens no push service
 * accepts, and the failure would only show at the first send).
 */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const publicKey = decode(keys.publicKey);
  const privateKey = decode(keys.privateKey);
  if (publicKey?.length !== 65 || publicKey[0] !== 4) {
    return 'WEB_PUSH_VAPID_PUBLIC_KEY must be the base64url uncompressed P-256 public key (65 bytes)';
  }
  if (privateKey?.length !== 32) return 'WEB_PUSH_VAPID_PRIVATE_KEY must be the base64url P-256 private key (32 bytes)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey))
      return 'WEB_PUSH_VAPID_PUBLIC_KEY is not the public key of WEB_PUSH_VAPID_PRIVATE_KEY';
  } catch {
    return 'WEB_PUSH_VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return null;
}

function decode(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

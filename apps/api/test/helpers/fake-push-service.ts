import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (RFC 8030), used as the subscriptions' endpoint in tests. For
 * every POST it checks what a real one checks: the VAPID Authorization (RFC 8292: `vapid t=<jwt>, k=<key>`, an
 * ES256 token whose `aud` is this origin and whose `exp` is within 24 h), the TTL header and
 * `Content-Encoding: aes128gcm`. It also plays the browser: subscriptions it issued keep their private key, so it
 * decrypts each body (RFC 8291) and records the payload the service worker would get.
 */
export type FakePushMessage = {
  path: string;
  headers: Record<string, string | undefined>;
  /** Why the request would be refused by a real push service; empty when it is well formed. */
  problems: string[];
  /** The VAPID token's claims, when the token verified. */
  claims: { aud?: string; exp?: number; sub?: string } | null;
  /** The decrypted payload, for a subscription this fake issued; null otherwise or when decryption failed. */
  payload: string | null;
  bodyBytes: number;
};

export type FakeSubscription = { endpoint: string; p256dh: string; auth: string };

export type FakePushService = {
  url: string;
  messages: FakePushMessage[];
  /** A subscription the fake can decrypt for, at `/push/<name>`. */
  subscribe(name?: string): FakeSubscription;
  /** The status every later message to `path` gets (201 by default: accepted). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
};

type Keys = { ecdh: ECDH; auth: Buffer };

export async function startFakePushService(options: { vapidPublicKey?: string } = {}): Promise<FakePushService> {
  const keys = new Map<string, Keys>();
  const answers = new Map<string, number>();
  const messages: FakePushMessage[] = [];
  let origin = '';
  let serial = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', origin).pathname;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
      );
      const problems: string[] = [];
      if (request.method !== 'POST') problems.push(`method ${request.method}`);
      if (!/^\d+$/.test(headers.ttl ?? '')) problems.push('no TTL header');
      if (headers['content-encoding'] !== 'aes128gcm') problems.push('Content-Encoding is not aes128gcm');
      const vapid = checkVapid(headers.authorization, origin, options.vapidPublicKey);
      problems.push(...vapid.problems);
      const subscription = keys.get(path);
      const payload = subscription ? decrypt(body, subscription, problems) : null;
      messages.push({ path, headers, problems, claims: vapid.claims, payload, bodyBytes: body.length });
      const status = problems.length > 0 && vapid.problems.length > 0 ? 403 : (answers.get(path) ?? 201);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    messages,
    subscribe(name) {
      serial += 1;
      const path = `/push/${name ?? `device-${serial}`}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    answer: (path, status) => answers.set(path, status),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<uncompressed P-256 key>`; the JWT is ES256, aud the push service's origin. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
  expectedKey: string | undefined,
): { problems: string[]; claims: FakePushMessage['claims'] } {
  const match = authorization?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  if (!match) return { problems: ['no VAPID Authorization header'], claims: null };
  const [, token = '', key = ''] = match;
  if (expectedKey && key !== expectedKey) return { problems: ['VAPID key is not the server’s'], claims: null };
  const [head = '', body = '', signature = ''] = token.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return { problems: [`JWT alg ${header.alg}`], claims: null };
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problems: ['VAPID signature does not verify'], claims: null };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as NonNullable<FakePushMessage['claims']>;
  const problems: string[] = [];
  const nowSeconds = Date.now() / 1000;
  if (claims.aud !== origin) problems.push(`aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600 + 60) {
    problems.push(`exp ${claims.exp} is not within the next 24 h`);
  }
  if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) problems.push('no sub contact');
  return { problems, claims };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * RFC 8291 §3.4 and RFC 8188: the body is salt(16) ‖ rs(4) ‖ idlen(1) ‖ keyid (the sender's ephemeral public
 * key) ‖ one record; the record ends with the 16-byte GCM tag, and its plaintext with the 0x02 delimiter.
 */
function decrypt(body: Buffer, { ecdh, auth }: Keys, problems: string[]): string | null {
  try {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20] ?? 0;
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) problems.push(`record ${record.length} bytes exceeds rs ${recordSize}`);
    const shared = ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
    const ikm = hkdf(auth, shared, keyInfo, 32);
    const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
    const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2) problems.push('last record has no 0x02 delimiter');
    return plain.subarray(0, end).toString('utf8');
  } catch (error) {
    problems.push(`cannot decrypt: ${(error as Error).message}`);
    return null;
  }
}

import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

export type SafeFetchOptions = {
  /** Bytes read at most; a longer body is cut there (truncated: true). */
  maxBytes: number;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * Tests only (SAFE_FETCH_ALLOW_LOOPBACK=1 under NODE_ENV=test): loopback addresses are allowed, so a test can
   * serve the page from a local server. Every other private range stays refused.
   */
  allowLoopback?: boolean;
  accept?: string;
};

export type SafeFetchResult = { url: string; status: number; contentType: string; body: Buffer; truncated: boolean };

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly reason: 'forbidden' | 'unreachable' | 'status';
  constructor(message: string, reason: 'forbidden' | 'unreachable' | 'status') {
    super(message);
    this.reason = reason;
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET of a URL someone else gave us (a blog post), safe against SSRF:
 * - http and https only, no credentials in the URL;
 * - the host's addresses are resolved first and every one must be public (no private, loopback, link-local or
 *   reserved range); the connection then goes to the checked address itself, so a second DNS answer cannot
 *   swap in an internal one (DNS rebinding);
 * - each redirect is checked the same way, at most `maxRedirects`;
 * - a time limit on the whole exchange and a cap on the bytes read.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  let url = input;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const target = parseTarget(url);
    const address = await resolvePublic(target.hostname, options.allowLoopback === true);
    const result = await get(target, address, options, deadline);
    if ('location' in result) {
      url = new URL(result.location, target).toString();
      continue;
    }
    return { url, ...result };
  }
  throw new SafeFetchError('too many redirects', 'unreachable');
}

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new SafeFetchError('not a URL', 'forbidden');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new SafeFetchError('scheme', 'forbidden');
  if (target.username || target.password) throw new SafeFetchError('credentials in URL', 'forbidden');
  return target;
}

async function resolvePublic(hostname: string, allowLoopback: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await dnsLookup(host, { all: true, verbatim: true });
  } catch {
    throw new SafeFetchError(`cannot resolve ${host}`, 'unreachable');
  }
  const allowed = (a: string) => isPublicAddress(a) || (allowLoopback && LOOPBACK.test(a));
  // Every answer must be allowed: a name that also points inside is refused outright.
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address)))
    throw new SafeFetchError(`${host} is not a public address`, 'forbidden');
  return addresses[0]!;
}

function get(
  target: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  deadline: number,
): Promise<Omit<SafeFetchResult, 'url'> | { location: string }> {
  // The connection uses the checked address whatever the resolver would answer now.
  const lookup: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new SafeFetchError('timed out', 'unreachable'));
    const request = client.get(
      target,
      {
        lookup,
        timeout: remaining,
        headers: {
          accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'user-agent': 'WeddingdayBot/1.0 (+blog review preview)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new SafeFetchError(`status ${status}`, 'status'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = options.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            response.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () =>
          resolve({
            status,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
            truncated,
          });
        response.on('end', finish);
        response.on('error', (error) => (truncated ? undefined : reject(error)));
      },
    );
    const timer = setTimeout(() => request.destroy(new SafeFetchError('timed out', 'unreachable')), remaining);
    request.on('timeout', () => request.destroy(new SafeFetchError('timed out', 'unreachable')));
    request.on('error', (error) =>
      reject(error instanceof SafeFetchError ? error : new SafeFetchError(error.message, 'unreachable')),
    );
    request.on('close', () => clearTimeout(timer));
  });
}

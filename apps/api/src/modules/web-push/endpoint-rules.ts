import { isIP } from 'node:net';
import { isPublicAddress } from '../../shared/safe-fetch/public-address.ts';

// Where the server may POST a push message. The endpoint comes from a browser, i.e. from anyone signed in, so
// it is a URL the server will call: real push services are public https hosts, and nothing else is taken.

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

/**
 * Whether `endpoint` may be kept: https to a name or a public address; plain http and loopback only outside
 * production (a developer's browser, the tests' local fake push service). Private and link-local address
 * literals are refused everywhere (a request to them is the SSRF this guards against). A host name that
 * resolves to a private address is not caught here: push services' names are public, and the sender's request
 * carries nothing but an encrypted body.
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (isLoopback(host)) return !production && (url.protocol === 'http:' || url.protocol === 'https:');
  if (url.protocol !== 'https:') return false;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  return isIP(literal) === 0 || isPublicAddress(literal);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../shared/errors.ts';

// Headers a proxy adds: a request carrying one came through a proxy, so a loopback peer is not the caller.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics (issue 29 §7). With METRICS_TOKEN: whoever sends `Authorization: Bearer <token>` (compared
 * in constant time). Without it: only this machine, directly. A request through a proxy on this machine carries
 * the proxy's forwarding headers and is refused, or every visitor would be "loopback".
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const [scheme, given = ''] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !timingSafeEqual(digest(given), digest(token)))
      throw unauthorized('지표를 보려면 METRICS_TOKEN이 필요합니다.');
    return;
  }
  const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  if (!direct || !isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip))
    throw forbidden('지표는 이 서버 안에서만 볼 수 있습니다. 밖에서 보려면 METRICS_TOKEN을 설정하세요.');
}

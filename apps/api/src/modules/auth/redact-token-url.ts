import type { FastifyRequest } from 'fastify';

// Fastify logs every request's URL. The app's token calls put secrets there (POST /v3/jwt/{loginToken},
// POST /v3/jwt/refresh?refreshToken=…, SMS `token` codes), and the phone checks put personal data there
// (`/v3/20240404/auth/call?tel=…&loginId=…`), and logs are kept longer and seen by more people than the database,
// so those parts are masked before anything is written (issue 29 §7).
const SECRET_QUERY_PARAMS = new Set([
  'refreshtoken',
  'logintoken',
  'token',
  'teltoken',
  'jointoken',
  'pwd',
  'code',
  'tel',
  'phone',
  'email',
  'loginid',
]);
const REDACTED = '[redacted]';

export function redactTokenUrl(url: string): string {
  const [path = '', query] = splitOnce(url, '?');
  const safePath = path.replace(/^(\/v3\/jwt\/)(?!refresh(?:\/|$))[^/]+/i, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = splitOnce(pair, '=');
      return SECRET_QUERY_PARAMS.has(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Fastify's default `req` log serializer, with the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokenUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redacting serializer to whatever logger options the caller passed (false stays off). */
export function withRedactedRequestUrls(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, req: serializeRequestForLog } };
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

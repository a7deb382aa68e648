import { withRedactedRequestUrls } from '../modules/auth/redact-token-url.ts';
import { serializeErrorForLog } from './log-error-serializer.ts';

// Personal data and secrets never reach a log (issue 29 §7, OWASP logging guidance): logs are kept longer and read
// by more people than the database. The sources log ids instead (a delivery id, a hold id, a masked number); these
// paths are the net under them, for a field that someone logs whole by mistake. Names are the ones the API uses.
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'pwd',
  'newPwd',
  'currentPwd',
  'token',
  'accessToken',
  'refreshToken',
  'loginToken',
  'telToken',
  'joinToken',
  'paymentKey',
  'secretKey',
  'tel',
  'phone',
  'email',
  'loginId',
];

/** Top level and one level down (`{ body: { pwd } }`), plus the header shapes pino's serializers produce. */
export const REDACTED_LOG_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

/**
 * The app's logger options: the caller's and `extra`, with token URLs redacted by the `req` serializer, errors
 * scrubbed by the `err` one, and the known secret fields replaced by '[redacted]'. `false` stays off.
 */
export function withLogRedaction(logger: boolean | object, extra: object = {}): boolean | object {
  const options = withRedactedRequestUrls(logger);
  if (options === false) return false;
  const { serializers, ...rest } = options as { serializers?: Record<string, unknown> };
  return {
    ...rest,
    ...extra,
    serializers: { ...serializers, err: serializeErrorForLog },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
}

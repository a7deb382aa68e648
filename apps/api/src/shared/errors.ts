import { API_ERROR_CODES } from '@wedding/contract/errors';

/**
 * A failure the user may see. Services throw these; the one error handler turns them into
 * `{ status, code, message }`. `message` is Korean and fit to show as is.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  /** For a 429: how long until the limit lets the caller through again; sent as `Retry-After`. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, code: string, message: string, options?: { cause?: unknown; retryAfterMs?: number }) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.retryAfterMs = options?.retryAfterMs;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

const C = API_ERROR_CODES;

export const badRequest = (message = '잘못된 요청입니다.', code: string = C.BAD_REQUEST) =>
  new AppError(400, code, message);

export const unauthorized = (message = '로그인이 필요합니다.', code: string = C.UNAUTHORIZED) =>
  new AppError(401, code, message);

export const forbidden = (message = '접근 권한이 없습니다.', code: string = C.FORBIDDEN) =>
  new AppError(403, code, message);

export const notFound = (message = '요청하신 정보를 찾을 수 없습니다.', code: string = C.NOT_FOUND) =>
  new AppError(404, code, message);

export const conflict = (message = '이미 처리된 요청입니다.', code: string = C.CONFLICT) =>
  new AppError(409, code, message);

/** `retryAfterMs` comes from the rate limiter's window; it becomes the response's `Retry-After`. */
export const tooManyRequests = (
  retryAfterMs: number,
  message = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  code: string = C.TOO_MANY_REQUESTS,
) => new AppError(429, code, message, { retryAfterMs });

export const serviceUnavailable = (
  message = '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  code: string = C.SERVICE_UNAVAILABLE,
) => new AppError(503, code, message);

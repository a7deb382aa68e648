// Kept free of zod so the app shell can recognise API errors without pulling the schema library into the
// first download; parsing the error body lives in read-api-error.ts, loaded with the first API call.
export const FALLBACK_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
const NETWORK_MESSAGE = '네트워크 연결을 확인한 뒤 다시 시도해주세요.';

/** A failed API call with the server's stable code and a Korean message that is safe to show as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  static network(): ApiError {
    return new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }

  static invalidResponse(): ApiError {
    return new ApiError(0, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message the server itself sent with a refused call, or null when there is none: a network failure, a
 * body that is not the API's error shape (a proxy's HTML page) or an answer that failed its contract carry only
 * the client's generic text. Spec §8's "the server msg or the unexpected-error text" needs that difference.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 0 || error.code.startsWith('HTTP_')) return null;
  return error.message;
}

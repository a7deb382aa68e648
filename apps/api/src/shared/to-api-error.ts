import { type ApiError, API_ERROR_CODES as C } from '@wedding/contract/errors';
import { isAppError } from './errors.ts';

export const NOT_FOUND_MESSAGE = '요청하신 주소를 찾을 수 없습니다.';
export const INTERNAL_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

type ValidationIssue = { instancePath?: string; message?: string };
type FrameworkError = Error & {
  code?: string;
  statusCode?: number;
  validation?: ValidationIssue[];
  validationContext?: string;
};

// Fastify's own request errors (FST_ERR_CTP_*), with messages a user can act on.
const FRAMEWORK_ERRORS: Record<string, ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: C.INVALID_JSON,
    message: '요청 본문의 JSON 형식이 올바르지 않습니다.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: C.INVALID_JSON, message: '요청 본문이 비어 있습니다.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: C.UNSUPPORTED_MEDIA_TYPE,
    message: '지원하지 않는 요청 형식입니다.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: C.PAYLOAD_TOO_LARGE, message: '요청 본문이 너무 큽니다.' },
  FST_ERR_BAD_URL: { status: 400, code: C.BAD_REQUEST, message: '요청 주소가 올바르지 않습니다.' },
};

// Any other 4xx from a framework or plugin: keep the status, never echo its English (or internal) message.
const BY_STATUS: Record<number, Omit<ApiError, 'status'>> = {
  400: { code: C.BAD_REQUEST, message: '잘못된 요청입니다.' },
  401: { code: C.UNAUTHORIZED, message: '로그인이 필요합니다.' },
  403: { code: C.FORBIDDEN, message: '접근 권한이 없습니다.' },
  404: { code: C.NOT_FOUND, message: NOT_FOUND_MESSAGE },
  405: { code: C.METHOD_NOT_ALLOWED, message: '허용되지 않는 요청 방식입니다.' },
  409: { code: C.CONFLICT, message: '이미 처리된 요청입니다.' },
  413: { code: C.PAYLOAD_TOO_LARGE, message: '요청 본문이 너무 큽니다.' },
  415: { code: C.UNSUPPORTED_MEDIA_TYPE, message: '지원하지 않는 요청 형식입니다.' },
  429: { code: C.TOO_MANY_REQUESTS, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
};

// busboy (under @fastify/multipart) throws plain errors, without a status, for a multipart body that ends early or
// is malformed: the client's fault, so a 400 (issue 23: hostile bodies never reach a 5xx).
const BROKEN_MULTIPART = /^(Unexpected end of (form|file|multipart data)|Malformed part header|Part terminated early)/;
const INVALID_MULTIPART: ApiError = {
  status: 400,
  code: C.INVALID_MULTIPART,
  message: '파일 업로드 요청의 형식이 올바르지 않습니다. 다시 시도해 주세요.',
};

const HANGUL = /[가-힣]/;

/** 'query.limit' style field names; a schema's own Korean hint (never zod's English default) is appended. */
function validationMessage(error: FrameworkError): string {
  const issues = error.validation ?? [];
  const fields = [
    ...new Set(
      issues.map((issue) => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        return field || error.validationContext || 'body';
      }),
    ),
  ];
  const hint = issues.find((issue) => issue.message && HANGUL.test(issue.message))?.message;
  return `요청 값이 올바르지 않습니다: ${fields.join(', ')}${hint ? ` (${hint})` : ''}`;
}

/**
 * Maps anything thrown to the one error shape. `expose: false` means the cause is ours (a bug or an
 * outage): the body stays generic and the caller logs the error with its stack.
 */
export function toApiError(error: unknown): ApiError & { expose: boolean } {
  if (isAppError(error)) {
    return { status: error.status, code: error.code, message: error.message, expose: error.status < 500 };
  }
  const e = (error ?? {}) as FrameworkError;
  if (Array.isArray(e.validation)) {
    return { status: 400, code: C.VALIDATION_ERROR, message: validationMessage(e), expose: true };
  }
  const known = e.code ? FRAMEWORK_ERRORS[e.code] : undefined;
  if (known) return { ...known, expose: true };
  if (e.statusCode === undefined && BROKEN_MULTIPART.test(e.message ?? ''))
    return { ...INVALID_MULTIPART, expose: true };
  const status = e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const mapped = BY_STATUS[status] ?? BY_STATUS[400]!;
    return { status, ...mapped, expose: true };
  }
  return { status: 500, code: C.INTERNAL_ERROR, message: INTERNAL_ERROR_MESSAGE, expose: false };
}

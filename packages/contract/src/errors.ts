import * as z from 'zod/mini';

/** The one error shape every API failure uses: HTTP status, a stable machine code and a Korean message. */
export const apiErrorSchema = z.object({
  status: z.number().check(z.int()),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Stable machine codes of the API shell. Features add their own codes; clients switch on `code`,
 * never on the Korean `message`, which may be reworded.
 */
export const API_ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  /** A JSON body nested deeper than 32 levels (decision 0031): refused before it is parsed. */
  JSON_TOO_DEEP: 'JSON_TOO_DEEP',
  /** A multipart body whose Content-Type has no boundary, or one RFC 2046 does not allow (decision 0031). */
  INVALID_MULTIPART: 'INVALID_MULTIPART',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** /health while the process drains before it stops (decision 0017): take it out of rotation. */
  SHUTTING_DOWN: 'SHUTTING_DOWN',
  WEB_NOT_BUILT: 'WEB_NOT_BUILT',
  INVALID_IMAGE_SOURCE: 'INVALID_IMAGE_SOURCE',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

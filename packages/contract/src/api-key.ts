import { API_KEY_PATTERN } from '@wedding/domain/api-key';
import * as z from 'zod/mini';
import { API_KEY_NAMES, API_KEY_PARAM, type ApiKeyName } from './api-key-constants.ts';

export {
  API_KEY_ERROR_CODES,
  API_KEY_NAMES,
  API_KEY_PARAM,
  type ApiKeyErrorCode,
  type ApiKeyName,
  apiKeyNameFor,
  isApiKeyErrorCode,
} from './api-key-constants.ts';

const API_KEY_NAME_VALUES = Object.values(API_KEY_NAMES) as [ApiKeyName, ...ApiKeyName[]];

/** The query param on every keyed route; documented in OpenAPI with what to do to get one. */
export const apiKeyQueryField = z
  .string()
  .check(
    z.regex(API_KEY_PATTERN, 'API 키 형식이 올바르지 않아요.'),
    z.describe(
      '공개 API 키(필수). 로그인 없이 GET /v3/public/api-key?apiName=… 으로 받으며 24시간 동안 유효합니다. ' +
        '키는 API 이름별로 다르고, 없거나 형식이 틀리거나 만료되면 401(API_KEY_REQUIRED, API_KEY_INVALID, API_KEY_EXPIRED)입니다.',
    ),
  );

/** GET /v3/public/api-key?apiName */
export const apiKeyIssueQuerySchema = z.object({
  apiName: z.enum(API_KEY_NAME_VALUES, 'API 이름을 확인해주세요.'),
});
export type ApiKeyIssueQuery = z.infer<typeof apiKeyIssueQuerySchema>;

export const apiKeyIssueResponseSchema = z.object({
  item: z.object({
    apiName: z.enum(API_KEY_NAME_VALUES),
    apiKey: z.string().check(z.regex(API_KEY_PATTERN)),
    /** Milliseconds the key stays valid, by the server's clock (the browser measures from arrival). */
    expiresIn: z.number().check(z.int(), z.minimum(0)),
  }),
});
export type ApiKeyIssueResponse = z.infer<typeof apiKeyIssueResponseSchema>;

/** A route's query schema with the required apiKey added (its checks are kept). */
export function withApiKeyQuery<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, { [API_KEY_PARAM]: apiKeyQueryField } as { apiKey: typeof apiKeyQueryField });
}

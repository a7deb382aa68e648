import { apiErrorSchema } from '@wedding/contract/errors';
import { ApiError, FALLBACK_ERROR_MESSAGE } from './api-error.ts';

/** Reads the API's one error shape; anything else (a proxy's HTML page, say) gets a generic Korean message. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.message);
  return new ApiError(response.status, `HTTP_${response.status}`, FALLBACK_ERROR_MESSAGE);
}

import { ApiError, FALLBACK_ERROR_MESSAGE } from './api-error.ts';

/** The part of the API's one error shape (`{status, code, message}`) the web uses. */
function isApiErrorBody(body: unknown): body is { code: string; message: string } {
  if (!body || typeof body !== 'object') return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** Reads the API's one error shape; anything else (a proxy's HTML page, say) gets a generic Korean message. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message);
  return new ApiError(response.status, `HTTP_${response.status}`, FALLBACK_ERROR_MESSAGE);
}

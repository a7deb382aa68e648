import { ApiError } from './api-error.ts';
import { readApiError } from './read-api-error.ts';
import { TOKEN_PATH } from './token-refresh.ts';

/**
 * DELETE /api/token: revokes the refresh family and clears both cookies (decision 0009). Plain fetch, not
 * apiRequest: ending a session must never itself start a refresh. Throws ApiError when it did not happen.
 */
export async function deleteSession(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(TOKEN_PATH, {
      method: 'DELETE',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    throw ApiError.network();
  }
  // 401: there was no session left to end, which is what the caller wanted.
  if (!response.ok && response.status !== 401) throw await readApiError(response);
}

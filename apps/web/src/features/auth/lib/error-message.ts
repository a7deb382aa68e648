import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../../shared/api/api-error.ts';

/** The Korean text to show for a failed call: the server's message, which is written for users. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
}

import { API_KEY_ERROR_CODES } from '@wedding/contract/api-key';
import { AppError } from '../../shared/errors.ts';

const C = API_KEY_ERROR_CODES;

// All three are 401 with their own code: the web client fetches a new key once on any of them, and never
// mistakes them for the session's 401s (decision 0012).
export const apiKeyRequired = () =>
  new AppError(401, C.API_KEY_REQUIRED, 'API 키가 필요합니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');
export const apiKeyInvalid = () =>
  new AppError(401, C.API_KEY_INVALID, 'API 키가 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');
export const apiKeyExpired = () =>
  new AppError(401, C.API_KEY_EXPIRED, 'API 키가 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');

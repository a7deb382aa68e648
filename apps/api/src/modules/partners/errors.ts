import { HALL_SEARCH_ERROR_CODES as C } from '@wedding/contract/hall-search';
import { notFound } from '../../shared/errors.ts';

export const partnerNotFound = () => notFound('파트너를 찾을 수 없어요.', C.PARTNER_NOT_FOUND);

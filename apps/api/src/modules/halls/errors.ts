import { HALL_SEARCH_ERROR_CODES as C } from '@wedding/contract/hall-search';
import { notFound } from '../../shared/errors.ts';

export const hallNotFound = () => notFound('웨딩홀을 찾을 수 없어요.', C.PARTNER_NOT_FOUND);
export const historyNotFound = () => notFound('검색 기록을 찾을 수 없어요.', C.HISTORY_NOT_FOUND);

import { HALL_DETAIL_ERROR_CODES as C } from '@wedding/contract/hall-detail';
import { notFound } from '../../shared/errors.ts';

// The same sentences as the contract's messages for a malformed uuid or id, so a client sees one wording.
export const venueNotFound = () => notFound('웨딩홀을 찾을 수 없어요.', C.HALL_NOT_FOUND);
export const roomNotFound = () => notFound('홀을 찾을 수 없어요.', C.INDIVIDUAL_HALL_NOT_FOUND);
export const albumNotFound = () => notFound('사진 폴더를 찾을 수 없어요.', C.ALBUM_NOT_FOUND);

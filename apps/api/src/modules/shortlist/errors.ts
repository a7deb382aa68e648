import { SHORTLIST_ERROR_CODES as C } from '@wedding/contract/shortlist-constants';
import { SHORTLIST_MESSAGES } from '@wedding/domain/shortlist';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../shared/errors.ts';

export const itemNotFound = () => notFound('후보 목록에 없는 항목이에요.', C.SHORTLIST_ITEM_NOT_FOUND);
export const targetNotFound = () => notFound('웨딩홀이나 일정을 찾을 수 없어요.', C.SHORTLIST_TARGET_NOT_FOUND);
export const shortlistInvalid = (message: string) => badRequest(message, C.SHORTLIST_INVALID);
export const itemLimit = () => conflict(SHORTLIST_MESSAGES.ITEM_LIMIT, C.SHORTLIST_LIMIT);
export const linkLimit = () => conflict(SHORTLIST_MESSAGES.LINK_LIMIT, C.SHARE_LINK_LIMIT);
export const linkNotFound = () => notFound('공유 링크를 찾을 수 없어요.', C.SHARE_LINK_NOT_FOUND);
/** A wrong, malformed or revoked share token: one answer for all, never the list. */
export const shareGone = () => new AppError(404, C.SHARE_GONE, SHORTLIST_MESSAGES.GONE_TITLE);
export const shareReadOnly = () => forbidden(SHORTLIST_MESSAGES.READ_ONLY, C.SHARE_READ_ONLY);
export const shareRateLimited = (retryAfterMs: number) =>
  tooManyRequests(retryAfterMs, SHORTLIST_MESSAGES.RATE_LIMITED, C.SHARE_RATE_LIMITED);

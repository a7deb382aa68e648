import { COUPLE_ERROR_CODES as C } from '@wedding/contract/couples-constants';
import { type CoupleLinkRefusal, COUPLE_LINK_REFUSALS as M } from '@wedding/domain/couple-link';
import { type AppError, badRequest, conflict, notFound, tooManyRequests } from '../../shared/errors.ts';

// The couple link's refusals: a stable code each, the domain's Korean words.

const BY_REFUSAL: Record<Exclude<CoupleLinkRefusal, 'TOO_MANY_ATTEMPTS' | 'CODE_INVALID'>, () => AppError> = {
  CODE_NOT_FOUND: () => notFound(M.CODE_NOT_FOUND, C.COUPLE_CODE_NOT_FOUND),
  CODE_EXPIRED: () => conflict(M.CODE_EXPIRED, C.COUPLE_CODE_EXPIRED),
  CODE_USED: () => conflict(M.CODE_USED, C.COUPLE_CODE_USED),
  SELF: () => conflict(M.SELF, C.COUPLE_SELF),
  ALREADY_LINKED: () => conflict(M.ALREADY_LINKED, C.COUPLE_ALREADY_LINKED),
  INVITER_LINKED: () => conflict(M.INVITER_LINKED, C.COUPLE_INVITER_LINKED),
  NOT_LINKED: () => notFound(M.NOT_LINKED, C.COUPLE_NOT_LINKED),
};

export const coupleRefused = (refusal: keyof typeof BY_REFUSAL) => BY_REFUSAL[refusal]();
export const coupleCodeInvalid = () => badRequest(M.CODE_INVALID, C.COUPLE_CODE_INVALID);
export const coupleTooManyAttempts = (retryAfterMs: number) => tooManyRequests(retryAfterMs, M.TOO_MANY_ATTEMPTS);

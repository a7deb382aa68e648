import { ACCOUNT_ERROR_CODES as C } from '@wedding/contract/account';
import { API_ERROR_CODES } from '@wedding/contract/errors';
import { ACCOUNT_MESSAGES as M } from '@wedding/domain/account-rules';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

// The failures of the account calls, each with its stable code (decision 0009) and the domain's Korean text.
export const phoneNotVerified = () => badRequest(M.PHONE_NOT_VERIFIED, C.PHONE_NOT_VERIFIED);
export const emailTaken = () => conflict(M.EMAIL_TAKEN, C.EMAIL_TAKEN);
export const nickTaken = () => conflict(M.NICK_TAKEN, C.NICK_TAKEN);
export const invitationCodeTaken = () => conflict(M.INVITATION_CODE_TAKEN, C.INVITATION_CODE_TAKEN);
export const invalidJoinToken = () => badRequest(M.SOCIAL_LOGIN_FAILED, C.INVALID_JOIN_TOKEN);
export const socialAlreadyLinked = () => conflict(M.SOCIAL_ALREADY_LINKED, C.SOCIAL_ALREADY_LINKED);
export const accountNotFound = () => notFound(M.ACCOUNT_NOT_FOUND, C.ACCOUNT_NOT_FOUND);
/** A field the schema could not judge (the password arrives base64) fails like any other field. */
export const invalidField = (message: string) => badRequest(message, API_ERROR_CODES.VALIDATION_ERROR);

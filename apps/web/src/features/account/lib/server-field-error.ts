import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import type { AdditionalInfoField } from './additional-info.ts';

const M = ACCOUNT_MESSAGES;

// The API answers with a stable code (409 NICK_TAKEN, ...) or, for a 400, the domain's Korean rule message;
// either way the message belongs next to the field it is about.
const BY_CODE: Record<string, AdditionalInfoField> = {
  NICK_TAKEN: 'nick',
  INVITATION_CODE_TAKEN: 'invitationCode',
};

const BY_MESSAGE = new Map<string, AdditionalInfoField>([
  [M.NICK_RULE, 'nick'],
  [M.NICK_TAKEN, 'nick'],
  [M.REGION_REQUIRED, 'region'],
  [M.INVITATION_CODE_RULE, 'invitationCode'],
  [M.INVITATION_CODE_TAKEN, 'invitationCode'],
  [M.WEDDING_DATE_INVALID, 'weddingDate'],
]);

/** The field a server error is about, or null when it concerns the whole form. */
export function fieldOfServerError(code: string, message: string): AdditionalInfoField | null {
  return BY_CODE[code] ?? BY_MESSAGE.get(message) ?? null;
}

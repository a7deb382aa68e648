// The /sign-additional/2 form's rules: the domain's field checks, plus "check availability first" for a
// nick or invitation code the customer changed. The server checks everything again on save.
import type { AdditionalInfoBody } from '@wedding/contract/account';
import {
  ACCOUNT_MESSAGES,
  checkInvitationCode,
  checkNick,
  checkRegion,
  normalizeInvitationCode,
} from '@wedding/domain/account-rules';
import { formatIsoDate, parseIsoDate, seoulDayStartMs } from '@wedding/domain/seoul-calendar';

export type AdditionalInfoValues = {
  nick: string;
  region: string | null;
  invitationCode: string;
  /** The date input's value, YYYY-MM-DD or ''. */
  weddingDate: string;
  /** '아직 미정이에요': saved as null, shown as 미정. */
  undecided: boolean;
};

export type AdditionalInfoField = 'nick' | 'region' | 'invitationCode' | 'weddingDate';
export type AdditionalInfoErrors = Partial<Record<AdditionalInfoField, string>>;

/** Whether the current nick / code needs no further server check (unchanged, or checked and available). */
export type AvailabilityConfirmed = { nick: boolean; invitationCode: boolean };

/** The wedding day the form stands for: null when undecided (or not a real date). */
export function chosenWeddingDate(values: Pick<AdditionalInfoValues, 'weddingDate' | 'undecided'>): string | null {
  if (values.undecided) return null;
  const date = parseIsoDate(values.weddingDate);
  return date ? formatIsoDate(date) : null;
}

export function validateAdditionalInfo(
  values: AdditionalInfoValues,
  confirmed: AvailabilityConfirmed,
): { ok: true; body: AdditionalInfoBody } | { ok: false; errors: AdditionalInfoErrors } {
  const errors: AdditionalInfoErrors = {};
  const nick = values.nick.trim();
  const nickCheck = checkNick(nick);
  if (!nickCheck.ok) errors.nick = nickCheck.message;
  else if (!confirmed.nick) errors.nick = ACCOUNT_MESSAGES.NICK_CHECK_REQUIRED;

  const regionCheck = checkRegion(values.region);
  if (!regionCheck.ok) errors.region = regionCheck.message;

  const code = normalizeInvitationCode(values.invitationCode);
  if (code) {
    const codeCheck = checkInvitationCode(code);
    if (!codeCheck.ok) errors.invitationCode = codeCheck.message;
    else if (!confirmed.invitationCode) errors.invitationCode = ACCOUNT_MESSAGES.INVITATION_CODE_CHECK_REQUIRED;
  }

  const weddingDate = chosenWeddingDate(values);
  if (!values.undecided && weddingDate === null) errors.weddingDate = ACCOUNT_MESSAGES.WEDDING_DATE_INVALID;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Sent as epoch ms, the start of the day in Seoul, like every other *Tsp (decision 0015).
  const weddingTsp = weddingDate === null ? null : seoulDayStartMs(weddingDate);
  return { ok: true, body: { nick, region: values.region ?? '', invitationCode: code || null, weddingTsp } };
}

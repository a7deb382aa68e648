import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkInvitationCode,
  checkMobilePhone,
  checkName,
  checkNick,
  checkRegion,
  normalizeEmail,
  normalizeInvitationCode,
  SEXES,
} from '@wedding/domain/account-rules';
import { isSmsCode, SMS_MESSAGES } from '@wedding/domain/sms-verification';
import { hasAllRequiredTerms, TERM_KEYS } from '@wedding/domain/terms';
import * as z from 'zod/mini';
import { INSTANT_MAX_MS, INSTANT_MIN_MS } from './input-limits.ts';

export type { Availability, CustomerProfile } from './account-responses.ts';

// Account calls of spec §7 "Session and account". Where the spec hides a path ({token}) the chosen path is
// in decision 0009. Every field check is the domain's, with its Korean message, so a 400 reads well.
// The answers of these calls are in account-responses.ts, so pages that only read them skip these rules.

const ruled = (check: (v: string) => { ok: boolean; message?: string }, fallback: string) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message ?? fallback });
    }),
  );

export const emailField = z.pipe(ruled(checkEmail, ACCOUNT_MESSAGES.EMAIL_INVALID), z.transform(normalizeEmail));
export const mobilePhoneField = ruled(checkMobilePhone, ACCOUNT_MESSAGES.PHONE_RULE);
export const nickField = z.pipe(z.string().check(z.trim()), ruled(checkNick, ACCOUNT_MESSAGES.NICK_RULE));
export const invitationCodeField = z.pipe(
  ruled(checkInvitationCode, ACCOUNT_MESSAGES.INVITATION_CODE_RULE),
  z.transform(normalizeInvitationCode),
);
/** Base64 of the UTF-8 password (spec §5); the service decodes and applies checkPassword. */
export const encodedPasswordField = z
  .string()
  .check(z.minLength(1, ACCOUNT_MESSAGES.PASSWORD_REQUIRED), z.maxLength(200));

/** GET /v3/20240404/customer/email/available?loginId */
export const emailAvailabilityQuerySchema = z.object({ loginId: emailField });
/** GET /v3/20240404/customer/nick/available?nick */
export const nickAvailabilityQuerySchema = z.object({ nick: nickField });
/** GET /v3/20240404/customer/invitation-code/:code/available */
export const invitationCodeParamsSchema = z.object({ code: invitationCodeField });

/** POST /v3/20240404/auth/call?tel&k[&type=findLoginId|findPassword][&loginId] */
export const smsSendQuerySchema = z.object({
  tel: mobilePhoneField,
  /** The spec's client key; accepted and ignored (limits are per phone and per IP, not per key). */
  k: z.optional(z.string().check(z.maxLength(200))),
  type: z.optional(z.enum(['findLoginId', 'findPassword'])),
  /** Only with type=findPassword: the code is sent only if this account has this phone. */
  loginId: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** PUT /v3/20240404/auth/call?tel&token[&type] — `token` is the 6-digit code. */
export const smsVerifyQuerySchema = z.object({
  tel: mobilePhoneField,
  token: z.string().check(z.refine(isSmsCode, SMS_MESSAGES.CODE_RULE)),
  type: z.optional(z.enum(['findLoginId', 'findPassword'])),
});

/** POST /v3/20240404/customer — the spec's parameters, in the body. With joinToken, pwd is not used. */
export const signUpBodySchema = z.object({
  email: emailField,
  pwd: z.optional(encodedPasswordField),
  sex: z.enum(SEXES, { error: ACCOUNT_MESSAGES.SEX_REQUIRED }),
  customerName: z.pipe(z.string().check(z.trim()), ruled(checkName, ACCOUNT_MESSAGES.NAME_RULE)),
  tel: mobilePhoneField,
  telToken: z.string().check(z.minLength(16, SMS_MESSAGES.PROOF_INVALID), z.maxLength(200)),
  terms: z
    .array(z.enum(TERM_KEYS as [string, ...string[]]))
    .check(z.maxLength(TERM_KEYS.length), z.refine(hasAllRequiredTerms, ACCOUNT_MESSAGES.TERMS_REQUIRED)),
  joinToken: z.optional(z.string().check(z.maxLength(2000))),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** PUT /v3/20240404/customer/additional {nick, region, invitationCode, weddingTsp} */
export const additionalInfoBodySchema = z.object({
  nick: nickField,
  region: z.string().check(z.refine((v) => checkRegion(v).ok, ACCOUNT_MESSAGES.REGION_REQUIRED)),
  invitationCode: z.nullish(invitationCodeField),
  /**
   * The wedding day as epoch milliseconds, like every other `*Tsp` (decision 0015): any instant of the day;
   * the server keeps its Seoul calendar date, which GET answers as `weddingDate` (YYYY-MM-DD). null: 미정.
   */
  weddingTsp: z.nullable(
    z
      .number(ACCOUNT_MESSAGES.WEDDING_DATE_INVALID)
      .check(
        z.int(ACCOUNT_MESSAGES.WEDDING_DATE_INVALID),
        z.minimum(INSTANT_MIN_MS, ACCOUNT_MESSAGES.WEDDING_DATE_INVALID),
        z.maximum(INSTANT_MAX_MS, ACCOUNT_MESSAGES.WEDDING_DATE_INVALID),
      ),
  ),
});
export type AdditionalInfoBody = z.input<typeof additionalInfoBodySchema>;

/** PUT /v3/20240404/customer/contract {hasWeddingHallContract, hasSdmContract} */
export const contractFlagsBodySchema = z.object({
  hasWeddingHallContract: z.boolean(),
  hasSdmContract: z.boolean(),
});

/** GET /v3/20240404/customer/login-id?tel&token — `token` is the telToken of a findLoginId verification. */
export const findLoginIdQuerySchema = z.object({
  tel: mobilePhoneField,
  token: z.string().check(z.minLength(16), z.maxLength(200)),
});

/** PUT /v3/20240404/customer/password — reset after a findPassword verification; ends every session. */
export const resetPasswordBodySchema = z.object({
  loginId: emailField,
  tel: mobilePhoneField,
  telToken: z.string().check(z.minLength(16), z.maxLength(200)),
  pwd: encodedPasswordField,
});

/** Stable codes of the account and SMS calls; clients switch on these, never on the Korean message. */
export const ACCOUNT_ERROR_CODES = {
  PHONE_NOT_VERIFIED: 'PHONE_NOT_VERIFIED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  NICK_TAKEN: 'NICK_TAKEN',
  INVITATION_CODE_TAKEN: 'INVITATION_CODE_TAKEN',
  INVALID_JOIN_TOKEN: 'INVALID_JOIN_TOKEN',
  SOCIAL_ALREADY_LINKED: 'SOCIAL_ALREADY_LINKED',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  SMS_RESEND_TOO_SOON: 'SMS_RESEND_TOO_SOON',
  SMS_TOO_MANY_SENDS: 'SMS_TOO_MANY_SENDS',
  SMS_SEND_FAILED: 'SMS_SEND_FAILED',
  SMS_CODE_WRONG: 'SMS_CODE_WRONG',
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  SMS_ATTEMPTS_EXCEEDED: 'SMS_ATTEMPTS_EXCEEDED',
} as const;

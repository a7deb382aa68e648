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
import { isIsoDate } from '@wedding/domain/seoul-calendar';
import { isSmsCode, SMS_MESSAGES } from '@wedding/domain/sms-verification';
import { hasAllRequiredTerms, TERM_KEYS } from '@wedding/domain/terms';
import { z } from 'zod';

// Account calls of spec §7 "Session and account". Where the spec hides a path ({token}) the chosen path is
// in decision 0009. Every field check is the domain's, with its Korean message, so a 400 reads well.

const ruled = (check: (v: string) => { ok: boolean; message?: string }, fallback: string) =>
  z.string().superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message ?? fallback });
  });

export const emailField = ruled(checkEmail, ACCOUNT_MESSAGES.EMAIL_INVALID).transform(normalizeEmail);
export const mobilePhoneField = ruled(checkMobilePhone, ACCOUNT_MESSAGES.PHONE_RULE);
export const nickField = z.string().trim().pipe(ruled(checkNick, ACCOUNT_MESSAGES.NICK_RULE));
export const invitationCodeField = ruled(checkInvitationCode, ACCOUNT_MESSAGES.INVITATION_CODE_RULE).transform(
  normalizeInvitationCode,
);
/** Base64 of the UTF-8 password (spec §5); the service decodes and applies checkPassword. */
export const encodedPasswordField = z.string().min(1, ACCOUNT_MESSAGES.PASSWORD_REQUIRED).max(200);

export const availabilityResponseSchema = z.object({
  item: z.object({ available: z.boolean(), message: z.string() }),
});
export type Availability = z.infer<typeof availabilityResponseSchema>['item'];

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
  k: z.string().max(200).optional(),
  type: z.enum(['findLoginId', 'findPassword']).optional(),
  /** Only with type=findPassword: the code is sent only if this account has this phone. */
  loginId: z.string().trim().max(200).optional(),
});
export const smsSendResponseSchema = z.object({
  item: z.object({ expiresAt: z.number().int(), message: z.string() }),
});

/** PUT /v3/20240404/auth/call?tel&token[&type] — `token` is the 6-digit code. */
export const smsVerifyQuerySchema = z.object({
  tel: mobilePhoneField,
  token: z.string().refine(isSmsCode, SMS_MESSAGES.CODE_RULE),
  type: z.enum(['findLoginId', 'findPassword']).optional(),
});
/** `telToken` proves the phone for 30 minutes to sign-up, find-id or password reset. */
export const smsVerifyResponseSchema = z.object({
  item: z.object({ telToken: z.string(), message: z.string() }),
});

/** POST /v3/20240404/customer — the spec's parameters, in the body. With joinToken, pwd is not used. */
export const signUpBodySchema = z.object({
  email: emailField,
  pwd: encodedPasswordField.optional(),
  sex: z.enum(SEXES, { error: ACCOUNT_MESSAGES.SEX_REQUIRED }),
  customerName: z.string().trim().pipe(ruled(checkName, ACCOUNT_MESSAGES.NAME_RULE)),
  tel: mobilePhoneField,
  telToken: z.string().min(16, SMS_MESSAGES.PROOF_INVALID).max(200),
  terms: z
    .array(z.enum(TERM_KEYS as [string, ...string[]]))
    .max(TERM_KEYS.length)
    .refine(hasAllRequiredTerms, ACCOUNT_MESSAGES.TERMS_REQUIRED),
  joinToken: z.string().max(2000).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** Sign-up signs the new customer in: the client exchanges this like a login. */
export const signUpResponseSchema = z.object({
  item: z.object({ customerUuid: z.string().uuid(), loginToken: z.string() }),
});

export const customerProfileSchema = z.object({
  customerUuid: z.string().uuid(),
  email: z.string().nullable(),
  name: z.string(),
  nick: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  tel: z.string().nullable(),
  region: z.string().nullable(),
  invitationCode: z.string().nullable(),
  /** YYYY-MM-DD; null when undecided. */
  weddingDate: z.string().nullable(),
  hasWeddingHallContract: z.boolean(),
  hasSdmContract: z.boolean(),
  /** Social providers linked to the account; an account without email password shows these. */
  socialProviders: z.array(z.string()),
  hasPassword: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = z.object({ item: customerProfileSchema });

/** PUT /v3/20240404/customer/additional {nick, region, invitationCode, weddingTsp} */
export const additionalInfoBodySchema = z.object({
  nick: nickField,
  region: z.string().refine((v) => checkRegion(v).ok, ACCOUNT_MESSAGES.REGION_REQUIRED),
  invitationCode: invitationCodeField.nullish(),
  /** The wedding day as YYYY-MM-DD (Seoul), or null for 미정. */
  weddingTsp: z.string().refine(isIsoDate, ACCOUNT_MESSAGES.WEDDING_DATE_INVALID).nullable(),
});
export type AdditionalInfoBody = z.input<typeof additionalInfoBodySchema>;

/** PUT /v3/20240404/customer/contract {hasWeddingHallContract, hasSdmContract} */
export const contractFlagsBodySchema = z.object({
  hasWeddingHallContract: z.boolean(),
  hasSdmContract: z.boolean(),
});

/** GET /v3/20240404/customer/login-id?tel&token — `token` is the telToken of a findLoginId verification. */
export const findLoginIdQuerySchema = z.object({ tel: mobilePhoneField, token: z.string().min(16).max(200) });
export const findLoginIdResponseSchema = z.object({
  item: z.object({
    /** Masked: 'mi*******@example.com'. */
    loginId: z.string().nullable(),
    socialProviders: z.array(z.string()),
    /** YYYY-MM-DD the account was created (Seoul). */
    joinedAt: z.string(),
  }),
});

/** PUT /v3/20240404/customer/password — reset after a findPassword verification; ends every session. */
export const resetPasswordBodySchema = z.object({
  loginId: emailField,
  tel: mobilePhoneField,
  telToken: z.string().min(16).max(200),
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

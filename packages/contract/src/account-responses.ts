import { SEXES } from '@wedding/domain/account-rules';
import * as z from 'zod/mini';

// Answers of the account calls (spec §7 "Session and account"), apart from the request schemas in
// account.ts: those build the domain's field rules when loaded, and a page that only reads an answer
// should not download them.

export const availabilityResponseSchema = z.object({
  item: z.object({ available: z.boolean(), message: z.string() }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export type Availability = z.infer<typeof availabilityResponseSchema>['item'];

export const smsSendResponseSchema = z.object({
  item: z.object({ expiresAt: z.number().check(z.int()), message: z.string() }),
});
export type SmsSendResponse = z.infer<typeof smsSendResponseSchema>;

/** `telToken` proves the phone for 30 minutes to sign-up, find-id or password reset. */
export const smsVerifyResponseSchema = z.object({
  item: z.object({ telToken: z.string(), message: z.string() }),
});
export type SmsVerifyResponse = z.infer<typeof smsVerifyResponseSchema>;

/** Sign-up signs the new customer in: the client exchanges this like a login. */
export const signUpResponseSchema = z.object({
  item: z.object({ customerUuid: z.string().check(z.uuid()), loginToken: z.string() }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const customerProfileSchema = z.object({
  customerUuid: z.string().check(z.uuid()),
  email: z.nullable(z.string()),
  name: z.string(),
  nick: z.nullable(z.string()),
  sex: z.nullable(z.enum(SEXES)),
  tel: z.nullable(z.string()),
  region: z.nullable(z.string()),
  invitationCode: z.nullable(z.string()),
  /** YYYY-MM-DD; null when undecided. */
  weddingDate: z.nullable(z.string()),
  hasWeddingHallContract: z.boolean(),
  hasSdmContract: z.boolean(),
  /** Social providers linked to the account; an account without email password shows these. */
  socialProviders: z.array(z.string()),
  hasPassword: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = z.object({ item: customerProfileSchema });
export type CustomerProfileResponse = z.infer<typeof customerProfileResponseSchema>;

export const findLoginIdResponseSchema = z.object({
  item: z.object({
    /** Masked: 'mi*******@example.com'. */
    loginId: z.nullable(z.string()),
    socialProviders: z.array(z.string()),
    /** YYYY-MM-DD the account was created (Seoul). */
    joinedAt: z.string(),
  }),
});
export type FindLoginIdResponse = z.infer<typeof findLoginIdResponseSchema>;

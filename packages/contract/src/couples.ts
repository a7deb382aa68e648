import * as z from 'zod/mini';

// The couple link (issue 30 §1, decision 0061) under /v3/couple: my partner and my open invite, invite, accept,
// unlink. The code's rules (8 characters, 24 hours, 5 wrong tries per 10 minutes) are the domain's couple-link.

export {
  COUPLE_API,
  COUPLE_ERROR_CODES,
  COUPLE_JOIN_PATH,
  COUPLE_PAGE_PATH,
  coupleJoinPath,
} from './couples-constants.ts';

export const coupleInviteSchema = z.object({
  /** 8 characters ('ABCD2345'); shown as 'ABCD-2345'. */
  code: z.string(),
  /** ISO instant the code stops working (24 hours after it was made). */
  expiresAt: z.string(),
  /** The site path of the invite link ('/couple/join/ABCD2345'). */
  joinPath: z.string(),
});
export type CoupleInvite = z.infer<typeof coupleInviteSchema>;

export const couplePartnerSchema = z.object({
  /** The partner's nick, or their name when they have none. */
  name: z.string(),
  /** ISO instant of the link. */
  linkedAt: z.string(),
});
export type CouplePartner = z.infer<typeof couplePartnerSchema>;

export const coupleStatusSchema = z.object({
  /** The linked partner; null when not linked. */
  partner: z.nullable(couplePartnerSchema),
  /** My open invite while not linked and it has not expired; null otherwise. */
  invite: z.nullable(coupleInviteSchema),
});
export type CoupleStatus = z.infer<typeof coupleStatusSchema>;

export const coupleStatusResponseSchema = z.object({ item: coupleStatusSchema });
export const coupleInviteResponseSchema = z.object({ item: coupleInviteSchema });

export const coupleAcceptBodySchema = z.object({
  /** As typed: case, spaces and a hyphen do not matter. */
  code: z.string().check(z.maxLength(20, '코드를 다시 확인해 주세요. 8자리 영문·숫자 코드예요.')),
});
export type CoupleAcceptBody = z.infer<typeof coupleAcceptBodySchema>;

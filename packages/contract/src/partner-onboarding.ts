import { APPLICATION_STATES, DECISION_REASON_MAX_LENGTH } from '@wedding/domain/partner-onboarding';
import * as z from 'zod/mini';

export { ONBOARDING_ERROR_CODES, PARTNER_APPLICATIONS_PATH } from './partner-onboarding-constants.ts';

// Lengths here only bound the body; the domain's checkApplication gives each field's Korean message.
const text = (max: number) => z.string().check(z.maxLength(max));

/** POST /v3/partner-applications: a hall applies for a console account (issue 29 §4). */
export const partnerApplicationBodySchema = z.object({
  bizName: text(200),
  businessNumber: text(40),
  address: text(400),
  region: text(20),
  subRegion: z.optional(z.nullable(text(40))),
  contactName: text(100),
  contactPhone: text(40),
  contactEmail: text(254),
});
export type PartnerApplicationBody = z.infer<typeof partnerApplicationBodySchema>;

export const applicationStateSchema = z.enum(APPLICATION_STATES);

/** What the applicant is shown after applying. */
export const partnerApplicationReceiptSchema = z.object({
  id: z.number(),
  bizName: z.string(),
  businessNumber: z.string(),
  contactEmail: z.string(),
  state: applicationStateSchema,
});
export const partnerApplicationReceiptResponseSchema = z.object({ item: partnerApplicationReceiptSchema });

/** An application as the operator reads it. */
export const partnerApplicationSchema = z.object({
  id: z.number(),
  bizName: z.string(),
  businessNumber: z.string(),
  address: z.string(),
  region: z.string(),
  subRegion: z.nullable(z.string()),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  state: applicationStateSchema,
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.object({ id: z.number(), name: z.nullable(z.string()) })),
  reason: z.nullable(z.string()),
  partner: z.nullable(z.object({ id: z.number(), uuid: z.string() })),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;
export const partnerApplicationResponseSchema = z.object({ item: partnerApplicationSchema });

export const partnerApplicationListQuerySchema = z.object({
  state: z.optional(applicationStateSchema),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export const partnerApplicationListResponseSchema = z.object({
  item: z.object({ applications: z.array(partnerApplicationSchema), hasNext: z.boolean() }),
});

export const applicationIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1)) });

/** Every operator decision carries a reason (a memo for an approval); the domain checks it's there. */
export const operatorReasonBodySchema = z.object({ reason: text(DECISION_REASON_MAX_LENGTH * 4) });

/** An approval's answer: the partner made and the invitation sent to the contact. */
export const approvalResponseSchema = z.object({
  item: z.object({
    application: partnerApplicationSchema,
    invite: z.object({ email: z.string(), url: z.string(), expiresAt: z.string() }),
  }),
});

// --- Finding and pausing partners ---

export const adminPartnerSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.number(),
  bizName: z.string(),
  region: z.string(),
  subRegion: z.nullable(z.string()),
  /** From the approved application, when the partner came through onboarding. */
  businessNumber: z.nullable(z.string()),
  pausedAt: z.nullable(z.string()),
  pauseReason: z.nullable(z.string()),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnerResponseSchema = z.object({ item: adminPartnerSchema });

export const adminPartnerQuerySchema = z.object({
  /** Part of the name, or the 사업자등록번호. */
  q: z.optional(text(60)),
  paused: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export const adminPartnerListResponseSchema = z.object({
  item: z.object({ partners: z.array(adminPartnerSchema), hasNext: z.boolean() }),
});

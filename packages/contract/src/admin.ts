import { OPERATOR_AREAS, OPERATOR_ROLES } from '@wedding/domain/operator-roles';
import * as z from 'zod/mini';

export { ADMIN_API, ADMIN_ERROR_CODES } from './admin-constants.ts';

const email = z.string().check(z.minLength(3), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(200));
const totpCode = z.string().check(z.regex(/^\d{6}$/));
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

export const adminOkResponseSchema = z.object({ item: z.object({ ok: z.literal(true) }) });

/** The signed-in operator and the areas their role reaches. */
export const operatorMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  areas: z.array(z.enum(OPERATOR_AREAS)),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;
export const operatorMeResponseSchema = z.object({ item: operatorMeSchema });

/**
 * POST /v3/admin/auth/sign-in. Email and password, and the 6-digit code once the answer asked for one: every
 * operator has a second factor (issue 29), set up at the first sign-in.
 */
export const operatorSignInBodySchema = z.object({ email, password, totp: z.optional(totpCode) });
export type OperatorSignInBody = z.infer<typeof operatorSignInBodySchema>;

export const operatorSignInSchema = z.discriminatedUnion('step', [
  /** First sign-in: scan this, then sign in again with the app's code (the code confirms the enrolment). */
  z.object({
    step: z.literal('ENROL'),
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as an SVG QR code (a data: URL), as the partner console shows it. */
    qrDataUrl: z.string(),
  }),
  /** The password was right; send it again with the app's code. */
  z.object({ step: z.literal('CODE') }),
  /** Signed in: the `wd_op` cookie is set. */
  z.object({ step: z.literal('SIGNED_IN'), operator: operatorMeSchema }),
]);
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;
export const operatorSignInResponseSchema = z.object({ item: operatorSignInSchema });

const instant = z.iso.datetime({ offset: true });

/** GET /v3/admin/audit: every filter optional; `from` inclusive, `to` exclusive. */
export const operatorAuditQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  action: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  target: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  operator: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  from: z.optional(instant),
  to: z.optional(instant),
});
export type OperatorAuditQuery = z.infer<typeof operatorAuditQuerySchema>;

export const operatorAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  operatorId: z.nullable(z.number()),
  operatorName: z.nullable(z.string()),
  action: z.string(),
  target: z.string(),
  reason: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;
export const operatorAuditResponseSchema = z.object({
  item: z.object({ entries: z.array(operatorAuditEntrySchema), hasNext: z.boolean() }),
});

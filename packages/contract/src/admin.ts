import {
  OPERATOR_AREAS,
  OPERATOR_REASON_MAX_LENGTH,
  OPERATOR_REASON_REQUIRED_MESSAGE,
  OPERATOR_ROLES,
} from '@wedding/domain/operator-roles';
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
export const operatorSignInBodySchema = z.object({
  email,
  password,
  totp: z.optional(totpCode),
  /**
   * Answers step NEW_PASSWORD: the operator's own password in place of a generated one (12 to 200 characters,
   * checked by the service so the refusal is in Korean). Ignored when no change is due.
   */
  newPassword: z.optional(z.string().check(z.maxLength(1000))),
});
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
  /**
   * The password was generated (the CLI or a reset): send it again with `newPassword`; the answer then goes on
   * with the new password (ENROL or CODE). No session exists before the change.
   */
  z.object({ step: z.literal('NEW_PASSWORD') }),
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

/** One operator account as an ADMIN manages it (GET /v3/admin/operators). */
export const operatorAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  totpEnabled: z.boolean(),
  /** A generated password still waits to be replaced at the next sign-in. */
  passwordChangeRequired: z.boolean(),
  createdAt: z.string(),
  /** The newest session's start, or null when the operator never signed in. */
  lastSignInAt: z.nullable(z.string()),
  disabledAt: z.nullable(z.string()),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;
export const operatorAccountsResponseSchema = z.object({
  item: z.object({ operators: z.array(operatorAccountSchema) }),
});
export const operatorAccountResponseSchema = z.object({ item: operatorAccountSchema });

export const operatorIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1)) });

/** Every management action carries a reason (issue 29 §5); blank is refused with a Korean message. */
const reason = z
  .string({ error: OPERATOR_REASON_REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, { error: OPERATOR_REASON_REQUIRED_MESSAGE }),
    z.maxLength(OPERATOR_REASON_MAX_LENGTH, { error: `사유는 ${OPERATOR_REASON_MAX_LENGTH}자까지 입력할 수 있어요.` }),
  );
export const operatorReasonBodySchema = z.object({ reason });
export const operatorRoleBodySchema = z.object({ reason, role: operatorRoleSchema });

/** POST /v3/admin/operators/:id/reset: the new one-time password, answered this once and never stored in clear. */
export const operatorResetResponseSchema = z.object({
  item: z.object({ operator: operatorAccountSchema, oneTimePassword: z.string() }),
});

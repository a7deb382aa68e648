import { STAFF_ROLES } from '@wedding/domain/partner-staff';
import * as z from 'zod/mini';

export { PARTNER_CENTER_API, PARTNER_CENTER_ERROR_CODES, STAFF_ROLE_LABELS } from './partner-center-constants.ts';

const email = z.string().check(z.minLength(3), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(200));
const totpCode = z.string().check(z.regex(/^\d{6}$/));
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** The answer of a console write with nothing else to say. */
export const okResponseSchema = z.object({ item: z.object({ ok: z.literal(true) }) });

/** POST /v3/partner-center/auth/sign-in. The password is plain here (over HTTPS), unlike the customer's base64. */
export const staffSignInBodySchema = z.object({ email, password, totp: z.optional(totpCode) });

/** Who is signed in to the console, and what they may open. */
export const staffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  partner: z.object({ id: z.number(), uuid: z.string(), type: z.number(), bizName: z.string() }),
  /** The STAFF_AREAS this role reaches (domain `mayDo`). */
  areas: z.array(z.string()),
  totpEnabled: z.boolean(),
  /** An OWNER without a second factor: the console opens only the enrolment screen until it is set. */
  mustEnrolTotp: z.boolean(),
  /** Set while an operator has paused the partner (issue 29 §4): when, and the operator's reason. */
  pause: z.nullable(z.object({ at: z.string(), reason: z.string() })),
  /**
   * False while the hall is a DRAFT (issue 29 §4, decision 0059): approved but its profile never published, so it
   * is not in search; the console home says '프로필을 공개하면 검색에 노출돼요' until the first publish.
   */
  listed: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = z.object({ item: staffMeSchema });

/**
 * The signed-in staff member's own 알림톡 number (issue 28): new requests and questions are sent there; null
 * means the console inbox only. The body's number is checked by the domain's mobile rule (400 NOTIFY_TEL_INVALID).
 */
export const staffNotifyTelSchema = z.object({ tel: z.nullable(z.string()) });
export type StaffNotifyTel = z.infer<typeof staffNotifyTelSchema>;
export const staffNotifyTelResponseSchema = z.object({ item: staffNotifyTelSchema });
export const staffNotifyTelBodySchema = z.object({ tel: z.nullable(z.string().check(z.maxLength(20))) });
export type StaffNotifyTelBody = z.infer<typeof staffNotifyTelBodySchema>;

export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (a data: URL), made on the server so the console ships no QR library. */
  qrDataUrl: z.string(),
});
export const totpEnrolmentResponseSchema = z.object({ item: totpEnrolmentSchema });
export const totpCodeBodySchema = z.object({ code: totpCode });

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export const pendingInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export const staffListResponseSchema = z.object({
  item: z.object({ staff: z.array(staffMemberSchema), invites: z.array(pendingInviteSchema) }),
});
export type StaffList = z.infer<typeof staffListResponseSchema>['item'];

export const inviteBodySchema = z.object({ email, role: staffRoleSchema });
/** The link is also in the development outbox; production would mail it. */
export const inviteResponseSchema = z.object({
  /** `url` is absolute when PUBLIC_ORIGIN is set, else a path for the console to complete with its own origin. */
  item: z.object({ id: z.number(), url: z.string(), expiresAt: z.string() }),
});
export const staffRoleBodySchema = z.object({ role: staffRoleSchema });
export const idParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const inviteTokenParamsSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(100)) });
export const inviteInfoResponseSchema = z.object({
  item: z.object({ email: z.string(), role: staffRoleSchema, bizName: z.string() }),
});
export const acceptInviteBodySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(30)),
  password: z.string().check(z.minLength(8), z.maxLength(64)),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staffName: z.nullable(z.string()),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  action: z.optional(z.string().check(z.maxLength(60))),
});
export const auditResponseSchema = z.object({
  item: z.object({ entries: z.array(auditEntrySchema), hasNext: z.boolean() }),
});

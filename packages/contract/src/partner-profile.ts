import { OPERATION_DAY_ORDER } from '@wedding/domain/profile-draft';
import * as z from 'zod/mini';
import { idParam } from './input-limits.ts';

// The partner console's profile drafts (issue 26 §4, decision 0042): GET/PUT /v3/partner-center/profile/draft…,
// publish, versions and restore. Every message is Korean and fit to show under the field.

const text = (label: string, max: number) =>
  z.string(`${label}을(를) 확인해 주세요.`).check(z.maxLength(max, `${label}은(는) ${max}자 이내로 입력해 주세요.`));
const optionalText = (label: string, max: number) => z.optional(z.nullable(text(label, max)));
const count = (label: string) =>
  z
    .number(`${label}은(는) 숫자로 입력해 주세요.`)
    .check(
      z.int(`${label}은(는) 정수로 입력해 주세요.`),
      z.minimum(0, `${label}은(는) 0 이상이어야 해요.`),
      z.maximum(100_000_000, `${label}이(가) 너무 커요.`),
    );
const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시간은 09:00처럼 입력해 주세요.'));

export const TEL_PATTERN = /^(01[016789]|070|02|0[3-6][1-5])-\d{3,4}-\d{4}$/;

export const parkingSchema = z.object({
  inner: z.nullable(count('자체 주차 대수')),
  outer: z.nullable(count('외부 주차 대수')),
  notice: text('주차 안내', 500),
  busRent: z.boolean(),
  busRentNotice: text('대절버스 안내', 500),
});
export const invitationSchema = z.object({
  subway: text('지하철 안내', 300),
  bus: text('버스 안내', 300),
  car: text('자가용 안내', 300),
});
export const operationTimeSchema = z
  .object({ dayKey: z.enum(OPERATION_DAY_ORDER), startTime: hhmm, endTime: hhmm })
  .check(z.refine((t) => t.startTime < t.endTime, '상담 종료 시간은 시작 시간보다 늦어야 해요.'));

/** The venue's draft: each field present is drafted; absent fields keep what is published. */
export const venueDraftSchema = z.object({
  name: z.optional(
    z
      .string('업체명을 입력해 주세요.')
      .check(
        z.trim(),
        z.minLength(1, '업체명을 입력해 주세요.'),
        z.maxLength(60, '업체명은 60자 이내로 입력해 주세요.'),
      ),
  ),
  tel: z.optional(
    z.nullable(z.string().check(z.regex(TEL_PATTERN, '전화번호는 02-1234-5678처럼 하이픈을 넣어 입력해 주세요.'))),
  ),
  notice: optionalText('소개·공지', 2000),
  address: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(5, '주소를 도로명 주소로 입력해 주세요.'),
          z.maxLength(200, '주소는 200자 이내로 입력해 주세요.'),
        ),
    ),
  ),
  address2: optionalText('상세 주소', 200),
  reservationNotice: optionalText('예약 안내', 2000),
  parking: z.optional(z.nullable(parkingSchema)),
  invitation: z.optional(z.nullable(invitationSchema)),
  operationTimes: z.optional(
    z.array(operationTimeSchema).check(
      z.maxLength(8, '상담 시간은 요일마다 하나씩만 입력해 주세요.'),
      z.refine(
        (list) => new Set(list.map((t) => t.dayKey)).size === list.length,
        '같은 요일의 상담 시간이 두 번 있어요.',
      ),
    ),
  ),
});
export type VenueDraft = z.infer<typeof venueDraftSchema>;

export const roomDraftSchema = z.object({
  name: z.optional(
    z
      .string('홀 이름을 입력해 주세요.')
      .check(
        z.trim(),
        z.minLength(1, '홀 이름을 입력해 주세요.'),
        z.maxLength(40, '홀 이름은 40자 이내로 입력해 주세요.'),
      ),
  ),
  rentalFee: z.optional(count('대관료')),
  adultDrinkFee: z.optional(count('음료 대금')),
  mealFee: z.optional(count('식대')),
  weddingGapMinutes: z.optional(
    z.array(count('예식 간격')).check(z.maxLength(6, '예식 간격은 6개까지 입력할 수 있어요.')),
  ),
  suggestPersonnel: z.optional(z.nullable(count('권장 인원'))),
});
export type RoomDraft = z.infer<typeof roomDraftSchema>;

export const profileRoomParamsSchema = z.object({ roomId: idParam('홀을 찾을 수 없어요.') });
export const profileVersionParamsSchema = z.object({ versionId: idParam('버전을 찾을 수 없어요.') });

const fieldState = z.object({
  /** 'updated' | 'deleted' | 'created' | 'unchanged' against what is published (spec §3 Comparison data). */
  status: z.enum(['updated', 'deleted', 'created', 'unchanged']),
  published: z.unknown(),
  draft: z.unknown(),
});

/** What the console's profile screen works on: the published values and the draft, field by field. */
export const profileDraftStateSchema = z.object({
  partnerUuid: z.string(),
  partnerProfileId: z.number(),
  draftedAt: z.nullable(z.string()),
  venue: z.record(z.string(), fieldState),
  rooms: z.array(
    z.object({
      id: z.number(),
      uuid: z.string(),
      name: z.string(),
      draftedAt: z.nullable(z.string()),
      /** The room's preview link with its secret (decision 0033): the detail-preview route. */
      previewPath: z.string(),
      fields: z.record(z.string(), fieldState),
    }),
  ),
  changedCount: z.number(),
});
export type ProfileDraftState = z.infer<typeof profileDraftStateSchema>;
export const profileDraftResponseSchema = z.object({ item: profileDraftStateSchema });

export const profileChangeSchema = z.object({
  roomId: z.nullable(z.number()),
  roomName: z.nullable(z.string()),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const profileVersionSchema = z.object({
  id: z.number(),
  versionNo: z.number(),
  staffName: z.nullable(z.string()),
  restoredFrom: z.nullable(z.number()),
  createdAt: z.string(),
  /** The live version: what couples see now. */
  current: z.boolean(),
  changes: z.array(profileChangeSchema),
  /** Only in a publish's answer: true when this publish first listed the hall (issue 29 §4, decision 0059). */
  listed: z.optional(z.boolean()),
});
export type ProfileVersion = z.infer<typeof profileVersionSchema>;
export const profileVersionResponseSchema = z.object({ item: profileVersionSchema });
export const profileVersionsResponseSchema = z.object({ item: z.array(profileVersionSchema) });

export const PROFILE_ERROR_CODES = {
  /** The draft changes nothing that is published. */
  NOTHING_TO_PUBLISH: 'PROFILE_NOTHING_TO_PUBLISH',
  /** The partner has no profile row to edit (a planner without a venue page). */
  PROFILE_MISSING: 'PROFILE_MISSING',
  VERSION_NOT_FOUND: 'PROFILE_VERSION_NOT_FOUND',
} as const;

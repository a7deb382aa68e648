// Profile drafts of the partner console (issue 26 §4, decision 0042): which venue and room fields a draft may
// hold, their Korean labels, and how a value reads in the preview and the version history.

export const VENUE_DRAFT_FIELDS = [
  'name',
  'tel',
  'notice',
  'address',
  'address2',
  'reservationNotice',
  'parking',
  'invitation',
  'operationTimes',
] as const;
export type VenueDraftField = (typeof VENUE_DRAFT_FIELDS)[number];

export const ROOM_DRAFT_FIELDS = [
  'name',
  'rentalFee',
  'adultDrinkFee',
  'mealFee',
  'weddingGapMinutes',
  'suggestPersonnel',
] as const;
export type RoomDraftField = (typeof ROOM_DRAFT_FIELDS)[number];

export const VENUE_FIELD_LABELS: Readonly<Record<VenueDraftField, string>> = {
  name: '업체명',
  tel: '전화번호',
  notice: '소개·공지',
  address: '주소',
  address2: '상세 주소',
  reservationNotice: '예약 안내',
  parking: '주차',
  invitation: '청첩장 오시는 길',
  operationTimes: '상담 시간',
};

export const ROOM_FIELD_LABELS: Readonly<Record<RoomDraftField | 'images', string>> = {
  name: '홀 이름',
  images: '사진',
  rentalFee: '대관료',
  adultDrinkFee: '음료 대금(1인)',
  mealFee: '식대(1인)',
  weddingGapMinutes: '예식 간격(분)',
  suggestPersonnel: '권장 인원',
};

export const OPERATION_DAY_LABELS: Readonly<Record<string, string>> = {
  mon: '월',
  tue: '화',
  wed: '수',
  thu: '목',
  fri: '금',
  sat: '토',
  sun: '일',
  holiday: '공휴일',
};
export const OPERATION_DAY_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday'] as const;

export type ParkingValue = {
  inner: number | null;
  outer: number | null;
  notice: string;
  busRent: boolean;
  busRentNotice: string;
};
export type InvitationValue = { subway: string; bus: string; car: string };
export type OperationTimeValue = { dayKey: string; startTime: string; endTime: string };

/** Same value, for plain JSON values (objects compared key by key, lists in order). */
export function sameDraftValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A missing text and an empty one read the same on the page.
    return (a ?? '') === (b ?? '') && !(typeof a === 'number' || typeof b === 'number');
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameDraftValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Operation times in the week's order, Monday first, holidays last. */
export function sortOperationTimes<T extends { dayKey: string }>(times: readonly T[]): T[] {
  const rank = (key: string) => OPERATION_DAY_ORDER.indexOf(key as (typeof OPERATION_DAY_ORDER)[number]);
  return [...times].sort((a, b) => rank(a.dayKey) - rank(b.dayKey));
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** A field's value in words ('' for nothing), for the preview rows and the version history. */
export function describeDraftValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field === 'parking') {
    const p = value as ParkingValue;
    const parts = [
      p.inner !== null ? `자체 ${p.inner}대` : '',
      p.outer !== null ? `외부 ${p.outer}대` : '',
      p.notice,
      p.busRent ? `대절버스 운행${p.busRentNotice ? ` (${p.busRentNotice})` : ''}` : '',
    ].filter(Boolean);
    return parts.join(' · ');
  }
  if (field === 'invitation') {
    const v = value as InvitationValue;
    return [v.subway && `지하철: ${v.subway}`, v.bus && `버스: ${v.bus}`, v.car && `자가용: ${v.car}`]
      .filter(Boolean)
      .join(' / ');
  }
  if (field === 'operationTimes') {
    return sortOperationTimes(value as OperationTimeValue[])
      .map((t) => `${OPERATION_DAY_LABELS[t.dayKey] ?? t.dayKey} ${t.startTime}–${t.endTime}`)
      .join(', ');
  }
  if (field === 'weddingGapMinutes') return (value as number[]).map((m) => `${m}분`).join(', ');
  if (field === 'rentalFee' || field === 'mealFee' || field === 'adultDrinkFee') return won(value as number);
  if (field === 'suggestPersonnel') return `${(value as number).toLocaleString('ko-KR')}명`;
  if (field === 'images') return `사진 ${(value as string[]).length}장`;
  return String(value);
}

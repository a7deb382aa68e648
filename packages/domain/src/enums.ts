// Enumerations of spec §9, each with the Korean label the UI shows.
// Codes are the API's wire values; labels are for people.

export type Option<T extends string> = { readonly value: T; readonly label: string };

function options<const T extends string>(entries: readonly (readonly [T, string])[]): readonly Option<T>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

export const PARTNER_TYPE = { WEDDING_HALL: 2, PLANNER: 37 } as const;
export type PartnerType = (typeof PARTNER_TYPE)[keyof typeof PARTNER_TYPE];

export const HALL_STYLES = options([
  ['BRIGHT', '밝은 홀'],
  ['DARK', '어두운 홀'],
  ['CHAPEL', '채플'],
  ['CONVENTION', '컨벤션'],
  ['HOUSE', '하우스'],
  ['HOTEL', '호텔'],
  ['OUTDOOR', '야외'],
  ['HANOK', '한옥'],
  ['SMALL_SCALE', '스몰웨딩'],
] as const);
export type HallStyle = (typeof HALL_STYLES)[number]['value'];

export const MEAL_TYPES = options([
  ['BUFFET', '뷔페'],
  ['ONE_TABLE', '한상차림'],
  ['COURSE', '코스'],
  ['ONE_TABLE_WITH_SEMI_BUFFET', '한상차림+세미뷔페'],
] as const);
export type MealType = (typeof MEAL_TYPES)[number]['value'];

export const CEREMONY_TYPES = options([
  ['SEPARATION', '분리예식'],
  ['SAME_TIME', '동시예식'],
] as const);
export type CeremonyType = (typeof CEREMONY_TYPES)[number]['value'];

/** STATION_AREA means the walk from the station is under 15 minutes (spec §9). */
export const STATION_AREA_MAX_WALK_MINUTES = 15;
export const TRAFFIC_TYPES = options([
  ['STATION_AREA', '역세권(도보 15분 이내)'],
  ['SHUTTLE', '셔틀버스'],
  ['BUS_RENT', '전세버스'],
] as const);
export type TrafficType = (typeof TRAFFIC_TYPES)[number]['value'];

export const ENTRANCE_METHODS = options([
  ['DIRECT', '바로 입장'],
  ['VIA_STAIRS', '계단 입장'],
  ['VIA_HIDDEN_SPACE', '히든 공간 입장'],
  ['VIA_LIFT', '리프트 입장'],
  ['FROM_FRONT', '정면 입장'],
  ['FROM_LOBBY', '로비 입장'],
  ['L_SHAPE', 'ㄱ자 버진로드'],
  ['U_SHAPE', 'U자 버진로드'],
  ['Z_SHAPE', 'Z자 버진로드'],
  ['ETC', '기타'],
] as const);
export type EntranceMethod = (typeof ENTRANCE_METHODS)[number]['value'];

export const WEDDING_DAYS = options([
  ['FRIDAY', '금요일'],
  ['SATURDAY', '토요일'],
  ['SUNDAY', '일요일'],
] as const);
export type WeddingDayOfWeek = (typeof WEDDING_DAYS)[number]['value'];

/** ISO weekday (1 = Monday) of each wedding day, for date arithmetic. */
export const WEDDING_DAY_ISO: Readonly<Record<WeddingDayOfWeek, number>> = { FRIDAY: 5, SATURDAY: 6, SUNDAY: 7 };

// biome-ignore format: seven times a row reads like the timetable it is
/** Slot start times: hourly 09:00 to 21:00 (spec §9). */
export const WEDDING_START_TIMES = [
  '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00',
  '16:00', '17:00', '18:00', '19:00', '20:00', '21:00',
] as const;
export type WeddingStartTime = (typeof WEDDING_START_TIMES)[number];

/**
 * The wedding-time filter: hourly 09:00 to 19:00, then one chip '20:00 ~' covering 20:00 and 21:00.
 * The chip's value is what the API receives in weddingTimes.
 */
export const WEDDING_TIME_FILTERS: readonly { value: string; label: string; times: readonly WeddingStartTime[] }[] = [
  ...WEDDING_START_TIMES.slice(0, 11).map((t) => ({ value: t, label: t, times: [t] as const })),
  { value: '20:00', label: '20:00 ~', times: ['20:00', '21:00'] as const },
];

/**
 * The hold feature's one name (spec §9: CONTRACT is the 'instant remaining-slot hold'; §4 calls it a claim).
 * The hold page, the badge, the filter chip and the buttons that start a hold all read these, so the couple
 * meets one word; it is '확보' (secured for a while), never '확정': a hold is not a confirmed booking.
 */
export const HOLD_FEATURE_NAME = '잔여일정 확보';
export const INSTANT_HOLD_LABEL = `즉시 ${HOLD_FEATURE_NAME}` as const;

export const HALL_LEVELS = options([
  ['RESERVE', '즉시 방문예약'],
  ['CONTRACT', INSTANT_HOLD_LABEL],
] as const);
export type HallLevel = (typeof HALL_LEVELS)[number]['value'];

export const EXTRA_TAGS = options([
  ['DOG_FLOWER_GIRL', '강아지 화동'],
  ['SINGLE_HALL', '단독홀'],
  ['FLOWER_WRAPPING', '꽃 포장'],
  ['CUSTOMIZING', '커스터마이징'],
  ['LARGE_SCREEN', '대형 스크린'],
  ['BANQUET', '연회장'],
  ['SMALL_CEREMONY', '스몰 예식'],
] as const);
export type ExtraTag = (typeof EXTRA_TAGS)[number]['value'];

export const SLOT_SORTS = options([
  ['FINAL_PRICE_ASC', '최종가 낮은순'],
  ['FINAL_PRICE_DESC', '최종가 높은순'],
  ['GUARANTEE_ASC', '보증인원 적은순'],
  ['GUARANTEE_DESC', '보증인원 많은순'],
  ['WEDDING_TIME_ASC', '예식시간 빠른순'],
  ['WEDDING_TIME_DESC', '예식시간 늦은순'],
] as const);
export type SlotSort = (typeof SLOT_SORTS)[number]['value'];
export const DEFAULT_SLOT_SORT: SlotSort = 'FINAL_PRICE_ASC';

/** Slot filter chips and the query parameters each one drives (spec §9). */
export const SLOT_FILTER_TYPES = {
  WEDDING_DAY: ['dayOfWeeks'],
  WEDDING_TIME: ['weddingTimes'],
  GUARANTEE: ['minGuarantee', 'maxGuarantee'],
} as const;
export type SlotFilterType = keyof typeof SLOT_FILTER_TYPES;

export const SLOT_STATES = ['OPEN', 'HELD', 'BOOKED', 'CLOSED'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const USER_TYPES = ['GUEST_USER', 'COMPLETE_AUTH_USER', 'OTHER'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Review list block state (2 normal, 1 blinded) and sorts (2 newest, 4 best) — spec §7. */
export const REVIEW_BLOCK_STATE = { NORMAL: 2, BLINDED: 1 } as const;
export const REVIEW_SORT = { NEWEST: 2, BEST: 4 } as const;
/** Review state: 0 deleted by author, 1 normal, 3 shown as a notice (spec §4). */
export const REVIEW_STATE = { DELETED: 0, NORMAL: 1, NOTICE: 3 } as const;
export const COMMENT_DEPTH = { COMMENT: 1, REPLY: 2 } as const;

export function labelOf<T extends string>(list: readonly Option<T>[], value: T): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

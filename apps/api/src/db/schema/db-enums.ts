import { BOOKING_STATES, type BookingState, VISIT_STATES, type VisitState } from '@wedding/domain/booking-lifecycle';
import { SMS_PURPOSE_BY_TYPE, type SmsPurpose } from '@wedding/domain/sms-verification';

// States the database owns that the spec does not enumerate (spec §3 names the entities only).
// Kept beside the schema so services and CHECK constraints share one list.

export const SEX_VALUES = ['M', 'F'] as const;
export type Sex = (typeof SEX_VALUES)[number];

/** The three social-login providers of spec §2; the contract owns the list. */
export { SOCIAL_PROVIDERS, type SocialProvider } from '@wedding/contract/auth';

/** What an SMS code is for; the domain maps the spec's `type` parameter onto these. */
export const PHONE_VERIFICATION_PURPOSES = Object.values(SMS_PURPOSE_BY_TYPE) as readonly SmsPurpose[];
export type PhoneVerificationPurpose = SmsPurpose;

/** Operation-time keys of the hall profile: one per weekday plus public holidays (spec §3). */
export const OPERATION_DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'holiday'] as const;
export type OperationDayKey = (typeof OPERATION_DAY_KEYS)[number];

export const ALBUM_KINDS = ['OFFICIAL', 'REVIEW'] as const;
export type AlbumKind = (typeof ALBUM_KINDS)[number];

/** Album folder keys; representativeImageUrls is a plain photo list, the others act as folders (spec §3). */
export const ALBUM_GROUP_KEYS = {
  representativeImageUrls: '대표 이미지',
  weddingHall: '웨딩홀',
  amenities: '부대시설',
  banquet: '연회장',
  bridalRoom: '신부대기실',
  exterior: '외관',
} as const;
export type AlbumGroupKey = keyof typeof ALBUM_GROUP_KEYS;

/** ACTIVE rows are the ones the partial unique indexes guard. */
/** A visit's state is its state machine's (issue 27, domain booking-lifecycle). */
export const VISIT_RESERVATION_STATES = VISIT_STATES;
export type VisitReservationState = VisitState;
/** The visit states that keep an hour's place and count as the couple's one open visit to a hall. */
export const OPEN_VISIT_STATES = ['REQUESTED', 'PROPOSED', 'CONFIRMED'] as const satisfies readonly VisitState[];

export const SLOT_HOLD_KINDS = ['HOLD', 'BOOKING'] as const;
export type SlotHoldKind = (typeof SLOT_HOLD_KINDS)[number];
/**
 * A hold's or booking's state is the slot booking machine's (issue 27). A HOLD past expires_at still keeps its
 * slot until a writer marks it EXPIRED.
 */
export const SLOT_HOLD_STATES = BOOKING_STATES;
export type SlotHoldState = BookingState;
/** The states that occupy the slot (the no-double-booking index): the others release it (bookingReleasesSlot). */
export const SLOT_OCCUPYING_STATES = [
  'HOLD',
  'PAID',
  'REQUESTED',
  'CONFIRMED',
] as const satisfies readonly BookingState[];

/** The history of every transition (issue 27): which machine, who moved it. */
export const BOOKING_ENTITY_KINDS = ['VISIT', 'SLOT'] as const;
export type BookingEntityKind = (typeof BOOKING_ENTITY_KINDS)[number];
export const BOOKING_ACTORS = ['COUPLE', 'HALL', 'SYSTEM'] as const;
export { REFUND_STATES } from '@wedding/domain/booking-labels';

/**
 * A deposit payment's life in our ledger (issue 23): PENDING is written before Toss is called; only Toss's DONE
 * makes it CONFIRMED; an answer we could not read makes it UNKNOWN until Toss is asked; a DONE payment we cannot
 * honour goes CANCEL_PENDING until Toss confirms the cancel (CANCELLED).
 */
export const PAYMENT_ATTEMPT_STATES = [
  'PENDING',
  'CONFIRMED',
  'FAILED',
  'CANCEL_PENDING',
  'CANCELLED',
  'UNKNOWN',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];
/** The states a reconciler must still resolve: money may be taken and no booking or refund recorded yet. */
export const UNSETTLED_PAYMENT_STATES = ['PENDING', 'UNKNOWN', 'CANCEL_PENDING'] as const;

export const AD_PLACEMENTS = ['POPULAR', 'SEARCH', 'NEARBY'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const REPORT_TARGET_KINDS = ['REVIEW', 'COMMENT', 'CUSTOMER', 'INQUIRY'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Comment state: 0 deleted by author, 1 normal. */
export const COMMENT_STATE = { DELETED: 0, NORMAL: 1 } as const;
/** Mentor state on reviews and comments: 1 marks a 'new-bride mentor' (새댁멘토) author. */
export const MENTOR_STATE = { NONE: 0, MENTOR: 1 } as const;

/** The two channels a session lives in: the web (httpOnly cookies) and the native app (tokens in bodies). */
export const SESSION_CLIENTS = ['web', 'app'] as const;
export type SessionClient = (typeof SESSION_CLIENTS)[number];

/** Where a 1:1 inquiry started (issue 27 §5). */
export { INQUIRY_ORIGINS, INQUIRY_SIDES } from '@wedding/domain/inquiry';

/** Notifications (issue 28): who an inbox entry is for, which outside channel a delivery uses, and where it is. */
export { NOTIFICATION_AUDIENCES } from '@wedding/domain/notification-catalog';
/** ALIMTALK is 알림톡 with its SMS/LMS fallback (or SMS alone when 알림톡 is off); WEB_PUSH a browser push. */
export const DELIVERY_CHANNELS = ['ALIMTALK', 'WEB_PUSH'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/**
 * PENDING waits for its job (or its time); SENDING is claimed by one worker under a lease; ACCEPTED the provider
 * took it; DELIVERED the provider reported it reached the phone; FELL_BACK the 알림톡 was refused and the SMS/LMS was
 * accepted instead; FAILED will not be tried again (an invalid number, no phone, retries spent); SKIPPED had
 * nowhere to go (no consent, no subscription).
 */
export const DELIVERY_STATES = [
  'PENDING',
  'SENDING',
  'ACCEPTED',
  'DELIVERED',
  'FELL_BACK',
  'FAILED',
  'SKIPPED',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

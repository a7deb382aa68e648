// A partner's listing and pausing (issue 29 §4, decision 0059; Sharetribe's draft → published → closed): what
// lists show, what the public may open, and the Korean texts of a paused partner.

import { PAUSED_CARD_LABEL, PAUSED_NOTICE_DETAIL, PAUSED_NOTICE_TITLE } from './partner-paused-words.ts';

// --- Pausing a partner ---

/** A paused partner takes nothing new and is listed nowhere; what it already has (bookings, visits) stands. */
export function isPartnerPaused(partner: { pausedAt: Date | string | null }): boolean {
  return partner.pausedAt !== null;
}

// The customer app's words (the hall page's notice, the card's label) live in their own module, so its first load
// takes them and not the messages of the API and the consoles below (DESIGN §8 budget: a shared chunk carries
// every export any screen uses).
export { PAUSED_CARD_LABEL, PAUSED_NOTICE_DETAIL, PAUSED_NOTICE_TITLE };

export const PARTNER_PAUSED_MESSAGES = {
  NOTICE: PAUSED_NOTICE_TITLE,
  NOTICE_DETAIL: PAUSED_NOTICE_DETAIL,
  /** 409 to a new visit, hold, booking or inquiry. */
  REFUSED: '지금은 운영을 잠시 멈춘 업체라 새 예약과 문의를 받지 않아요.',
  /** 409 to turning a hold taken before the pause into a booking request; the hold itself lapses as usual. */
  REQUEST_REFUSED:
    '업체가 운영을 잠시 멈춰 이 홀드로 예약 신청을 할 수 없어요. 홀드는 시간이 지나면 자동으로 풀리고, 지금 취소할 수도 있어요.',
  /** The partner console's banner title; the operator's reason follows it. */
  CONSOLE_BANNER: '운영자가 업체 운영을 일시 중지했어요. 검색과 목록에 보이지 않고 새 예약·문의를 받지 않아요.',
  ALREADY_PAUSED: '이미 일시 중지된 업체예요.',
  NOT_PAUSED: '일시 중지된 업체가 아니에요.',
} as const;

// --- A partner's listing (Sharetribe's listing states, the anchor of issue 29) ---

/**
 * Where a partner stands in the public lists: DRAFT (an approved hall whose OWNER has not yet published its
 * profile in the console: Sharetribe's draft/pendingApproval), PUBLISHED (listed), PAUSED (an operator paused it:
 * Sharetribe's closed, reversible). A partner is listed only when PUBLISHED. `listedAt` is set by the first
 * console publish and never cleared; partners that existed before onboarding were listed from the start.
 */
export const LISTING_STATES = ['DRAFT', 'PUBLISHED', 'PAUSED'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export function listingState(partner: {
  listedAt: Date | string | null;
  pausedAt: Date | string | null;
}): ListingState {
  if (partner.listedAt === null) return 'DRAFT';
  return partner.pausedAt === null ? 'PUBLISHED' : 'PAUSED';
}

/** Search, home sections, recommendations, suggestions, the map and slot lists show only listed partners. */
export function isPartnerListed(partner: { listedAt: Date | string | null; pausedAt: Date | string | null }): boolean {
  return listingState(partner) === 'PUBLISHED';
}

/**
 * Whether the public may open the partner's own pages (hall page, partner page, cards by uuid). A DRAFT hall is
 * empty (no photos, rooms or prices) and answers as not found until published; a PAUSED one stays reachable and
 * says so, so couples who saved it keep it.
 */
export function isPartnerPublic(partner: { listedAt: Date | string | null }): boolean {
  return partner.listedAt !== null;
}

export const LISTING_MESSAGES = {
  /** The partner console home's banner while the hall is a DRAFT. */
  DRAFT_BANNER: '프로필을 공개하면 검색에 노출돼요',
  DRAFT_DETAIL:
    '입점이 승인되었지만 아직 고객에게 보이지 않아요. 프로필(연락처, 안내, 운영 시간 등)을 채우고 게시하면 검색과 목록에 나타나요.',
  DRAFT_ACTION: '프로필 채우고 게시하기',
  /** Shown once, after the publish that listed the hall. */
  PUBLISHED_FIRST: '프로필이 공개되어 이제 검색에 노출돼요.',
} as const;

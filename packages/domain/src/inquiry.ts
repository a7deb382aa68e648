// 1:1 inquiries between a couple and a hall or planner (issue 27 §5): the rules both the API and the screens use.

import { formatKoreanDateWithDay, formatWeddingTime } from './korean-date.ts';

/** Where a thread was started: the hall page's '방문 및 할인 문의' area, a slot, or a visit. */
export const INQUIRY_ORIGINS = ['HALL', 'SLOT', 'VISIT'] as const;
export type InquiryOrigin = (typeof INQUIRY_ORIGINS)[number];

/** Who wrote a message. */
export const INQUIRY_SIDES = ['CUSTOMER', 'PARTNER'] as const;
export type InquirySide = (typeof INQUIRY_SIDES)[number];

export const INQUIRY_MESSAGE_MAX = 1000;
export const INQUIRY_IMAGES_MAX = 5;
export const INQUIRY_TEMPLATE_TITLE_MAX = 40;
export const INQUIRY_TEMPLATE_BODY_MAX = 1000;
export const INQUIRY_TEMPLATES_MAX = 30;
/** Messages one couple or one staff member may send a minute; enough to type, too few to flood a hall. */
export const INQUIRY_SENDS_PER_MINUTE = 20;
/** Messages a page, newest page first. */
export const INQUIRY_PAGE_SIZE = 30;

/** When no nick is set: the hall still sees a name, never a phone or an email. */
export const INQUIRY_COUPLE_FALLBACK_NAME = '예비부부';

export const INQUIRY_MESSAGES = {
  EMPTY: '메시지를 입력하거나 사진을 골라 주세요.',
  TOO_LONG: `메시지는 ${INQUIRY_MESSAGE_MAX.toLocaleString('ko-KR')}자까지 보낼 수 있어요.`,
  TOO_MANY_IMAGES: `사진은 한 번에 ${INQUIRY_IMAGES_MAX}장까지 보낼 수 있어요.`,
  TEMPLATE_TITLE: `템플릿 이름을 1~${INQUIRY_TEMPLATE_TITLE_MAX}자로 적어 주세요.`,
  TEMPLATE_BODY: `템플릿 내용을 1~${INQUIRY_TEMPLATE_BODY_MAX.toLocaleString('ko-KR')}자로 적어 주세요.`,
  TEMPLATES_FULL: `템플릿은 ${INQUIRY_TEMPLATES_MAX}개까지 저장할 수 있어요.`,
  RATE_LIMITED: '메시지를 너무 빠르게 보내고 있어요. 잠시 후 다시 보내 주세요.',
  SHARE_PHONE_CONFIRM: '이 문의에서만 업체에 내 휴대폰 번호가 보여요. 공유할까요?',
  NO_PHONE: '계정에 등록된 휴대폰 번호가 없어요. 내 정보에서 번호를 먼저 등록해 주세요.',
} as const;

/** What is wrong with a message, or null: text up to 1,000 characters, up to 5 photos, not both empty. */
export function inquiryMessageProblem(body: string, imageCount: number): string | null {
  const text = body.trim();
  if (text.length === 0 && imageCount === 0) return INQUIRY_MESSAGES.EMPTY;
  if (text.length > INQUIRY_MESSAGE_MAX) return INQUIRY_MESSAGES.TOO_LONG;
  if (imageCount > INQUIRY_IMAGES_MAX) return INQUIRY_MESSAGES.TOO_MANY_IMAGES;
  return null;
}

/** What is wrong with a reply template, or null. */
export function inquiryTemplateProblem(title: string, body: string): string | null {
  const t = title.trim();
  const b = body.trim();
  if (t.length === 0 || t.length > INQUIRY_TEMPLATE_TITLE_MAX) return INQUIRY_MESSAGES.TEMPLATE_TITLE;
  if (b.length === 0 || b.length > INQUIRY_TEMPLATE_BODY_MAX) return INQUIRY_MESSAGES.TEMPLATE_BODY;
  return null;
}

/** The name a hall sees for the couple: their nick, never their phone or email. */
export function coupleDisplayName(nick: string | null | undefined): string {
  const name = nick?.trim();
  return name ? name : INQUIRY_COUPLE_FALLBACK_NAME;
}

/** The other side of a thread: whose messages count as unread for `side`. */
export function otherSide(side: InquirySide): InquirySide {
  return side === 'CUSTOMER' ? 'PARTNER' : 'CUSTOMER';
}

/** What a SLOT or VISIT thread is about (the API's `subject`): a date, a time and, for a slot, its room. */
export type InquirySubjectFields = { date: string; time: string; hallName: string | null };

/**
 * The line both sides read under a thread's title (issue 27 §5: "tied to it"): a slot's wedding day as halls
 * announce it ('예식 일정 2027년 3월 13일 (토) 오후 1시 · 그랜드홀'), a visit's time ('방문 예약 2027년 3월 13일 (토)
 * 14:30'). null for the hall page's general inquiry, or once the slot or visit is gone.
 */
export function inquirySubjectText(origin: InquiryOrigin, subject: InquirySubjectFields | null): string | null {
  if (!subject || origin === 'HALL') return null;
  const day = formatKoreanDateWithDay(subject.date);
  if (origin === 'VISIT') return `방문 예약 ${day} ${subject.time.slice(0, 5)}`;
  return `예식 일정 ${day} ${formatWeddingTime(subject.time)}${subject.hallName ? ` · ${subject.hallName}` : ''}`;
}

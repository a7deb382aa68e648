// What the product tells people (issue 28): every kind of notification, who receives it, whether it is 정보성 or
// promotional, and its words. A kind with a 알림톡 template takes its in-app words from that template (one text,
// reviewed once by Kakao); the others carry their own. The outbox, the delivery job and the inboxes read this.
import {
  ALIMTALK_TEMPLATES,
  type AlimtalkTemplateName,
  LINK_PLACEHOLDERS,
  renderAlimtalk,
  templateVariables,
} from './alimtalk-templates.ts';
import type { MessagePurpose } from './notification-rules.ts';

/** A couple (a customer account) or a hall (every console account of the partner shares its inbox). */
export const NOTIFICATION_AUDIENCES = ['CUSTOMER', 'PARTNER'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

type KindSpec = {
  audience: NotificationAudience;
  purpose: MessagePurpose;
  /** Sent as this 알림톡 (SMS when it is refused or off); in-app words come from it. */
  alimtalk?: AlimtalkTemplateName;
  /** In-app words for kinds without a 알림톡 template, with the same #{변수} placeholders. */
  inApp?: { title: string; body: string };
};

const couple = (alimtalk: AlimtalkTemplateName): KindSpec => ({
  audience: 'CUSTOMER',
  purpose: 'INFORMATIONAL',
  alimtalk,
});
const hall = (alimtalk: AlimtalkTemplateName): KindSpec => ({
  audience: 'PARTNER',
  purpose: 'INFORMATIONAL',
  alimtalk,
});
const coupleInApp = (purpose: MessagePurpose, title: string, body: string): KindSpec => ({
  audience: 'CUSTOMER',
  purpose,
  inApp: { title, body },
});
const hallInApp = (title: string, body: string): KindSpec => ({
  audience: 'PARTNER',
  purpose: 'INFORMATIONAL',
  inApp: { title, body },
});

export const NOTIFICATION_KINDS = {
  // The couple's visits and bookings: each a 정보성 알림톡 with the in-app entry.
  VISIT_CONFIRMED: couple('VISIT_CONFIRMED'),
  VISIT_DECLINED: couple('VISIT_DECLINED'),
  VISIT_PROPOSED: couple('VISIT_PROPOSED'),
  VISIT_EXPIRED: couple('VISIT_EXPIRED'),
  VISIT_CANCELLED_BY_HALL: couple('VISIT_CANCELLED_BY_HALL'),
  VISIT_MOVED: couple('VISIT_MOVED'),
  VISIT_REMINDER: couple('VISIT_REMINDER'),
  BOOKING_CONFIRMED: couple('BOOKING_CONFIRMED'),
  BOOKING_DECLINED: couple('BOOKING_DECLINED'),
  BOOKING_EXPIRED: couple('BOOKING_EXPIRED'),
  BOOKING_CANCELLED_BY_HALL: couple('BOOKING_CANCELLED_BY_HALL'),
  BOOKING_REMINDER: couple('BOOKING_REMINDER'),
  REFUND_DONE: couple('REFUND_DONE'),
  INQUIRY_ANSWERED: couple('INQUIRY_ANSWERED'),
  // Community answers: in-app only (decision 0052: no 알림톡 for what a person wrote in public).
  REVIEW_ANSWERED: coupleInApp('INFORMATIONAL', '내 후기에 웨딩홀이 답글을 남겼어요', '#{웨딩홀}'),
  COMMENT_REPLIED: coupleInApp('INFORMATIONAL', '내 댓글에 답글이 달렸어요', '#{작성자}: #{내용}'),
  // Watches (promotional under Kakao's rules): in-app and web push, never 알림톡, never 21:00–08:00 pushed.
  WATCH_OPENED: coupleInApp('PROMOTIONAL', '기다리던 날짜가 열렸어요', '#{웨딩홀} · #{요약}'),
  PRICE_DROPPED: coupleInApp('PROMOTIONAL', '찜한 일정의 가격이 내려갔어요', '#{웨딩홀} · #{예식일시} · #{가격}'),
  // The hall's side: new work by 알림톡 to its staff; the couple's own moves in the console inbox.
  HALL_NEW_REQUEST: hall('HALL_NEW_REQUEST'),
  HALL_NEW_INQUIRY: hall('HALL_NEW_INQUIRY'),
  HALL_VISIT_CANCELLED: hallInApp('고객이 방문 상담을 취소했어요', '#{고객} · #{일시}'),
  HALL_PROPOSAL_ANSWERED: hallInApp('고객이 제안한 시간에 답했어요', '#{고객} · #{일시} · #{답변}'),
  HALL_BOOKING_CANCELLED: hallInApp('고객이 예식 일정 예약을 취소했어요', '#{고객} · #{일시}'),
  // Review disputes (issue 29 §3): an operator's verdict, with its reason, in-app only (what someone wrote in public).
  REVIEW_REMOVED: coupleInApp(
    'INFORMATIONAL',
    '운영 정책에 따라 내 후기가 삭제되었어요',
    '#{웨딩홀} 후기 · 사유: #{사유}',
  ),
  HALL_DISPUTE_UPHELD: hallInApp('리뷰 신고가 받아들여져 리뷰를 삭제했어요', '#{작성자}님의 리뷰 · 사유: #{사유}'),
  HALL_DISPUTE_REJECTED: hallInApp('리뷰 신고가 기각되어 리뷰가 유지돼요', '#{작성자}님의 리뷰 · 사유: #{사유}'),
  // Moderation (issue 29 §2, decision 0057): an operator's action on what a person wrote, always with its reason.
  // In-app only (no 알림톡 for community matters, decision 0052).
  MODERATION_BLINDED: coupleInApp('INFORMATIONAL', '내 후기가 블라인드 처리되었어요', '#{대상} · 사유: #{사유}'),
  MODERATION_RESTORED: coupleInApp(
    'INFORMATIONAL',
    '블라인드된 내 후기가 다시 공개되었어요',
    '#{대상} · 사유: #{사유}',
  ),
  MODERATION_DELETED: coupleInApp('INFORMATIONAL', '운영 정책에 따라 내 글이 삭제되었어요', '#{대상} · 사유: #{사유}'),
  MODERATION_WARNED: coupleInApp('INFORMATIONAL', '운영 정책 위반으로 경고를 받았어요', '#{대상} · 사유: #{사유}'),
  ACCOUNT_SUSPENDED: coupleInApp('INFORMATIONAL', '계정 이용이 정지되었어요', '기간: #{기간} · 사유: #{사유}'),
  ACCOUNT_UNSUSPENDED: coupleInApp('INFORMATIONAL', '계정 이용 정지가 해제되었어요', '사유: #{사유}'),
  HALL_MODERATION_WARNED: hallInApp('운영 정책 위반으로 경고를 받았어요', '#{대상} · 사유: #{사유}'),
  // The reporter of a decided target: reviewed, and whether something was done (no action named, no reason).
  REPORT_REVIEWED: coupleInApp('INFORMATIONAL', '신고하신 내용을 검토했어요', '#{대상} · #{결과}'),
  HALL_REPORT_REVIEWED: hallInApp('신고하신 고객 문의를 검토했어요', '#{대상} · #{결과}'),
  // The couple link (issue 30 §1, decision 0061): the other account is told in-app when it is linked or unlinked.
  COUPLE_LINKED: coupleInApp(
    'INFORMATIONAL',
    '예비 배우자와 커플로 연결되었어요',
    '#{이름}님과 찜·알림·예식일을 함께 봐요',
  ),
  COUPLE_UNLINKED: coupleInApp(
    'INFORMATIONAL',
    '커플 연결이 해제되었어요',
    '#{이름}님이 연결을 해제했어요. 지금까지의 찜과 알림은 그대로 남아요',
  ),
  // The shortlist's family links (issue 30 §2, decision 0062): a link's votes and comments, in-app only, one entry per
  // link per hour (the rest of that hour fold into it).
  SHORTLIST_FEEDBACK: coupleInApp('INFORMATIONAL', '#{이름}님이 후보 목록에 의견을 남겼어요', '#{내용}'),
} as const satisfies Record<string, KindSpec>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function kindSpec(kind: NotificationKind): KindSpec {
  return NOTIFICATION_KINDS[kind];
}

const PLACEHOLDER = /#\{([^}]+)\}/g;
// The bracketed sender tag Kakao asks for at the top of a 알림톡 ('[웨딩] …'): noise in our own inbox.
const SENDER_TAG = /^\[[^\]]+\]\s*/;

/** The variables a kind needs from the caller (the buttons' #{링크} and #{캘린더} are the entry's own links, added at sending). */
export function kindVariables(kind: NotificationKind): string[] {
  const spec = kindSpec(kind);
  const text = spec.alimtalk
    ? ALIMTALK_TEMPLATES[spec.alimtalk].text
    : `${spec.inApp?.title ?? ''}\n${spec.inApp?.body ?? ''}`;
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export type InAppText = { title: string; body: string };

/**
 * The inbox entry's words: the 알림톡's text without its sender tag (first line the title, the rest the body), or
 * the kind's own. Refuses missing or unneeded variables, as the 알림톡 renderer does.
 */
export function renderInApp(
  kind: NotificationKind,
  values: Readonly<Record<string, string>>,
): { ok: true; text: InAppText } | { ok: false; reason: string } {
  const spec = kindSpec(kind);
  if (spec.alimtalk) {
    const template = ALIMTALK_TEMPLATES[spec.alimtalk];
    // The buttons' addresses are not words: any stand-in renders the text.
    const links = Object.values(LINK_PLACEHOLDERS).filter((name) => templateVariables(template).includes(name));
    const rendered = renderAlimtalk(template, { ...values, ...Object.fromEntries(links.map((n) => [n, '-'])) });
    if (!rendered.ok) return rendered;
    const [first = '', ...rest] = rendered.message.text.split('\n');
    const body = rest
      .join('\n')
      .replace(/^\n+|\n+$/g, '')
      .replace(/\n{2,}/g, '\n');
    return { ok: true, text: { title: first.replace(SENDER_TAG, ''), body } };
  }
  const names = kindVariables(kind);
  const missing = names.filter((n) => !values[n]);
  if (missing.length) return { ok: false, reason: `missing: ${missing.join(', ')}` };
  const extra = Object.keys(values).filter((n) => !names.includes(n));
  if (extra.length) return { ok: false, reason: `not in the template: ${extra.join(', ')}` };
  const fill = (s: string) => s.replace(PLACEHOLDER, (_, name: string) => values[name]!);
  return { ok: true, text: { title: fill(spec.inApp!.title), body: fill(spec.inApp!.body) } };
}

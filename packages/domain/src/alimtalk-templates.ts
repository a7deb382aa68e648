// The KakaoTalk 알림톡 templates (issue 28), as they would be submitted for Kakao's review: a template code, the
// exact text with #{변수} placeholders (line breaks included), and link buttons back to the page. A message must
// be rendered from its template word for word, or the provider refuses it as a template mismatch; so the text
// lives once, here, and both the sender and the tests render through renderAlimtalk.
import type { MessagePurpose } from './notification-rules.ts';

export type AlimtalkButton = { name: string; type: 'WL'; urlMobile: string; urlPc: string };

export type AlimtalkTemplate = {
  code: string;
  /** Kakao accepts 정보성 templates only (issue 28); the registry holds nothing else. */
  purpose: Extract<MessagePurpose, 'INFORMATIONAL'>;
  text: string;
  buttons: readonly AlimtalkButton[];
};

/** The placeholders a button's address is filled from at sending, never by the caller's variables. */
export const LINK_PLACEHOLDERS = {
  /** The page the message is about (the notification's link). */
  page: '링크',
  /** A confirmed visit's calendar file (.ics, issue 28 §4), linked from the 알림톡 itself. */
  calendar: '캘린더',
} as const;

/** One web-link button to the page the message is about (#{링크} is the site-relative path's full address). */
const open = (name: string): AlimtalkButton => ({ name, type: 'WL', urlMobile: '#{링크}', urlPc: '#{링크}' });
/** The visit's calendar file, so the 알림톡 adds it to the phone's calendar in one tap. */
const addToCalendar: AlimtalkButton = { name: '캘린더에 추가', type: 'WL', urlMobile: '#{캘린더}', urlPc: '#{캘린더}' };

const template = (
  code: string,
  lines: readonly string[],
  button: string,
  more: readonly AlimtalkButton[] = [],
): AlimtalkTemplate => ({
  code,
  purpose: 'INFORMATIONAL',
  text: lines.join('\n'),
  buttons: [open(button), ...more],
});

export const ALIMTALK_TEMPLATES = {
  VISIT_CONFIRMED: template(
    'WD_VISIT_CONFIRMED_V1',
    [
      '[웨딩] 방문 상담이 확정되었어요',
      '',
      '#{웨딩홀}',
      '방문 일시: #{방문일시}',
      '',
      '방문 하루 전에 다시 알려드릴게요.',
    ],
    '예약 확인',
    [addToCalendar],
  ),
  VISIT_DECLINED: template(
    'WD_VISIT_DECLINED_V1',
    ['[웨딩] 방문 상담 요청이 거절되었어요', '', '#{웨딩홀}', '방문 일시: #{방문일시}', '사유: #{사유}'],
    '예약 확인',
  ),
  VISIT_PROPOSED: template(
    'WD_VISIT_PROPOSED_V1',
    [
      '[웨딩] 웨딩홀이 다른 방문 시간을 제안했어요',
      '',
      '#{웨딩홀}',
      '제안 일시: #{방문일시}',
      '#{답변기한}까지 수락 또는 거절해 주세요.',
    ],
    '제안 확인',
  ),
  VISIT_EXPIRED: template(
    'WD_VISIT_EXPIRED_V1',
    ['[웨딩] 방문 상담 요청이 취소되었어요', '', '#{웨딩홀}', '방문 일시: #{방문일시}', '사유: #{사유}'],
    '예약 확인',
  ),
  VISIT_CANCELLED_BY_HALL: template(
    'WD_VISIT_CANCELLED_V1',
    ['[웨딩] 웨딩홀이 방문 상담을 취소했어요', '', '#{웨딩홀}', '방문 일시: #{방문일시}', '사유: #{사유}'],
    '예약 확인',
  ),
  VISIT_MOVED: template(
    'WD_VISIT_MOVED_V1',
    [
      '[웨딩] 방문 상담 시간이 변경되었어요',
      '',
      '#{웨딩홀}',
      '변경 전: #{이전일시}',
      '변경 후: #{방문일시}',
      '',
      '방문 하루 전에 다시 알려드릴게요.',
    ],
    '예약 확인',
    [addToCalendar],
  ),
  VISIT_REMINDER: template(
    'WD_VISIT_REMINDER_V1',
    ['[웨딩] 내일 방문 상담이 있어요', '', '#{웨딩홀}', '방문 일시: #{방문일시}', '주소: #{주소}'],
    '예약 확인',
  ),
  BOOKING_CONFIRMED: template(
    'WD_BOOKING_CONFIRMED_V1',
    ['[웨딩] 예식 일정 예약이 확정되었어요', '', '#{웨딩홀}', '예식 일시: #{예식일시}', '예약금: #{예약금}'],
    '예약 확인',
  ),
  BOOKING_DECLINED: template(
    'WD_BOOKING_DECLINED_V1',
    [
      '[웨딩] 예식 일정 예약이 거절되었어요',
      '',
      '#{웨딩홀}',
      '예식 일시: #{예식일시}',
      '사유: #{사유}',
      '환불 금액: #{환불금액}',
    ],
    '예약 확인',
  ),
  BOOKING_EXPIRED: template(
    'WD_BOOKING_EXPIRED_V1',
    [
      '[웨딩] 예식 일정 예약 요청이 취소되었어요',
      '',
      '#{웨딩홀}',
      '예식 일시: #{예식일시}',
      '사유: #{사유}',
      '환불 금액: #{환불금액}',
    ],
    '예약 확인',
  ),
  BOOKING_CANCELLED_BY_HALL: template(
    'WD_BOOKING_CANCELLED_V1',
    [
      '[웨딩] 웨딩홀이 예식 일정 예약을 취소했어요',
      '',
      '#{웨딩홀}',
      '예식 일시: #{예식일시}',
      '사유: #{사유}',
      '환불 금액: #{환불금액}',
    ],
    '예약 확인',
  ),
  REFUND_DONE: template(
    'WD_REFUND_DONE_V1',
    [
      '[웨딩] 예약금 환불이 완료되었어요',
      '',
      '#{웨딩홀}',
      '환불 금액: #{환불금액}',
      '카드사에 따라 3~5영업일이 걸릴 수 있어요.',
    ],
    '환불 내역',
  ),
  BOOKING_REMINDER: template(
    'WD_BOOKING_REMINDER_V1',
    ['[웨딩] 예식이 7일 남았어요', '', '#{웨딩홀}', '예식 일시: #{예식일시}'],
    '예약 확인',
  ),
  INQUIRY_ANSWERED: template(
    'WD_INQUIRY_ANSWERED_V1',
    ['[웨딩] 문의하신 내용에 답변이 왔어요', '', '#{웨딩홀}'],
    '답변 보기',
  ),
  HALL_NEW_REQUEST: template(
    'WD_HALL_NEW_REQUEST_V1',
    ['[웨딩 파트너] 새 #{요청종류}이 도착했어요', '', '일시: #{일시}', '#{답변기한}까지 답변해 주세요.'],
    '파트너센터에서 보기',
  ),
  HALL_NEW_INQUIRY: template(
    'WD_HALL_NEW_INQUIRY_V1',
    ['[웨딩 파트너] 새 1:1 문의가 도착했어요', '', '문의 고객: #{고객}'],
    '파트너센터에서 보기',
  ),
} as const satisfies Record<string, AlimtalkTemplate>;

export type AlimtalkTemplateName = keyof typeof ALIMTALK_TEMPLATES;

const PLACEHOLDER = /#\{([^}]+)\}/g;

/** The placeholders a template's text and buttons use, each once, in order of first use. */
export function templateVariables(template: AlimtalkTemplate): string[] {
  const all = [template.text, ...template.buttons.flatMap((b) => [b.urlMobile, b.urlPc])].join('\n');
  return [...new Set([...all.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export type RenderedAlimtalk = { code: string; text: string; buttons: AlimtalkButton[] };

/**
 * The message exactly as the template reads with `values` put in, or why not: every placeholder needs a value,
 * and no value may be passed that the template does not use (it would hold personal data the template does not
 * need, issue 28 §6). A value may not carry a placeholder of its own.
 */
export function renderAlimtalk(
  template: AlimtalkTemplate,
  values: Readonly<Record<string, string>>,
): { ok: true; message: RenderedAlimtalk } | { ok: false; reason: string } {
  const names = templateVariables(template);
  const missing = names.filter((n) => values[n] === undefined || values[n] === '');
  if (missing.length) return { ok: false, reason: `missing: ${missing.join(', ')}` };
  const extra = Object.keys(values).filter((n) => !names.includes(n));
  if (extra.length) return { ok: false, reason: `not in the template: ${extra.join(', ')}` };
  if (Object.values(values).some((v) => /#\{/.test(v))) return { ok: false, reason: 'a value holds a placeholder' };
  const fill = (s: string) => s.replace(PLACEHOLDER, (_, name: string) => values[name]!);
  return {
    ok: true,
    message: {
      code: template.code,
      text: fill(template.text),
      buttons: template.buttons.map((b) => ({ ...b, urlMobile: fill(b.urlMobile), urlPc: fill(b.urlPc) })),
    },
  };
}

import { describe, expect, it } from 'vitest';
import { ALIMTALK_TEMPLATES, renderAlimtalk, templateVariables } from '../src/alimtalk-templates.ts';

const templates = Object.values(ALIMTALK_TEMPLATES);

describe('알림톡 templates (issue 28)', () => {
  it('are all 정보성, each with its own code and a link button back to the page', () => {
    expect(templates.every((t) => t.purpose === 'INFORMATIONAL')).toBe(true);
    expect(new Set(templates.map((t) => t.code)).size).toBe(templates.length);
    for (const t of templates) {
      // The first button opens the page; a confirmed or moved visit's second adds it to the calendar.
      expect(t.buttons[0]).toMatchObject({ type: 'WL', urlMobile: '#{링크}', urlPc: '#{링크}' });
      for (const extra of t.buttons.slice(1))
        expect(extra).toEqual({ name: '캘린더에 추가', type: 'WL', urlMobile: '#{캘린더}', urlPc: '#{캘린더}' });
      // Kakao allows at most 5 buttons, names of at most 14 characters.
      expect(t.buttons.length).toBeLessThanOrEqual(5);
      expect(t.buttons.every((b) => b.name.length <= 14)).toBe(true);
      // Kakao's limit for a template's text is 1,000 characters.
      expect(t.text.length).toBeLessThanOrEqual(1000);
    }
  });

  it('renders a confirmed visit word for word, line breaks included, with its calendar file as a second button', () => {
    const result = renderAlimtalk(ALIMTALK_TEMPLATES.VISIT_CONFIRMED, {
      웨딩홀: '라온컨벤션',
      방문일시: '2026년 12월 5일 (토) 14:00',
      링크: 'https://wedding.example/mypage/bookings',
      캘린더: 'https://wedding.example/v3/calendar/visits/12.abc.ics',
    });
    expect(result).toEqual({
      ok: true,
      message: {
        code: 'WD_VISIT_CONFIRMED_V1',
        text:
          '[웨딩] 방문 상담이 확정되었어요\n\n라온컨벤션\n방문 일시: 2026년 12월 5일 (토) 14:00\n\n' +
          '방문 하루 전에 다시 알려드릴게요.',
        buttons: [
          {
            name: '예약 확인',
            type: 'WL',
            urlMobile: 'https://wedding.example/mypage/bookings',
            urlPc: 'https://wedding.example/mypage/bookings',
          },
          {
            name: '캘린더에 추가',
            type: 'WL',
            urlMobile: 'https://wedding.example/v3/calendar/visits/12.abc.ics',
            urlPc: 'https://wedding.example/v3/calendar/visits/12.abc.ics',
          },
        ],
      },
    });
    expect(templateVariables(ALIMTALK_TEMPLATES.VISIT_CONFIRMED)).toEqual(['웨딩홀', '방문일시', '링크', '캘린더']);
  });

  it('lists the variables a template needs, and refuses a missing, an empty or an unneeded one', () => {
    expect(templateVariables(ALIMTALK_TEMPLATES.REFUND_DONE)).toEqual(['웨딩홀', '환불금액', '링크']);
    const values = { 웨딩홀: '라온컨벤션', 환불금액: '225,000원', 링크: 'https://wedding.example/mypage/bookings' };
    expect(renderAlimtalk(ALIMTALK_TEMPLATES.REFUND_DONE, values).ok).toBe(true);
    expect(renderAlimtalk(ALIMTALK_TEMPLATES.REFUND_DONE, { ...values, 환불금액: '' })).toEqual({
      ok: false,
      reason: 'missing: 환불금액',
    });
    // A phone number the template does not show is personal data the message must not carry.
    expect(renderAlimtalk(ALIMTALK_TEMPLATES.REFUND_DONE, { ...values, 전화번호: '010-1234-5678' })).toEqual({
      ok: false,
      reason: 'not in the template: 전화번호',
    });
    expect(renderAlimtalk(ALIMTALK_TEMPLATES.REFUND_DONE, { ...values, 웨딩홀: '#{환불금액}' }).ok).toBe(false);
  });

  it('renders every template once its variables are given', () => {
    for (const t of templates) {
      const values = Object.fromEntries(templateVariables(t).map((name) => [name, `값-${name}`]));
      const result = renderAlimtalk(t, values);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.message.text).not.toMatch(/#\{/);
    }
  });
});

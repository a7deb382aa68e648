import { describe, expect, it } from 'vitest';
import { ALIMTALK_TEMPLATES } from '../src/alimtalk-templates.ts';
import { kindVariables, NOTIFICATION_KINDS, renderInApp } from '../src/notification-catalog.ts';

const kinds = Object.entries(NOTIFICATION_KINDS);

describe('the notification catalog (issue 28)', () => {
  it('sends no promotion by 알림톡: watches and price drops are in-app and web push only', () => {
    const promotional = kinds.filter(([, spec]) => spec.purpose === 'PROMOTIONAL').map(([kind]) => kind);
    expect(promotional.sort()).toEqual(['PRICE_DROPPED', 'WATCH_OPENED']);
    for (const [, spec] of kinds) if (spec.purpose === 'PROMOTIONAL') expect('alimtalk' in spec).toBe(false);
  });

  it('gives every 알림톡 template a kind, so no reviewed template goes unused', () => {
    const used = new Set(kinds.flatMap(([, spec]) => ('alimtalk' in spec ? [spec.alimtalk] : [])));
    expect([...used].sort()).toEqual(Object.keys(ALIMTALK_TEMPLATES).sort());
  });

  it('takes the inbox words from the 알림톡, without its sender tag, first line the title', () => {
    expect(
      renderInApp('VISIT_MOVED', {
        웨딩홀: '라온컨벤션',
        이전일시: '12월 5일 (토) 14:00',
        방문일시: '12월 6일 (일) 11:00',
      }),
    ).toEqual({
      ok: true,
      text: {
        title: '방문 상담 시간이 변경되었어요',
        body: '라온컨벤션\n변경 전: 12월 5일 (토) 14:00\n변경 후: 12월 6일 (일) 11:00\n방문 하루 전에 다시 알려드릴게요.',
      },
    });
    expect(renderInApp('HALL_NEW_INQUIRY', { 고객: '봄신부' })).toEqual({
      ok: true,
      text: { title: '새 1:1 문의가 도착했어요', body: '문의 고객: 봄신부' },
    });
  });

  it('renders in-app-only kinds from their own words and refuses missing or extra values', () => {
    expect(kindVariables('COMMENT_REPLIED')).toEqual(['작성자', '내용']);
    expect(renderInApp('COMMENT_REPLIED', { 작성자: '가을신랑', 내용: '저도 궁금해요' })).toEqual({
      ok: true,
      text: { title: '내 댓글에 답글이 달렸어요', body: '가을신랑: 저도 궁금해요' },
    });
    expect(renderInApp('COMMENT_REPLIED', { 작성자: '가을신랑' })).toEqual({ ok: false, reason: 'missing: 내용' });
    expect(renderInApp('VISIT_CONFIRMED', { 웨딩홀: 'a', 방문일시: 'b', 전화번호: '010' })).toMatchObject({
      ok: false,
    });
  });
});

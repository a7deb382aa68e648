import { describe, expect, it } from 'vitest';
import {
  coupleDisplayName,
  INQUIRY_MESSAGES,
  inquiryMessageProblem,
  inquirySubjectText,
  inquiryTemplateProblem,
  otherSide,
} from '../src/inquiry.ts';

describe('issue 27 §5 inquiries: text and photos', () => {
  it('refuses an empty message, but a photo alone is a message', () => {
    expect(inquiryMessageProblem('   ', 0)).toBe(INQUIRY_MESSAGES.EMPTY);
    expect(inquiryMessageProblem('', 1)).toBeNull();
  });
  it('takes up to 1,000 characters and 5 photos', () => {
    expect(inquiryMessageProblem('가'.repeat(1000), 5)).toBeNull();
    expect(inquiryMessageProblem('가'.repeat(1001), 0)).toBe('메시지는 1,000자까지 보낼 수 있어요.');
    expect(inquiryMessageProblem('안녕하세요', 6)).toBe('사진은 한 번에 5장까지 보낼 수 있어요.');
  });
});

describe("issue 27 §5: the couple's phone number and email are never shown to the hall", () => {
  it('names the couple by nick, or a neutral name without one', () => {
    expect(coupleDisplayName('봄신부')).toBe('봄신부');
    expect(coupleDisplayName(null)).toBe('예비부부');
    expect(coupleDisplayName('  ')).toBe('예비부부');
  });
});

describe('issue 27 §5: unread counts for both sides', () => {
  it("counts the other side's messages", () => {
    expect(otherSide('CUSTOMER')).toBe('PARTNER');
    expect(otherSide('PARTNER')).toBe('CUSTOMER');
  });
});

describe('issue 27 §5: halls answer with saved reply templates', () => {
  it('needs a title of 1–40 and a body of 1–1,000 characters', () => {
    expect(inquiryTemplateProblem('주차 안내', '주차는 2시간 무료입니다.')).toBeNull();
    expect(inquiryTemplateProblem('', '내용')).toBe(INQUIRY_MESSAGES.TEMPLATE_TITLE);
    expect(inquiryTemplateProblem('가'.repeat(41), '내용')).toBe(INQUIRY_MESSAGES.TEMPLATE_TITLE);
    expect(inquiryTemplateProblem('제목', ' ')).toBe(INQUIRY_MESSAGES.TEMPLATE_BODY);
  });
});

describe('issue 27 §5: a thread started from a slot or a visit is tied to it', () => {
  it('names the slot as halls announce it, with its room, and the visit by its time', () => {
    const slot = { date: '2027-03-13', time: '13:00', hallName: '그랜드홀' };
    expect(inquirySubjectText('SLOT', slot)).toBe('예식 일정 2027년 3월 13일 (토) 오후 1시 · 그랜드홀');
    expect(inquirySubjectText('VISIT', { date: '2027-03-13', time: '14:30', hallName: null })).toBe(
      '방문 예약 2027년 3월 13일 (토) 14:30',
    );
  });
  it("says nothing for the hall page's general inquiry or a subject that is gone", () => {
    expect(inquirySubjectText('HALL', null)).toBeNull();
    expect(inquirySubjectText('SLOT', null)).toBeNull();
  });
});

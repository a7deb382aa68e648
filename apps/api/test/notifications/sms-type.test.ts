import { describe, expect, it } from 'vitest';
import { cutToBytes, eucKrByteLength, textMessageFields } from '../../src/modules/notifications/providers/sms-type.ts';

describe('SMS or LMS by EUC-KR bytes (Solapi: SMS 90 bytes, LMS subject 40 bytes)', () => {
  it('counts ASCII as one byte and Hangul as two', () => {
    expect(eucKrByteLength('abc 123')).toBe(7);
    expect(eucKrByteLength('웨딩')).toBe(4);
    expect(eucKrByteLength('[웨딩] 예약')).toBe(11);
  });

  it('sends 90 bytes as SMS and 91 as LMS', () => {
    expect(textMessageFields('가'.repeat(45))).toEqual({ type: 'SMS' });
    expect(textMessageFields(`${'가'.repeat(45)}a`).type).toBe('LMS');
  });

  it('gives an LMS its first line as subject, cut to 40 bytes without splitting a character', () => {
    const text = `[웨딩] 방문 상담이 확정되었어요\n\n${'본문'.repeat(40)}`;
    expect(textMessageFields(text)).toEqual({ type: 'LMS', subject: '[웨딩] 방문 상담이 확정되었어요' });
    const long = `${'가'.repeat(30)}\n${'나'.repeat(60)}`;
    const fields = textMessageFields(long);
    expect(fields).toEqual({ type: 'LMS', subject: '가'.repeat(20) });
    expect(cutToBytes('a가나', 4)).toBe('a가');
  });
});

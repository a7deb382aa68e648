import { describe, expect, it } from 'vitest';
import * as messages from '../src/messages.ts';

describe('spec §5 and §8 messages quoted in Korean are verbatim', () => {
  it('like requires login: 로그인 후 이용해주세요.', () => {
    expect(messages.LIKE_LOGIN_REQUIRED).toBe('로그인 후 이용해주세요.');
  });

  it('hall like failure: 오류가 발생했습니다.', () => {
    expect(messages.HALL_LIKE_FAILED).toBe('오류가 발생했습니다.');
  });

  it('login required confirm and session expired', () => {
    expect(messages.LOGIN_REQUIRED_CONFIRM).toBe('이 서비스는 로그인이 필요합니다. 로그인하시겠어요?');
    expect(messages.SESSION_EXPIRED).toBe('로그인 세션이 만료되었습니다. 다시 로그인해주세요.');
  });

  it('the four empty states', () => {
    expect(messages.EMPTY_REVIEWS).toBe('아직 작성된 후기가 없어요. 후기를 작성해 주세요.');
    expect(messages.EMPTY_OFFICIAL_IMAGES).toBe('공식 이미지가 없습니다.');
    expect(messages.EMPTY_REVIEW_IMAGES).toBe('아직 후기 이미지가 없어요. 후기를 작성해 주세요.');
    expect(messages.EMPTY_SLOTS).toBe('오픈된 잔여 일정이 없어요. 웨딩홀 전문가에게 문의해 보세요.');
  });

  it('mentor label 새댁멘토', () => {
    expect(messages.MENTOR_LABEL).toBe('새댁멘토');
  });
});

describe('spec §8 block failure shows the server msg or the generic retry message', () => {
  it('prefers the server message', () => {
    expect(messages.blockFailureMessage('이미 차단한 사용자입니다.')).toBe('이미 차단한 사용자입니다.');
  });

  it('falls back when there is none', () => {
    expect(messages.blockFailureMessage(undefined)).toBe(messages.UNEXPECTED_ERROR_RETRY);
    expect(messages.blockFailureMessage('  ')).toBe(messages.UNEXPECTED_ERROR_RETRY);
  });
});

describe('every message is non-empty Korean text', () => {
  it.each(Object.entries(messages).filter(([, v]) => typeof v === 'string'))('%s', (_name, value) => {
    expect(value).toMatch(/[가-힣]/);
    expect((value as string).trim()).toBe(value);
  });
});

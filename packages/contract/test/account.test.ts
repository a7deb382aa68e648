import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { describe, expect, it } from 'vitest';
import { additionalInfoBodySchema, signUpBodySchema, smsVerifyQuerySchema } from '../src/account.ts';

const valid = {
  email: ' Minji@Example.com ',
  pwd: 'YWJjZDEyIUA=',
  sex: 'F',
  customerName: '김민지',
  tel: '010-1234-5678',
  telToken: 'x'.repeat(32),
  terms: ['AGE_OVER_14', 'SERVICE', 'PRIVACY'],
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('sign-up body (spec §7 POST /v3/20240404/customer)', () => {
  it('accepts the spec parameters and normalises the email', () => {
    const parsed = signUpBodySchema.parse(valid);
    expect(parsed.email).toBe('minji@example.com');
  });
  it('explains each bad field in Korean', () => {
    expect(messages(signUpBodySchema.safeParse({ ...valid, email: 'minji' }))).toEqual([
      ACCOUNT_MESSAGES.EMAIL_INVALID,
    ]);
    expect(messages(signUpBodySchema.safeParse({ ...valid, tel: '01012345678' }))).toEqual([
      ACCOUNT_MESSAGES.PHONE_RULE,
    ]);
    expect(messages(signUpBodySchema.safeParse({ ...valid, customerName: '김' }))).toEqual([
      ACCOUNT_MESSAGES.NAME_RULE,
    ]);
    expect(messages(signUpBodySchema.safeParse({ ...valid, terms: ['SERVICE'] }))).toEqual([
      ACCOUNT_MESSAGES.TERMS_REQUIRED,
    ]);
    expect(messages(signUpBodySchema.safeParse({ ...valid, sex: 'X' }))).toEqual([ACCOUNT_MESSAGES.SEX_REQUIRED]);
  });
  it('refuses unknown term keys', () => {
    expect(signUpBodySchema.safeParse({ ...valid, terms: [...valid.terms, 'EVERYTHING'] }).success).toBe(false);
  });
});

describe('additional info and SMS verify', () => {
  it('takes the wedding day as epoch ms like every *Tsp, or null for 미정 (decision 0015)', () => {
    const base = { nick: '예비신부', region: '서울', invitationCode: 'ab12cd' };
    expect(additionalInfoBodySchema.parse({ ...base, weddingTsp: null }).invitationCode).toBe('AB12CD');
    const day = Date.parse('2027-03-24T00:00:00+09:00');
    expect(additionalInfoBodySchema.parse({ ...base, weddingTsp: day }).weddingTsp).toBe(day);
    // A date string (the old convention), a fraction and an instant past 2100 are all refused.
    for (const bad of ['2027-03-24', 1.5, 9_007_199_254_740_991]) {
      expect(messages(additionalInfoBodySchema.safeParse({ ...base, weddingTsp: bad }))).toEqual([
        ACCOUNT_MESSAGES.WEDDING_DATE_INVALID,
      ]);
    }
    expect(messages(additionalInfoBodySchema.safeParse({ ...base, region: '도쿄', weddingTsp: null }))).toEqual([
      ACCOUNT_MESSAGES.REGION_REQUIRED,
    ]);
  });
  it('needs a six-digit code', () => {
    expect(smsVerifyQuerySchema.safeParse({ tel: '010-1234-5678', token: '12345' }).success).toBe(false);
    expect(smsVerifyQuerySchema.safeParse({ tel: '010-1234-5678', token: '123456' }).success).toBe(true);
  });
});

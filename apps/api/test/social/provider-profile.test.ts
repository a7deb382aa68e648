import { describe, expect, it } from 'vitest';
import { readProfile } from '../../src/modules/social/provider-profile.ts';

describe('readProfile', () => {
  it('reads OpenID Connect claims, with nickname when there is no name', () => {
    expect(readProfile({ sub: 'abc', email: 'a@example.com', name: '김하나' })).toEqual({
      subject: 'abc',
      email: 'a@example.com',
      name: '김하나',
    });
    expect(readProfile({ sub: '123', nickname: '하나' })).toEqual({ subject: '123', email: null, name: '하나' });
  });

  it("reads Naver's envelope and Kakao's own API shape (numeric id)", () => {
    expect(
      readProfile({
        resultcode: '00',
        message: 'success',
        response: { id: 'nv1', email: 'n@example.com', name: '네이버' },
      }),
    ).toEqual({ subject: 'nv1', email: 'n@example.com', name: '네이버' });
    expect(
      readProfile({ id: 4012345678, kakao_account: { email: 'k@example.com', profile: { nickname: '카카오' } } }),
    ).toEqual({ subject: '4012345678', email: 'k@example.com', name: '카카오' });
  });

  it('drops an email the provider has not verified', () => {
    expect(readProfile({ sub: 'a', email: 'x@example.com', email_verified: false })?.email).toBeNull();
    expect(readProfile({ sub: 'a', email: 'x@example.com', email_verified: 'false' })?.email).toBeNull();
    expect(
      readProfile({ id: 1, kakao_account: { email: 'x@example.com', is_email_verified: false } })?.email,
    ).toBeNull();
    expect(readProfile({ sub: 'a', email: 'x@example.com', email_verified: 'true' })?.email).toBe('x@example.com');
  });

  it('is null without a subject', () => {
    expect(readProfile({ email: 'x@example.com' })).toBeNull();
    expect(readProfile({ resultcode: '024', message: 'Authentication failed' })).toBeNull();
    expect(readProfile({ sub: '  ' })).toBeNull();
  });
});

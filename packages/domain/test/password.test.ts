import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword } from '../src/password.ts';

describe('spec §5 password is base64 encoded before sending', () => {
  it('encodes ASCII as plain base64', () => {
    expect(encodePassword('password1!')).toBe('cGFzc3dvcmQxIQ==');
    expect(encodePassword('')).toBe('');
  });

  it('encodes the UTF-8 bytes, so Korean and emoji work', () => {
    expect(encodePassword('비밀번호')).toBe(Buffer.from('비밀번호', 'utf8').toString('base64'));
    expect(encodePassword('웨딩💍2026')).toBe(Buffer.from('웨딩💍2026', 'utf8').toString('base64'));
  });

  it('round-trips', () => {
    for (const plain of ['a', 'Pa$$w0rd', '한글비번123', '💍💐', ' spaces kept ']) {
      expect(decodePassword(encodePassword(plain))).toBe(plain);
    }
  });

  it('refuses text that is not base64 of UTF-8', () => {
    expect(() => decodePassword('***')).toThrow();
    expect(() => decodePassword(btoa('\xff\xfe'))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { AUTH_PAGE_PREFIXES, isAuthPage, shouldShowLoginPrompt } from '../src/login-prompt.ts';

describe('spec §2 public auth routes', () => {
  it('lists the auth route prefixes', () => {
    expect(AUTH_PAGE_PREFIXES).toEqual(['/sign-in', '/sign-up', '/find-id', '/find-pw', '/social']);
  });

  it.each([
    '/sign-in/social',
    '/sign-in/email',
    '/sign-up/1',
    '/sign-up/2',
    '/find-id',
    '/find-id/complete',
    '/find-pw',
    '/find-pw/complete',
    '/social/redirect',
    '/social/kakao',
    '/sign-in/email?next=/mypage',
  ])('%s is an auth page', (path) => {
    expect(isAuthPage(path)).toBe(true);
  });

  it.each(['/', '/weddinghall/home', '/mypage', '/sign-additional/2', '/sign-inx', '/my-interest/like'])(
    '%s is not an auth page',
    (path) => {
      expect(isAuthPage(path)).toBe(false);
    },
  );
});

describe('spec §4 login prompt: throttled to one per 5 seconds by default and skipped on auth pages', () => {
  const t0 = 1_000_000;

  it('shows the first prompt', () => {
    expect(shouldShowLoginPrompt({ now: t0, lastShownAt: null, pathname: '/weddinghall/home' })).toBe(true);
  });

  it('suppresses prompts within 5000 ms of the last one; at 5000 ms it shows again', () => {
    expect(shouldShowLoginPrompt({ now: t0 + 4999, lastShownAt: t0, pathname: '/mypage' })).toBe(false);
    expect(shouldShowLoginPrompt({ now: t0 + 5000, lastShownAt: t0, pathname: '/mypage' })).toBe(true);
  });

  it('never shows on auth pages', () => {
    expect(shouldShowLoginPrompt({ now: t0, lastShownAt: null, pathname: '/sign-in/email' })).toBe(false);
    expect(shouldShowLoginPrompt({ now: t0 + 60_000, lastShownAt: t0, pathname: '/social/redirect' })).toBe(false);
  });

  it('accepts another throttle and a Date for now', () => {
    expect(shouldShowLoginPrompt({ now: t0 + 1000, lastShownAt: t0, pathname: '/', throttleMs: 1000 })).toBe(true);
    expect(shouldShowLoginPrompt({ now: new Date(t0 + 4000), lastShownAt: t0, pathname: '/' })).toBe(false);
  });
});

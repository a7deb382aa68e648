import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIKE_LOCK_MS } from '@wedding/domain/constants';
import { HALL_LIKE_FAILED, LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patchHallLike } from '../../src/features/halls/lib/patch-hall-like.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { hall } from '../helpers/halls.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

const HALL = hall({ partnerUuid: '11111111-1111-4111-8111-111111111111', partnerName: '더채플앳청담' });
const HEART = '더채플앳청담 찜하기';
const LIKE_PATH = `/v3/20240729/partner/${HALL.partnerUuid}/like`;

function homeWith(handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/v3/public/wedding/day/remaining-wedding-days': () => json({ item: [], total: 0 }),
    '/v3/book/events': () => json({ item: [] }),
    '/v3/book/popular-wedding-halls': () => json({ item: [HALL] }),
    ...handlers,
  });
}

afterEach(() => vi.useRealTimers());

// spec §4 hall like toggle, §5 like requires login, §8 hall-like failure toast, §9 like lock 300 ms.
describe('hall heart (home, search results, nearby halls, hall page)', () => {
  // Issue 25: the alert offered only 확인; a guest who wants to like has no way on from there.
  it('a guest gets 로그인 후 이용해주세요. with a 로그인 button that leads to sign-in and back, and no request is made', async () => {
    const fetchMock = homeWith();
    const { router } = renderRoute('/weddinghall/home');
    const heart = await screen.findByRole('button', { name: HEART });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    await userEvent.click(heart);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(LIKE_LOGIN_REQUIRED);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/like'))).toBe(false);
    // 취소, then a second tap at once: asked again (a heart tap is deliberate, not throttled).
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await userEvent.click(heart);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '로그인' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/sign-in/social?returnTo=${encodeURIComponent('/weddinghall/home')}`,
    );
  });

  it('flips at once, ignores taps while the request runs and for 300 ms after, then toggles again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
    const states: number[] = [];
    let answer: (() => void) | null = null;
    homeWith({
      '/api/user': () => json({ item: currentUser() }),
      [LIKE_PATH]: async (_url, init) => {
        const state = JSON.parse(String(init?.body)).state as number;
        states.push(state);
        if (states.length === 1) await new Promise<void>((resolve) => (answer = resolve));
        return json({ item: { partnerUuid: HALL.partnerUuid, isLike: state === 1, likeCount: 1 } });
      },
    });
    renderRoute('/weddinghall/home');
    const heart = await screen.findByRole('button', { name: HEART });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));

    await userEvent.click(heart);
    // Optimistic: filled before the server answers; a second tap while it runs is ignored.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(states).toEqual([1]);
    answer!();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    vi.setSystemTime(Date.now() + LIKE_LOCK_MS - 1);
    await userEvent.click(heart);
    expect(states).toEqual([1]);
    vi.setSystemTime(Date.now() + 1);
    await userEvent.click(heart);
    await waitFor(() => expect(states).toEqual([1, 0]));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a failure flips the heart back and says 오류가 발생했습니다.', async () => {
    homeWith({
      '/api/user': () => json({ item: currentUser() }),
      [LIKE_PATH]: () => apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.'),
    });
    renderRoute('/weddinghall/home');
    const heart = await screen.findByRole('button', { name: HEART });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('toast-region')).toHaveTextContent(HALL_LIKE_FAILED));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('patchHallLike', () => {
  it("sets the hall's heart under every name the caches use and leaves other data untouched", () => {
    const other = { partnerUuid: 'b', isLiked: false };
    const data = {
      pages: [{ item: [{ partnerUuid: 'a', isLiked: false }, other] }],
      venue: { partnerUuid: 'a', like: false },
    };
    const patched = patchHallLike(data, 'a', true) as typeof data;
    expect(patched.pages[0]!.item[0]).toEqual({ partnerUuid: 'a', isLiked: true });
    expect(patched.venue).toEqual({ partnerUuid: 'a', like: true });
    expect(patched.pages[0]!.item[1]).toBe(other);
    const nearby = [{ partnerUuid: 'a', isLike: false }];
    expect(patchHallLike(nearby, 'a', true)).toEqual([{ partnerUuid: 'a', isLike: true }]);
    expect(patchHallLike(data, 'z', true)).toBe(data);
  });
});

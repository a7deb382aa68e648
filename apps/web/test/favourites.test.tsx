import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_REQUIRED_CONFIRM } from '@wedding/domain/messages';
import { PAUSED_CARD_LABEL } from '@wedding/domain/partner-onboarding';
import { describe, expect, it } from 'vitest';
import { hall } from './helpers/halls.ts';
import { json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { currentUser } from './session/current-user.ts';
import { slot } from './slots/slot-fixtures.ts';

const signedIn = { '/api/user': () => json({ item: currentUser() }) };
const halls = Array.from({ length: 20 }, (_, i) =>
  hall({
    partnerUuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    partnerName: `홀 ${i + 1}`,
    isLiked: true,
  }),
);

// Issue 12 favourites: tabs by type, 20 a page, unlike in place, empty states, the guest's way to sign in.
describe('favourites pages', () => {
  it('lists liked halls 20 a page and loads the next 20 on 더 보기', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      '/web/v3/like/partners/2': (url) =>
        url.searchParams.get('fetchStart') === '0'
          ? json({ item: halls, total: 21 })
          : json({ item: [hall({ partnerName: '홀 21', isLiked: true })], total: 21 }),
    });
    renderRoute('/my-interest/like');
    const list = await screen.findByTestId('liked-partners');
    expect(within(list).getAllByTestId('hall-card')).toHaveLength(20);
    expect(screen.getByText('웨딩홀 21곳')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByTestId('hall-card')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    const pages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((u) => u.pathname === '/web/v3/like/partners/2')
      .map((u) => [u.searchParams.get('fetchStart'), u.searchParams.get('fetchSize')]);
    expect(pages).toEqual([
      ['0', '20'],
      ['20', '20'],
    ]);
  });

  it('unlikes in place: the card stays with its heart empty', async () => {
    mockFetch({
      ...signedIn,
      '/web/v3/like/partners/2': () => json({ item: halls.slice(0, 1), total: 1 }),
      [`/v3/20240729/partner/${halls[0]!.partnerUuid}/like`]: () =>
        json({ item: { partnerUuid: halls[0]!.partnerUuid, isLike: false, likeCount: 0 } }),
    });
    renderRoute('/my-interest/like');
    const heart = await screen.findByRole('button', { name: /홀 1 찜/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('hall-card')).toBeVisible();
  });

  // Issue 25: '플래너 찾아보기' led to the general search, which finds halls only; the hall tab keeps its way.
  it('shows planners in their own tab, with an empty state that offers no search that cannot find planners', async () => {
    mockFetch({ ...signedIn, '/web/v3/like/partners/37': () => json({ item: [], total: 0 }) });
    renderRoute('/my-interest/like?tab=planner');
    expect(await screen.findByText('찜한 플래너가 없어요')).toBeVisible();
    expect(screen.queryByRole('link', { name: '플래너 찾아보기' })).toBeNull();
  });

  // Issue 25: a favourite planner's card opened /weddinghall/{uuid}, the hall page's not-found screen.
  it("a liked planner's card opens the partner page, not a hall page", async () => {
    const planner = hall({ partnerUuid: '00000000-0000-4000-8000-000000000037', partnerName: '플래너K', type: 37 });
    mockFetch({ ...signedIn, '/web/v3/like/partners/37': () => json({ item: [planner], total: 1 }) });
    renderRoute('/my-interest/like?tab=planner');
    const card = await screen.findByTestId('hall-card');
    expect(card).toHaveAttribute('href', `/partner/${planner.partnerUuid}`);
  });

  // Issue 29 §4: a paused hall stays in the couple's favourites, labelled, with no badge promising a visit now.
  it('keeps a paused hall, labelled 운영 일시 중지, without its booking badges', async () => {
    const open = hall({ partnerUuid: '00000000-0000-4000-8000-000000000101', partnerName: '열린홀', isLiked: true });
    const paused = hall({
      partnerUuid: '00000000-0000-4000-8000-000000000102',
      partnerName: '멈춘홀',
      isLiked: true,
      paused: true,
      consultingUsed: true,
      consultingSlotsDisplayed: true,
    } as Parameters<typeof hall>[0]);
    mockFetch({ ...signedIn, '/web/v3/like/partners/2': () => json({ item: [open, paused], total: 2 }) });
    renderRoute('/my-interest/like');
    const cards = await screen.findAllByRole('listitem');
    const pausedCard = cards.find((c) => c.textContent?.includes('멈춘홀'))!;
    const openCard = cards.find((c) => c.textContent?.includes('열린홀'))!;
    expect(within(pausedCard).getByTestId('hall-card-paused')).toHaveTextContent(PAUSED_CARD_LABEL);
    expect(within(openCard).queryByTestId('hall-card-paused')).toBeNull();
    // Kept: still a link to its page (which says it is paused) and still unlikeable.
    expect(within(pausedCard).getByTestId('hall-card')).toHaveAttribute('href', `/weddinghall/${paused.partnerUuid}`);
    expect(within(pausedCard).getByRole('button', { name: /멈춘홀 찜/ })).toHaveAttribute('aria-pressed', 'true');
    expect(pausedCard.querySelector('.hall-card__badges')).toBeNull();
  });

  it('marks liked slots that can no longer be had', async () => {
    mockFetch({
      ...signedIn,
      '/v3/like/wedding-days': () =>
        json({
          item: [
            { ...slot({ weddingDayId: 1, isLike: true }), available: true, likedAt: '2026-11-20T00:00:00.000Z' },
            { ...slot({ weddingDayId: 2, isLike: true }), available: false, likedAt: '2026-11-19T00:00:00.000Z' },
          ],
          total: 2,
        }),
    });
    renderRoute('/my-interest/like/slot?tab=slot');
    const cards = await within(await screen.findByTestId('liked-slots')).findAllByTestId('slot-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByText('예약 마감')).toBeNull();
    expect(within(cards[1]!).getByText('예약 마감')).toBeVisible();
    expect(screen.getByText('잔여일정 2개 · 예약 마감 1개')).toBeVisible();
    expect(within(cards[1]!).getByTestId('slot-final-price')).toBeVisible();
  });

  it('asks a guest to sign in (spec §2 login prompt), keeping a way in after a cancel, and loads no list', async () => {
    const fetchMock = mockFetch({});
    renderRoute('/my-interest/like/slot?tab=slot');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(LOGIN_REQUIRED_CONFIRM);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(screen.getByText('로그인하면 찜한 웨딩홀과 잔여일정을 모아 볼 수 있어요.')).toBeVisible();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      `/sign-in/social?returnTo=${encodeURIComponent('/my-interest/like/slot?tab=slot')}`,
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/like/'))).toBe(false);
  });
});

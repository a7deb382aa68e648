import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHIP_SCROLL_LOCK_MS } from '@wedding/domain/constants';
import { HALL_DETAIL_BUTTON_LABEL } from '@wedding/domain/hall-detail';
import { NO_INFORMATION } from '@wedding/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { VENUE_UUID, venue } from '../helpers/venue.ts';
import { currentUser } from '../session/current-user.ts';

type Handlers = Parameters<typeof mockFetch>[0];

function hallWith(item = venue(), handlers: Handlers = {}) {
  return mockFetch({
    [`/v3/book/halls/${VENUE_UUID}/detail`]: () => json({ item }),
    '/v3/book/maps/keyword': () => json({ documents: [], source: 'local' }),
    '/v3/book/maps/config': () => json({ item: null }),
    '/v3/book/recommendations/nearby': () => json({ item: [] }),
    '/web/v1/analytics/events': () => json({ ok: true }),
    ...handlers,
  });
}

const tabs = () => within(screen.getByRole('navigation', { name: '웨딩홀 정보' }));
const HOUR = 60 * 60 * 1000;
const TAB_NAMES = { '2': '잔여일정', '3': '사진', '4': '후기' } as const;

afterEach(() => vi.useRealTimers());

// spec §2 'Hall detail page', §4 chip row, §5 display rules, §9 chip scroll lock.
describe('hall page rules', () => {
  it('shows the remaining-slots tab only when the hall uses contracts', async () => {
    hallWith(venue({ contractUsed: false }));
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    await screen.findByRole('heading', { name: '더채플앳청담' });
    expect(tabs().queryByRole('button', { name: '잔여일정' })).toBeNull();
    expect(
      tabs()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['정보', '사진', '후기']);
  });

  it('labels the bottom button 방문 및 할인 문의 on tabs 1 and 4 and shows none on tabs 2 and 3', async () => {
    hallWith(venue(), {
      [`/v3/public/wedding/estimate/product/${VENUE_UUID}`]: () => json({ item: [], total: 0 }),
      [`/v3/book/halls/${VENUE_UUID}/official-images`]: () => json({ item: [], total: 0 }),
      '/web/v1/community/reviews': () => json({ item: [], total: 0 }),
    });
    const { router } = renderRoute(`/weddinghall/${VENUE_UUID}?tabId=1`);
    await screen.findByRole('link', { name: HALL_DETAIL_BUTTON_LABEL });
    expect(HALL_DETAIL_BUTTON_LABEL).toBe('방문 및 할인 문의');
    for (const [tabId, shown] of [
      ['2', false],
      ['3', false],
      ['4', true],
    ] as const) {
      await act(() => router.navigate(`/weddinghall/${VENUE_UUID}?tabId=${tabId}`));
      // A tab's code loads on demand: the navigation is a transition that shows the old tab until it arrives.
      await waitFor(() => expect(tabs().getByRole('button', { current: 'page' })).toHaveTextContent(TAB_NAMES[tabId]));
      expect(screen.queryByRole('link', { name: HALL_DETAIL_BUTTON_LABEL }) !== null).toBe(shown);
    }
  });

  // Issue 25 / spec §6: the photos tab loaded and showed its lists to guests too.
  it('the photos tab shows a guest the way to sign in and loads no photos; a customer gets the photos', async () => {
    const photo = {
      url: '/media/a.jpg',
      albumId: 1,
      title: '대표',
      albumImageCount: 1,
      mainGroupKey: 'representativeImageUrls',
    };
    const fetchMock = hallWith(venue(), {
      [`/v3/book/halls/${VENUE_UUID}/official-images`]: () => json({ item: [photo], total: 1 }),
    });
    const guest = renderRoute(`/weddinghall/${VENUE_UUID}?tabId=3`);
    const signIn = await screen.findByRole('link', { name: '로그인하기' });
    expect(signIn.getAttribute('href')).toContain(encodeURIComponent(`/weddinghall/${VENUE_UUID}?tabId=3`));
    expect(screen.queryByTestId('photo-grid')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('-images'))).toBe(false);
    guest.unmount();

    hallWith(venue(), {
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/book/halls/${VENUE_UUID}/official-images`]: () => json({ item: [photo], total: 1 }),
    });
    renderRoute(`/weddinghall/${VENUE_UUID}?tabId=3`);
    expect(await screen.findByTestId('photo-grid')).toBeVisible();
    expect(screen.queryByRole('link', { name: '로그인하기' })).toBeNull();
  });

  it('shows the notice only while it has not expired, and only on the info tab', async () => {
    const notice = { notice: '12월 예약 고객 식대 10% 할인' };
    hallWith(venue({ expirationDateOfNotice: new Date(Date.now() + HOUR).toISOString() }, notice), {
      '/web/v1/community/reviews': () => json({ item: [], total: 0 }),
    });
    const first = renderRoute(`/weddinghall/${VENUE_UUID}`);
    expect(await screen.findByText(notice.notice)).toBeVisible();
    await act(() => first.router.navigate(`/weddinghall/${VENUE_UUID}?tabId=4`));
    await waitFor(() => expect(screen.queryByText(notice.notice)).toBeNull());
    first.unmount();

    hallWith(venue({ expirationDateOfNotice: new Date(Date.now() - HOUR).toISOString() }, notice));
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    await screen.findByRole('heading', { name: '더채플앳청담' });
    expect(screen.queryByText(notice.notice)).toBeNull();
  });

  it('hides a facility row whose value is false and shows counts and text', async () => {
    hallWith();
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    const facilities = await screen.findByTestId('hall-facilities');
    expect(within(facilities).getByText('엘리베이터').nextSibling).toHaveTextContent('2');
    expect(within(facilities).getByText('보조 대기실').nextSibling).toHaveTextContent('2실');
    expect(within(facilities).queryByText('혼주실')).toBeNull();
    expect(within(facilities).queryByText('하객 공간')).toBeNull();
  });

  it("names the station once: a stored '청담역' reads '7호선 청담역 도보 5분', never '청담역역' (issue 25)", async () => {
    hallWith(venue({}, { subways: [{ lineName: '7호선', stationName: '청담역', walkingTimeMinutes: 5 }] }));
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    expect(await screen.findByText('7호선 청담역 도보 5분')).toBeVisible();
    expect(screen.queryByText(/역역/)).toBeNull();
  });

  it('lists only the invitation rows that have a value, on the sheet and in the copied text (issue 25)', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const invitation = { subway: '', bus: '간선 401 도산대로 정류장 하차', car: '  ' };
    hallWith(venue({}, { invitation }));
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    fireEvent.click(await screen.findByRole('button', { name: '청첩장 주소' }));
    const sheet = await screen.findByRole('dialog', { name: '청첩장 주소' });
    expect(within(sheet).getByText('버스')).toBeVisible();
    expect(within(sheet).queryByText('지하철')).toBeNull();
    expect(within(sheet).queryByText('자가용')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: '주소 복사' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith('서울 강남구 청담동 1\n버스: 간선 401 도산대로 정류장 하차');
  });

  it("says 'no information' where a section has no data", async () => {
    hallWith(venue({}, { amenities: null, individualHalls: [], operationTime: [] }));
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    const facilities = await screen.findByTestId('hall-facilities');
    expect(facilities).toHaveTextContent(NO_INFORMATION);
    expect(screen.getByRole('region', { name: '홀 정보' })).toHaveTextContent(NO_INFORMATION);
  });

  it('offers the route sheet only when the keyword search has a hit', async () => {
    hallWith();
    const empty = renderRoute(`/weddinghall/${VENUE_UUID}`);
    await screen.findByTestId('hall-map');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('button', { name: '길찾기' })).toBeNull();
    empty.unmount();

    const place = {
      place_name: '더채플앳청담',
      address_name: '서울',
      road_address_name: '서울',
      x: '127.05',
      y: '37.52',
    };
    hallWith(venue(), { '/v3/book/maps/keyword': () => json({ documents: [place], source: 'local' }) });
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    expect((await screen.findAllByRole('button', { name: '길찾기' })).length).toBeGreaterThan(0);
  });

  it('suspends the chip row scroll-sync for 5 s after a chip is tapped', async () => {
    hallWith();
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    const chips = within(await screen.findByRole('tablist', { name: '홀 선택' }));
    vi.useFakeTimers({ toFake: ['Date'] });
    fireEvent.click(chips.getByRole('tab', { name: '그랜드홀' }));
    expect(chips.getByRole('tab', { name: '그랜드홀' })).toHaveAttribute('aria-selected', 'true');
    // jsdom has no layout: every card's top is 0, so a synced scroll selects the last card's chip.
    vi.setSystemTime(Date.now() + CHIP_SCROLL_LOCK_MS - 1);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(chips.getByRole('tab', { name: '그랜드홀' })).toHaveAttribute('aria-selected', 'true');
    vi.setSystemTime(Date.now() + 2);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(chips.getByRole('tab', { name: '채플홀' })).toHaveAttribute('aria-selected', 'true');
  });
});

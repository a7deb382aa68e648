import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Watch } from '@wedding/contract/slot-watches';
import { WATCH_MESSAGES } from '@wedding/domain/slot-watch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../src/app/layout/root-layout.tsx';
import { WatchButton } from '../../src/features/watches/components/watch-button.tsx';
import { bodyOf, emptyForm } from '../../src/features/watches/components/watch-form.ts';
import { isLoggedIn, useUserStore } from '../../src/shared/stores/user-store.ts';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 28 §5: "A couple watches a hall … for their wanted months, days of the week, time band, guest range and a
// price ceiling"; "Consent and unsubscribe are in mypage." The server's answers are mocked.

const HALL = { partnerUuid: '11111111-1111-4111-8111-111111111111', hallName: '라온컨벤션' };
const now = new Date('2026-11-27T03:00:00Z');

const watch = (over: Partial<Watch> = {}): Watch => ({
  id: '22222222-2222-4222-8222-222222222222',
  hall: { uuid: HALL.partnerUuid, name: HALL.hallName },
  region: null,
  months: ['2027-03', '2027-04'],
  days: ['SATURDAY'],
  times: [],
  minGuests: null,
  maxGuests: null,
  maxPrice: 30_000_000,
  summary: '2027년 3월·4월 · 토요일',
  regTsp: 0,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('the watch form', () => {
  it('sends the price ceiling in 원 (typed in 만원) and the hall by its uuid', () => {
    const result = bodyOf(HALL, { ...emptyForm(), months: ['2027-03'], maxPrice: '3000', minGuests: '150' }, now);
    expect(result).toEqual({
      body: {
        partnerUuid: HALL.partnerUuid,
        months: ['2027-03'],
        days: ['SATURDAY'],
        times: [],
        minGuests: 150,
        maxGuests: null,
        maxPrice: 30_000_000,
      },
    });
  });

  it('says what is wrong in Korean before sending', () => {
    expect(bodyOf(HALL, emptyForm(), now)).toEqual({ problem: WATCH_MESSAGES.MONTHS_EMPTY });
    expect(bodyOf(HALL, { ...emptyForm(), months: ['2027-03'], minGuests: '300', maxGuests: '200' }, now)).toEqual({
      problem: WATCH_MESSAGES.GUESTS,
    });
    expect(bodyOf({ region: '서울' }, { ...emptyForm(), months: ['2027-03'] }, now)).toMatchObject({
      body: { region: '서울' },
    });
  });
});

describe('/mypage/watches', () => {
  it('lists the watches, stops one, and links to 알림 설정 for consent', async () => {
    let list = [watch()];
    const deleted: string[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/watches': () => json({ item: { list, max: 10 } }),
      [`/v3/watches/${watch().id}`]: (_url, init) => {
        deleted.push(String(init?.method));
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute('/mypage/watches');
    expect(await screen.findByText(HALL.hallName)).toBeInTheDocument();
    expect(screen.getByText(/2027년 3월·4월 · 토요일/)).toHaveTextContent('30,000,000원 이하');
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute('href', '/mypage/notifications');
    await userEvent.click(screen.getByRole('button', { name: `${HALL.hallName} 알림 끄기` }));
    await waitFor(() => expect(deleted).toEqual(['DELETE']));
    expect(await screen.findByText('등록한 빈 날짜 알림이 없어요.')).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    mockFetch();
    renderRoute('/mypage/watches');
    // The login confirm opens on arrival (spec §6); nothing of anyone's watches is asked for.
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByText(/빈 날짜 알림 \(/)).toBeNull();
  });
});

describe("the '빈 날짜 알림 받기' button", () => {
  const routes = [{ element: <RootLayout />, children: [{ path: '/hall', element: <WatchButton target={HALL} /> }] }];

  it('asks a guest to sign in and opens no sheet', async () => {
    mockFetch();
    renderRoute('/hall', routes);
    await userEvent.click(await screen.findByRole('button', { name: '빈 날짜 알림 받기' }));
    expect(await screen.findByText('로그인하면 원하는 날짜가 열릴 때 알려 드려요. 로그인할까요?')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '빈 날짜 알림 받기' })).toBeNull();
  });

  it('opens the sheet for a couple and sends the watch they picked', async () => {
    const sent: unknown[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/watches': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ item: watch() }, 201);
      },
    });
    renderRoute('/hall', routes);
    // The signed-in state arrives from /api/user; until then a tap would be a guest's.
    await waitFor(() => expect(isLoggedIn(useUserStore.getState())).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '빈 날짜 알림 받기' }));
    const sheet = await screen.findByRole('dialog', { name: '빈 날짜 알림 받기' });
    const [firstMonth] = sheet.querySelectorAll<HTMLButtonElement>('.chip');
    await userEvent.click(firstMonth!);
    await userEvent.click(screen.getByRole('button', { name: '알림 받기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ partnerUuid: HALL.partnerUuid, days: ['SATURDAY'], maxPrice: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '빈 날짜 알림 받기' })).toBeNull());
  });
});

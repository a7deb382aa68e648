import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem, NotificationList } from '@wedding/contract/notifications';
import { describe, expect, it } from 'vitest';
import { hasNewPush, useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { CUSTOMER_UUID, currentUser } from '../session/current-user.ts';

// Issue 28 §3: '/notifications: every notification, newest first, paged, deep links, mark read, mark all read',
// and §6: a body is cleared after 90 days. Decision 0009: opening the notifications records the push check.

const HOUR = 60 * 60 * 1000;
const INBOX = '/v3/notifications';
const CHECK = `/web/v3/customer/data/${CUSTOMER_UUID}/pushCheckTsp`;

const entry = (n: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'VISIT_CONFIRMED',
  title: `방문 상담이 확정되었어요 ${n}`,
  body: `라온컨벤션\n2026년 12월 5일 (토) 14:00`,
  link: `/booking/visits/${n}`,
  calendarPath: null,
  read: false,
  regTsp: Date.now() - n * HOUR,
  ...over,
});
const page = (list: NotificationItem[], over: Partial<NotificationList> = {}) =>
  json({ item: { list, nextCursor: null, unread: list.filter((i) => !i.read).length, ...over } });

/** A signed-in couple whose inbox answers `inbox`; records every POST by path. */
function signedIn(handlers: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>) {
  const posts: string[] = [];
  const fetchMock = mockFetch({
    '/api/user': () => json({ item: currentUser({ newPushTsp: Date.now() - HOUR }) }),
    [CHECK]: () => json({ item: null }),
    '/web/v3/customer/data': (url, init) => {
      posts.push(`${url.pathname} ${String(init?.body)}`);
      return json({ item: { key: 'pushCheckTsp', value: 'x', expTsp: 1 } });
    },
    ...handlers,
  });
  const postsTo = (path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith(path) && init?.method === 'POST').length;
  return { fetchMock, posts, postsTo };
}

describe('/notifications (issue 28 §3)', () => {
  it('lists entries newest first with title, body with its line breaks, time, unread marker and calendar link', async () => {
    signedIn({
      [INBOX]: () =>
        page([
          entry(3, { calendarPath: '/v3/visits/3/calendar.ics' }),
          entry(5, { read: true }),
          entry(30 * 24, { body: null, read: true }),
        ]),
    });
    renderRoute('/notifications');
    const list = await screen.findByTestId('notification-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.inbox-item__title')?.textContent)).toEqual([
      '방문 상담이 확정되었어요 3',
      '방문 상담이 확정되었어요 5',
      '방문 상담이 확정되었어요 720',
    ]);
    // The 알림톡's line break is kept, not flattened into one line.
    expect(items[0]!.querySelector('.inbox-item__body')?.textContent).toBe('라온컨벤션\n2026년 12월 5일 (토) 14:00');
    expect(within(items[0]!).getByText('3시간 전')).toBeInTheDocument();
    expect(within(items[2]!).getByText('4주 전')).toBeInTheDocument();
    // §6: 90 days on, only the title and the time are left.
    expect(within(items[2]!).getByText('90일이 지나 내용이 지워졌어요')).toBeInTheDocument();
    // The unread marker on the unread entry only, said to screen readers too.
    expect(items.map((li) => within(li).queryByTestId('unread-marker') !== null)).toEqual([true, false, false]);
    expect(within(items[0]!).getByText('읽지 않음')).toBeInTheDocument();
    // The calendar file is a plain download link beside the entry, only where one is set.
    const calendar = within(items[0]!).getByRole('link', { name: '캘린더에 추가' });
    expect(calendar).toHaveAttribute('href', '/v3/visits/3/calendar.ics');
    expect(calendar).toHaveAttribute('download');
    expect(within(items[1]!).queryByRole('link', { name: '캘린더에 추가' })).toBeNull();
    expect(screen.getByText(/읽지 않은 알림/)).toHaveTextContent('읽지 않은 알림 1개');
  });

  it('a tap marks the entry read and opens its page; a read entry is not posted again', async () => {
    const read = entry(2, { read: true, link: '/mypage/bookings' });
    const unread = entry(1);
    const { postsTo } = signedIn({
      [INBOX]: () => page([unread, read]),
      [`${INBOX}/${unread.uuid}/read`]: () => json({ item: { updated: 1 } }),
    });
    const { router } = renderRoute('/notifications');
    await userEvent.click(await screen.findByRole('link', { name: /방문 상담이 확정되었어요 1/ }));
    await waitFor(() => expect(postsTo(`${INBOX}/${unread.uuid}/read`)).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/visits/1'));

    router.navigate('/notifications');
    await userEvent.click(await screen.findByRole('link', { name: /방문 상담이 확정되었어요 2/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bookings'));
    expect(postsTo(`${INBOX}/${read.uuid}/read`)).toBe(0);
  });

  it("'모두 읽음' posts read-all and clears every marker; it is disabled when nothing is unread", async () => {
    let allRead = false;
    const { postsTo } = signedIn({
      [INBOX]: () => page([entry(1, { read: allRead }), entry(2, { read: allRead })]),
      [`${INBOX}/read-all`]: () => {
        allRead = true;
        return json({ item: { updated: 2 } });
      },
    });
    renderRoute('/notifications');
    const button = await screen.findByRole('button', { name: '모두 읽음' });
    expect(screen.getAllByTestId('unread-marker')).toHaveLength(2);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(postsTo(`${INBOX}/read-all`)).toBe(1));
    await waitFor(() => expect(screen.queryAllByTestId('unread-marker')).toHaveLength(0));
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
    expect(screen.getByText(/읽지 않은 알림/)).toHaveTextContent('읽지 않은 알림 0개');
  });

  it("pages with '더 보기' from the last page's nextCursor until there is none", async () => {
    const first = Array.from({ length: 20 }, (_, i) => entry(i + 1, { read: true }));
    const cursors: (string | null)[] = [];
    signedIn({
      [INBOX]: (url) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        expect(url.searchParams.get('size')).toBe('20');
        return cursor === '981' ? page([entry(21, { read: true })]) : page(first, { nextCursor: 981 });
      },
    });
    renderRoute('/notifications');
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(21));
    expect(cursors).toEqual([null, '981']);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('방문 상담이 확정되었어요 21');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('an empty inbox says so, without a 모두 읽음 to press', async () => {
    signedIn({ [INBOX]: () => page([]) });
    renderRoute('/notifications');
    expect(await screen.findByText('아직 받은 알림이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('a failed load shows a Korean retry line, never the raw answer, and the retry loads the list', async () => {
    let fail = true;
    signedIn({
      [INBOX]: () => (fail ? apiError(500, 'INTERNAL_ERROR', '{"raw":"json"}') : page([entry(1)])),
    });
    renderRoute('/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('알림을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(alert).not.toHaveTextContent('{');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('notification-list')).toBeInTheDocument();
  });

  it('opening it records the push check (decision 0009), once', async () => {
    const { posts } = signedIn({ [INBOX]: () => page([entry(1)]) });
    renderRoute('/notifications');
    await screen.findByTestId('notification-list');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(JSON.parse(posts[0]!.split(' ').slice(1).join(' '))).toMatchObject({
      uuid: CUSTOMER_UUID,
      key: 'pushCheckTsp',
    });
    // The header's dot is off once the inbox was opened, however it was reached.
    expect(hasNewPush(useUserStore.getState())).toBe(false);
  });

  it('an entry newer than the store knew raises newPushTsp and counts as seen (no dot on leaving)', async () => {
    const fresh = entry(0, { regTsp: Date.now() + 5_000 });
    const { posts } = signedIn({ [INBOX]: () => page([fresh]) });
    renderRoute('/notifications');
    await screen.findByTestId('notification-list');
    await waitFor(() => expect(useUserStore.getState().newPushTsp).toBe(fresh.regTsp));
    // Opened before the list came (check 1), then again for the newer entry it showed (check 2), whose time is
    // ahead of this device's clock: the check covers it all the same.
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(hasNewPush(useUserStore.getState())).toBe(false);
  });

  it('a guest gets the login prompt, not the inbox', async () => {
    const fetchMock = mockFetch();
    renderRoute('/notifications');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('로그인이 필요합니다');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining(INBOX), expect.anything());
  });
});

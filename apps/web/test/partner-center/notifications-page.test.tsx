import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@wedding/contract/notifications';
import type { StaffMe } from '@wedding/contract/partner-center';
import { STAFF_AREAS, type StaffArea, type StaffRole } from '@wedding/domain/partner-staff';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

// Issue 28 §3: 'The hall console has its own inbox.' Its menu item carries the unread count and shows only to roles
// with the messages area (the API answers the others 403).

const INBOX = '/v3/partner-center/notifications';
const UNREAD = `${INBOX}/unread`;

const staff = (role: StaffRole, areas: readonly StaffArea[]): StaffMe => ({
  id: 1,
  email: 'hall@wedding.kr',
  name: '데모홀 담당',
  role,
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas: [...areas],
  totpEnabled: true,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
});

const cancelled: NotificationItem = {
  uuid: '00000000-0000-4000-8000-000000000001',
  kind: 'HALL_VISIT_CANCELLED',
  title: '고객이 방문 상담을 취소했어요',
  body: '김*랑 · 12월 5일 (토) 14:00',
  link: '/partner-center/bookings?kind=visit',
  calendarPath: null,
  read: false,
  regTsp: Date.now() - 5 * 60_000,
};

function fakeConsole(me: StaffMe) {
  let read = false;
  const fetchMock = mockFetch({
    '/v3/partner-center/me': () => json({ item: me }),
    '/v3/partner-center/bookings': () => json({ item: { visits: [], bookings: [], now: new Date().toISOString() } }),
    '/v3/partner-center/bookings/visit-hours': () => json({ item: [] }),
    [INBOX]: () =>
      me.areas.includes('messages')
        ? json({ item: { list: [{ ...cancelled, read }], nextCursor: null, unread: read ? 0 : 1 } })
        : apiError(403, 'STAFF_FORBIDDEN', '권한이 없습니다.'),
    [UNREAD]: () => json({ item: { unread: read ? 0 : 1, newestTsp: cancelled.regTsp } }),
    [`${INBOX}/${cancelled.uuid}/read`]: () => {
      read = true;
      return json({ item: { updated: 1 } });
    },
  });
  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([url, init]) => new URL(String(url), 'http://x').pathname === path && (init?.method ?? 'GET') === method,
    ).length;
  return { calls };
}

describe('/partner-center/notifications', () => {
  it('lists the hall’s entries with the unread badge on the menu; a tap reads it, opens the console page and the badge goes', async () => {
    const { calls } = fakeConsole(staff('OWNER', STAFF_AREAS));
    const { router } = renderRoute('/partner-center/notifications');
    // The console's screens load as one set of chunks: slow on a cold start.
    const menu = await screen.findByRole('navigation', { name: '파트너센터 메뉴' }, { timeout: 5_000 });
    const item = within(menu).getByRole('link', { name: /알림/ });
    await waitFor(() => expect(within(item).getByTestId('console-unread-badge')).toHaveTextContent('1'));
    expect(item).toHaveAccessibleName(/^알림\s*\(읽지 않은 알림 1개\)$/);

    const entry = await screen.findByRole('link', { name: /고객이 방문 상담을 취소했어요/ });
    expect(entry).toHaveTextContent('김*랑 · 12월 5일 (토) 14:00');
    expect(entry).toHaveTextContent('5분 전');
    await userEvent.click(entry);
    await waitFor(() => expect(calls(`${INBOX}/${cancelled.uuid}/read`, 'POST')).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-center/bookings'));
    expect(router.state.location.search).toBe('?kind=visit');
    // The write refreshes the badge's count: no badge on the next screen's menu.
    await waitFor(() => expect(calls(UNREAD)).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByTestId('console-unread-badge')).toBeNull());
  });

  it('a role without the messages area has no 알림 in its menu and never asks for the count', async () => {
    const { calls } = fakeConsole(staff('CALENDAR', ['calendar']));
    renderRoute('/partner-center/calendar');
    const menu = await screen.findByRole('navigation', { name: '파트너센터 메뉴' }, { timeout: 5_000 });
    expect(within(menu).getByRole('link', { name: '일정·가격' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /알림/ })).toBeNull();
    expect(calls(UNREAD)).toBe(0);
  });
});

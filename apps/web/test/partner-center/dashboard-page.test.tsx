import { screen, within } from '@testing-library/react';
import type { StaffMe } from '@wedding/contract/partner-center';
import type { StatisticsWeek } from '@wedding/contract/partner-statistics';
import { LISTING_MESSAGES } from '@wedding/domain/partner-onboarding';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const me: StaffMe = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '데모홀 대표',
  role: 'OWNER',
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas: ['calendar', 'disclosure', 'profile', 'messages', 'statistics', 'staff', 'audit'],
  totpEnabled: false,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
};

const weeks: StatisticsWeek[] = Array.from({ length: 12 }, (_, i) => {
  const monday = new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10);
  const views = i === 0 ? 0 : 100 + i * 10;
  const visitRequests = i % 3;
  return {
    weekStart: monday,
    views,
    likes: i,
    holds: i % 2,
    visitRequests,
    bookings: i === 11 ? 1 : 0,
    conversion: views === 0 ? null : visitRequests / views,
  };
});

// Issue 26 §6: the dashboard's totals and the table of the same numbers the charts draw (the charts are
// canvas, hidden from assistive technology; jsdom cannot draw them, so the table must say everything).
describe('console dashboard', () => {
  it('shows 12 weeks of figures as totals and as a table, newest week first', async () => {
    mockFetch({
      '/v3/partner-center/me': () => json({ item: me }),
      '/v3/partner-center/statistics': () => json({ item: { weeks } }),
    });
    renderRoute('/partner-center');
    const table = await screen.findByRole('table', { name: /최근 12주 주별 통계/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    // Newest first: the week of 11/23 with 210 views, 1 visit request (0.5%) and 1 booking.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['210', '11', '1', '2', '1', '1.0%']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('11/23');
    // The oldest week had no views: no conversion rather than a division by zero.
    expect(within(rows[12]!).getAllByRole('cell').at(-1)).toHaveTextContent('-');

    const totals = screen.getByRole('region', { name: '최근 12주' });
    const views = weeks.reduce((s, w) => s + w.views, 0);
    const visits = weeks.reduce((s, w) => s + w.visitRequests, 0);
    expect(within(totals).getByText('페이지 조회').nextSibling).toHaveTextContent(views.toLocaleString('ko-KR'));
    expect(within(totals).getByText('조회→방문 요청 전환율').nextSibling).toHaveTextContent(
      `${((visits / views) * 100).toFixed(1)}%`,
    );
    expect(screen.getByText('주별 페이지 조회')).toBeVisible();
  });

  // Issue 29 §4: an approved hall is not in search until its profile is first published; the home says so.
  it("says '프로필을 공개하면 검색에 노출돼요' with a way to the profile until the hall is listed", async () => {
    mockFetch({
      '/v3/partner-center/me': () => json({ item: { ...me, listed: false } }),
      '/v3/partner-center/statistics': () => json({ item: { weeks } }),
    });
    renderRoute('/partner-center');
    const banner = await screen.findByRole('status', { name: '검색 노출 안내' });
    expect(banner).toHaveTextContent(LISTING_MESSAGES.DRAFT_BANNER);
    expect(within(banner).getByRole('link', { name: LISTING_MESSAGES.DRAFT_ACTION })).toHaveAttribute(
      'href',
      '/partner-center/profile',
    );
  });

  it('shows no such banner once the hall is listed', async () => {
    mockFetch({
      '/v3/partner-center/me': () => json({ item: me }),
      '/v3/partner-center/statistics': () => json({ item: { weeks } }),
    });
    renderRoute('/partner-center');
    await screen.findByRole('table', { name: /최근 12주 주별 통계/ });
    expect(screen.queryByRole('status', { name: '검색 노출 안내' })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorAuditEntry, OperatorMe } from '@wedding/contract/admin';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const operator: OperatorMe = {
  id: 4,
  email: 'mod@wedding.kr',
  name: '박검수',
  role: 'MODERATOR',
  areas: ['audit', 'reports', 'suspensions', 'disputes'],
};

const entry = (over: Partial<OperatorAuditEntry>): OperatorAuditEntry => ({
  id: 1,
  at: '2026-11-27T01:00:00.000Z',
  operatorId: 4,
  operatorName: '박검수',
  action: 'operator.sign-in',
  target: 'operator:4',
  reason: null,
  before: null,
  after: null,
  ...over,
});

// Issue 29 §5: every operator action is searchable: by action, target, operator and time.
describe('/admin/audit', () => {
  it('lists rows in Korean and sends the filters, days read in Korea time with the end day included', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      '/v3/admin/audit': (url) => {
        asked.push(url.searchParams);
        return json({
          item: {
            entries: [
              entry({ id: 2, action: 'operator.totp-enrol' }),
              entry({
                id: 1,
                operatorId: null,
                operatorName: null,
                action: 'operator.create',
                reason: 'admin:create CLI',
              }),
            ],
            hasNext: false,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/audit');
    expect(await screen.findByRole('cell', { name: '2단계 인증 등록' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '계정 생성' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '(시스템)' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'admin:create CLI' })).toBeVisible();
    expect(screen.getByTestId('admin-who')).toHaveTextContent('박검수 · 모더레이터');

    await user.type(screen.getByLabelText('작업'), 'operator.sign-in');
    await user.type(screen.getByLabelText('운영자 번호'), '4');
    await user.type(screen.getByLabelText('시작일'), '2026-11-01');
    await user.type(screen.getByLabelText('종료일'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('operator.sign-in'));
    const last = asked.at(-1)!;
    expect(last.get('operator')).toBe('4');
    expect(last.get('from')).toBe('2026-11-01T00:00:00+09:00');
    expect(last.get('to')).toBe('2026-12-01T00:00:00+09:00');
    expect(last.get('page')).toBe('1');
  });
});

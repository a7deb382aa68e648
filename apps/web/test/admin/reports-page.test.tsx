import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorMe } from '@wedding/contract/admin';
import type { ModerationQueueItem, ModerationTarget } from '@wedding/contract/admin-moderation';
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
const REVIEW = '11111111-1111-4111-8111-111111111111';

const item: ModerationQueueItem = {
  kind: 'REVIEW',
  uuid: REVIEW,
  excerpt: '직원분들이 불친절했어요',
  context: '더채플앳청담',
  writer: { side: 'CUSTOMER', uuid: '22222222-2222-4222-8222-222222222222', name: '봄신부' },
  reportCount: 3,
  reasons: [
    { reason: '욕설/비방', count: 2 },
    { reason: '광고성 게시글', count: 1 },
  ],
  firstReportedAt: '2026-11-27T01:00:00.000Z',
  lastReportedAt: '2026-11-27T02:00:00.000Z',
  state: { blinded: true, deleted: false, writerSuspended: false },
};
const target: ModerationTarget = {
  ...item,
  content: '직원분들이 불친절했어요. 다시는 안 가요.',
  link: `/community/review/${REVIEW}`,
  suspension: null,
  reports: [],
  history: [],
  actions: ['KEEP', 'UNBLIND', 'DELETE', 'WARN', 'SUSPEND'],
};

// Issue 29 §2: the queue lists reports grouped by target; an action needs a reason and a confirmation.
describe('/admin/reports', () => {
  it('lists targets with their reasons and counts, and switches to the blinded reviews', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      '/v3/admin/reports': (url) => {
        asked.push(url.searchParams);
        return json({ item: { targets: [item], total: 1, hasNext: false } });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/reports');
    const link = await screen.findByRole('link', { name: /직원분들이 불친절했어요/ });
    expect(link).toHaveTextContent('신고 3건');
    expect(link).toHaveTextContent('욕설/비방 2 · 광고성 게시글 1');
    expect(link).toHaveTextContent('블라인드됨');
    expect(link).toHaveAttribute('href', `/admin/reports/REVIEW/${REVIEW}`);
    expect(asked[0]?.get('filter')).toBe('OPEN');
    await user.click(screen.getByRole('button', { name: '블라인드된 후기' }));
    await waitFor(() => expect(asked.at(-1)?.get('filter')).toBe('BLINDED'));
  });

  it('asks for a reason, then a confirmation, then posts the action and says it is done', async () => {
    const posted: unknown[] = [];
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      [`/v3/admin/reports/REVIEW/${REVIEW}`]: () => json({ item: target }),
      [`/v3/admin/reports/REVIEW/${REVIEW}/actions`]: (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({
          item: { ...target, reportCount: 0, state: { ...target.state, blinded: false }, actions: ['KEEP', 'BLIND'] },
        });
      },
    });
    const user = userEvent.setup();
    renderRoute(`/admin/reports/REVIEW/${REVIEW}`);
    expect(await screen.findByText('직원분들이 불친절했어요. 다시는 안 가요.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '블라인드 해제' }));
    await user.click(screen.getByRole('button', { name: '처리하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('처리 사유를 입력해 주세요.');
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText(/처리 사유/), '정책 위반이 아니어서 다시 공개합니다.');
    await user.click(screen.getByRole('button', { name: '처리하기' }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText(
        '블라인드 해제 처리했어요. 작성자에게 사유를 알렸어요. 신고한 분에게 검토 결과를 알렸어요.',
      ),
    ).toBeVisible();
    expect(posted).toEqual([{ action: 'UNBLIND', reason: '정책 위반이 아니어서 다시 공개합니다.' }]);
    expect(screen.getByRole('radio', { name: '블라인드' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorMe } from '@wedding/contract/admin';
import type { AdminDispute } from '@wedding/contract/admin-disputes';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const operator: OperatorMe = {
  id: 4,
  email: 'mod@wedding.kr',
  name: '분쟁담당',
  role: 'MODERATOR',
  areas: ['audit', 'reports', 'suspensions', 'disputes'],
};

const dispute = (over: Partial<AdminDispute> = {}): AdminDispute => ({
  id: 7,
  state: 'OPEN',
  reason: 'PERSONAL_INFO',
  reasonLabel: '개인정보 노출',
  text: '리뷰 본문에 담당 직원의 휴대전화 번호가 적혀 있습니다.',
  regTsp: Date.parse('2026-11-20T03:00:00Z'),
  resolvedTsp: null,
  verdictReason: null,
  decidedBy: null,
  reviewOlderThanLimit: false,
  review: {
    id: 31,
    uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    content: '담당자 번호는 010-1234-5678입니다. 불친절했어요.',
    rating: 2.5,
    imageCount: 2,
    images: ['/media/review/a.jpg', '/media/review/b.jpg'],
    regTsp: Date.parse('2026-11-01T03:00:00Z'),
    weddingMonth: '2026-10',
    writerNick: '가을신랑',
    anonymous: true,
    state: 1,
    blinded: false,
  },
  hall: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', bizName: '더채플 강남' },
  ...over,
});

const REASON = '리뷰에 전화번호가 그대로 드러나 있어 삭제합니다.';

// Issue 29 §3: the operator's disputes screens: the queue, one dispute, and a verdict with its reason.
describe('/admin/disputes', () => {
  it('lists disputes waiting for a verdict with the review, the hall and the reason, and filters by state', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      '/v3/admin/disputes': (url) => {
        asked.push(url.searchParams);
        const state = url.searchParams.get('state');
        return json({
          item: {
            disputes: state === 'OPEN' ? [dispute()] : [],
            openCount: 1,
            page: 1,
            hasNext: false,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/disputes');
    const card = (await screen.findByRole('heading', { name: '더채플 강남' })).closest('li')!;
    expect(asked[0]?.get('state')).toBe('OPEN');
    expect(screen.getByRole('button', { name: '검토 대기 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('검토 중')).toBeVisible();
    expect(within(card).getByText('개인정보 노출')).toBeVisible();
    expect(within(card).getByText(/010-1234-5678/)).toBeVisible();
    expect(within(card).getByText(/가을신랑\(익명 게시\) · ★ 2\.5 · 이미지 2장/)).toBeVisible();
    expect(within(card).getByRole('link', { name: /검토하고 판정하기/ })).toHaveAttribute('href', '/admin/disputes/7');

    await user.click(screen.getByRole('button', { name: '인정' }));
    await waitFor(() => expect(asked.at(-1)?.get('state')).toBe('UPHELD'));
    expect(await screen.findByText('해당하는 신고가 없어요.')).toBeVisible();
  });

  it('asks for a reason, confirms, sends the verdict and shows the result and the verdict', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let current = dispute();
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      '/v3/admin/disputes/7': () => json({ item: current }),
      '/v3/admin/disputes': () => json({ item: { disputes: [current], openCount: 1, page: 1, hasNext: false } }),
      '/v3/admin/disputes/7/uphold': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ path: 'uphold', body });
        current = dispute({
          state: 'UPHELD',
          resolvedTsp: Date.parse('2026-11-27T03:00:00Z'),
          verdictReason: body.reason,
          decidedBy: { id: 4, name: '분쟁담당' },
          review: { ...current.review, state: 0 },
        });
        return json({ item: current });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/disputes/7');
    expect(await screen.findByRole('heading', { name: '신고된 리뷰' })).toBeVisible();
    expect(screen.getByText('리뷰 본문에 담당 직원의 휴대전화 번호가 적혀 있습니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '이미지 2 열기' })).toHaveAttribute('href', '/media/review/b.jpg');
    expect(screen.getByRole('heading', { name: '판정 기준' })).toBeVisible();
    expect(screen.getByText('업체가 동의하지 않는 의견·평가일 뿐이다')).toBeVisible();

    // No reason: a Korean message, nothing sent.
    await user.click(screen.getByRole('button', { name: '인정하고 리뷰 삭제' }));
    expect(screen.getByRole('alert')).toHaveTextContent('판정 사유를 입력해 주세요.');
    await user.type(screen.getByLabelText('판정 사유'), '번호 노출');
    await user.click(screen.getByRole('button', { name: '인정하고 리뷰 삭제' }));
    expect(screen.getByRole('alert')).toHaveTextContent('판정 사유는 10자 이상 500자 이하로 입력해 주세요.');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('판정 사유'));
    await user.type(screen.getByLabelText('판정 사유'), REASON);
    await user.click(screen.getByRole('button', { name: '인정하고 리뷰 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('신고를 인정할까요?');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '인정하고 삭제' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'uphold', body: { reason: REASON } }]));

    expect(await screen.findByText('신고를 인정했어요. 리뷰를 삭제하고 작성자와 업체에 알렸어요.')).toBeVisible();
    expect(screen.getByTestId('dispute-verdict')).toHaveTextContent('인정(리뷰 삭제)');
    expect(screen.getByText(REASON)).toBeVisible();
    expect(screen.queryByLabelText('판정 사유')).toBeNull();
  });

  it('says so when another operator decided it first, and shows their verdict', async () => {
    let current = dispute();
    mockFetch({
      '/v3/admin/me': () => json({ item: operator }),
      '/v3/admin/disputes/7': () => json({ item: current }),
      '/v3/admin/disputes': () => json({ item: { disputes: [], openCount: 0, page: 1, hasNext: false } }),
      '/v3/admin/disputes/7/reject': () => {
        current = dispute({
          state: 'UPHELD',
          resolvedTsp: Date.now(),
          verdictReason: '다른 운영자가 먼저 인정했습니다.',
          decidedBy: { id: 9, name: '다른운영자' },
        });
        return apiError(409, 'DISPUTE_DECIDED', '이미 판정이 끝난 신고입니다. 판정은 바꿀 수 없습니다.');
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/disputes/7');
    await user.type(await screen.findByLabelText('판정 사유'), '의견 표현으로 보아 유지합니다.');
    await user.click(screen.getByRole('button', { name: '기각' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '기각' }));
    expect(await screen.findByText('이미 판정이 끝난 신고입니다. 판정은 바꿀 수 없습니다.')).toBeVisible();
    expect(await screen.findByText('다른운영자')).toBeVisible();
    expect(screen.getByTestId('dispute-verdict')).toHaveTextContent('인정(리뷰 삭제)');
  });
});

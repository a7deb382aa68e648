import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMe } from '@wedding/contract/partner-center';
import type { PartnerReview, PartnerReviewList } from '@wedding/contract/partner-reviews';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
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

const UUID_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const UUID_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const review = (uuid: string, over: Partial<PartnerReview> = {}): PartnerReview => ({
  uuid,
  nick: '행복한신부',
  weddingMonth: '2026-10',
  regTsp: Date.now() - 3 * 86_400_000,
  content: '홀이 정말 예쁘고 직원분들이 친절했어요. 식사도 맛있다는 말을 많이 들었습니다.',
  rating: 4.5,
  blinded: false,
  removed: false,
  answer: null,
  dispute: null,
  ...over,
});

/** A small in-memory console API: the list reflects every answer and dispute the page sends. */
function fakeConsole(initial: PartnerReview[]) {
  const reviews = new Map(initial.map((r) => [r.uuid, r]));
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const list = (unanswered: boolean): PartnerReviewList => {
    const all = [...reviews.values()];
    const item = unanswered ? all.filter((r) => !r.answer) : all;
    return {
      item,
      total: item.length,
      allTotal: all.length,
      unansweredTotal: all.filter((r) => !r.answer).length,
      page: 1,
      hasNext: false,
    };
  };
  const handlers: Parameters<typeof mockFetch>[0] = {
    '/v3/partner-center/me': () => json({ item: me }),
    '/v3/partner-center/reviews': (url) => json(list(url.searchParams.get('unanswered') === 'true')),
  };
  for (const uuid of reviews.keys()) {
    handlers[`/v3/partner-center/reviews/${uuid}/answer`] = (_url, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: `${uuid}/answer`, body });
      const current = reviews.get(uuid)!;
      if (method === 'DELETE') {
        reviews.set(uuid, { ...current, answer: null });
        return json({ item: { deleted: true } });
      }
      const answer = { authorNick: me.partner.bizName, content: body.content.trim(), regTsp: Date.now() };
      reviews.set(uuid, { ...current, answer });
      return json({ item: answer });
    };
    handlers[`/v3/partner-center/reviews/${uuid}/dispute`] = (_url, init) => {
      const body = JSON.parse(String(init?.body));
      calls.push({ method: 'POST', path: `${uuid}/dispute`, body });
      const current = reviews.get(uuid)!;
      if (current.dispute)
        return apiError(
          409,
          'DISPUTE_EXISTS',
          '이 리뷰는 이미 신고하셨습니다. 리뷰 하나는 한 번만 신고할 수 있습니다.',
        );
      const dispute = { ...body, state: 'OPEN', regTsp: Date.now(), resolvedTsp: null, verdictReason: null };
      reviews.set(uuid, { ...current, dispute });
      return json({ item: dispute }, 201);
    };
  }
  return { handlers, calls };
}

// Issue 26 §5: the console's review answers: write, edit, delete behind a confirm, one dispute per review.
describe('console reviews page', () => {
  it('writes an answer after checking its length, edits it, and deletes it only after the confirm', async () => {
    const api = fakeConsole([review(UUID_A), review(UUID_B, { nick: '익명', rating: 3 })]);
    mockFetch(api.handlers);
    const user = userEvent.setup();
    renderRoute('/partner-center/reviews');
    expect(await screen.findByRole('heading', { name: '리뷰 답변', level: 1 })).toBeVisible();
    const card = (await screen.findByRole('heading', { name: '행복한신부' })).closest('article')!;
    expect(within(card).getByRole('img', { name: '별점 5점 중 4.5점' })).toBeVisible();
    expect(screen.getByRole('button', { name: '답변 대기 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '전체 2' })).toHaveAttribute('aria-pressed', 'true');

    const box = within(card).getByLabelText('답변 쓰기');
    await user.type(box, '감사');
    await user.click(within(card).getByRole('button', { name: '답변 등록' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('답변은 5자 이상 1,000자 이하로 입력해 주세요.');
    expect(api.calls).toEqual([]);
    expect(box).toHaveValue('감사');

    await user.type(box, '합니다. 또 뵙겠습니다!');
    await user.click(within(card).getByRole('button', { name: '답변 등록' }));
    await waitFor(() =>
      expect(api.calls).toEqual([
        { method: 'PUT', path: `${UUID_A}/answer`, body: { content: '감사합니다. 또 뵙겠습니다!' } },
      ]),
    );
    const answered = (await screen.findByText('감사합니다. 또 뵙겠습니다!')).closest('article')!;
    expect(within(answered).getByText('더채플 강남')).toBeVisible();
    expect(await screen.findByRole('button', { name: '답변 대기 1' })).toBeVisible();

    await user.click(within(answered).getByRole('button', { name: '답변 수정' }));
    const edit = within(answered).getByLabelText('답변 수정');
    expect(edit).toHaveValue('감사합니다. 또 뵙겠습니다!');
    await user.clear(edit);
    await user.type(edit, '다시 한 번 감사드립니다.');
    await user.click(within(answered).getByRole('button', { name: '수정 저장' }));
    expect(await screen.findByText('다시 한 번 감사드립니다.')).toBeVisible();

    const withAnswer = screen.getByText('다시 한 번 감사드립니다.').closest('article')!;
    await user.click(within(withAnswer).getByRole('button', { name: '답변 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('답변을 삭제할까요?');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `${UUID_A}/answer` }));
    expect(await screen.findAllByLabelText('답변 쓰기')).toHaveLength(2);
  });

  it('sends one dispute with a reason from the list, asks wrong facts for proof, then shows it as received', async () => {
    const api = fakeConsole([review(UUID_A)]);
    mockFetch(api.handlers);
    const user = userEvent.setup();
    renderRoute('/partner-center/reviews');
    await user.click(await screen.findByRole('button', { name: '이 리뷰 신고하기' }));
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('신고 사유를 골라 주세요.');

    await user.selectOptions(screen.getByLabelText('신고 사유'), '사실과 다름(증빙 첨부)');
    await user.type(screen.getByLabelText('사실과 다른 내용과 증빙'), '사실이 아닌 내용이 있습니다.');
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/증빙/);
    expect(api.calls).toEqual([]);

    await user.selectOptions(screen.getByLabelText('신고 사유'), '욕설·비방');
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    await waitFor(() =>
      expect(api.calls).toEqual([
        { method: 'POST', path: `${UUID_A}/dispute`, body: { reason: 'ABUSE', text: '사실이 아닌 내용이 있습니다.' } },
      ]),
    );
    expect(await screen.findByText(/신고 접수됨 · 욕설·비방 · 운영팀 검토 중/)).toBeVisible();
    expect(screen.queryByRole('button', { name: '이 리뷰 신고하기' })).toBeNull();
  });

  it('shows each dispute’s outcome: waiting, upheld (removed, nothing to answer) or rejected, with the operators’ reason', async () => {
    const sent = { reason: 'ABUSE' as const, text: '욕설이 들어 있는 리뷰입니다.', regTsp: Date.now() - 86_400_000 };
    const UUID_C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const api = fakeConsole([
      review(UUID_A, { nick: '기다림', dispute: { ...sent, state: 'OPEN', resolvedTsp: null, verdictReason: null } }),
      review(UUID_B, {
        nick: '삭제됨',
        removed: true,
        dispute: { ...sent, state: 'UPHELD', resolvedTsp: Date.now(), verdictReason: '욕설이 포함되어 삭제했습니다.' },
      }),
      review(UUID_C, {
        nick: '유지됨',
        dispute: {
          ...sent,
          state: 'REJECTED',
          resolvedTsp: Date.now(),
          verdictReason: '의견 표현으로 보아 유지합니다.',
        },
      }),
    ]);
    mockFetch(api.handlers);
    renderRoute('/partner-center/reviews');
    const card = async (nick: string) => (await screen.findByRole('heading', { name: nick })).closest('article')!;

    const open = await card('기다림');
    expect(within(open).getByRole('status')).toHaveTextContent('신고 접수됨 · 욕설·비방 · 운영팀 검토 중');

    const upheld = await card('삭제됨');
    expect(within(upheld).getByRole('status')).toHaveTextContent(/신고 인정됨 · 욕설·비방 · 리뷰를 삭제했어요/);
    expect(within(upheld).getByRole('status')).toHaveTextContent('운영팀 사유: 욕설이 포함되어 삭제했습니다.');
    expect(within(upheld).getByText('삭제됨', { selector: '.console-review__badge' })).toBeVisible();
    expect(within(upheld).queryByLabelText('답변 쓰기')).toBeNull();

    const rejected = await card('유지됨');
    expect(within(rejected).getByRole('status')).toHaveTextContent(/신고 기각됨 · 욕설·비방 · 리뷰가 그대로 보여요/);
    expect(within(rejected).getByRole('status')).toHaveTextContent('운영팀 사유: 의견 표현으로 보아 유지합니다.');
    expect(within(rejected).getByLabelText('답변 쓰기')).toBeVisible();
  });

  it('shows the server’s Korean reason and keeps the typed answer when saving fails', async () => {
    mockFetch({
      '/v3/partner-center/me': () => json({ item: me }),
      '/v3/partner-center/reviews': () =>
        json({ item: [review(UUID_A)], total: 1, allTotal: 1, unansweredTotal: 1, page: 1, hasNext: false }),
      [`/v3/partner-center/reviews/${UUID_A}/answer`]: () =>
        apiError(409, 'REVIEW_DELETED', '작성자가 삭제한 리뷰에는 답변하거나 신고할 수 없습니다.'),
    });
    const user = userEvent.setup();
    renderRoute('/partner-center/reviews');
    const box = await screen.findByLabelText('답변 쓰기');
    await user.type(box, '늦었지만 감사합니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '작성자가 삭제한 리뷰에는 답변하거나 신고할 수 없습니다.',
    );
    expect(box).toHaveValue('늦었지만 감사합니다.');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MySuspension } from '@wedding/contract/moderation';
import type { PartnerDetail } from '@wedding/contract/partners';
import { PLANNER_RATING_ITEMS, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { ACCOUNT_SUSPENDED, SUSPENSION_NOTICE_TITLE, suspensionMessage } from '@wedding/domain/moderation';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client.ts';
import { InquiryButton } from '../../src/features/inquiries/components/inquiry-button.tsx';
import { SendBox } from '../../src/features/inquiries/components/send-box.tsx';
import { CommentThread } from '../../src/features/reviews/components/comment-thread.tsx';
import { useDialogStore } from '../../src/shared/stores/dialog-store.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { customerProfile } from '../account/profile.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 29 §2: a suspended customer sees why before they type: on /mypage and above every writing form, whose
// input is disabled and keeps what was typed. The words are the domain's (the same a refused write answers).

const REASON = '다른 회원을 반복해서 비방했습니다.';
const UNTIL = new Date('2026-03-08T05:00:00Z');
const suspension = (until: Date | null = UNTIL): MySuspension => ({
  startsAt: '2026-03-01T05:00:00.000Z',
  until: until?.toISOString() ?? null,
  reason: REASON,
  message: suspensionMessage({ until, reason: REASON }),
});
const MESSAGE = suspensionMessage({ until: UNTIL, reason: REASON });
const PLANNER = '77777777-7777-4777-8777-777777777777';
const REVIEW = '99999999-9999-4999-8999-999999999999';
const planner: PartnerDetail = {
  partnerUuid: PLANNER,
  type: 37,
  bizName: '메리플래닝 강남점',
  coverUrl: '/media/generated/hall/p1.jpg',
  region: '서울 강남구',
  isLiked: false,
  likeCount: 0,
  reviewCount: 0,
  profile: { name: '메리플래닝 강남점', tel: null, address: null, notice: null },
  branches: [],
  paused: false,
};

const signedIn = (mine: MySuspension | null, more: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    '/web/v1/community/suspension': () => json({ item: { suspension: mine } }),
    [`/v3/partner/${PLANNER}/detail`]: () => json({ item: planner }),
    '/web/v1/community/review-options': () => json({ item: { tags: [], ratingItems: [...REVIEW_RATING_ITEMS] } }),
    '/v3/20240404/customer': () => json({ item: customerProfile() }),
    ...more,
  });

/** A component under the app's own query client (whose refused writes re-read the suspension) and a router. */
function renderWithApp(node: ReactNode) {
  useUserStore.getState().setUserInfo(currentUser());
  const router = createMemoryRouter([{ path: '*', element: node }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a suspended customer sees why before they type (issue 29 §2)', () => {
  it('/mypage says until when and why at the top', async () => {
    signedIn(suspension());
    renderRoute('/mypage');
    const notice = await screen.findByTestId('suspension-notice');
    expect(notice).toHaveTextContent(SUSPENSION_NOTICE_TITLE);
    expect(notice).toHaveTextContent(MESSAGE);
    expect(MESSAGE).toContain('2026년 3월 8일 (일) 14:00까지 이용이 정지되어 글을 쓸 수 없어요.');
  });

  it('/mypage of a customer suspended for good says so; one not suspended sees no notice', async () => {
    signedIn(suspension(null));
    const first = renderRoute('/mypage');
    expect(await screen.findByTestId('suspension-notice')).toHaveTextContent('영구적으로 이용이 정지되어');
    first.unmount();

    signedIn(null);
    renderRoute('/mypage');
    expect(await screen.findByText('김민지님')).toBeVisible();
    expect(screen.queryByTestId('suspension-notice')).toBeNull();
  });

  it('the review form: the notice above it and every field disabled', async () => {
    signedIn(suspension());
    renderRoute(`/community/review/write?partnerUuid=${PLANNER}`);
    expect(await screen.findByTestId('suspension-notice')).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText('후기')).toBeDisabled();
    expect(screen.getByRole('radio', { name: `${PLANNER_RATING_ITEMS[0]} 5점` })).toBeDisabled();
    expect(screen.getByRole('button', { name: '후기 등록' })).toBeDisabled();
  });

  it('the review form of a writer not suspended is open', async () => {
    signedIn(null);
    renderRoute(`/community/review/write?partnerUuid=${PLANNER}`);
    expect(await screen.findByText('메리플래닝 강남점')).toBeVisible();
    // The suspension has been read (and was none) by the time the form stands.
    await waitFor(() => expect(screen.getByLabelText('후기')).toBeEnabled());
    expect(screen.queryByTestId('suspension-notice')).toBeNull();
    expect(screen.getByRole('button', { name: '후기 등록' })).toBeEnabled();
  });

  it('blog review registration: the notice, the address field and the button disabled', async () => {
    signedIn(suspension());
    renderRoute(`/partner/${PLANNER}/write-review-blog`);
    expect(await screen.findByTestId('suspension-notice')).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText('블로그 글 주소')).toBeDisabled();
    expect(screen.getByRole('button', { name: '등록하기' })).toBeDisabled();
  });

  it('a comment refused because the account was suspended meanwhile: the box shows the notice, disabled, with what was typed', async () => {
    let mine: MySuspension | null = null;
    const fetchMock = signedIn(null, {
      '/web/v1/community/suspension': () => json({ item: { suspension: mine } }),
      '/web/v1/reply': (_url, init) => {
        if (init?.method !== 'POST') return json({ item: [] });
        // An operator suspended the writer after the page opened.
        mine = suspension();
        return apiError(403, ACCOUNT_SUSPENDED, MESSAGE);
      },
    });
    renderWithApp(<CommentThread reviewUuid={REVIEW} />);
    const box = await screen.findByLabelText('댓글');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/suspension'))).toBe(true));
    expect(box).toBeEnabled();
    await userEvent.type(box, '정말 멋진 예식이었어요');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByTestId('suspension-notice')).toHaveTextContent(MESSAGE);
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveValue('정말 멋진 예식이었어요');
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
  });

  it('the inquiry send box: the notice above it, disabled', async () => {
    signedIn(suspension());
    const send = vi.fn(async () => undefined);
    renderWithApp(<SendBox send={send} />);
    expect(await screen.findByTestId('suspension-notice')).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText('메시지')).toBeDisabled();
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
  });

  it('1:1 문의 refused because the account is suspended says until when and why in a dialog, and opens nothing', async () => {
    const posts: string[] = [];
    signedIn(suspension(), {
      '/v3/inquiries': (url, init) => {
        if (init?.method === 'POST') posts.push(url.pathname);
        return apiError(403, ACCOUNT_SUSPENDED, MESSAGE);
      },
    });
    renderWithApp(<InquiryButton partnerUuid={PLANNER} />);
    await userEvent.click(screen.getByRole('button', { name: '1:1 문의' }));
    await waitFor(() =>
      expect(useDialogStore.getState().current?.message).toBe(`${SUSPENSION_NOTICE_TITLE}\n${MESSAGE}`),
    );
    expect(posts).toEqual(['/v3/inquiries']);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogReview } from '@wedding/contract/blog-reviews';
import type { Review } from '@wedding/contract/reviews';
import { SECRET_COMMENT_TEXT } from '@wedding/domain/community';
import { PAGE_SIZE } from '@wedding/domain/constants';
import {
  DELETED_BY_AUTHOR,
  EMPTY_REVIEWS,
  HALL_LIKE_FAILED,
  LIKE_LOGIN_REQUIRED,
  MENTOR_LABEL,
  UNEXPECTED_ERROR_RETRY,
} from '@wedding/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewKeys } from '../../src/features/reviews/api/review-keys.ts';
import { PartnerReviewSection } from '../../src/features/reviews/components/partner-review-section.tsx';
import { useToastStore } from '../../src/shared/stores/toast-store.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 11 partner review section: spec §4 paging (20 reviews, 10 blog reviews, stopping on an empty page), the
// likes' rollback, state 0 and 3, §9 excerpt, new badge and relative time, the mentor label and secret comments.

const PARTNER = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-20T03:00:00Z');

const review = (i: number, over: Partial<Review> = {}): Review => ({
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  id: i,
  customerUuid: '33333333-3333-4333-8333-333333333333',
  nick: `신부${i}`,
  profileUrl: null,
  anonymous: 0,
  weddingMonth: '2026-10',
  regTsp: NOW.getTime() - 2 * 60 * 60 * 1000,
  content: `후기 ${i}: 홀이 밝고 음식이 맛있었어요.`,
  images: [],
  tags: [],
  reviews: [],
  likeCnt: 3,
  replyCnt: 1,
  answer: null,
  mentorState: 0,
  state: 1,
  isLike: false,
  partnerText: '더채플앳청담',
  card: null,
  isMine: false,
  verified: false,
  ...over,
});

const summary = {
  totalReviewCnt: 45,
  reviewCnt: 44,
  branchPartnerCnt: 1,
  blindReviewCnt: 0,
  reviews: [{ kname: '음식', v: 4.5 }],
};
const pageOf = (from: number, count: number) => ({
  item: Array.from({ length: count }, (_, i) => review(from + i)),
  reviewSummary: summary,
});

/** The section alone, for a guest or a signed-in customer (the app's start-up session check is not mounted). */
function renderSection(signedIn = false, search = '') {
  if (signedIn) useUserStore.getState().setUserInfo(currentUser());
  else useUserStore.getState().clearUserInfo();
  return renderRoute(`/${search}`, [
    { path: '/', element: <PartnerReviewSection partnerUuid={PARTNER} product="웨딩홀" /> },
  ]);
}

afterEach(() => vi.useRealTimers());

/**
 * A review's page whose session check has not answered yet (call `answer` with its response); the review is in
 * the cache as the server rendered it.
 */
function renderReviewBeforeSessionCheck() {
  const uuid = review(1).uuid;
  let settle: (response: Response) => void = () => {};
  mockFetch({
    '/api/user': () =>
      new Promise<Response>((resolve) => {
        settle = resolve;
      }),
    [`/web/v1/communityV2/${uuid}`]: () => json({ item: review(1) }),
    '/web/v1/reply': () => json({ item: [] }),
  });
  useUserStore.setState(useUserStore.getInitialState(), true);
  const { client } = renderRoute(`/community/review/${uuid}`);
  return { client, uuid, answer: (response: Response) => settle(response) };
}

describe('partner review section', () => {
  it('pages 20 reviews at a time and stops when a page comes back empty (spec §4)', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/web/v1/community/reviews': (url) => {
        asked.push(url.searchParams);
        const start = Number(url.searchParams.get('fetchStart'));
        return json(start < 40 ? pageOf(start + 1, PAGE_SIZE.COMMUNITY_REVIEWS) : pageOf(0, 0));
      },
    });
    renderSection();
    expect(await screen.findAllByTestId('review-card')).toHaveLength(20);
    expect(asked[0]!.get('fetchSize')).toBe('20');
    expect(asked[0]!.get('sort')).toBe('4');
    expect(asked[0]!.get('withStore')).toBe('true');
    // Spec §7 GET {token}?category=4, the community's review list (issue 25).
    expect(asked[0]!.get('category')).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: '후기 더 보기' }));
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: '후기 더 보기' }));
    await waitFor(() => expect(asked.map((q) => q.get('fetchStart'))).toEqual(['0', '20', '40']));
    // The empty page ends the list: no more button, no fourth request.
    await waitFor(() => expect(screen.queryByRole('button', { name: '후기 더 보기' })).toBeNull());
    expect(asked).toHaveLength(3);
  });

  it('the blog tab pages 10 at a time and stops on an empty page', async () => {
    const blog = (i: number): BlogReview => ({
      uuid: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
      title: `블로그 ${i}`,
      content: '요약',
      originUrl: `https://blog.example.com/${i}`,
      images: [],
      nick: '블로거',
      profileUrl: null,
      regTsp: NOW.getTime(),
    });
    const starts: string[] = [];
    mockFetch({
      '/web/v1/community/reviews': () => json(pageOf(1, 1)),
      [`/web/v1/community/partners/${PARTNER}/blog-reviews`]: (url) => {
        const start = Number(url.searchParams.get('fetchStart'));
        starts.push(`${start}/${url.searchParams.get('fetchSize')}`);
        return json({ item: start < 10 ? Array.from({ length: 10 }, (_, i) => blog(i)) : [], total: 10 });
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('tab', { name: '블로그 리뷰' }));
    expect(await screen.findAllByTestId('blog-card')).toHaveLength(10);
    expect(screen.getAllByTestId('blog-card')[0]!.querySelector('a')).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );
    await userEvent.click(screen.getByRole('button', { name: '블로그 후기 더 보기' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '블로그 후기 더 보기' })).toBeNull());
    expect(starts).toEqual(['0/10', '10/10']);
  });

  it('the sort sheet asks newest (2) first; the branch checkbox shows for a company and sends withStore=false', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/web/v1/community/reviews': (url) => {
        asked.push(url.searchParams);
        return json({ ...pageOf(1, 2), reviewSummary: { ...summary, branchPartnerCnt: 3, blindReviewCnt: 1 } });
      },
    });
    renderSection();
    await screen.findAllByTestId('review-card');
    await userEvent.click(screen.getByRole('button', { name: /베스트순/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '정렬' })).getByRole('button', { name: '최신순' }));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('2'));
    await userEvent.click(screen.getByLabelText('현재 지점 리뷰만 보기'));
    await waitFor(() => expect(asked.at(-1)!.get('withStore')).toBe('false'));
    expect(screen.getByRole('link', { name: /블라인드 처리된 후기/ })).toHaveAttribute(
      'href',
      `/partner/${PARTNER}/blind-reviews?hidetop=true`,
    );
  });

  it('sort, branch filter and sub-tab live in the address (replaced, not pushed), so back and reload keep them (issue 25)', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/web/v1/community/reviews': (url) => {
        asked.push(url.searchParams);
        return json({ ...pageOf(1, 2), reviewSummary: { ...summary, branchPartnerCnt: 3 } });
      },
      '/web/v1/community/blog-reviews': () => json({ item: [] }),
    });
    const { router } = renderSection();
    await screen.findAllByTestId('review-card');
    await userEvent.click(screen.getByRole('button', { name: /베스트순/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '정렬' })).getByRole('button', { name: '최신순' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('reviewSort')).toBe('2'));
    await userEvent.click(screen.getByLabelText('현재 지점 리뷰만 보기'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('branchOnly')).toBe('1'));
    await userEvent.click(screen.getByRole('tab', { name: '블로그 리뷰' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('reviewTab')).toBe('blog'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opened with the view in its address, the section shows it and asks for it', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/web/v1/community/reviews': (url) => {
        asked.push(url.searchParams);
        return json({ ...pageOf(1, 2), reviewSummary: { ...summary, branchPartnerCnt: 3 } });
      },
    });
    renderSection(false, '?reviewSort=2&branchOnly=1');
    await screen.findAllByTestId('review-card');
    expect(screen.getByRole('button', { name: /최신순/ })).toBeInTheDocument();
    expect(screen.getByLabelText('현재 지점 리뷰만 보기')).toBeChecked();
    expect(asked[0]!.get('sort')).toBe('2');
    expect(asked[0]!.get('withStore')).toBe('false');
  });

  it('shows the blinded-review bar only when a review is blinded (issue 25)', async () => {
    mockFetch({ '/web/v1/community/reviews': () => json(pageOf(1, 2)) });
    renderSection();
    await screen.findAllByTestId('review-card');
    expect(summary.blindReviewCnt).toBe(0);
    expect(screen.queryByRole('link', { name: /블라인드 처리된 후기/ })).toBeNull();
  });

  it('cards: excerpt of 100 then 더보기, new badge under 23 h, relative time, mentor label, states 0 and 3', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const long = '가'.repeat(130);
    mockFetch({
      '/web/v1/community/reviews': () =>
        json({
          item: [
            review(1, { content: long, mentorState: 1, verified: true }),
            review(2, { state: 0 }),
            review(3, { state: 3, content: '공지: 주차는 2시간 무료예요.' }),
            review(4, { regTsp: NOW.getTime() - 23 * 60 * 60 * 1000 }),
          ],
          reviewSummary: summary,
        }),
    });
    renderSection();
    const [first, deleted, notice, old] = await screen.findAllByTestId('review-card');
    expect(first).toHaveTextContent(`${'가'.repeat(100)}... 더보기`);
    expect(within(first!).getByTestId('review-new')).toHaveTextContent('N');
    expect(first).toHaveTextContent('2시간 전');
    expect(first).toHaveTextContent('2026.10 예식');
    expect(first).toHaveTextContent(MENTOR_LABEL);
    expect(first).toHaveTextContent('방문 인증');
    await userEvent.click(within(first!).getByRole('button', { name: '더보기' }));
    expect(first).toHaveTextContent(long);
    expect(deleted).toHaveTextContent(DELETED_BY_AUTHOR);
    expect(notice).toHaveTextContent('공지');
    expect(notice).toHaveTextContent('공지: 주차는 2시간 무료예요.');
    // Exactly 23 hours: no longer new.
    expect(within(old!).queryByTestId('review-new')).toBeNull();
  });

  it('says the §8 empty state when there are no reviews', async () => {
    mockFetch({ '/web/v1/community/reviews': () => json(pageOf(0, 0)) });
    renderSection();
    expect(await screen.findByText(EMPTY_REVIEWS)).toBeVisible();
  });

  it('a like flips at once and rolls back with 오류가 발생했습니다. when the server fails', async () => {
    let fail: () => void = () => {};
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/web/v1/community/reviews': () => json(pageOf(1, 1)),
      [`/web/v1/community/${review(1).uuid}/like`]: () =>
        new Promise((resolve) => {
          fail = () => resolve(apiError(500, 'INTERNAL_ERROR', 'x'));
        }),
    });
    renderSection(true);
    const like = await screen.findByTestId('review-like');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('4');
    await act(async () => fail());
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('3');
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ text: HALL_LIKE_FAILED, type: 'error' }),
    );
  });

  // Issue 25 / spec §8: a block that fails without a server message (a proxy's 502 page) said the client's
  // generic '일시적인 오류…' instead of the spec's '예상치 못한 오류가 발생했습니다…'; a server message still wins.
  it.each([
    [
      'no server message (a proxy page)',
      () => new Response('<html>502</html>', { status: 502 }),
      UNEXPECTED_ERROR_RETRY,
    ],
    [
      'the server message',
      () => apiError(409, 'ALREADY_BLOCKED', '이미 차단한 게시글이에요.'),
      '이미 차단한 게시글이에요.',
    ],
  ])('a failed post block shows %s', async (_case, answer, text) => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/web/v1/community/reviews': () => json(pageOf(1, 1)),
      '/web/v1/community/block-post': answer,
    });
    renderSection(true);
    await userEvent.click(await screen.findByRole('button', { name: '신부1님의 후기 메뉴' }));
    await userEvent.click(await screen.findByRole('button', { name: '이 게시글 차단하기' }));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ text, type: 'error' }));
  });

  // Issue 25 / spec §2: the header's 'more' icon was never used; on a review's page it opens the review menu.
  it("the review page's header 더보기 opens the review menu for a signed-in customer", async () => {
    const uuid = review(1).uuid;
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/web/v1/communityV2/${uuid}`]: () => json({ item: review(1) }),
      '/web/v1/reply': () => json({ item: [] }),
    });
    renderRoute(`/community/review/${uuid}`);
    await screen.findByRole('button', { name: '신부1님의 후기 메뉴' });
    await userEvent.click(
      within(document.querySelector('header.header') as HTMLElement).getByRole('button', { name: '더보기' }),
    );
    expect(await screen.findByRole('button', { name: '이 게시글 차단하기' })).toBeVisible();
  });

  it('a guest’s like sends nothing and says to log in (spec §6)', async () => {
    const fetchMock = mockFetch({ '/web/v1/community/reviews': () => json(pageOf(1, 1)) });
    renderSection();
    await userEvent.click(await screen.findByTestId('review-like'));
    expect(useToastStore.getState().current).toMatchObject({ text: LIKE_LOGIN_REQUIRED, type: 'error' });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/like'))).toBe(false);
  });
});

const COMMENT = {
  uuid: '44444444-4444-4444-8444-444444444444',
  id: 1,
  customerUuid: '55555555-5555-4555-8555-555555555555',
  nick: '멘토님',
  profileUrl: null,
  regTsp: NOW.getTime(),
  content: '좋은 선택이에요',
  likeCnt: 0,
  isLike: false,
  mentorState: 1,
  secret: false,
  secretAllow: true,
  state: 1,
  depth: 1,
  upperNick: null,
  rootUuid: null,
  isMine: false,
};

describe('comments on a review page', () => {
  it('masks a secret comment the viewer may not read, labels mentors, and refuses an empty comment', async () => {
    const uuid = review(1).uuid;
    const comment = COMMENT;
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/web/v1/communityV2/${uuid}`]: () => json({ item: review(1) }),
      '/web/v1/reply': () =>
        json({
          item: [
            comment,
            {
              ...comment,
              uuid: '66666666-6666-4666-8666-666666666666',
              nick: '손님',
              mentorState: 0,
              secret: true,
              secretAllow: false,
              content: SECRET_COMMENT_TEXT,
              depth: 2,
              upperNick: '멘토님',
              rootUuid: comment.uuid,
            },
          ],
        }),
    });
    renderRoute(`/community/review/${uuid}`);
    const [mentor, secret] = await screen.findAllByTestId('comment');
    expect(mentor).toHaveTextContent(MENTOR_LABEL);
    expect(secret).toHaveTextContent(`@멘토님 ${SECRET_COMMENT_TEXT}`);
    await userEvent.type(screen.getByLabelText('댓글'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent('댓글 내용을 입력해주세요.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('before the session check answers, the comment box asks nobody to log in (a customer was once asked)', async () => {
    const { client, uuid, answer } = renderReviewBeforeSessionCheck();
    // As the server rendered it: the review is in the cache before the session check answers.
    act(() => client.setQueryData(reviewKeys.one(uuid, null), review(1)));
    const box = await screen.findByLabelText('댓글');
    await userEvent.click(box);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => answer(json({ item: null })));
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    box.blur();
    await userEvent.click(box);
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });

  it('a comment typed before the session check answers survives it (the page is not swapped for a spinner)', async () => {
    const { client, uuid, answer } = renderReviewBeforeSessionCheck();
    act(() => client.setQueryData(reviewKeys.one(uuid, null), review(1)));
    const box = await screen.findByLabelText('댓글');
    await userEvent.type(box, '저도 궁금해요');
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
    await act(async () => answer(json({ item: currentUser() })));
    await waitFor(() => expect(screen.getByRole('button', { name: '등록' })).toBeEnabled());
    expect(screen.getByLabelText('댓글')).toHaveValue('저도 궁금해요');
  });

  /** The review and its thread as the server rendered them; '답글' tapped before the session check answers. */
  async function tapReplyBeforeSessionCheck() {
    const { client, uuid, answer } = renderReviewBeforeSessionCheck();
    act(() => {
      client.setQueryData(reviewKeys.one(uuid, null), review(1));
      client.setQueryData(reviewKeys.comments(uuid, null), [COMMENT]);
    });
    const [thread] = await screen.findAllByTestId('comment');
    await userEvent.click(within(thread!).getByRole('button', { name: '답글' }));
    return answer;
  }

  it("'답글' tapped on the server-rendered thread before the session check answers acts once it does", async () => {
    const answer = await tapReplyBeforeSessionCheck();
    expect(screen.queryByText('@멘토님님에게 답글')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => answer(json({ item: currentUser() })));
    expect(await screen.findByText('@멘토님님에게 답글')).toBeVisible();
    // Issue 25: the tap puts the cursor in the comment box, so the reply can be typed at once.
    expect(screen.getByLabelText('댓글')).toHaveFocus();
  });

  it("a guest's early '답글' is asked to log in once the session check says guest", async () => {
    const answer = await tapReplyBeforeSessionCheck();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => answer(json({ item: null })));
    expect(await screen.findByRole('alertdialog')).toBeVisible();
    expect(screen.queryByText('@멘토님님에게 답글')).toBeNull();
  });
});

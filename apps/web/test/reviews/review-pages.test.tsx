import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerDetail } from '@wedding/contract/partners';
import type { Review } from '@wedding/contract/reviews';
import { PLANNER_RATING_ITEMS, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { LOGIN_REQUIRED_CONFIRM } from '@wedding/domain/messages';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Compression needs a canvas jsdom lacks; the upload path around it is what these tests check.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const PLANNER = '77777777-7777-4777-8777-777777777777';
const HEAD = '88888888-8888-4888-8888-888888888888';
const planner: PartnerDetail = {
  partnerUuid: PLANNER,
  type: 37,
  bizName: '메리플래닝 강남점',
  coverUrl: '/media/generated/hall/p1.jpg',
  region: '서울 강남구',
  isLiked: false,
  likeCount: 12,
  reviewCount: 30,
  paused: false,
  profile: { name: '메리플래닝 강남점', tel: '02-555-1234', address: '서울 강남구 테헤란로 1', notice: null },
  branches: [{ partnerUuid: HEAD, bizName: '메리플래닝 본점', region: '서울 중구', isHead: true }],
};
const emptyReviews = () =>
  json({
    item: [],
    reviewSummary: { totalReviewCnt: 0, reviewCnt: 0, branchPartnerCnt: 2, blindReviewCnt: 0, reviews: [] },
  });

describe('/partner/{uuid} (issue 11)', () => {
  it('a planner: profile, the company’s branches and the review section with its own tab names', async () => {
    mockFetch({
      [`/v3/partner/${PLANNER}/detail`]: () => json({ item: planner }),
      '/web/v1/community/reviews': emptyReviews,
    });
    renderRoute(`/partner/${PLANNER}`);
    expect(await screen.findByRole('heading', { level: 1, name: '메리플래닝 강남점' })).toBeVisible();
    expect(screen.getByText('서울 강남구 테헤란로 1')).toBeVisible();
    expect(screen.getByRole('link', { name: '02-555-1234' })).toHaveAttribute('href', 'tel:02-555-1234');
    const branch = screen.getByRole('link', { name: /메리플래닝 본점/ });
    expect(branch).toHaveAttribute('href', `/partner/${HEAD}`);
    expect(within(branch).getByText('본점')).toBeVisible();
    expect(screen.getByRole('tab', { name: '플래너 리뷰' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '블로그 리뷰' })).toBeVisible();
    // A company with branches offers 'current branch reviews only'.
    expect(await screen.findByLabelText('현재 지점 리뷰만 보기')).toBeVisible();
  });

  // Issue 29 §4: a paused planner's page keeps its profile and says what the hall page says.
  it("a paused planner's page shows the hall page's paused notice; an open one shows none", async () => {
    mockFetch({
      [`/v3/partner/${PLANNER}/detail`]: () => json({ item: { ...planner, paused: true } }),
      '/web/v1/community/reviews': emptyReviews,
    });
    renderRoute(`/partner/${PLANNER}`);
    const notice = await screen.findByRole('status', { name: '운영 일시 중지' });
    expect(notice).toHaveTextContent(PARTNER_PAUSED_MESSAGES.NOTICE);
    expect(notice).toHaveTextContent(PARTNER_PAUSED_MESSAGES.NOTICE_DETAIL);
    expect(screen.getByRole('heading', { level: 1, name: '메리플래닝 강남점' })).toBeVisible();
  });

  it('an open planner shows no paused notice', async () => {
    mockFetch({
      [`/v3/partner/${PLANNER}/detail`]: () => json({ item: planner }),
      '/web/v1/community/reviews': emptyReviews,
    });
    renderRoute(`/partner/${PLANNER}`);
    await screen.findByRole('heading', { level: 1, name: '메리플래닝 강남점' });
    expect(screen.queryByRole('status', { name: '운영 일시 중지' })).toBeNull();
  });

  // Issue 25: a planner could be liked from cards but not from its own page.
  it('a signed-in couple likes a planner from its page, and the heart stays on', async () => {
    const states: unknown[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/partner/${PLANNER}/detail`]: () => json({ item: planner }),
      '/web/v1/community/reviews': emptyReviews,
      [`/v3/20240729/partner/${PLANNER}/like`]: (_url, init) => {
        states.push(JSON.parse(String(init?.body)).state);
        return json({ item: { partnerUuid: PLANNER, isLike: true, likeCount: 13 } });
      },
    });
    renderRoute(`/partner/${PLANNER}`);
    const heart = await screen.findByRole('button', { name: '메리플래닝 강남점 찜하기' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(states).toEqual([1]));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    // Settled on the server's answer, not flipped back to the cached page's old state.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('a hall’s uuid goes to /weddinghall/{uuid}', async () => {
    mockFetch({ [`/v3/partner/${PLANNER}/detail`]: () => json({ item: { ...planner, type: 2 } }) });
    const { router } = renderRoute(`/partner/${PLANNER}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/weddinghall/${PLANNER}`));
  });
});

describe('/community/review/write (the web side of the native review link)', () => {
  const written = (body: { content: string }): Review => ({
    uuid: '99999999-9999-4999-8999-999999999999',
    id: 9,
    customerUuid: currentUser().customerUuid,
    nick: '익명',
    profileUrl: null,
    anonymous: 1,
    weddingMonth: null,
    regTsp: Date.now(),
    content: body.content,
    images: [],
    tags: [],
    reviews: [],
    likeCnt: 0,
    replyCnt: 0,
    answer: null,
    mentorState: 0,
    state: 1,
    isLike: false,
    partnerText: planner.bizName,
    card: {
      partnerUuid: PLANNER,
      partnerType: 37,
      title: '',
      content: '',
      coverUrl: null,
      link: `/partner/${PLANNER}`,
    },
    isMine: true,
    verified: false,
  });

  it('a guest is asked to log in', async () => {
    mockFetch();
    renderRoute(`/community/review/write?partnerUuid=${PLANNER}`);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(LOGIN_REQUIRED_CONFIRM);
  });

  it('says what is missing and keeps every value; refuses a text file with the §8 message; then writes', async () => {
    let posted: Record<string, unknown> | null = null;
    const uploads: FormData[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/partner/${PLANNER}/detail`]: () => json({ item: planner }),
      '/web/v1/community/review-options': () =>
        json({ item: { tags: [{ id: 1, name: '상담이 친절해요' }], ratingItems: [...REVIEW_RATING_ITEMS] } }),
      '/web/v1/common/upload': (_url, init) => {
        uploads.push(init!.body as FormData);
        return json({ data: { data: ['/media/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png'] } });
      },
      '/web/v1/community/reviews': (_url, init) => {
        if (init?.method !== 'POST') return emptyReviews();
        posted = JSON.parse(String(init.body));
        return json({ item: written(posted as { content: string }) }, 201);
      },
    });
    const { router } = renderRoute(`/community/review/write?partnerUuid=${PLANNER}`);
    expect(await screen.findByText('메리플래닝 강남점')).toBeVisible();
    const text = screen.getByLabelText('후기');
    await userEvent.type(text, '짧은 글');
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(screen.getByText('모든 항목에 별점을 매겨 주세요.')).toBeVisible();
    expect(text).toHaveValue('짧은 글');

    // Issue 25: a planner is rated on a planner's items (this test used to rate the planner on a hall's '음식').
    expect(screen.queryByRole('radio', { name: '음식 4점' })).toBeNull();
    for (const kname of PLANNER_RATING_ITEMS)
      await userEvent.click(screen.getByRole('radio', { name: `${kname} 4점` }));
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText('후기는 20자 이상 써 주세요.')).toBeVisible();
    expect(screen.getByRole('radio', { name: `${PLANNER_RATING_ITEMS[0]} 4점` })).toBeChecked();

    // Spec §5/§8: a text file is refused before anything is sent.
    const input = screen.getByTestId('photo-input');
    await userEvent.upload(input, new File(['hello'], 'note.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findAllByText('jpg, jpeg, png, webp, gif 파일만 업로드 가능합니다.')).not.toHaveLength(0);
    expect(uploads).toHaveLength(0);
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    expect(await screen.findByTestId('picked-photo')).toBeVisible();
    expect(uploads[0]!.getAll('file')).toHaveLength(1);

    await userEvent.type(text, ' 상담부터 본식까지 세심하게 챙겨 주셔서 감사했어요.');
    await userEvent.click(screen.getByRole('button', { name: '상담이 친절해요' }));
    await userEvent.click(screen.getByLabelText(/익명으로 쓰기/));
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/partner/${PLANNER}`));
    expect(posted).toMatchObject({
      partnerUuid: PLANNER,
      anonymous: 1,
      tagIds: [1],
      images: ['/media/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png'],
      reviews: PLANNER_RATING_ITEMS.map((kname) => ({ kname, v: 4 })),
    });
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../src/app/layout/dialog-host.tsx';
import { MainHeader } from '../src/shared/layout/main-header.tsx';
import { StackHeader } from '../src/shared/layout/stack-header.tsx';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { Header } from '../src/shared/ui/header.tsx';
import { json, mockFetch } from './helpers/mock-fetch.ts';
import { CUSTOMER_UUID, currentUser } from './session/current-user.ts';

const NOW = new Date('2026-11-21T03:00:00Z'); // 12:00 in Seoul

function renderAt(element: ReactNode, path = '/weddinghall/home') {
  const page = (
    <>
      {element}
      <DialogHost />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const renderHeader = () => {
  const router = createMemoryRouter([{ path: '*', element: <MainHeader now={NOW} /> }], {
    initialEntries: ['/weddinghall/home'],
  });
  return render(<RouterProvider router={router} />);
};

/** The native app's bridge (React Native WebView): push and chat are its screens, the header offers them. */
function insideApp() {
  const postMessage = vi.fn();
  vi.stubGlobal('ReactNativeWebView', { postMessage });
  return () => postMessage.mock.calls.map(([message]) => JSON.parse(String(message)).type as string);
}

describe('main header', () => {
  it('shows 미정 when no wedding date is set', () => {
    renderAt(<MainHeader now={NOW} />);
    expect(screen.getByText('미정')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });

  it('shows the D-day of the wedding date from the user store', () => {
    mockFetch();
    useUserStore.getState().setUserInfo(currentUser({ weddingDate: '2026-12-01' }));
    renderAt(<MainHeader now={NOW} />);
    expect(screen.getByText('D-10')).toBeInTheDocument();
  });

  it('inside the app offers search, push and chat as labelled buttons, and no browser links', () => {
    insideApp();
    renderAt(<MainHeader now={NOW} />);
    for (const name of ['검색', '알림', '채팅 문의']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '마이페이지' })).toBeNull();
    expect(screen.queryByRole('link', { name: '찜 목록' })).toBeNull();
  });

  // Issue 25: in a browser, chat led to a 준비 중 page, and there was no way to the account or favourites. Issue 28
  // §3: push now opens the web's own inbox, /notifications.
  it('in a plain browser offers search, push and links to 찜 목록 and 마이페이지, not chat', async () => {
    const router = renderAt(<MainHeader now={NOW} />);
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '채팅 문의' })).toBeNull();
    expect(screen.getByRole('link', { name: '찜 목록' })).toHaveAttribute('href', '/my-interest/like');
    await userEvent.click(screen.getByRole('link', { name: '마이페이지' }));
    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('search goes to the hall search filter from the hall home', async () => {
    const router = renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.pathname).toBe('/weddinghall/search-filter');
    expect(router.state.location.search).toBe('?hidetop=true');
  });

  it('a guest pressing push gets the login prompt', async () => {
    insideApp();
    useUserStore.getState().clearUserInfo();
    renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이 서비스는 로그인이 필요합니다. 로그인하시겠어요?',
    );
  });

  it('before the session check answers, push asks nobody to log in and goes nowhere (a customer was once asked)', async () => {
    const posted = insideApp();
    // The store as the app starts: OTHER until GET /api/user answers.
    useUserStore.setState(useUserStore.getInitialState(), true);
    renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted()).toEqual([]);
    // Once the check answers, the tap is answered: a signed-in customer gets the app's notifications.
    mockFetch();
    act(() => useUserStore.getState().setUserInfo(currentUser()));
    await waitFor(() => expect(posted()).toEqual(['OPEN_PUSH']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a logged-in user pressing push opens the app's notifications", async () => {
    const posted = insideApp();
    mockFetch();
    useUserStore.getState().setUserInfo(currentUser());
    renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(posted()).toEqual(['OPEN_PUSH']);
  });
});

describe('push dot (decision 0009)', () => {
  const PUSH_AT = 1_790_000_000_000;
  const checkPath = `/web/v3/customer/data/${CUSTOMER_UUID}/pushCheckTsp`;
  const checkItem = (value: number) => ({ item: { key: 'pushCheckTsp', value: String(value), expTsp: null } });

  it.each([
    ['a push newer than the last check', checkItem(PUSH_AT - 1), true],
    ['no check stored yet', { item: null }, true],
    ['the last check after the newest push', checkItem(PUSH_AT + 1), false],
  ])('inside the app, with %s the dot shows: %s', async (_case, check, dot) => {
    insideApp();
    const fetchMock = mockFetch({ [checkPath]: () => json(check) });
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: PUSH_AT }));
    renderAt(<MainHeader now={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(checkPath, expect.anything()));
    const name = dot ? '알림 (새 알림 있음)' : '알림';
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    expect(document.querySelector('.header__dot') !== null).toBe(dot);
  });

  // Issue 28 §3: the dot of a browser's bell points at /notifications, which the tap opens.
  it('in a plain browser the bell shows the dot and a tap opens /notifications, recording the check', async () => {
    const posted: unknown[] = [];
    const fetchMock = mockFetch({
      [checkPath]: () => json({ item: null }),
      '/web/v3/customer/data': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ item: { key: 'pushCheckTsp', value: 'x', expTsp: 1 } });
      },
    });
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: PUSH_AT }));
    const router = renderAt(<MainHeader now={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(checkPath, expect.anything()));
    await userEvent.click(await screen.findByRole('button', { name: '알림 (새 알림 있음)' }));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(document.querySelector('.header__dot')).toBeNull();
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('no dot without any push, and none for a guest', async () => {
    insideApp();
    const fetchMock = mockFetch({ [checkPath]: () => json({ item: null }) });
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: null }));
    const { unmount } = renderHeader();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(checkPath, expect.anything()));
    expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument();
    unmount();

    useUserStore.getState().clearUserInfo();
    useUserStore.getState().setNewPushTsp(PUSH_AT);
    renderHeader();
    expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument();
  });

  it("tapping push hides the dot, stores the check time for a year and opens the app's notifications", async () => {
    const opened = insideApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    const posted: unknown[] = [];
    const fetchMock = mockFetch({
      [checkPath]: () => json({ item: null }),
      '/web/v3/customer/data': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ item: { key: 'pushCheckTsp', value: 'x', expTsp: 1 } });
      },
    });
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: PUSH_AT }));
    renderAt(<MainHeader now={NOW} />);

    await userEvent.click(await screen.findByRole('button', { name: '알림 (새 알림 있음)' }));
    expect(opened()).toEqual(['OPEN_PUSH']);
    expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument();
    const now = new Date('2026-11-21T03:00:00Z').getTime();
    await waitFor(() =>
      expect(posted).toEqual([
        { uuid: CUSTOMER_UUID, key: 'pushCheckTsp', value: String(now), expTsp: now + 365 * 24 * 60 * 60 * 1000 },
      ]),
    );
    expect(fetchMock.mock.calls.find(([url]) => url === '/web/v3/customer/data')?.[1]).toMatchObject({
      method: 'POST',
    });
    expect(useUserStore.getState().pushCheckTsp).toBe(now);
  });
});

// Issue 28 §3: an entry that arrives after /api/user answered shows its dot without a reload: the header asks
// GET /v3/notifications/unread (newestTsp) when the window regains focus and every 60 s while visible.
describe('push dot refresh (issue 28 §3)', () => {
  const PUSH_AT = 1_790_000_000_000;
  const checkPath = `/web/v3/customer/data/${CUSTOMER_UUID}/pushCheckTsp`;
  const UNREAD = '/v3/notifications/unread';

  function server(newestTsp: () => number | null) {
    return mockFetch({
      // Last opened after the newest push /api/user knew: no dot to begin with.
      [checkPath]: () => json({ item: { key: 'pushCheckTsp', value: String(PUSH_AT + 1), expTsp: null } }),
      [UNREAD]: () => json({ item: { unread: 1, newestTsp: newestTsp() } }),
      '/web/v3/customer/data': () => json({ item: { key: 'pushCheckTsp', value: 'x', expTsp: 1 } }),
    });
  }

  it('a newer entry found on focus shows the dot, and opening the inbox clears it', async () => {
    let newest: number | null = PUSH_AT;
    const fetchMock = server(() => newest);
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: PUSH_AT }));
    const router = renderAt(<MainHeader now={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(checkPath, expect.anything()));
    expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument();
    // Nothing asked before the window comes back: /api/user's time is fresh at start.
    expect(fetchMock).not.toHaveBeenCalledWith(UNREAD, expect.anything());

    newest = Date.now() - 1_000;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(UNREAD, expect.anything()));
    await userEvent.click(await screen.findByRole('button', { name: '알림 (새 알림 있음)' }));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(document.querySelector('.header__dot')).toBeNull();
    expect(useUserStore.getState().newPushTsp).toBe(newest);
  });

  it('asks again every 60 s while the page is visible, and an older answer never hides a dot', async () => {
    // Fake time also moves with real time, so Testing Library's own polling still runs.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    // Well past the other tests' refreshes (two questions within 2 s are one).
    vi.setSystemTime(new Date('2027-06-01T03:00:00Z'));
    let newest: number | null = null;
    const fetchMock = server(() => newest);
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp: PUSH_AT }));
    renderAt(<MainHeader now={NOW} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(checkPath, expect.anything()));
    const asked = () => fetchMock.mock.calls.filter(([url]) => url === UNREAD).length;

    act(() => vi.advanceTimersByTime(59_000));
    expect(asked()).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(asked()).toBe(1));
    // No entries at all (the push time came from elsewhere): newPushTsp stays.
    expect(useUserStore.getState().newPushTsp).toBe(PUSH_AT);

    newest = PUSH_AT + 10;
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole('button', { name: '알림 (새 알림 있음)' })).toBeInTheDocument();
    expect(asked()).toBe(2);
  });
});

describe('stack and product headers', () => {
  it('stack shows a back button and the title', () => {
    renderAt(<StackHeader title="마이페이지" />, '/mypage');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(screen.queryByText('미정')).not.toBeInTheDocument();
  });

  it('back on a directly opened page goes home', async () => {
    const router = renderAt(<StackHeader title="마이페이지" />, '/mypage');
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(router.state.location.pathname).toBe('/weddinghall/home');
  });

  it('search on a product page carries the product id to the general search', async () => {
    const router = renderAt(
      <StackHeader title="파트너" variant="product" actions={['search']} productId="p-9" />,
      '/partner/p-9',
    );
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?productId=p-9');
  });

  // Issue 25 / spec §2: 'close' and the web-view close call were wired but on no page.
  it("'close' shows only inside the app, where it posts CLOSE_WEBVIEW; a browser has the back button", async () => {
    renderAt(<StackHeader title="블로그 후기 등록" actions={['close']} />, '/partner/p/write-review-blog');
    expect(screen.queryByRole('button', { name: '닫기' })).toBeNull();
    cleanup();

    const posted = insideApp();
    renderAt(<StackHeader title="블로그 후기 등록" actions={['close']} />, '/partner/p/write-review-blog');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(posted()).toEqual(['CLOSE_WEBVIEW']);
  });

  it('supports the transparent product header and every action icon', async () => {
    const onClick = vi.fn();
    const kinds = ['push', 'chat', 'search', 'like', 'more', 'close'] as const;
    const { container } = render(
      <Header
        variant="product"
        title="웨딩홀"
        onBack={vi.fn()}
        transparent
        actions={kinds.map((kind) => ({ kind, onClick, hasNew: kind === 'push', pressed: kind === 'like' }))}
      />,
    );
    expect(container.querySelector('header')).toHaveClass('header--transparent');
    expect(screen.getByRole('button', { name: '알림 (새 알림 있음)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['채팅 문의', '검색', '더보기', '닫기'])
      await userEvent.click(screen.getByRole('button', { name }));
    expect(onClick).toHaveBeenCalledTimes(4);
  });
});

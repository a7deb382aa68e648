import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedList, Shortlist, ShortlistItem } from '@wedding/contract/shortlist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 30 §2: "Each family member gets a share link, as a viewer or a commenter. It opens without signing up: a
// name is asked once and kept on that device. … a revoked or wrong one shows a Korean page, not data. Votes (👍/👎)
// and comments per item, by name." The server's answers are mocked.

const TOKEN = 'T'.repeat(43);
const item = (over: Partial<ShortlistItem> = {}): ShortlistItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'HALL',
  title: '라온컨벤션',
  subtitle: null,
  image: null,
  link: '/weddinghall/22222222-2222-4222-8222-222222222222',
  price: null,
  up: 0,
  down: 0,
  votes: [],
  comments: [],
  regTsp: 0,
  ...over,
});
const shared = (over: Partial<SharedList> = {}): SharedList => ({
  label: '엄마',
  role: 'COMMENTER',
  canWrite: true,
  items: [item()],
  ...over,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/shared/{token}', () => {
  it('asks a name once, keeps it on the device, and votes by it', async () => {
    let list = shared();
    const votes: unknown[] = [];
    mockFetch({
      [`/v3/shared/${TOKEN}`]: () => json({ item: list }),
      [`/v3/shared/${TOKEN}/items/${item().id}/vote`]: (_url, init) => {
        votes.push(JSON.parse(String(init?.body)));
        list = shared({ items: [item({ up: 1, votes: [{ name: '엄마', value: 'UP' }] })] });
        return json({ item: { itemId: item().id, value: 'UP', up: 1, down: 0 } });
      },
    });
    renderRoute(`/shared/${TOKEN}`);
    expect(await screen.findByText('라온컨벤션')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '라온컨벤션 좋아요' })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('예: 엄마'), '  ');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이름을 1~20자로 적어 주세요.');
    await userEvent.type(screen.getByPlaceholderText('예: 엄마'), '엄마');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await userEvent.click(await screen.findByRole('button', { name: '라온컨벤션 좋아요' }));
    await waitFor(() => expect(votes).toEqual([{ name: '엄마', value: 'UP' }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '라온컨벤션 좋아요' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(window.localStorage.getItem('wedding.shortlist.guestName')).toBe('엄마');
  });

  it('shows a viewer the list with tallies and no way to write', async () => {
    mockFetch({
      [`/v3/shared/${TOKEN}`]: () =>
        json({ item: shared({ role: 'VIEWER', canWrite: false, items: [item({ up: 2, down: 1 })] }) }),
    });
    renderRoute(`/shared/${TOKEN}`);
    expect(await screen.findByText('👍 2 · 👎 1')).toBeInTheDocument();
    expect(screen.getByText(/보기 전용 링크예요/)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('예: 엄마')).toBeNull();
    expect(screen.queryByRole('button', { name: /좋아요/ })).toBeNull();
  });

  it('shows the Korean page, not data, for a revoked or wrong link', async () => {
    mockFetch({
      [`/v3/shared/${TOKEN}`]: () => apiError(404, 'SHARE_GONE', '더 이상 공유되지 않는 목록이에요'),
    });
    renderRoute(`/shared/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '더 이상 공유되지 않는 목록이에요' })).toBeInTheDocument();
    expect(screen.queryByText('라온컨벤션')).toBeNull();
  });
});

describe('/my-interest/shortlist', () => {
  const list = (over: Partial<Shortlist> = {}): Shortlist => ({
    items: [item({ note: '주차 넓음', up: 1, votes: [{ name: '엄마', value: 'UP', via: '엄마' }] })],
    links: [],
    max: 30,
    ...over,
  });

  it('shows notes and who voted, creates a link with its role and revokes it', async () => {
    let current = list();
    const sent: unknown[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/shortlist': () => json({ item: current }),
      '/v3/shortlist/links': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        const link = {
          id: 'l1',
          role: 'VIEWER' as const,
          label: '아빠',
          path: `/shared/${TOKEN}`,
          revoked: false,
          regTsp: 0,
        };
        current = list({ links: [link] });
        return json({ item: link }, 201);
      },
      '/v3/shortlist/links/l1': () => {
        current = list({ links: [{ id: 'l1', role: 'VIEWER', label: '아빠', path: null, revoked: true, regTsp: 0 }] });
        return new Response(null, { status: 204 });
      },
    });
    renderRoute('/my-interest/shortlist');
    expect(await screen.findByText('라온컨벤션')).toBeInTheDocument();
    expect(screen.getByDisplayValue('주차 넓음')).toBeInTheDocument();
    expect(screen.getByTestId('vote-summary')).toHaveTextContent('👍 1 · 👎 0 · 댓글 0 (엄마 👍)');
    await userEvent.type(screen.getByPlaceholderText('받는 분 (예: 엄마)'), '아빠');
    await userEvent.selectOptions(screen.getByLabelText('권한'), 'VIEWER');
    await userEvent.click(screen.getByRole('button', { name: '링크 만들기' }));
    await waitFor(() => expect(sent).toEqual([{ role: 'VIEWER', label: '아빠' }]));
    expect(await screen.findByTestId('share-link-url')).toHaveAttribute('href', `/shared/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: '아빠 링크 해제' }));
    expect(await screen.findByText(/해제됨/)).toBeInTheDocument();
    expect(screen.queryByTestId('share-link-url')).toBeNull();
  });

  it('refuses a label over 20 characters before sending', async () => {
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/shortlist': () => json({ item: list() }),
    });
    renderRoute('/my-interest/shortlist');
    await userEvent.type(await screen.findByPlaceholderText('받는 분 (예: 엄마)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '링크 만들기' }));
    expect(await screen.findByText('받는 분을 1~20자로 적어 주세요. (예: 엄마)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/v3/shortlist/links'))).toBe(false);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryMessage, InquiryThread } from '@wedding/contract/inquiries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { VENUE_UUID, venue } from './helpers/venue.ts';
import { currentUser } from './session/current-user.ts';

// The shared compressor (spec §9: 0.8 MB, 1920 px), as the reviews use it; here it marks each file it shrank.
const compression = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], `small-${file.name}`, { type: file.type })),
);
vi.mock('browser-image-compression', () => ({ default: compression }));

const ID = '44444444-4444-4444-8444-444444444444';
const THREAD: InquiryThread = {
  id: ID,
  partner: { uuid: VENUE_UUID, bizName: '더채플앳청담' },
  origin: 'HALL',
  weddingDayId: null,
  visitId: null,
  subject: null,
  lastMessage: null,
  unread: 0,
  phoneShared: false,
  blocked: false,
  regTsp: Date.UTC(2026, 10, 27),
};
const message = (id: number, sender: InquiryMessage['sender'], body: string): InquiryMessage => ({
  id,
  sender,
  body,
  images: [],
  regTsp: Date.UTC(2026, 10, 27, 3, id),
});

/** A stand-in for the browser's EventSource: the test pushes server events into the open stream. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  static opened = 0;
  readyState = 1;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  readonly listeners = new Map<string, (() => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** A named server event (`event: expired`). */
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  emit(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  close() {
    this.readyState = 2;
  }
}

beforeEach(() => {
  FakeEventSource.last = null;
  FakeEventSource.opened = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function threadWith(messages: InquiryMessage[], overrides: Partial<InquiryThread> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let thread = { ...THREAD, ...overrides };
  const fetchMock = mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    [`/v3/inquiries/${ID}`]: () => json({ item: thread }),
    [`/v3/inquiries/${ID}/messages`]: (_url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        calls.push({ method: 'POST', path: 'messages', body });
        return json({ item: message(100, 'CUSTOMER', body.body) }, 201);
      }
      return json({ item: messages, hasMore: false });
    },
    [`/v3/inquiries/${ID}/read`]: () => {
      calls.push({ method: 'POST', path: 'read', body: null });
      return json({ item: { done: true } });
    },
    [`/v3/inquiries/${ID}/share-phone`]: (_url, init) => {
      calls.push({ method: init?.method ?? 'GET', path: 'share-phone', body: null });
      thread = { ...thread, phoneShared: init?.method === 'PUT' };
      return json({ item: thread });
    },
    '/v3/inquiries': () => json({ item: [thread], unreadTotal: 0 }),
  });
  return { calls, fetchMock };
}

describe('the couple’s inquiry thread (issue 27 §5)', () => {
  it('shows the conversation and sends a message, clearing the box', async () => {
    const { calls } = threadWith([message(1, 'CUSTOMER', '12월 토요일 점심 가능할까요?')]);
    renderRoute(`/inquiries/${ID}`);
    expect(await screen.findByText('12월 토요일 점심 가능할까요?')).toBeVisible();
    expect(screen.getByText('더채플앳청담')).toBeVisible();
    await userEvent.type(screen.getByLabelText('메시지'), '식대도 궁금해요');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('식대도 궁금해요')).toBeVisible();
    expect(calls.find((c) => c.path === 'messages')?.body).toEqual({ body: '식대도 궁금해요', images: [] });
    expect(screen.getByLabelText('메시지')).toHaveValue('');
  });

  it('a thread about a slot or a visit says which, and links back to it', async () => {
    threadWith([], {
      origin: 'SLOT',
      weddingDayId: 42,
      subject: { date: '2027-03-13', time: '11:00', hallName: '그랜드볼룸' },
    });
    const first = renderRoute(`/inquiries/${ID}`);
    const slot = await screen.findByRole('link', { name: '예식 일정 2027년 3월 13일 (토) 오전 11시 · 그랜드볼룸' });
    expect(slot).toHaveAttribute('href', `/weddinghall/${VENUE_UUID}/slot?id=42`);
    first.unmount();

    threadWith([], { origin: 'VISIT', visitId: 7, subject: { date: '2027-03-14', time: '14:30', hallName: null } });
    renderRoute(`/inquiries/${ID}`);
    const visit = await screen.findByRole('link', { name: '방문 예약 2027년 3월 14일 (일) 14:30' });
    expect(visit).toHaveAttribute('href', '/booking/visits/7');
  });

  it('compresses a photo in the browser before uploading it, then sends its path', async () => {
    const uploaded: string[] = [];
    const { calls } = threadWith([]);
    const base = globalThis.fetch as unknown as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/web/v1/common/upload')) {
        for (const f of (init!.body as FormData).getAll('file') as File[]) uploaded.push(f.name);
        return json({ data: { data: ['/media/uploads/00000000-0000-4000-8000-000000000001.jpg'] } });
      }
      return base(input, init);
    });
    renderRoute(`/inquiries/${ID}`);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dress.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByLabelText(/사진 첨부/), photo);
    expect(await screen.findByText(/사진 1장 첨부됨/)).toBeVisible();
    expect(compression).toHaveBeenCalled();
    expect(uploaded).toEqual(['small-dress.jpg']);
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'messages')).toBeDefined());
    expect(calls.find((c) => c.path === 'messages')?.body).toEqual({
      body: '',
      images: ['/media/uploads/00000000-0000-4000-8000-000000000001.jpg'],
    });
  });

  it('refuses an empty message in Korean without sending', async () => {
    const { calls } = threadWith([]);
    renderRoute(`/inquiries/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '보내기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('메시지를 입력하거나 사진을 골라 주세요.');
    expect(calls.filter((c) => c.path === 'messages')).toEqual([]);
  });

  it("shows the hall's answer as it arrives, without a reload, and marks it read", async () => {
    const { calls } = threadWith([message(1, 'CUSTOMER', '주차 되나요?')]);
    renderRoute(`/inquiries/${ID}`);
    await screen.findByText('주차 되나요?');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/v3/inquiries/events'));
    expect(calls.filter((c) => c.path === 'read')).toHaveLength(0);
    act(() => {
      FakeEventSource.last!.emit({ type: 'message', threadId: ID, message: message(2, 'PARTNER', '2시간 무료예요.') });
    });
    const conversation = within(screen.getByRole('list', { name: '대화' }));
    expect(await conversation.findByText('2시간 무료예요.')).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.path === 'read')).toHaveLength(1));
  });

  it('when the server ends the stream because the sign-in expired, renews the session the normal way and reopens it', async () => {
    const { fetchMock } = threadWith([message(1, 'CUSTOMER', '주차 되나요?')]);
    let cookieExpired = false;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/token' && init?.method === 'PUT') {
        cookieExpired = false;
        return json({ item: { done: true } });
      }
      if (path === '/api/user' && cookieExpired) return apiError(401, 'TOKEN_EXPIRED', '다시 로그인해 주세요.');
      return base(input, init);
    });
    renderRoute(`/inquiries/${ID}`);
    await screen.findByText('주차 되나요?');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const first = FakeEventSource.last!;
    const puts = () => fetchMock.mock.calls.filter(([u, i]) => String(u).endsWith('/api/token') && i?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    cookieExpired = true;
    act(() => first.fire('expired'));
    await waitFor(() => expect(FakeEventSource.last).not.toBe(first));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(puts()).toHaveLength(1);
    expect(FakeEventSource.opened).toBe(2);
    // The new stream delivers as the old one did.
    act(() => {
      FakeEventSource.last!.emit({
        type: 'message',
        threadId: ID,
        message: message(2, 'PARTNER', '네, 2시간 무료예요.'),
      });
    });
    expect(await screen.findByText('네, 2시간 무료예요.')).toBeVisible();
  });

  it('shares the phone number only after the confirm, and says where it shows', async () => {
    const { calls } = threadWith([]);
    renderRoute(`/inquiries/${ID}`);
    const toggle = await screen.findByRole('switch', { name: '업체에 내 번호 공유' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(screen.getByText('이 문의에서만 업체에 내 휴대폰 번호가 보여요. 공유할까요?')).toBeVisible();
    expect(calls.filter((c) => c.path === 'share-phone')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '업체에 내 번호 공유' })).toBeChecked());
    expect(calls.filter((c) => c.path === 'share-phone').map((c) => c.method)).toEqual(['PUT']);
  });
});

describe('where the couple finds their inquiries', () => {
  it('lists threads with an unread count that updates live', async () => {
    let unread = 0;
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/inquiries': () =>
        json({
          item: [{ ...THREAD, unread, lastMessage: { sender: 'PARTNER', body: '답변', regTsp: 1 } }],
          unreadTotal: unread,
        }),
    });
    renderRoute('/inquiries');
    expect(await screen.findByText('더채플앳청담')).toBeVisible();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    unread = 1;
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => {
      FakeEventSource.last!.emit({ type: 'message', threadId: ID, message: message(3, 'PARTNER', '답변') });
    });
    expect(await screen.findByLabelText('읽지 않은 답변 1개')).toBeVisible();
  });

  it('tells a slot thread from the general one in the list by what it is about', async () => {
    const slotThread = {
      ...THREAD,
      id: '99999999-9999-4999-8999-999999999999',
      origin: 'SLOT' as const,
      weddingDayId: 42,
      subject: { date: '2027-03-13', time: '11:00', hallName: '그랜드볼룸' },
    };
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/inquiries': () => json({ item: [slotThread, THREAD], unreadTotal: 0 }),
    });
    renderRoute('/inquiries');
    const rows = await screen.findAllByRole('link', { name: /더채플앳청담/ });
    expect(rows[0]).toHaveTextContent('예식 일정 2027년 3월 13일 (토) 오전 11시 · 그랜드볼룸');
    expect(rows[1]).not.toHaveTextContent('예식 일정');
  });

  it('a guest tapping 1:1 문의 on the hall page gets the login prompt', async () => {
    const fetchMock = mockFetch({
      [`/v3/book/halls/${VENUE_UUID}/detail`]: () => json({ item: venue() }),
      '/v3/book/maps/keyword': () => json({ documents: [], source: 'local' }),
      '/v3/book/maps/config': () => json({ item: null }),
      '/v3/book/recommendations/nearby': () => json({ item: [] }),
      '/web/v1/analytics/events': () => json({ ok: true }),
    });
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    await userEvent.click(await screen.findByRole('button', { name: '1:1 문의' }));
    expect(await screen.findByText('이 서비스는 로그인이 필요합니다. 로그인하시겠어요?')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v3/inquiries'))).toBe(false);
  });
});

describe('a long conversation', () => {
  it('loads older messages on request, before the newest 30', async () => {
    const newest = Array.from({ length: 30 }, (_, i) => message(31 + i, 'CUSTOMER', `메시지 ${31 + i}`));
    const older = [message(30, 'PARTNER', '처음 답변')];
    let before: string | null = null;
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/inquiries/${ID}`]: () => json({ item: THREAD }),
      [`/v3/inquiries/${ID}/messages`]: (url) => {
        before = url.searchParams.get('before');
        return before ? json({ item: older, hasMore: false }) : json({ item: newest, hasMore: true });
      },
      [`/v3/inquiries/${ID}/read`]: () => json({ item: { done: true } }),
    });
    renderRoute(`/inquiries/${ID}`);
    await screen.findByText('메시지 31');
    expect(screen.queryByText('처음 답변')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
    expect(await screen.findByText('처음 답변')).toBeVisible();
    expect(before).toBe('31');
    expect(screen.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull();
    const items = within(screen.getByRole('list', { name: '대화' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('처음 답변');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleInquiryThread, InquiryMessage } from '@wedding/contract/inquiries';
import type { StaffMe } from '@wedding/contract/partner-center';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

// The shared compressor (spec §9) is what shrinks the hall's photos too; here it marks each file it saw.
const compression = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], `small-${file.name}`, { type: file.type })),
);
vi.mock('browser-image-compression', () => ({ default: compression }));

const me: StaffMe = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '데모홀 대표',
  role: 'MESSAGES',
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas: ['messages'],
  totpEnabled: false,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
};

const ID = '88888888-8888-4888-8888-888888888888';
const thread = (over: Partial<ConsoleInquiryThread> = {}): ConsoleInquiryThread => ({
  id: ID,
  couple: { name: '봄신부' },
  sharedPhone: null,
  origin: 'SLOT',
  weddingDayId: 42,
  visitId: null,
  subject: { date: '2027-03-13', time: '11:00', hallName: '그랜드볼룸' },
  lastMessage: { sender: 'CUSTOMER', body: '이 날짜 식대가 궁금해요', regTsp: 1 },
  unread: 1,
  blocked: false,
  reported: false,
  regTsp: Date.UTC(2026, 10, 27),
  ...over,
});
const question: InquiryMessage = {
  id: 1,
  sender: 'CUSTOMER',
  body: '이 날짜 식대가 궁금해요',
  images: [],
  regTsp: Date.UTC(2026, 10, 27, 3),
};

/** The browser's EventSource, standing in: the test fires the server's named events. */
class FakeEventSource {
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (() => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
afterEach(() => {
  FakeEventSource.all = [];
});

function serve(t: ConsoleInquiryThread, session = { live: true }) {
  const calls: { path: string; body: unknown }[] = [];
  const uploaded: string[][] = [];
  const BASE = '/v3/partner-center/inquiries';
  mockFetch({
    '/v3/partner-center/me': () =>
      session.live ? json({ item: me }) : apiError(401, 'STAFF_LOGIN_REQUIRED', '파트너센터에 로그인해 주세요.'),
    [BASE]: () => json({ item: [t], unreadTotal: 1 }),
    [`${BASE}/templates`]: () => json({ item: [] }),
    [`${BASE}/${ID}`]: () => json({ item: t }),
    [`${BASE}/${ID}/read`]: () => json({ item: { done: true } }),
    [`${BASE}/${ID}/messages`]: (_url, init) => {
      if (init?.method !== 'POST') return json({ item: [question], hasMore: false });
      const body = JSON.parse(String(init.body));
      calls.push({ path: 'messages', body });
      return json({ item: { id: 2, sender: 'PARTNER', regTsp: Date.now(), ...body } }, 201);
    },
    [`${BASE}/photos`]: (_url, init) => {
      const files = (init!.body as FormData).getAll('file') as File[];
      uploaded.push(files.map((f) => f.name));
      return json({ item: files.map((_, i) => `/media/uploads/0000000${i}-0000-4000-8000-000000000000.png`) }, 201);
    },
  });
  return { calls, uploaded };
}

describe("the console's 1:1 inquiry (issue 27 §5)", () => {
  it('shows which slot the couple asks about, in the thread and the list, linking to that day’s requests', async () => {
    serve(thread());
    renderRoute(`/partner-center/inquiries/${ID}`);
    const subject = await screen.findByTestId('inquiry-subject');
    expect(subject).toHaveTextContent('예식 일정 2027년 3월 13일 (토) 오전 11시 · 그랜드볼룸');
    expect(within(subject).getByRole('link', { name: '이 날의 예약 요청 보기' })).toHaveAttribute(
      'href',
      '/partner-center/bookings?kind=SLOT&from=2027-03-13&to=2027-03-13',
    );
    expect(within(screen.getByRole('list', { name: '문의 목록' })).getByText(/일정 3월 13일 11:00/)).toBeVisible();
  });

  it('shows the visit’s time for a visit thread, and nothing for the hall page’s general one', async () => {
    serve(
      thread({
        origin: 'VISIT',
        weddingDayId: null,
        visitId: 7,
        subject: { date: '2027-03-14', time: '14:30', hallName: null },
      }),
    );
    const first = renderRoute(`/partner-center/inquiries/${ID}`);
    expect(await screen.findByTestId('inquiry-subject')).toHaveTextContent('방문 예약 2027년 3월 14일 (일) 14:30');
    first.unmount();

    serve(thread({ origin: 'HALL', weddingDayId: null, subject: null }));
    renderRoute(`/partner-center/inquiries/${ID}`);
    await screen.findByText('이 날짜 식대가 궁금해요', { selector: 'li' });
    expect(screen.queryByTestId('inquiry-subject')).toBeNull();
  });

  it('answers with photos: compressed in the browser, uploaded as the staff’s own, sent with the answer', async () => {
    const { calls, uploaded } = serve(thread());
    renderRoute(`/partner-center/inquiries/${ID}`);
    const input = await screen.findByLabelText('답변에 사진 첨부');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hall.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(await screen.findByTestId('answer-photos')).toHaveTextContent('사진 1장 첨부됨');
    expect(compression).toHaveBeenCalledTimes(1);
    expect(uploaded).toEqual([['small-hall.png']]);

    await userEvent.type(screen.getByLabelText('답변'), '홀 사진이에요');
    await userEvent.click(screen.getByRole('button', { name: '답변 보내기' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      body: '홀 사진이에요',
      images: ['/media/uploads/00000000-0000-4000-8000-000000000000.png'],
    });
    // The sent answer shows its photo, and the box is empty again.
    expect(await screen.findByRole('img', { name: '첨부 사진 1' })).toBeVisible();
    expect(screen.queryByTestId('answer-photos')).toBeNull();
  });

  it('refuses a sixth photo in Korean before uploading anything', async () => {
    const { uploaded } = serve(thread());
    renderRoute(`/partner-center/inquiries/${ID}`);
    const files = Array.from(
      { length: 6 },
      (_, i) => new File([new Uint8Array([1])], `${i}.png`, { type: 'image/png' }),
    );
    await userEvent.upload(await screen.findByLabelText('답변에 사진 첨부'), files);
    expect(await screen.findByRole('alert')).toHaveTextContent('사진은 한 번에 5장까지 보낼 수 있어요.');
    expect(uploaded).toEqual([]);
  });

  it('goes to the sign-in when the server ends the live stream because the console session ended', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const session = { live: true };
    serve(thread(), session);
    const { router } = renderRoute(`/partner-center/inquiries/${ID}`);
    await screen.findByTestId('inquiry-subject');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.all[0]!;
    session.live = false;
    stream.fire('expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-center/sign-in'));
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});

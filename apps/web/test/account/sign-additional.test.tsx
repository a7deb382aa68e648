import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerProfile } from '@wedding/contract/account';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { customerProfile } from './profile.ts';

const PAGE = '/sign-additional/2?type=Home_Dday_Complete';
const M = ACCOUNT_MESSAGES;

type Server = { profile?: CustomerProfile; save?: (body: unknown) => Response; takenNicks?: string[] };

function signedIn({ profile = customerProfile(), save = () => json({ item: null }), takenNicks = [] }: Server = {}) {
  const saved: unknown[] = [];
  let user = currentUser({ nick: profile.nick, weddingDate: profile.weddingDate, profileComplete: false });
  const fetchMock = mockFetch({
    '/api/user': () => json({ item: user }),
    '/v3/20240404/customer': () => json({ item: profile }),
    '/v3/20240404/customer/nick/available': (url) => {
      const taken = takenNicks.includes(url.searchParams.get('nick') ?? '');
      return json({ item: { available: !taken, message: taken ? M.NICK_TAKEN : M.NICK_AVAILABLE } });
    },
    '/v3/20240404/customer/invitation-code/ABC123/available': () =>
      json({ item: { available: true, message: M.INVITATION_CODE_AVAILABLE } }),
    '/v3/20240404/customer/additional': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { nick: string; weddingTsp: number | null };
      saved.push(body);
      const response = save(body);
      if (response.ok) {
        const weddingDate = body.weddingTsp === null ? null : seoulToday(new Date(body.weddingTsp));
        user = currentUser({ nick: body.nick, weddingDate, profileComplete: true });
      }
      return response;
    },
    '/v3/book/popular-wedding-halls': () => json({ item: [] }),
  });
  return { fetchMock, saved };
}

const nickInput = () => screen.getByLabelText('닉네임');
const codeInput = () => screen.getByLabelText('초대 코드');
// Both buttons read 중복확인; each is described by the label of its field.
const checkButton = (field: string) => screen.getByRole('button', { name: '중복확인', description: field });
const dateInput = () => screen.getByLabelText('예식일');
const preview = () => screen.getByTestId('dday-preview');

async function openForm(path = PAGE) {
  const view = renderRoute(path);
  await screen.findByLabelText('닉네임');
  return view;
}

describe('/sign-additional/2', () => {
  it('checks every field before sending anything', async () => {
    const { fetchMock } = signedIn();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));

    expect(screen.getByText(M.NICK_RULE)).toBeInTheDocument();
    expect(screen.getByText(M.REGION_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(M.WEDDING_DATE_INVALID)).toBeInTheDocument();
    expect(nickInput()).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix.
    await waitFor(() => expect(nickInput()).toHaveFocus());

    await userEvent.type(nickInput(), '민지');
    await userEvent.type(codeInput(), 'ab');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(screen.getByText(M.NICK_CHECK_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(M.INVITATION_CODE_RULE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/additional'))).toBe(false);
  });

  it('중복확인 asks the server and shows its answer; editing the nick asks again', async () => {
    signedIn({ takenNicks: ['민지'] });
    await openForm();
    await userEvent.type(nickInput(), '민');
    await userEvent.click(checkButton('닉네임'));
    expect(screen.getByText(M.NICK_RULE)).toBeInTheDocument();

    await userEvent.type(nickInput(), '지');
    await userEvent.click(checkButton('닉네임'));
    expect(await screen.findByText(M.NICK_TAKEN)).toBeInTheDocument();

    await userEvent.type(nickInput(), '짱');
    expect(screen.queryByText(M.NICK_TAKEN)).not.toBeInTheDocument();
    await userEvent.click(checkButton('닉네임'));
    expect(await screen.findByText(M.NICK_AVAILABLE)).toBeInTheDocument();
  });

  it('upper-cases the invitation code as it is typed', async () => {
    signedIn();
    await openForm();
    await userEvent.type(codeInput(), 'wed ding2027');
    expect(codeInput()).toHaveValue('WEDDING2027');
  });

  it('previews the header D-day as the date changes: D-10, D-Day, D+5, 미정', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z')); // 12:00 in Seoul
    signedIn();
    await openForm();
    expect(preview()).toHaveTextContent('미정');

    fireEvent.change(dateInput(), { target: { value: '2026-12-01' } });
    expect(preview()).toHaveTextContent('D-10');
    expect(screen.getByText('2026년 12월 1일 화요일')).toBeInTheDocument();
    fireEvent.change(dateInput(), { target: { value: '2026-11-21' } });
    expect(preview()).toHaveTextContent('D-Day');
    fireEvent.change(dateInput(), { target: { value: '2026-11-16' } });
    expect(preview()).toHaveTextContent('D+5');

    await userEvent.click(screen.getByLabelText('아직 미정이에요'));
    expect(preview()).toHaveTextContent('미정');
    expect(dateInput()).toBeDisabled();
  });

  it('saves the payload, refreshes the user and returns to returnTo with a toast', async () => {
    const { fetchMock, saved } = signedIn();
    const { router } = await openForm(`${PAGE}&returnTo=%2Fmypage`);

    await userEvent.type(nickInput(), '민지');
    await userEvent.click(checkButton('닉네임'));
    await screen.findByText(M.NICK_AVAILABLE);
    await userEvent.click(within(screen.getByRole('group', { name: '지역' })).getByRole('radio', { name: '부산' }));
    await userEvent.type(codeInput(), 'abc123');
    await userEvent.click(checkButton('초대 코드'));
    await screen.findByText(M.INVITATION_CODE_AVAILABLE);
    fireEvent.change(dateInput(), { target: { value: '2027-05-15' } });
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    // The day travels as epoch ms, 00:00 in Seoul (decision 0015).
    expect(saved).toEqual([
      { nick: '민지', region: '부산', invitationCode: 'ABC123', weddingTsp: Date.parse('2027-05-15T00:00:00+09:00') },
    ]);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('추가 정보가 저장되었습니다.')).toBeInTheDocument();
    const userCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/user');
    expect(userCalls.length).toBeGreaterThanOrEqual(2);
    expect(useUserStore.getState().userInfo).toMatchObject({ nick: '민지', weddingDate: '2027-05-15' });
  });

  it('an undecided date is saved as null; an unchanged nick and code need no new check', async () => {
    const profile = customerProfile({
      nick: '민지',
      region: '서울',
      invitationCode: 'ABC123',
      weddingDate: '2027-05-15',
    });
    const { saved } = signedIn({ profile });
    const { router } = await openForm(`${PAGE}&returnTo=https%3A%2F%2Fevil.example`);
    expect(nickInput()).toHaveValue('민지');
    expect(screen.getByRole('radio', { name: '서울' })).toBeChecked();

    await userEvent.click(screen.getByLabelText('아직 미정이에요'));
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));

    // Another origin is not a place to return to: the hall home instead.
    await waitFor(() => expect(router.state.location.pathname).toBe('/weddinghall/home'));
    expect(saved).toEqual([{ nick: '민지', region: '서울', invitationCode: 'ABC123', weddingTsp: null }]);
  });

  it('a server refusal shows its Korean message at the field and keeps what was typed', async () => {
    const { saved } = signedIn({ save: () => apiError(409, 'NICK_TAKEN', M.NICK_TAKEN) });
    const { router } = await openForm();
    await userEvent.type(nickInput(), '민지');
    await userEvent.click(checkButton('닉네임'));
    await screen.findByText(M.NICK_AVAILABLE);
    await userEvent.click(screen.getByRole('radio', { name: '제주' }));
    fireEvent.change(dateInput(), { target: { value: '2027-05-15' } });
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));

    expect(await screen.findByText(M.NICK_TAKEN)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(nickInput()).toHaveValue('민지');
    expect(nickInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: '제주' })).toBeChecked();
    expect(dateInput()).toHaveValue('2027-05-15');
    expect(router.state.location.pathname).toBe('/sign-additional/2');
  });

  it('an unexpected failure is shown above the button, nothing lost', async () => {
    signedIn({
      save: () => apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'),
    });
    await openForm();
    await userEvent.type(nickInput(), '민지');
    await userEvent.click(checkButton('닉네임'));
    await screen.findByText(M.NICK_AVAILABLE);
    await userEvent.click(screen.getByRole('radio', { name: '제주' }));
    await userEvent.click(screen.getByLabelText('아직 미정이에요'));
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('일시적인 오류가 발생했습니다.');
    expect(nickInput()).toHaveValue('민지');
  });

  it('a guest is sent to sign-in, coming back here afterwards', async () => {
    mockFetch();
    const { router } = renderRoute(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/social'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(PAGE);
  });
});

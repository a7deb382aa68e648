import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { resendWaitMessage, SMS_MESSAGES, wrongCodeMessage } from '@wedding/domain/sms-verification';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_DRAFT_KEY } from '../../src/features/auth/lib/sign-up-draft.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, LOGIN_TOKEN, TEL_TOKEN, USER } from './auth-fixtures.ts';
import { GOOD_CODE, smsHandler } from './sms-mocks.ts';

const NEW_USER = { ...USER, nick: null, profileComplete: false };

function mockSignUpApi({
  cooldown = false,
  signUp = () => json({ item: { customerUuid: USER.customerUuid, loginToken: LOGIN_TOKEN } }, 201),
} = {}) {
  return mockFetch({
    '/v3/20240404/customer/email/available': (url) =>
      url.searchParams.get('loginId') === 'taken@example.com'
        ? json({ item: { available: false, message: ACCOUNT_MESSAGES.EMAIL_TAKEN } })
        : json({ item: { available: true, message: ACCOUNT_MESSAGES.EMAIL_AVAILABLE } }),
    '/v3/20240404/auth/call': smsHandler({ cooldown }),
    '/v3/20240404/customer': signUp,
    '/api/token': () => json({ item: NEW_USER }),
  });
}

beforeEach(() => {
  sessionStorage.setItem(
    SIGN_UP_DRAFT_KEY,
    JSON.stringify({ terms: [...REQUIRED_TERM_KEYS, 'MARKETING'], returnTo: '/mypage' }),
  );
});
afterEach(() => sessionStorage.clear());

type User = ReturnType<typeof userEvent.setup>;

async function verifyPhone(user: User, tel = '01012345678') {
  await user.type(screen.getByLabelText('휴대폰 번호'), tel);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByLabelText('인증번호'), GOOD_CODE);
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText(SMS_MESSAGES.VERIFIED);
}

async function fillValidForm(user: User) {
  await user.type(await screen.findByLabelText('이메일'), 'minji@example.com');
  await user.click(screen.getByRole('button', { name: '중복확인' }));
  await screen.findByText(ACCOUNT_MESSAGES.EMAIL_AVAILABLE);
  await user.type(screen.getByLabelText('비밀번호'), 'Wedding!2026');
  await user.type(screen.getByLabelText('비밀번호 확인'), 'Wedding!2026');
  await user.type(screen.getByLabelText('이름'), '김민지');
  await user.click(screen.getByRole('radio', { name: '여성' }));
  await verifyPhone(user);
}

describe('/sign-up/2 form', () => {
  it('shows the step and flags a weak password, a mismatch and a bad phone under their fields', async () => {
    mockSignUpApi();
    renderRoute('/sign-up/2');
    const user = userEvent.setup();
    expect(await screen.findByText(/2단계 중 2단계/)).toBeInTheDocument();

    const password = screen.getByLabelText('비밀번호');
    await user.type(password, 'abc123');
    // The checklist ticks as the user types: digits and letters are there, length and special are not.
    expect(screen.getByText('영문 포함')).toHaveTextContent('충족');
    expect(screen.getByText('숫자 포함')).toHaveTextContent('충족');
    expect(screen.getByText('8~20자')).toHaveTextContent('미충족');
    expect(screen.getByText('특수문자 포함')).toHaveTextContent('미충족');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.PASSWORD_RULE);

    await user.type(password, '!xyz');
    expect(screen.getByText('8~20자')).not.toHaveTextContent('미충족');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'abc123!xyy');
    await user.tab();
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.PASSWORD_MISMATCH);

    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '0111234');
    expect(phone).toHaveValue('011-1234');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(ACCOUNT_MESSAGES.PHONE_RULE);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeDisabled();

    await user.type(screen.getByLabelText('이름'), '김');
    await user.tab();
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.NAME_RULE);
    expect(screen.getByRole('button', { name: '가입하기' })).toBeDisabled();
  });

  it("중복확인 shows the server's answer; editing the email asks for a new check", async () => {
    const fetchMock = mockSignUpApi();
    renderRoute('/sign-up/2');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('이메일');
    await user.type(email, 'Taken@Example.com');
    expect(email).toHaveAccessibleDescription(ACCOUNT_MESSAGES.EMAIL_CHECK_REQUIRED);
    await user.click(screen.getByRole('button', { name: '중복확인' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.EMAIL_TAKEN)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/v3/20240404/customer/email/available')[0]?.url.searchParams.get('loginId')).toBe(
      'taken@example.com',
    );

    await user.clear(email);
    await user.type(email, 'minji@example.com');
    expect(screen.queryByText(ACCOUNT_MESSAGES.EMAIL_TAKEN)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '중복확인' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.EMAIL_AVAILABLE)).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: '중복확인' })).toBeDisabled();
  });

  it('SMS: the code field counts down 5:00 in m:ss; at 0 it says expired and offers 재전송', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockSignUpApi();
    renderRoute('/sign-up/2');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01012345678');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    const code = await screen.findByLabelText('인증번호');
    // Focus moves in an effect after the field renders; on a busy machine the field can be found first.
    await expect.poll(() => document.activeElement).toBe(code);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(SMS_MESSAGES.SENT)).toBeInTheDocument();
    expect(screen.getByTestId('sms-countdown')).toHaveTextContent('5:00');
    const [send] = callsTo(fetchMock, '/v3/20240404/auth/call');
    expect(send?.method).toBe('POST');
    expect(Object.fromEntries(send?.url.searchParams ?? [])).toEqual({ tel: '010-1234-5678', k: 'web' });

    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('sms-countdown')).toHaveTextContent('3:59');
    await user.type(code, GOOD_CODE);
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();

    await act(async () => vi.advanceTimersByTime(240_000));
    expect(screen.getByTestId('sms-countdown')).toHaveTextContent('0:00');
    expect(code).toHaveAccessibleDescription(SMS_MESSAGES.CODE_EXPIRED);
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '재전송' }));
    await expect.poll(() => screen.getByTestId('sms-countdown').textContent).toBe('5:00');
    expect(screen.getByLabelText('인증번호')).toHaveValue('');
    expect(callsTo(fetchMock, '/v3/20240404/auth/call')).toHaveLength(2);
  });

  it("SMS: a resend inside the cooldown shows the server's 429 message; a wrong code shows tries left", async () => {
    mockSignUpApi({ cooldown: true });
    renderRoute('/sign-up/2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByLabelText('인증번호');
    await user.click(screen.getByRole('button', { name: '재전송' }));
    expect(await screen.findByText(resendWaitMessage(30_000))).toBeInTheDocument();

    await user.type(screen.getByLabelText('인증번호'), '000000');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(wrongCodeMessage(4))).toBeInTheDocument();
    expect(screen.getByLabelText('인증번호')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('인증번호'));
    await user.type(screen.getByLabelText('인증번호'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(SMS_MESSAGES.VERIFIED)).toBeInTheDocument();
    expect(screen.queryByLabelText('인증번호')).not.toBeInTheDocument();
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAttribute('readonly');
  });

  it('가입하기 sends the right body, signs in and goes to the additional-info page with returnTo', async () => {
    const fetchMock = mockSignUpApi();
    const { router } = renderRoute('/sign-up/2');
    const user = userEvent.setup();
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: '가입하기' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    await expect.poll(() => router.state.location.pathname).toBe('/sign-additional/2');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('type')).toBe('Home_Dday_Complete');
    expect(query.get('returnTo')).toBe('/mypage');
    const [signUp] = callsTo(fetchMock, '/v3/20240404/customer');
    expect(signUp?.method).toBe('POST');
    expect(signUp?.body).toEqual({
      email: 'minji@example.com',
      pwd: btoa('Wedding!2026'),
      sex: 'F',
      customerName: '김민지',
      tel: '010-1234-5678',
      telToken: TEL_TOKEN,
      terms: [...REQUIRED_TERM_KEYS, 'MARKETING'],
    });
    const [verify] = callsTo(fetchMock, '/v3/20240404/auth/call').filter((call) => call.method === 'PUT');
    expect(Object.fromEntries(verify?.url.searchParams ?? [])).toEqual({ tel: '010-1234-5678', token: GOOD_CODE });
    expect(callsTo(fetchMock, '/api/token')[0]?.body).toEqual({ loginToken: LOGIN_TOKEN });
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    // The draft is done with; the password was never stored.
    expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
  });

  it('a 409 EMAIL_TAKEN puts the message under the email and keeps everything typed', async () => {
    mockSignUpApi({ signUp: () => apiError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.EMAIL_TAKEN) });
    const { router } = renderRoute('/sign-up/2');
    const user = userEvent.setup();
    await fillValidForm(user);
    expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).not.toContain('Wedding!2026');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.EMAIL_TAKEN)).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveFocus();
    expect(screen.getByLabelText('이메일')).toHaveValue('minji@example.com');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('Wedding!2026');
    expect(screen.getByLabelText('이름')).toHaveValue('김민지');
    expect(screen.getByRole('radio', { name: '여성' })).toBeChecked();
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(router.state.location.pathname).toBe('/sign-up/2');
  });

  it("a 400 shows the server's message as a toast; an expired phone proof asks to verify again", async () => {
    let answer = () => apiError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.NAME_RULE);
    mockSignUpApi({ signUp: () => answer() });
    renderRoute('/sign-up/2');
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByTestId('toast-region')).toHaveTextContent(ACCOUNT_MESSAGES.NAME_RULE);
    expect(screen.getByLabelText('이름')).toHaveValue('김민지');

    answer = () => apiError(400, 'PHONE_NOT_VERIFIED', SMS_MESSAGES.PROOF_INVALID);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(SMS_MESSAGES.PROOF_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAccessibleDescription(SMS_MESSAGES.PROOF_INVALID);
    expect(screen.getByLabelText('휴대폰 번호')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '가입하기' })).toBeDisabled();
  });

  it('a social join prefills email and name, checks the email, hides the password and sends joinToken', async () => {
    sessionStorage.setItem(
      SIGN_UP_DRAFT_KEY,
      JSON.stringify({
        terms: [...REQUIRED_TERM_KEYS],
        returnTo: '/weddinghall/slot',
        join: { joinToken: 'join-token-abc', provider: 'kakao', email: 'kakao.user@example.com', name: '이서준' },
      }),
    );
    const fetchMock = mockSignUpApi();
    const { router } = renderRoute('/sign-up/2');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('이메일')).toHaveValue('kakao.user@example.com');
    expect(screen.getByLabelText('이름')).toHaveValue('이서준');
    expect(await screen.findByText(ACCOUNT_MESSAGES.EMAIL_AVAILABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '남성' }));
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    await expect.poll(() => router.state.location.pathname).toBe('/sign-additional/2');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/weddinghall/slot');
    const body = callsTo(fetchMock, '/v3/20240404/customer')[0]?.body as Record<string, unknown>;
    expect(body.joinToken).toBe('join-token-abc');
    expect(body).not.toHaveProperty('pwd');
    expect(body.sex).toBe('M');
  });
});

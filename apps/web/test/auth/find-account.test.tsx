import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { SMS_MESSAGES } from '@wedding/domain/sms-verification';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, TEL_TOKEN } from './auth-fixtures.ts';
import { GOOD_CODE, smsHandler } from './sms-mocks.ts';

type User = ReturnType<typeof userEvent.setup>;

async function verifyPhone(user: User) {
  await user.type(await screen.findByLabelText('휴대폰 번호'), '01098765432');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByLabelText('인증번호'), GOOD_CODE);
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText(SMS_MESSAGES.VERIFIED);
}

describe('/find-id', () => {
  it('verifies the phone with type=findLoginId and shows the masked id on /find-id/complete', async () => {
    const fetchMock = mockFetch({
      '/v3/20240404/auth/call': smsHandler(),
      '/v3/20240404/customer/login-id': () =>
        json({ item: { loginId: 'mi*******@example.com', socialProviders: ['kakao'], joinedAt: '2025-03-02' } }),
    });
    const { router } = renderRoute('/find-id');
    const user = userEvent.setup();
    const next = await screen.findByRole('button', { name: '다음' });
    expect(next).toBeDisabled();
    await verifyPhone(user);
    await user.click(next);

    await expect.poll(() => router.state.location.pathname).toBe('/find-id/complete');
    expect(await screen.findByText('mi*******@example.com')).toBeInTheDocument();
    expect(screen.getByText(/가입하신 아이디는/)).toHaveTextContent('가입하신 아이디는 mi*******@example.com 입니다');
    expect(screen.getByText('가입일 2025.03.02')).toBeInTheDocument();
    expect(screen.getByText('카카오 로그인도 연결되어 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/sign-in/email');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-pw');

    const sms = callsTo(fetchMock, '/v3/20240404/auth/call');
    expect(sms.map((call) => [call.method, call.url.searchParams.get('type')])).toEqual([
      ['POST', 'findLoginId'],
      ['PUT', 'findLoginId'],
    ]);
    const lookup = callsTo(fetchMock, '/v3/20240404/customer/login-id')[0];
    expect(Object.fromEntries(lookup?.url.searchParams ?? [])).toEqual({ tel: '010-9876-5432', token: TEL_TOKEN });
  });

  it('404 says no account was found and links to sign-up', async () => {
    mockFetch({
      '/v3/20240404/auth/call': smsHandler(),
      '/v3/20240404/customer/login-id': () => apiError(404, 'ACCOUNT_NOT_FOUND', ACCOUNT_MESSAGES.ACCOUNT_NOT_FOUND),
    });
    renderRoute('/find-id');
    const user = userEvent.setup();
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.ACCOUNT_NOT_FOUND);
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/sign-up/1');
  });

  it('/find-id/complete opened without a result goes back to /find-id', async () => {
    mockFetch();
    const { router } = renderRoute('/find-id/complete');
    expect(await screen.findByRole('heading', { level: 1, name: '아이디 찾기' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/find-id');
  });
});

describe('/find-pw', () => {
  it('sends the code only with a valid email, then resets the password and goes to complete', async () => {
    const fetchMock = mockFetch({
      '/v3/20240404/auth/call': smsHandler(),
      '/v3/20240404/customer/password': () => new Response(null, { status: 204 }),
    });
    const { router } = renderRoute('/find-pw');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01098765432');
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeDisabled();
    await user.type(screen.getByLabelText('이메일'), 'Minji@Example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText(SMS_MESSAGES.VERIFIED);
    await user.click(screen.getByRole('button', { name: '다음' }));

    const change = await screen.findByRole('button', { name: '비밀번호 변경' });
    expect(change).toBeDisabled();
    await user.type(screen.getByLabelText('비밀번호'), 'NewPass#2026');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'NewPass#2026');
    await user.click(change);

    await expect.poll(() => router.state.location.pathname).toBe('/find-pw/complete');
    expect(await screen.findByText('비밀번호가 변경되었습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/sign-in/email');

    const sms = callsTo(fetchMock, '/v3/20240404/auth/call');
    expect(Object.fromEntries(sms[0]?.url.searchParams ?? [])).toEqual({
      tel: '010-9876-5432',
      k: 'web',
      type: 'findPassword',
      loginId: 'Minji@Example.com',
    });
    expect(sms[1]?.url.searchParams.get('type')).toBe('findPassword');
    const [reset] = callsTo(fetchMock, '/v3/20240404/customer/password');
    expect(reset?.method).toBe('PUT');
    expect(reset?.body).toEqual({
      loginId: 'Minji@Example.com',
      tel: '010-9876-5432',
      telToken: TEL_TOKEN,
      pwd: btoa('NewPass#2026'),
    });
  });

  it('changing the email after verifying asks for a new verification', async () => {
    mockFetch({ '/v3/20240404/auth/call': smsHandler() });
    renderRoute('/find-pw');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이메일'), 'minji@example.com');
    await verifyPhone(user);
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
    await user.type(screen.getByLabelText('이메일'), 'x');
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
  });

  it('/find-pw/complete opened directly claims nothing and goes back to /find-pw (issue 9)', async () => {
    mockFetch();
    const { router } = renderRoute('/find-pw/complete');
    await expect.poll(() => router.state.location.pathname).toBe('/find-pw');
    expect(screen.queryByText('비밀번호가 변경되었습니다')).not.toBeInTheDocument();
  });
});

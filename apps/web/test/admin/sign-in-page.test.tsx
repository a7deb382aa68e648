import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorMe } from '@wedding/contract/admin';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const operator: OperatorMe = {
  id: 4,
  email: 'ops@wedding.kr',
  name: '김운영',
  role: 'ADMIN',
  areas: ['audit', 'reports', 'suspensions', 'disputes', 'onboarding'],
};

const loginRequired = () =>
  json({ status: 401, code: 'OPERATOR_LOGIN_REQUIRED', message: '운영자 콘솔에 로그인해 주세요.' }, 401);

/** A fake /v3/admin that enrols on the first sign-in and signs in with the code; remembers the bodies sent. */
function fakeAdmin(firstAnswer: 'ENROL' | 'CODE') {
  const sent: Record<string, unknown>[] = [];
  let signedIn = false;
  mockFetch({
    '/v3/admin/me': () => (signedIn ? json({ item: operator }) : loginRequired()),
    '/v3/admin/audit': () => json({ item: { entries: [], hasNext: false } }),
    '/v3/admin/auth/sign-in': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      if (!body.totp) {
        return json({
          item:
            firstAnswer === 'ENROL'
              ? {
                  step: 'ENROL',
                  secret: 'JBSWY3DPEHPK3PXP',
                  otpauthUrl: 'otpauth://totp/x',
                  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
                }
              : { step: 'CODE' },
        });
      }
      if (body.totp === '111111') {
        return json({ status: 401, code: 'TOTP_INVALID', message: '인증 코드가 올바르지 않습니다.' }, 401);
      }
      signedIn = true;
      return json({ item: { step: 'SIGNED_IN', operator } });
    },
  });
  return { sent };
}

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('이메일'), 'ops@wedding.kr');
  await user.type(screen.getByLabelText('비밀번호'), 'Operator-2026!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

// Issue 29 §1: operators sign in with TOTP required; the first sign-in enrols the second factor.
describe('/admin/sign-in', () => {
  it('first sign-in shows the QR and key, a wrong code is refused, the right one opens the /admin shell', async () => {
    const api = fakeAdmin('ENROL');
    const user = userEvent.setup();
    renderRoute('/admin/sign-in');
    await typeCredentials(user);

    expect(await screen.findByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('인증 코드 6자리'), '111111');
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증 코드가 올바르지 않습니다.');
    expect(screen.getByLabelText('인증 코드 6자리')).toHaveValue('');

    await user.type(screen.getByLabelText('인증 코드 6자리'), '123456');
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));
    expect(await screen.findByTestId('admin-who')).toHaveTextContent('김운영 · 관리자');
    for (const section of ['신고 처리', '리뷰 분쟁', '입점 심사', '감사 로그']) {
      expect(screen.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(api.sent).toEqual([
      { email: 'ops@wedding.kr', password: 'Operator-2026!' },
      { email: 'ops@wedding.kr', password: 'Operator-2026!', totp: '111111' },
      { email: 'ops@wedding.kr', password: 'Operator-2026!', totp: '123456' },
    ]);
  });

  it('an enrolled operator is asked for the code only, with no QR', async () => {
    fakeAdmin('CODE');
    const user = userEvent.setup();
    renderRoute('/admin/sign-in');
    await typeCredentials(user);
    expect(await screen.findByLabelText('인증 코드 6자리')).toBeVisible();
    expect(screen.queryByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeNull();
    await user.type(screen.getByLabelText('인증 코드 6자리'), '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByTestId('admin-who')).toBeVisible());
  });

  it('a generated password is replaced first (12 characters at least, typed twice), then the enrolment uses the new one', async () => {
    const sent: Record<string, unknown>[] = [];
    let signedIn = false;
    mockFetch({
      '/v3/admin/me': () => (signedIn ? json({ item: operator }) : loginRequired()),
      '/v3/admin/auth/sign-in': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body.password === 'Operator-2026!' && !body.newPassword) return json({ item: { step: 'NEW_PASSWORD' } });
        if (body.totp) {
          signedIn = true;
          return json({ item: { step: 'SIGNED_IN', operator } });
        }
        return json({
          item: { step: 'ENROL', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:,' },
        });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/sign-in');
    await typeCredentials(user);

    const fresh = await screen.findByLabelText('새 비밀번호');
    await user.type(fresh, 'short-11-ch');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short-11-ch');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호는 12자 이상 200자 이하로 정해 주세요.');
    await user.clear(fresh);
    await user.type(fresh, 'My-own-operator-pass');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('새 비밀번호가 서로 다릅니다.');
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'My-own-operator-pass');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));

    expect(await screen.findByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    await user.type(screen.getByLabelText('인증 코드 6자리'), '123456');
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));
    expect(await screen.findByTestId('admin-who')).toBeVisible();
    expect(sent).toEqual([
      { email: 'ops@wedding.kr', password: 'Operator-2026!' },
      { email: 'ops@wedding.kr', password: 'Operator-2026!', newPassword: 'My-own-operator-pass' },
      { email: 'ops@wedding.kr', password: 'My-own-operator-pass', totp: '123456' },
    ]);
  });

  it('a signed-out visitor of /admin is sent to the sign-in', async () => {
    fakeAdmin('CODE');
    renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { name: /운영자 콘솔\s*로그인/ })).toBeVisible();
  });
});

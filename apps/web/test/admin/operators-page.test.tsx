import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorAccount, OperatorMe } from '@wedding/contract/admin';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const admin: OperatorMe = {
  id: 1,
  email: 'admin@wedding.kr',
  name: '김관리',
  role: 'ADMIN',
  areas: ['audit', 'reports', 'suspensions', 'disputes', 'onboarding', 'operators'],
};
const moderator: OperatorMe = {
  id: 2,
  email: 'mod@wedding.kr',
  name: '박검수',
  role: 'MODERATOR',
  areas: ['audit', 'reports', 'suspensions', 'disputes'],
};

const account = (over: Partial<OperatorAccount>): OperatorAccount => ({
  id: 1,
  email: 'admin@wedding.kr',
  name: '김관리',
  role: 'ADMIN',
  totpEnabled: true,
  passwordChangeRequired: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  lastSignInAt: '2026-11-27T01:00:00.000Z',
  disabledAt: null,
  ...over,
});

/** A fake /v3/admin/operators for an ADMIN; remembers the changes sent. */
function fakeOperators() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let accounts = [account({}), account({ id: 3, email: 'mod@wedding.kr', name: '박검수', role: 'MODERATOR' })];
  mockFetch({
    '/v3/admin/me': () => json({ item: admin }),
    '/v3/admin/operators': () => json({ item: { operators: accounts } }),
    '/v3/admin/operators/3/reset': (url, init) => {
      sent.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      accounts = accounts.map((a) => (a.id === 3 ? { ...a, totpEnabled: false, passwordChangeRequired: true } : a));
      return json({ item: { operator: accounts[1], oneTimePassword: 'Abcdefghij0123456789' } });
    },
    '/v3/admin/operators/3/disable': (url, init) => {
      sent.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      accounts = accounts.map((a) => (a.id === 3 ? { ...a, disabledAt: '2026-11-27T02:00:00.000Z' } : a));
      return json({ item: accounts[1] });
    },
  });
  return { sent };
}

// Issue 29 §1 follow-up (decision 0060): an ADMIN manages operator accounts with a reason and a confirmation.
describe('/admin/operators', () => {
  it('lists operators; my own row has no actions; a reset needs a reason and a confirmation, then shows the password once', async () => {
    const api = fakeOperators();
    const user = userEvent.setup();
    renderRoute('/admin/operators');
    const mine = await screen.findByTestId('operator-admin@wedding.kr');
    expect(mine).toHaveTextContent('김관리 (나)');
    expect(within(mine).queryByRole('button')).toBeNull();
    const row = screen.getByTestId('operator-mod@wedding.kr');
    expect(row).toHaveTextContent('모더레이터');
    expect(row).toHaveTextContent('2단계 인증 등록됨');

    await user.click(within(row).getByRole('button', { name: '박검수 초기화' }));
    const panel = screen.getByRole('region', { name: '박검수님 · 비밀번호·2단계 인증 초기화' });
    await user.click(within(panel).getByRole('button', { name: '초기화' }));
    expect(within(panel).getByText('사유를 입력해 주세요.')).toBeVisible();
    expect(api.sent).toEqual([]);

    await user.type(within(panel).getByLabelText('사유'), '휴대폰 분실');
    await user.click(within(panel).getByRole('button', { name: '초기화' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('박검수님의 계정을 초기화할까요?');
    expect(api.sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '초기화' }));

    expect(await screen.findByTestId('one-time-password')).toHaveTextContent('Abcdefghij0123456789');
    expect(screen.getByRole('status', { name: '박검수님의 일회용 비밀번호' })).toHaveTextContent('한 번만');
    expect(api.sent).toEqual([{ path: '/v3/admin/operators/3/reset', body: { reason: '휴대폰 분실' } }]);
    await waitFor(() => expect(screen.getByTestId('operator-mod@wedding.kr')).toHaveTextContent('새 비밀번호 대기'));
    await user.click(screen.getByRole('button', { name: '전달했어요, 닫기' }));
    expect(screen.queryByTestId('one-time-password')).toBeNull();

    await user.click(
      within(screen.getByTestId('operator-mod@wedding.kr')).getByRole('button', { name: '박검수 사용 중지' }),
    );
    await user.type(screen.getByLabelText('사유'), '퇴사');
    await user.click(screen.getByRole('button', { name: '사용 중지' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '사용 중지' }));
    await waitFor(() => expect(screen.getByTestId('operator-mod@wedding.kr')).toHaveTextContent('사용 중지 ('));
    expect(api.sent.at(-1)).toEqual({ path: '/v3/admin/operators/3/disable', body: { reason: '퇴사' } });
    expect(
      within(screen.getByTestId('operator-mod@wedding.kr')).getByRole('button', { name: '박검수 다시 사용' }),
    ).toBeVisible();
  });

  it('a MODERATOR is told the screen is not theirs, and neither the menu nor the dashboard offers it', async () => {
    const asked: string[] = [];
    mockFetch({
      '/v3/admin/me': () => json({ item: moderator }),
      '/v3/admin/operators': (url) => {
        asked.push(url.pathname);
        return json({ status: 403, code: 'OPERATOR_FORBIDDEN', message: '권한 없음' }, 403);
      },
    });
    renderRoute('/admin/operators');
    expect(await screen.findByRole('alert')).toHaveTextContent('이 메뉴를 사용할 권한이 없습니다.');
    const menu = screen.getByRole('navigation', { name: '운영자 콘솔 메뉴' });
    expect(within(menu).queryByRole('link', { name: '운영자 계정' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '감사 로그' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("the dashboard lists only the sections the operator's role reaches", async () => {
    mockFetch({ '/v3/admin/me': () => json({ item: moderator }) });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: '감사 로그' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '신고 처리' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '운영자 계정' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '입점 심사' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_TERM_KEYS, TERM_KEYS } from '@wedding/domain/terms';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignUpDraft, SIGN_UP_DRAFT_KEY } from '../../src/features/auth/lib/sign-up-draft.ts';
import { mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

afterEach(() => sessionStorage.clear());

const REQUIRED = ['[필수] 만 14세 이상입니다', '[필수] 서비스 이용약관 동의', '[필수] 개인정보 수집 및 이용 동의'];
const OPTIONAL = ['[선택] 마케팅 정보 수신 동의', '[선택] 야간 혜택 알림 수신 동의'];

describe('/sign-up/1 terms', () => {
  it('전체 동의 checks and unchecks every term; 다음 waits for the required ones only', async () => {
    mockFetch();
    renderRoute('/sign-up/1');
    const user = userEvent.setup();
    const all = await screen.findByRole('checkbox', { name: '전체 동의' });
    const next = screen.getByRole('button', { name: '다음' });
    expect(screen.getByText(/2단계 중 1단계/)).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(all);
    for (const name of [...REQUIRED, ...OPTIONAL]) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(next).toBeEnabled();

    await user.click(all);
    for (const name of [...REQUIRED, ...OPTIONAL]) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(next).toBeDisabled();

    // Two of three required: still disabled; the optional ones do not count.
    await user.click(screen.getByRole('checkbox', { name: REQUIRED[0] }));
    await user.click(screen.getByRole('checkbox', { name: REQUIRED[1] }));
    for (const name of OPTIONAL) await user.click(screen.getByRole('checkbox', { name }));
    expect(next).toBeDisabled();
    expect(all).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: REQUIRED[2] }));
    expect(next).toBeEnabled();
    // Every item checked one by one also checks 전체 동의.
    expect(all).toBeChecked();
  });

  it('다음 stores the agreed terms and returnTo (never anything else) and opens step 2', async () => {
    mockFetch();
    const { router } = renderRoute('/sign-up/1?returnTo=%2Fmypage');
    const user = userEvent.setup();
    for (const name of REQUIRED) await user.click(await screen.findByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await expect.poll(() => router.state.location.pathname).toBe('/sign-up/2');
    expect(readSignUpDraft()).toEqual({ terms: [...REQUIRED_TERM_KEYS], returnTo: '/mypage', join: undefined });
    expect(JSON.parse(sessionStorage.getItem(SIGN_UP_DRAFT_KEY) ?? '{}')).toEqual({
      terms: [...REQUIRED_TERM_KEYS],
      returnTo: '/mypage',
    });
  });

  it('보기 opens the term text in a bottom sheet whose 동의하기 checks that term', async () => {
    mockFetch();
    renderRoute('/sign-up/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '서비스 이용약관 동의 보기' }));
    const sheet = screen.getByRole('dialog', { name: '서비스 이용약관' });
    expect(within(sheet).getByText(/제1조/)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '동의하기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: REQUIRED[1] })).toBeChecked();
    // The age check has no document to read.
    expect(screen.queryByRole('button', { name: '만 14세 이상입니다 보기' })).not.toBeInTheDocument();
  });

  it('/sign-up/2 without agreed terms goes back to step 1', async () => {
    mockFetch();
    const { router } = renderRoute('/sign-up/2');
    expect(await screen.findByRole('checkbox', { name: '전체 동의' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/1');
  });

  it('keeps the agreed terms when the user comes back to step 1', async () => {
    sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify({ terms: [...TERM_KEYS] }));
    mockFetch();
    renderRoute('/sign-up/1');
    expect(await screen.findByRole('checkbox', { name: '전체 동의' })).toBeChecked();
  });
});

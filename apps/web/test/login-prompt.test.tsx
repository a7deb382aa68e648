import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../src/app/layout/dialog-host.tsx';
import { useLoginPrompt } from '../src/shared/hooks/use-login-prompt.ts';

const MESSAGE = '이 서비스는 로그인이 필요합니다. 로그인하시겠어요?';

function Guarded() {
  const prompt = useLoginPrompt();
  return (
    <>
      <button type="button" onClick={prompt}>
        찜하기
      </button>
      <DialogHost />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Guarded }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('login prompt (spec §4)', () => {
  it('shows the confirm, then nothing for a second request within 5 s, then again after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    const user = userEvent.setup();
    renderAt('/weddinghall/home');

    await user.click(screen.getByRole('button', { name: '찜하기' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-21T03:00:04.999Z'));
    await user.click(screen.getByRole('button', { name: '찜하기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-21T03:00:05Z'));
    await user.click(screen.getByRole('button', { name: '찜하기' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(MESSAGE);
  });

  it('is never shown on auth pages', async () => {
    renderAt('/sign-in/email');
    await userEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('OK goes to sign-in with the current page, query included, as returnTo', async () => {
    const router = renderAt('/weddinghall/slot?sort=FINAL_PRICE_ASC');
    await userEvent.click(screen.getByRole('button', { name: '찜하기' }));
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(router.state.location.pathname).toBe('/sign-in/social');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/weddinghall/slot?sort=FINAL_PRICE_ASC',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is keyboard usable: focus moves into the dialog, Tab stays inside, Escape cancels and returns focus', async () => {
    renderAt('/mypage');
    const opener = screen.getByRole('button', { name: '찜하기' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '로그인' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

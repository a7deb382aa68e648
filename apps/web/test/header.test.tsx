import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../src/app/layout/dialog-host.tsx';
import { MainHeader } from '../src/shared/layout/main-header.tsx';
import { StackHeader } from '../src/shared/layout/stack-header.tsx';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { Header } from '../src/shared/ui/header.tsx';

const NOW = new Date('2026-11-21T03:00:00Z'); // 12:00 in Seoul

function renderAt(element: ReactNode, path = '/weddinghall/home') {
  const page = (
    <>
      {element}
      <DialogHost />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('main header', () => {
  it('shows 미정 when no wedding date is set', () => {
    renderAt(<MainHeader now={NOW} />);
    expect(screen.getByText('미정')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });

  it('shows the D-day of the wedding date from the user store', () => {
    useUserStore.getState().setUserInfo({ customerUuid: 'c-1', weddingDate: '2026-12-01' });
    renderAt(<MainHeader now={NOW} />);
    expect(screen.getByText('D-10')).toBeInTheDocument();
  });

  it('offers search, push and chat as labelled buttons', () => {
    renderAt(<MainHeader now={NOW} />);
    for (const name of ['검색', '알림', '채팅 문의']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('search goes to the hall search filter from the hall home', async () => {
    const router = renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.pathname).toBe('/weddinghall/search-filter');
    expect(router.state.location.search).toBe('?hidetop=true');
  });

  it('a guest pressing push gets the login prompt', async () => {
    useUserStore.getState().clearUserInfo();
    renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이 서비스는 로그인이 필요합니다. 로그인하시겠어요?',
    );
  });

  it('a logged-in user pressing push opens the notification list (browser fallback)', async () => {
    useUserStore.getState().setUserInfo({ customerUuid: 'c-1' });
    const router = renderAt(<MainHeader now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('stack and product headers', () => {
  it('stack shows a back button and the title', () => {
    renderAt(<StackHeader title="마이페이지" />, '/mypage');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(screen.queryByText('미정')).not.toBeInTheDocument();
  });

  it('back on a directly opened page goes home', async () => {
    const router = renderAt(<StackHeader title="마이페이지" />, '/mypage');
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(router.state.location.pathname).toBe('/weddinghall/home');
  });

  it('search on a product page carries the product id to the general search', async () => {
    const router = renderAt(
      <StackHeader title="파트너" variant="product" actions={['search']} productId="p-9" />,
      '/partner/p-9',
    );
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?productId=p-9');
  });

  it('supports the transparent product header and every action icon', async () => {
    const onClick = vi.fn();
    const kinds = ['push', 'chat', 'search', 'like', 'more', 'close'] as const;
    const { container } = render(
      <Header
        variant="product"
        title="웨딩홀"
        onBack={vi.fn()}
        transparent
        actions={kinds.map((kind) => ({ kind, onClick, hasNew: kind === 'push', pressed: kind === 'like' }))}
      />,
    );
    expect(container.querySelector('header')).toHaveClass('header--transparent');
    expect(screen.getByRole('button', { name: '알림 (새 알림 있음)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['채팅 문의', '검색', '더보기', '닫기'])
      await userEvent.click(screen.getByRole('button', { name }));
    expect(onClick).toHaveBeenCalledTimes(4);
  });
});

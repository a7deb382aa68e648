import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, type RouteObject, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../src/app/layout/dialog-host.tsx';
import { useScrollRestoration } from '../../src/app/layout/scroll-restoration.ts';
import { useDialog } from '../../src/shared/hooks/use-dialog.ts';
import { overlaysOf } from '../../src/shared/lib/overlay-entries.ts';
import { BottomSheet } from '../../src/shared/ui/bottom-sheet.tsx';
import { renderRoute } from '../helpers/render-route.tsx';

// Issue 25, item 1: the phone's back with an overlay open closes the overlay and stays on the page.

function Layout() {
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <DialogHost />
    </>
  );
}

function SheetPage({ onCancel = () => {} }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const dialog = useDialog();
  const close = () => setOpen(false);
  return (
    <main>
      <h1>A 페이지</h1>
      <button type="button" onClick={() => setOpen(true)}>
        메뉴 열기
      </button>
      <button type="button" onClick={() => dialog.confirm('나갈까요?', { onConfirm: () => navigate('/b'), onCancel })}>
        확인창 열기
      </button>
      <BottomSheet open={open} title="메뉴" onClose={close}>
        <button type="button" onClick={() => dialog.confirm('삭제할까요?')}>
          시트 위 확인창
        </button>
        <button
          type="button"
          onClick={() => {
            close();
            dialog.confirm('시트를 닫고 물어요');
          }}
        >
          닫고 확인창
        </button>
        <button
          type="button"
          onClick={() => {
            close();
            void navigate('/b');
          }}
        >
          다른 페이지로
        </button>
      </BottomSheet>
    </main>
  );
}

const routes = (onCancel?: () => void): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      { path: '/a', element: <SheetPage onCancel={onCancel} /> },
      { path: '/b', element: <h1>B 페이지</h1> },
      { path: '/before', element: <h1>이전 페이지</h1> },
    ],
  },
];

const sheet = () => screen.queryByRole('dialog', { name: '메뉴' });
const overlaysNow = (router: { state: { location: { state: unknown } } }) =>
  overlaysOf(router.state.location.state).length;

describe('overlays in history (decision 0039)', () => {
  it('opening a sheet adds an entry of the same page; back closes the sheet and stays on the page', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    expect(sheet()).toBeInTheDocument();
    expect(router.index).toBe(2);
    expect(router.state.location.pathname).toBe('/a');
    expect(overlaysNow(router)).toBe(1);

    act(() => router.back());
    await waitFor(() => expect(sheet()).not.toBeInTheDocument());
    expect(router.index).toBe(1);
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.getByRole('heading', { name: 'A 페이지' })).toBeInTheDocument();
  });

  it('closing a sheet by its button takes its entry off, so back then leaves the page', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(sheet()).not.toBeInTheDocument();
    expect(router.index).toBe(1);
    expect(overlaysNow(router)).toBe(0);

    act(() => router.back());
    expect(await screen.findByRole('heading', { name: '이전 페이지' })).toBeInTheDocument();
  });

  it('a confirm over a sheet: the first back closes the confirm only, the second the sheet', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '시트 위 확인창' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('삭제할까요?');
    expect(router.index).toBe(3);

    act(() => router.back());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sheet()).toBeInTheDocument();
    expect(router.index).toBe(2);

    act(() => router.back());
    await waitFor(() => expect(sheet()).not.toBeInTheDocument());
    expect(router.index).toBe(1);
    expect(router.state.location.pathname).toBe('/a');
  });

  it('a sheet that closes and opens a confirm: the confirm has the entry and stays open', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫고 확인창' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('시트를 닫고 물어요');
    expect(sheet()).not.toBeInTheDocument();
    expect(router.index).toBe(2);

    act(() => router.back());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.index).toBe(1);
  });

  it('a sheet button that closes it and opens another page leaves no stray entry and goes back once', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '다른 페이지로' }));
    expect(await screen.findByRole('heading', { name: 'B 페이지' })).toBeInTheDocument();
    expect(router.index).toBe(2);

    act(() => router.back());
    expect(await screen.findByRole('heading', { name: 'A 페이지' })).toBeInTheDocument();
    expect(router.index).toBe(1);
    expect(overlaysNow(router)).toBe(0);
    expect(sheet()).not.toBeInTheDocument();
  });

  it("a confirm's OK that opens another page replaces the confirm's entry and is not also a cancel", async () => {
    const onCancel = vi.fn();
    const { router } = renderRoute(['/before', '/a'], routes(onCancel));
    await userEvent.click(await screen.findByRole('button', { name: '확인창 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: 'B 페이지' })).toBeInTheDocument();
    expect(router.index).toBe(2);
    expect(onCancel).not.toHaveBeenCalled();

    act(() => router.back());
    expect(await screen.findByRole('heading', { name: 'A 페이지' })).toBeInTheDocument();
    expect(router.index).toBe(1);
  });

  it('back from a confirm cancels it', async () => {
    const onCancel = vi.fn();
    const { router } = renderRoute(['/before', '/a'], routes(onCancel));
    await userEvent.click(await screen.findByRole('button', { name: '확인창 열기' }));
    act(() => router.back());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/a');
  });

  it('after a reload on an overlay entry the overlay is not shown, and the stray entry is harmless', async () => {
    const { router } = renderRoute(['/before', '/a', { pathname: '/a', state: { overlays: ['old'] } }], routes());
    expect(await screen.findByRole('heading', { name: 'A 페이지' })).toBeInTheDocument();
    expect(sheet()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    act(() => router.back());
    await waitFor(() => expect(sheet()).not.toBeInTheDocument());
    expect(router.index).toBe(2);

    act(() => router.back());
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.getByRole('heading', { name: 'A 페이지' })).toBeInTheDocument();
  });

  it('opening and closing an overlay keeps the page where it was scrolled to', async () => {
    const { router } = renderRoute(['/before', '/a'], routes());
    await userEvent.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    await waitFor(() => expect(overlaysNow(router)).toBe(1));
    act(() => router.back());
    await waitFor(() => expect(sheet()).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(overlaysNow(router)).toBe(0));
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});

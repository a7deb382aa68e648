import { act, render, screen } from '@testing-library/react';
import { TOAST_RAISED_Z_INDEX_MS } from '@wedding/domain/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseToastOptions } from '../src/shared/hooks/use-toast-from-query.ts';
import { useToastStore } from '../src/shared/stores/toast-store.ts';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';

beforeEach(() => {
  mockFetch();
});

describe('toast from query params (spec §2)', () => {
  it('shows the toast text and removes toast and toastOptions from the URL, keeping other params', async () => {
    const options = encodeURIComponent(JSON.stringify({ type: 'success', duration: 3000 }));
    const { router } = renderRoute(
      `/inquiry?tab=1&toast=${encodeURIComponent('저장되었어요')}&toastOptions=${options}`,
    );

    expect(await screen.findByText('저장되었어요')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('저장되었어요');
    expect(useToastStore.getState().current).toMatchObject({ type: 'success', duration: 3000 });
    expect(router.state.location.pathname).toBe('/inquiry');
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('ignores malformed toastOptions but still shows the text', async () => {
    const { router } = renderRoute(`/weddinghall/event?toast=${encodeURIComponent('안내')}&toastOptions=%7Bnot-json`);
    expect(await screen.findByText('안내')).toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({ type: 'info', duration: 3000 });
    expect(router.state.location.search).toBe('');
  });

  it('parses only the known option fields', () => {
    expect(parseToastOptions('{"type":"error","duration":1500}')).toEqual({ type: 'error', duration: 1500 });
    expect(parseToastOptions('{"type":"party","duration":"long"}')).toEqual({});
    expect(parseToastOptions('null')).toEqual({});
    expect(parseToastOptions(null)).toEqual({});
  });

  it('raises the toast z-index for 5 s, then lowers it, and hides after its duration', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ToastHost />);
    act(() => useToastStore.getState().show('잠시 보여요', { duration: 8000 }));
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveClass('toast-region--raised');
    act(() => vi.advanceTimersByTime(TOAST_RAISED_Z_INDEX_MS - 1));
    expect(region).toHaveClass('toast-region--raised');
    act(() => vi.advanceTimersByTime(1));
    expect(region).not.toHaveClass('toast-region--raised');
    expect(region).toHaveTextContent('잠시 보여요');
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
  });
});

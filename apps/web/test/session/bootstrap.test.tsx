import { screen, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from './current-user.ts';

const methodCalls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/token' && init?.method === method).length;

describe('start-up session check in the app (decision 0009)', () => {
  it('an expired access cookie is renewed once and the user is signed in', async () => {
    let rotated = false;
    const fetchMock = mockFetch({
      '/api/user': () => (rotated ? json({ item: currentUser() }) : apiError(401, 'TOKEN_EXPIRED', SESSION_EXPIRED)),
      '/api/token': () => {
        rotated = true;
        return json({ item: currentUser() });
      },
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
    });
    renderRoute('/weddinghall/home');
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));
    expect(methodCalls(fetchMock, 'PUT')).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a refused renewal deletes the tokens, says the session expired and opens sign-in through the router', async () => {
    const fetchMock = mockFetch({
      '/api/user': () => apiError(401, 'TOKEN_EXPIRED', SESSION_EXPIRED),
      '/api/token': (_url, init) =>
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : apiError(401, 'REFRESH_FAILED', SESSION_EXPIRED),
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
    });
    const { router } = renderRoute('/weddinghall/slot?sort=FINAL_PRICE_ASC');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/social'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/weddinghall/slot?sort=FINAL_PRICE_ASC',
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(SESSION_EXPIRED);
    expect(methodCalls(fetchMock, 'PUT')).toBe(1);
    expect(methodCalls(fetchMock, 'DELETE')).toBe(1);
    expect(useUserStore.getState()).toMatchObject({ userType: 'GUEST_USER', error: null });
  });

  it("a login that lands while the start-up check is in flight is not undone by the check's older guest answer", async () => {
    let answerGuest: () => void = () => {};
    mockFetch({
      // The start-up check answers late, as a guest (what the guest-time preload of /api/user holds).
      '/api/user': () =>
        new Promise<Response>((resolve) => {
          answerGuest = () => resolve(json({ item: null }));
        }),
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
    });
    renderRoute('/weddinghall/home');
    await waitFor(() => expect(useUserStore.getState().isLoading).toBe(true));
    useUserStore.getState().setUserInfo(currentUser());
    answerGuest();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
  });
});

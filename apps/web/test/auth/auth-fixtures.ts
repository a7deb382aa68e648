import type { CurrentUser } from '@wedding/contract/session';
import type { Mock } from 'vitest';

export const USER: CurrentUser = {
  customerUuid: '6f1c2a4e-9b3d-4c5e-8f7a-1b2c3d4e5f60',
  nick: '신부민지',
  weddingDate: null,
  newPushTsp: null,
  profileComplete: true,
};

export const LOGIN_TOKEN = 'login-token-0123456789abcdef';
export const TEL_TOKEN = 'tel-token-0123456789abcdef';

type Call = { url: URL; method: string; body: unknown };

/** The requests a mockFetch stub received for one path, with the parsed JSON body. */
export function callsTo(fetchMock: Mock, pathname: string): Call[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
      const request = init as RequestInit | undefined;
      const body = typeof request?.body === 'string' ? JSON.parse(request.body) : undefined;
      return { url: new URL(raw, 'http://localhost'), method: request?.method ?? 'GET', body };
    })
    .filter((call) => call.url.pathname === pathname);
}

/**
 * How the API client reaches the API: the browser's fetch, or on the server (rendering a page) the API
 * in the same process (apps/api/src/modules/web/ssr.ts sets it). Every call of the client goes through here.
 */
export type ApiTransport = (url: string, init?: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  return transport(url, init);
}

/** Server rendering only: the server's in-process transport. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

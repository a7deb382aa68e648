import type { DehydratedState } from '@tanstack/react-query';

/** What a server render hands the browser, as JSON in <script id="ssr-state" type="application/json">. */
export type SsrState = { queries: DehydratedState };

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * JSON for an HTML script element: `<` is escaped so text from the data (a hall name, a review) can never
 * close the element; the strict CSP forbids inline scripts, so the element is data, not code.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server render left in the page, or null (no server render, or a page it could not draw). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import { readSsrState, SSR_STATE_ELEMENT_ID, serializeSsrState } from '../../src/app/ssr-state.ts';

// Decision 0023: the server's state travels as JSON inside the HTML; text from the data must not end the element.
describe('server render state', () => {
  const state = {
    queries: { mutations: [], queries: [] },
    router: { loaderData: { review: '</script><script>alert(1)</script>\u2028' } },
  };

  it('cannot close its script element, whatever the data says', () => {
    const json = serializeSsrState(state);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(state);
  });

  it('reads back what the server wrote, and null without one or when it is garbled', () => {
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${serializeSsrState(state)}</script>`;
    expect(readSsrState()).toEqual(state);
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">{oops</script>`;
    expect(readSsrState()).toBeNull();
    document.body.innerHTML = '';
    expect(readSsrState()).toBeNull();
  });
});

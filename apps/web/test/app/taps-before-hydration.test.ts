import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTaps, replayTap, stopRememberingTaps } from '../../src/app/taps-before-hydration.ts';

// A tap on a server-rendered button before hydration is kept and pressed again once the page is live.

function markup() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="plain">가격 상세</button>
      <button type="button" id="other">요일</button>
      <button type="button" id="off" disabled>좋아요</button>
      <form><button id="submit">검색</button></form>
    </div>`;
  const root = document.getElementById('root')!;
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { root, byId };
}

afterEach(() => {
  stopRememberingTaps();
  replayTap(); // forget anything left
  document.body.innerHTML = '';
});

describe('taps before hydration', () => {
  it('presses the last tapped plain button again once the page is live, and only once', () => {
    const { root, byId } = markup();
    rememberTaps(root);
    byId('other').click();
    byId('plain').click();
    stopRememberingTaps();
    // Hydration gives the same button its handler.
    const handler = vi.fn();
    byId('plain').addEventListener('click', handler);
    byId('other').addEventListener('click', handler);
    replayTap();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].target).toBe(byId('plain'));
    replayTap();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("leaves a form's submit button to the browser, ignores a disabled one, and stops at hydration", () => {
    const { root, byId } = markup();
    rememberTaps(root);
    byId('submit').addEventListener('click', (event) => event.preventDefault()); // jsdom cannot submit
    byId('submit').click();
    byId('off').click();
    stopRememberingTaps();
    byId('plain').click(); // after hydration: the app's own handler answers it
    const handler = vi.fn();
    for (const id of ['plain', 'submit', 'off']) byId(id).addEventListener('click', handler);
    replayTap();
    expect(handler).not.toHaveBeenCalled();
  });

  it('holds the submit of a form with a password (never a GET with it in the address) and submits it once live', () => {
    document.body.innerHTML = `
      <div id="root">
        <form id="login"><input id="email" /><input type="password" id="pw" /><button id="go">로그인</button></form>
      </div>`;
    const root = document.getElementById('root')!;
    const form = document.getElementById('login') as HTMLFormElement;
    rememberTaps(root);
    const native = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    stopRememberingTaps();
    // Hydration gives the form the app's handler.
    const handler = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handler);
    replayTap();
    expect(handler).toHaveBeenCalledTimes(1);
    replayTap();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not press a button that left the page meanwhile', () => {
    const { root, byId } = markup();
    rememberTaps(root);
    const plain = byId('plain');
    plain.click();
    stopRememberingTaps();
    const handler = vi.fn();
    plain.addEventListener('click', handler);
    plain.remove();
    replayTap();
    expect(handler).not.toHaveBeenCalled();
  });
});

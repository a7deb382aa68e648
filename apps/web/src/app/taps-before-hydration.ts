// A server-rendered page shows its buttons before its code has run (decision 0023), and a tap on one then did
// nothing: the button looked dead. Once hydrateRoot is called React 19 replays a tap that reaches a part it is
// still hydrating (decision 0035), but the entry first loads the matched page's chunks, and a tap in that
// time reaches no root at all. So the entry listens as soon as it runs, until it calls hydrateRoot, and the
// last tap on a plain button is replayed once the page is live. Links and a form's submit buttons already
// work without the code (the browser follows or submits them) and are left alone.

let lastTapped: HTMLButtonElement | null = null;
let heldForm: HTMLFormElement | null = null;
let stopListening: (() => void) | null = null;

/** Before hydrating: remember the last tap on a plain button of the server's markup. */
export function rememberTaps(root: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    lastTapped = button;
  };
  // Except a form holding a password: its native submit (our forms have no method, so GET) would put the password
  // in the address, the history and the server's log. It is held instead and submitted once the app is live.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.querySelector('input[type=password]')) return;
    event.preventDefault();
    heldForm = form;
    lastTapped = null;
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  stopListening = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}

/** Right after hydrating: from now on the app answers taps itself. */
export function stopRememberingTaps(): void {
  stopListening?.();
  stopListening = null;
}

/**
 * Once the page is live (its effects have run): the remembered tap, on the same button, which hydration kept
 * and gave its handler. A button that went away or became disabled meanwhile is not pressed.
 */
export function replayTap(): void {
  const form = heldForm;
  heldForm = null;
  if (form?.isConnected) {
    form.requestSubmit();
    return;
  }
  const button = lastTapped;
  lastTapped = null;
  if (button?.isConnected && !button.disabled) button.click();
}

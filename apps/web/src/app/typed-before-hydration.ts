// A server-rendered page shows its fields before its scripts run, and people type into them (decision 0023).
// What they typed must reach the app's state once it runs: nothing typed is lost.

type TypedField = { id: string; value: string };
let typedFields: TypedField[] = [];

const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file', 'submit', 'button'].includes(el.type));

/** Before hydrating: the fields of the server's markup that hold text someone typed (by id, which React keeps). */
export function rememberTypedFields(root: ParentNode): void {
  typedFields = [...root.querySelectorAll('input[id], textarea[id]')]
    .filter(isTextField)
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => ({ id: el.id, value: el.value }));
}

/**
 * After hydrating: each such field gets its text again through a real input event, so the component's state
 * (and its onChange work: suggestions, counts) has it too. Hydration takes the typed text as the field's
 * last known value while the state still says '', and would put '' back at the next event; so React is first
 * told the field was empty, then the text returns past its value tracker and the event reads as a change.
 */
export function replayTypedFields(): void {
  for (const { id, value } of typedFields.splice(0)) {
    const el = document.getElementById(id);
    if (!el || !isTextField(el)) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    if (!setValue) continue;
    el.value = '';
    setValue.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

// A server-rendered page shows its fields before its scripts run, and people type into them (decision 0023).
// What they typed must reach the app's state once it runs: nothing typed is lost.

const TEXT_FIELDS = 'input[id]:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]),textarea[id]';
let typedFields: [id: string, value: string][] = [];

/** Before hydrating: the fields of the server's markup that hold text someone typed (by id, which React keeps). */
export function rememberTypedFields(root: ParentNode): void {
  typedFields = [...root.querySelectorAll<HTMLInputElement>(TEXT_FIELDS)]
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => [el.id, el.value]);
}

/**
 * After hydrating: each such field gets its text again through a real input event, so the component's state
 * (and its onChange work: suggestions, counts) has it too. Hydration takes the typed text as the field's
 * last known value while the state still says '', and would put '' back at the next event; so React is first
 * told the field was empty, then the text returns past its value tracker and the event reads as a change.
 */
export function replayTypedFields(): void {
  for (const [id, value] of typedFields.splice(0)) {
    const el = document.getElementById(id) as HTMLInputElement | null;
    const setValue = el && Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    if (!el || !setValue) continue;
    el.value = '';
    setValue.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Wait after the last keystroke before asking for suggestions (brief: about 250 ms). */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Wait after the last chip tap or slider move before recounting the halls. */
export const COUNT_DEBOUNCE_MS = 300;

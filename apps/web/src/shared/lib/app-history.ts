// React Router keeps an index of in-app entries in history.state; 0 (or nothing) means this page was the
// first one opened, e.g. a deep link from the native app, where "back" would leave the web view entirely.
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx > 0;
  }
  return false;
}

export const HOME_PATH = '/weddinghall/home';

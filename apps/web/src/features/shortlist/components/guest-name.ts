import { normalizeGuestName } from '@wedding/domain/shortlist';

// The name a family member gives once on this device (issue 30 §2): kept in localStorage, read after hydration
// (the server renders as a guest and never knows it).

const KEY = 'wedding.shortlist.guestName';

export function readGuestName(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value ? normalizeGuestName(value) : null;
  } catch {
    return null;
  }
}

export function keepGuestName(name: string): void {
  try {
    window.localStorage.setItem(KEY, name);
  } catch {
    // Private mode without storage: the name lasts for this page only.
  }
}

import { createContext } from 'react';
import type { Location } from 'react-router';

/**
 * Decision 0039: an open overlay (sheet, dialog, photo viewer) owns a history entry of its own — the same
 * address with the overlay's id added to `state.overlays` — so the phone's back closes it instead of
 * leaving the page. Nested overlays stack their ids in order.
 */
export type OverlayState = { overlays?: readonly string[] };

/** The overlay ids of an entry's state, innermost last; none for an ordinary page entry. */
export function overlaysOf(state: unknown): readonly string[] {
  if (!state || typeof state !== 'object' || !('overlays' in state)) return [];
  const { overlays } = state as { overlays: unknown };
  return Array.isArray(overlays) ? overlays.filter((id): id is string => typeof id === 'string') : [];
}

/** Whether moving between two locations only opened or closed an overlay (the page stays where it is). */
export function isOverlayMove(from: Location, to: Location): boolean {
  return (
    from.pathname === to.pathname &&
    from.search === to.search &&
    (overlaysOf(from.state).length > 0 || overlaysOf(to.state).length > 0)
  );
}

let counter = 0;
/** A fresh id per opening: after a reload or a second opening an old entry's id never matches a new overlay. */
export function newOverlayId(): string {
  counter += 1;
  return `${Date.now().toString(36)}.${counter}`;
}

/** What an overlay needs of the app's history; absent on the server, where no overlay is open. */
export type OverlayHistory = {
  /** The history's current entry, which may be ahead of what React shows. */
  readonly location: Location;
  /** Pushes the current address again with `id` added to its overlays. */
  openOverlay(id: string): void;
  /** Goes back one entry if the current entry is `id`'s (the overlay was closed by a button, not by back). */
  closeOverlay(id: string): void;
  /** Calls `listener` after each back or forward of the user's (not the app's own); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export const OverlayHistoryContext = createContext<OverlayHistory | null>(null);

import { useSyncExternalStore } from 'react';
import { isNativeApp } from './bridge.ts';

// The native host injects its bridge before the page loads and never removes it, so there is nothing to
// subscribe to.
const subscribe = () => () => {};

/**
 * Whether the page runs inside the native app. The server cannot know, so the server render and hydration
 * assume a plain browser; React then re-renders with the real answer. Screens use it to show the entries the
 * app provides itself (push, chat, its own tabs) only where they lead somewhere.
 */
export function useIsNativeApp(): boolean {
  return useSyncExternalStore(subscribe, isNativeApp, () => false);
}

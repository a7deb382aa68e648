import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetAllApiKeys } from '../src/shared/api/api-key.ts';
import { useDialogStore } from '../src/shared/stores/dialog-store.ts';
import { useLoginPromptStore } from '../src/shared/stores/login-prompt-store.ts';
import { useToastStore } from '../src/shared/stores/toast-store.ts';
import { useUserStore } from '../src/shared/stores/user-store.ts';

beforeEach(() => {
  // jsdom has no layout: ScrollRestoration's scrollTo would only log "not implemented".
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// Testing Library only auto-cleans with vitest globals on; we keep globals off, so clean up explicitly.
// Stores are module singletons: put them back so one test's login or toast never leaks into the next.
afterEach(() => {
  cleanup();
  useUserStore.setState(useUserStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
  useDialogStore.setState(useDialogStore.getInitialState(), true);
  useLoginPromptStore.setState(useLoginPromptStore.getInitialState(), true);
  // The apiKey cache (decision 0012) lives in localStorage and module memory: each test fetches its own.
  forgetAllApiKeys();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

import { create } from 'zustand';

type LoginPromptState = {
  /** When the prompt was last shown (ms since epoch); the throttle of spec §4 counts from here. */
  lastShownAt: number | null;
  markShown: (at: number) => void;
};

export const useLoginPromptStore = create<LoginPromptState>()((set) => ({
  lastShownAt: null,
  markShown: (at) => set({ lastShownAt: at }),
}));

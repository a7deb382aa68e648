import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info';
export type ToastOptions = { type?: ToastType; duration?: number };
export type ToastItem = { id: number; text: string; type: ToastType; duration: number };

export const DEFAULT_TOAST_DURATION_MS = 3000;

type ToastState = {
  current: ToastItem | null;
  show: (text: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
};

let nextId = 1;

// One toast at a time: a new message replaces the old one, as native toasts do.
export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (text, options = {}) =>
    set({
      current: {
        id: nextId++,
        text,
        type: options.type ?? 'info',
        duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
      },
    }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

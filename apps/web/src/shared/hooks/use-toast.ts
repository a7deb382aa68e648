import { type ToastOptions, useToastStore } from '../stores/toast-store.ts';

/** `useToast().show(text, options)` from anywhere in the app. */
export function useToast(): { show: (text: string, options?: ToastOptions) => void } {
  const show = useToastStore((state) => state.show);
  return { show };
}

import { useMemo } from 'react';
import { type DialogRequest, useDialogStore } from '../stores/dialog-store.ts';

type Options = Omit<DialogRequest, 'kind' | 'message'>;

export function useDialog() {
  const open = useDialogStore((state) => state.open);
  return useMemo(
    () => ({
      alert: (message: string, options: Options = {}) => open({ kind: 'alert', message, ...options }),
      confirm: (message: string, options: Options = {}) => open({ kind: 'confirm', message, ...options }),
    }),
    [open],
  );
}

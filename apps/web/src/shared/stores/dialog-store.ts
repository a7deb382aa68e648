import { create } from 'zustand';

export type DialogRequest = {
  kind: 'alert' | 'confirm';
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
};

type DialogState = {
  current: DialogRequest | null;
  open: (request: DialogRequest) => void;
  close: () => void;
};

// App-wide alert/confirm (login alerts, the login prompt) rendered by one host, like window.alert but styled.
export const useDialogStore = create<DialogState>()((set) => ({
  current: null,
  open: (request) => set({ current: request }),
  close: () => set({ current: null }),
}));

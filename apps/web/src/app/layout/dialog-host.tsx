import { useDialogStore } from '../../shared/stores/dialog-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';

/** Renders the app-wide alert/confirm requested through useDialog(). */
export function DialogHost() {
  const current = useDialogStore((state) => state.current);
  const close = useDialogStore((state) => state.close);
  if (!current) return null;
  return (
    <Modal
      open
      kind={current.kind}
      message={current.message}
      confirmLabel={current.confirmLabel}
      cancelLabel={current.cancelLabel}
      onConfirm={() => {
        close();
        current.onConfirm?.();
      }}
      onCancel={() => {
        close();
        current.onCancel?.();
      }}
    />
  );
}

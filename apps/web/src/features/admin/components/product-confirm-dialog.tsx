import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice, primaryButtonCls, secondaryButtonCls } from './admin-ui';

/**
 * Asks before a step that loses something (leaving with unsaved changes, deleting a picture), in the shop's one
 * modal dialog (focus inside, Escape cancels, focus goes back). The safe choice has focus first, so Enter never
 * loses anything by accident.
 */
export function ProductConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-black/50 p-3 sm:pt-24"
      onClick={(e) => {
        if (e.target === e.currentTarget) cancel();
      }}
    >
      <ModalDialog
        layer={50}
        onClose={cancel}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-5 text-neutral-900 shadow-2xl outline-none"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-950">
          {title}
        </h2>
        <div id={`${id}-text`} className="mt-2 text-sm text-neutral-700">
          {children}
        </div>
        {error && (
          <Notice tone="error" role="alert" className="mt-4">
            {error}
          </Notice>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            data-autofocus
            className={secondaryButtonCls}
            onClick={cancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button type="button" className={primaryButtonCls} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

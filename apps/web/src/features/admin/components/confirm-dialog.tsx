import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice, primaryButtonCls, secondaryButtonCls } from './admin-ui';

/**
 * Asks before a step that loses something or cannot be undone (leaving with unsaved changes, deleting a picture,
 * a sale or a menu entry, revoking a key), in the shop's one modal dialog (focus inside, Escape cancels, focus goes
 * back). The safe choice has focus first, so Enter never loses anything by accident. While `pending`, both buttons
 * are disabled, the dialog cannot be closed and the confirm button reads `pendingLabel`.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-black/50 p-3 sm:pt-24"
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <ModalDialog
        layer={50}
        onClose={close}
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
            onClick={close}
            disabled={pending}
          >
            {cancelLabel}
          </button>
          <button type="button" className={primaryButtonCls} disabled={pending} onClick={onConfirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

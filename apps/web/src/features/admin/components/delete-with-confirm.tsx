import { useState, type ReactNode } from 'react';
import { dangerButtonCls } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A delete button that asks first (ConfirmDialog: the safe choice focused, the server's refusal shown inside).
 * `onOpen` runs as the question opens (a mutation's reset, so that an old refusal is not shown again).
 * `name`, when given, is the button's accessible name where a short visible `label` is one of many in a table
 * ("Remove" seen, "Remove Florida" heard).
 */
export function DeleteWithConfirm({
  label,
  name,
  title,
  children,
  pending,
  error,
  onOpen,
  onConfirm,
}: {
  label: string;
  name?: string;
  title: string;
  children: ReactNode;
  pending: boolean;
  error: string | null;
  onOpen: () => void;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={dangerButtonCls}
        aria-label={name}
        onClick={() => {
          onOpen();
          setAsking(true);
        }}
      >
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          title={title}
          confirmLabel={label}
          pendingLabel="Deleting…"
          pending={pending}
          error={error}
          onClose={() => setAsking(false)}
          onConfirm={onConfirm}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}

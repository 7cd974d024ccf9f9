import { useId } from 'react';
import type { ApiKey } from '@shop/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { Notice, adminErrorMessage, primaryButtonCls, secondaryButtonCls } from './admin-ui';

/**
 * Asks before revoking a key (the shop's one modal dialog: focus inside, Escape cancels, focus goes back).
 * Cancel has focus first, so Enter never revokes by accident.
 */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}) {
  const id = useId();
  const revoke = useRevokeApiKey();
  const close = () => {
    if (!revoke.isPending) onClose();
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
          Revoke the key “{apiKey.name}”?
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-neutral-700">
          Anything that uses it (<code className="font-mono">{apiKey.prefix}…</code>) is refused from the
          moment you revoke it. This cannot be undone: to let it back in, create a new key.
        </p>
        {revoke.isError && (
          <Notice tone="error" role="alert" className="mt-4">
            {adminErrorMessage(revoke.error, 'The key could not be revoked. Please try again.')}
          </Notice>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            data-autofocus
            className={secondaryButtonCls}
            onClick={close}
            disabled={revoke.isPending}
          >
            Cancel
          </button>
          <button
            type="button"
            className={primaryButtonCls}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(apiKey.id, { onSuccess: () => onRevoked(apiKey) })}
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke key'}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

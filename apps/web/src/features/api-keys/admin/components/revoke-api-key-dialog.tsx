import type { ApiKey } from '@shop/domain';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { adminErrorMessage } from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';

/** Asks before revoking a key; Cancel has focus first, so Enter never revokes by accident. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      title={`Revoke the key “${apiKey.name}”?`}
      confirmLabel="Revoke key"
      pendingLabel="Revoking…"
      pending={revoke.isPending}
      error={
        revoke.isError
          ? adminErrorMessage(revoke.error, 'The key could not be revoked. Please try again.')
          : null
      }
      onClose={onClose}
      onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: () => onRevoked(apiKey) })}
    >
      <p>
        Anything that uses it (<code className="font-mono">{apiKey.prefix}…</code>) is refused from the moment
        you revoke it. This cannot be undone: to let it back in, create a new key.
      </p>
    </ConfirmDialog>
  );
}

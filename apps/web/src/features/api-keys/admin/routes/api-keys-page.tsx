import { useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import type { CreatedApiKey } from '../api/create-api-key';
import { apiKeysQueryOptions, useApiKeys } from '../api/get-api-keys';
import { AdminPage, AdminPanel, LoadError, Notice } from '../../../admin/components/admin-ui';
import { ApiKeyTable } from '../components/api-key-table';
import { CreateApiKeyForm } from '../components/create-api-key-form';
import { NewApiKey } from '../components/new-api-key';
import { RevokeApiKeyDialog } from '../components/revoke-api-key-dialog';

/** /admin/api-keys: prefetches the keys for an administrator. */
export const apiKeysLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(apiKeysQueryOptions()));

function KeyList({ onRevoke }: { onRevoke: (key: ApiKey) => void }) {
  const { data, isPending, isError, error, refetch } = useApiKeys();
  if (isPending) return <p className="text-sm text-neutral-600">Loading keys…</p>;
  if (isError) return <LoadError error={error} what="the keys" onRetry={() => void refetch()} />;
  if (data.keys.length === 0)
    return <p className="text-sm text-neutral-600">No API keys yet. Create one above.</p>;
  return <ApiKeyTable keys={data.keys} onRevoke={onRevoke} />;
}

/**
 * API keys for integrations (decision 043): create one with scopes and see it once, list them all, revoke
 * one after a confirmation.
 */
export function ApiKeysPage() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revoked, setRevoked] = useState<ApiKey | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The revoked key's row loses its Revoke button: focus goes to the list and its message instead.
  useEffect(() => {
    if (revoked) listHeading.current?.focus();
  }, [revoked]);

  return (
    <AdminPage
      title="API keys"
      intro={
        <>
          A key lets an integration (an ERP pushing stock, a price feed) call the back office API without a
          person&apos;s session, with only the scopes it is given. The integration sends{' '}
          <code className="font-mono">Authorization: Bearer sk_…</code> with each request.
        </>
      }
    >
      <AdminPanel id="api-keys-create" title="Create a key">
        {created ? (
          <NewApiKey apiKey={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateApiKeyForm
            onCreated={(key) => {
              setRevoked(null);
              setCreated(key);
            }}
          />
        )}
      </AdminPanel>
      <AdminPanel id="api-keys-list" title="Keys" headingRef={listHeading}>
        <div role="status" className="mb-4 empty:hidden">
          {revoked && <Notice tone="success">Revoked “{revoked.name}”: it no longer works.</Notice>}
        </div>
        <KeyList onRevoke={setRevoking} />
      </AdminPanel>
      {revoking && (
        <RevokeApiKeyDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={(key) => {
            setRevoking(null);
            setRevoked(key);
          }}
        />
      )}
    </AdminPage>
  );
}

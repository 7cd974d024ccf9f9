import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { AdminPage, AdminPanel, LoadError, Notice } from '../../../admin/components/admin-ui';
import { adminSettingsQueryOptions, useAdminSettings } from '../api/settings';
import { SettingsForm } from '../components/settings-form';

/** /admin/settings: prefetches the settings for an administrator. */
export const settingsLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(adminSettingsQueryOptions()));

/**
 * The shop's settings (decision 080): its name, logo, favicon, accent colour and contact, the shipping rules and
 * the order address, saved together, audited, and shown by every page loaded after the save.
 */
export function SettingsPage() {
  const { data, isPending, isError, error, refetch } = useAdminSettings();
  const [saved, setSaved] = useState(false);
  return (
    <AdminPage
      title="Settings"
      intro="The shop's identity, its shipping rules and where new orders are mailed. A save shows on every page loaded after it."
    >
      <AdminPanel id="shop-settings" title="Shop settings">
        <div role="status" className="mb-4 empty:hidden">
          {saved && <Notice tone="success">Saved. Pages loaded from now on show the new settings.</Notice>}
        </div>
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading settings…</p>
        ) : isError ? (
          <LoadError error={error} what="the settings" onRetry={() => void refetch()} />
        ) : (
          <SettingsForm settings={data} onSaved={() => setSaved(true)} />
        )}
      </AdminPanel>
    </AdminPage>
  );
}

import { useDeferredValue, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { collectionsQueryOptions, useCollections } from '../api/collections-list';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  Notice,
  primaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { CollectionsTable } from '../components/collections-table';
import { CollectionsTabs } from '../../../admin/components/collections-tabs';

/** /admin/collections: prefetches the collections for an administrator. */
export const collectionsLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(collectionsQueryOptions()));

/** /admin/collections: every collection, found by title or handle; a new one; each one's page to edit. */
export function CollectionsPage() {
  const id = useId();
  const { data, isPending, isError, error, refetch } = useCollections();
  const [filter, setFilter] = useState('');
  // What the last step did (a collection deleted on its own page).
  const done = (useLocation().state as { saved?: string } | null)?.saved;
  const wanted = useDeferredValue(filter.trim().toLowerCase());
  const shown = (data?.collections ?? []).filter(
    (c) => !wanted || c.title.toLowerCase().includes(wanted) || c.full_handle.includes(wanted),
  );

  return (
    <AdminPage
      title="Collections and menu"
      intro={
        <>
          A collection&apos;s titles, texts, banners and flags, and which products it shows in which order.
          Changes show in the shop at once and are recorded in the{' '}
          <Link to="/admin/audit?entity=collection" className={textLinkCls}>
            audit log
          </Link>
          .
        </>
      }
    >
      <CollectionsTabs />
      <AdminPanel id="collections-list" title="Collections">
        <div role="status" className="mb-4 empty:hidden">
          {done && <Notice tone="success">{done}</Notice>}
        </div>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div className="w-full max-w-xs">
            <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-semibold text-neutral-800">
              Find a collection
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Title or handle"
              autoComplete="off"
              className="h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 outline-none placeholder:text-neutral-500 focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
            />
          </div>
          <Link to="/admin/collections/new" className={primaryButtonCls}>
            New collection
          </Link>
        </div>
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading collections…</p>
        ) : isError ? (
          <LoadError error={error} what="the collections" onRetry={() => void refetch()} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-neutral-600">
            {data.collections.length === 0 ? 'No collections yet.' : 'No collection matches.'}
          </p>
        ) : (
          <>
            <p className="sr-only" role="status">
              {wanted ? `${shown.length} of ${data.collections.length} collections` : ''}
            </p>
            <CollectionsTable collections={shown} />
          </>
        )}
      </AdminPanel>
    </AdminPage>
  );
}

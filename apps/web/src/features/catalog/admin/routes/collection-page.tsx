import { useState } from 'react';
import { Link, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminCollection, AdminCollectionDetail } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { collectionQueryOptions, useCollection } from '../api/collection-get';
import { useUpdateCollection, type CollectionChanges } from '../api/collection-update';
import { collectionsQueryOptions, useCollections } from '../api/collections-list';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import {
  CollectionForm,
  collectionDraftOf,
  collectionFieldsOf,
  type CollectionDraft,
} from '../components/collection-form';
import { DeleteCollection } from '../components/collection-delete';
import { NewCollection, useFormErrors } from './collection-new';
import { CollectionProducts } from '../components/collection-products';
import { CollectionsTabs } from '../../../admin/components/collections-tabs';
import { routeIdOf } from '../../../admin/lib/route-id';

/** /admin/collections/new and /:id: prefetch the collection, or the parents a new one can go under. */
export const collectionLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const id = routeIdOf(params.id);
      await (id === null
        ? queryClient.prefetchQuery(collectionsQueryOptions())
        : queryClient.prefetchQuery(collectionQueryOptions(id)));
    });

/** The fields whose value differs from the stored collection's. */
function changesOf(draft: CollectionDraft, c: AdminCollection): CollectionChanges {
  const next = collectionFieldsOf(draft);
  return Object.fromEntries(
    Object.entries(next).filter(([k, v]) => c[k as keyof AdminCollection] !== v),
  ) as CollectionChanges;
}

function EditCollection({ detail }: { detail: AdminCollectionDetail }) {
  const { collection } = detail;
  const location = useLocation();
  const update = useUpdateCollection();
  const form = useFormErrors();
  const [saved, setSaved] = useState<string | null>(
    () => (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (draft: CollectionDraft) => {
    setFailure(null);
    setSaved(null);
    const changes = changesOf(draft, collection);
    if (Object.keys(changes).length === 0) {
      setSaved('Nothing to save: no field has changed.');
      return;
    }
    if (draft.title.trim() === '') {
      form.setErrors({ title: { type: 'required', message: 'Required' } });
      form.focusFirstInvalid();
      return;
    }
    form.setErrors({});
    try {
      const result = await update.mutateAsync({ id: collection.id, changes });
      setSaved(`Saved ${result.collection.title}: the shop shows the change now.`);
    } catch (err) {
      if (!form.showRefusal(err))
        setFailure(adminErrorMessage(err, 'The collection could not be saved. Please try again.'));
    }
  };

  return (
    <>
      <AdminPanel
        id="collection-fields"
        title="Titles, texts and banners"
        description={
          <>
            Its page:{' '}
            <a
              href={`/collections/${collection.full_handle}`}
              target="_blank"
              rel="noreferrer"
              className={`${textLinkCls} break-all font-mono text-xs`}
            >
              /collections/{collection.full_handle}
            </a>
          </>
        }
      >
        <CollectionForm
          key={collection.id}
          label={`Edit ${collection.title}`}
          initial={collectionDraftOf(collection)}
          parents={null}
          errors={form.errors}
          formRef={form.formRef}
          onEdit={form.clear}
          onSubmit={(d) => void onSubmit(d)}
          footer={
            <div className="grid gap-3">
              <div role="status" className="empty:hidden">
                {saved && <Notice tone="success">{saved}</Notice>}
              </div>
              {failure && (
                <Notice tone="error" role="alert">
                  {failure}
                </Notice>
              )}
              <div className="flex flex-wrap gap-3">
                <button type="submit" className={primaryButtonCls} disabled={update.isPending}>
                  {update.isPending ? 'Saving…' : 'Save collection'}
                </button>
                <Link
                  to={`/admin/audit?entity=collection&entity_id=${collection.id}`}
                  className={`${textLinkCls} self-center text-sm`}
                >
                  History
                </Link>
                <span className="ml-auto">
                  <DeleteCollection collection={collection} />
                </span>
              </div>
            </div>
          }
        />
      </AdminPanel>
      <CollectionProducts detail={detail} />
    </>
  );
}

/**
 * /admin/collections/new and /admin/collections/:id: a collection's titles, descriptions, banners, page image
 * and flags, and its products: found by sku or name and added, removed, put in order; the collection deleted.
 */
export function CollectionPage() {
  const params = useParams();
  const isNew = params.id === 'new';
  const id = routeIdOf(params.id);
  const detail = useCollection(id);
  const list = useCollections(isNew);
  const title = isNew ? 'New collection' : detail.data ? detail.data.collection.title : 'Collection';

  let body;
  if (isNew)
    body = list.isPending ? (
      <p className="text-sm text-neutral-600">Loading…</p>
    ) : list.isError ? (
      <LoadError error={list.error} what="the collections" onRetry={() => void list.refetch()} />
    ) : (
      <NewCollection parents={list.data.collections} />
    );
  else if (id === null || (detail.error instanceof ApiError && detail.error.status === 404))
    body = (
      <Notice tone="error">
        There is no such collection.{' '}
        <Link to="/admin/collections" className={textLinkCls}>
          All collections
        </Link>
      </Notice>
    );
  else if (detail.isPending) body = <p className="text-sm text-neutral-600">Loading the collection…</p>;
  else if (detail.isError)
    body = <LoadError error={detail.error} what="the collection" onRetry={() => void detail.refetch()} />;
  else body = <EditCollection detail={detail.data} />;

  return (
    <AdminPage
      title={title}
      intro={
        <Link to="/admin/collections" className={textLinkCls}>
          All collections
        </Link>
      }
    >
      <CollectionsTabs />
      {body}
    </AdminPage>
  );
}

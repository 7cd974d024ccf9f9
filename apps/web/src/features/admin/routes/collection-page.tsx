import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminCollection, AdminCollectionDetail } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/field-errors';
import { prefetchForAdministrator } from '../api/admin-access';
import { useCreateCollection } from '../api/collection-create';
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
  secondaryButtonCls,
  textLinkCls,
} from '../components/admin-ui';
import {
  COLLECTION_FIELDS,
  CollectionForm,
  collectionDraftOf,
  collectionFieldsOf,
  type CollectionDraft,
  type CollectionErrors,
  type CollectionField,
} from '../components/collection-form';
import { CollectionProducts } from '../components/collection-products';
import { CollectionsTabs } from '../components/collections-tabs';

const collectionIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /admin/collections/new and /:id: prefetch the collection, or the parents a new one can go under. */
export const collectionLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const id = collectionIdOf(params.id);
      await (id === null
        ? queryClient.prefetchQuery(collectionsQueryOptions())
        : queryClient.prefetchQuery(collectionQueryOptions(id)));
    });

/** A refused save's field errors: VALIDATION_FAILED's details, a taken handle, or a parent it cannot go under. */
function collectionErrorsOf(err: unknown): CollectionErrors | null {
  if (err instanceof ApiError) {
    const message = err.body?.error.message ?? '';
    if (err.code === 'HANDLE_TAKEN') return { handle: { type: 'server', message } };
    if (err.code === 'UNKNOWN_PARENT' || err.code === 'PARENT_NOT_TOP_LEVEL')
      return { parent_id: { type: 'server', message } };
  }
  return serverFieldErrors(err, COLLECTION_FIELDS);
}

function useFormErrors() {
  const [errors, setErrors] = useState<CollectionErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return {
    errors,
    setErrors,
    formRef,
    focusFirstInvalid: () => setRequests((n) => n + 1),
    clear: (field: CollectionField) => setErrors((e) => (e[field] ? { ...e, [field]: null } : e)),
  };
}

function NewCollection({ parents }: { parents: AdminCollection[] }) {
  const navigate = useNavigate();
  const create = useCreateCollection();
  const form = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (draft: CollectionDraft) => {
    setFailure(null);
    const handle = draft.handle.trim();
    const local: CollectionErrors = {
      handle: handle ? null : { type: 'required', message: 'Required' },
      title: draft.title.trim() ? null : { type: 'required', message: 'Required' },
    };
    form.setErrors(local);
    if (local.handle || local.title) {
      form.focusFirstInvalid();
      return;
    }
    try {
      const { collection } = await create.mutateAsync({
        handle,
        parent_id: draft.parent_id ? Number(draft.parent_id) : null,
        ...collectionFieldsOf(draft),
      });
      await navigate(`/admin/collections/${collection.id}`, {
        replace: true,
        state: { saved: `Created ${collection.title}: its page is /collections/${collection.full_handle}.` },
      });
    } catch (err) {
      const fields = collectionErrorsOf(err);
      if (fields) {
        form.setErrors(fields);
        form.focusFirstInvalid();
      } else setFailure(adminErrorMessage(err, 'The collection could not be created. Please try again.'));
    }
  };

  return (
    <AdminPanel id="collection-new" title="New collection">
      <CollectionForm
        label="New collection"
        initial={collectionDraftOf(null)}
        parents={parents.filter((p) => p.parent_id === null)}
        errors={form.errors}
        formRef={form.formRef}
        onEdit={form.clear}
        onSubmit={(d) => void onSubmit(d)}
        footer={
          <div className="grid gap-3">
            {failure && (
              <Notice tone="error" role="alert">
                {failure}
              </Notice>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButtonCls} disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create collection'}
              </button>
              <Link to="/admin/collections" className={secondaryButtonCls}>
                Cancel
              </Link>
            </div>
          </div>
        }
      />
    </AdminPanel>
  );
}

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
      const fields = collectionErrorsOf(err);
      if (fields) {
        form.setErrors(fields);
        form.focusFirstInvalid();
      } else setFailure(adminErrorMessage(err, 'The collection could not be saved. Please try again.'));
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
 * and flags, and its products: found by sku or name and added, removed, put in order.
 */
export function CollectionPage() {
  const params = useParams();
  const isNew = params.id === 'new';
  const id = collectionIdOf(params.id);
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

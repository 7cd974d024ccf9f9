import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminCollection } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useCreateCollection } from '../api/collection-create';
import {
  AdminPanel,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import {
  COLLECTION_FIELDS,
  CollectionForm,
  collectionDraftOf,
  collectionFieldsOf,
  type CollectionDraft,
  type CollectionErrors,
  type CollectionField,
} from '../components/collection-form';

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

export function useFormErrors() {
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
    /** A refused save shown on the fields it names (the first focused); false when it names none. */
    showRefusal: (err: unknown): boolean => {
      const fields = collectionErrorsOf(err);
      if (fields) {
        setErrors(fields);
        setRequests((n) => n + 1);
      }
      return fields !== null;
    },
    clear: (field: CollectionField) => setErrors((e) => (e[field] ? { ...e, [field]: null } : e)),
  };
}

/** /admin/collections/new: a new collection, top-level or under a top-level parent. */
export function NewCollection({ parents }: { parents: AdminCollection[] }) {
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
      if (!form.showRefusal(err))
        setFailure(adminErrorMessage(err, 'The collection could not be created. Please try again.'));
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

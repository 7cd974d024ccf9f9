import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import type { AdminCollection, AdminProduct } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { useCreateProduct } from '../api/product-create';
import { useUpdateProduct } from '../api/product-update';
import { adminDateTime } from '../../../admin/lib/admin-date';
import {
  createBodyOf,
  editChangesOf,
  serverRefusalOf,
  slugFrom,
  valuesDiffer,
  valuesOfProduct,
  type ProductField,
  type ProductFieldErrors,
  type ProductFormValues,
} from '../lib/product-form-values';
import {
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { AvailabilitySection } from './product-availability-section';
import { BasicsSection } from './product-basics-section';
import { BundlesSection } from './product-bundles-section';
import { CollectionsSection } from './product-collections-section';
import { ContentSection } from './product-content-section';
import { PricesSection } from './product-prices-section';
import type { SectionProps } from './product-section-kit';
import { VariantsSection } from './product-variants-section';

const SECTIONS = [
  ['basics', 'Basics'],
  ['prices', 'Prices'],
  ['availability', 'Availability'],
  ['content', 'Content'],
  ['collections', 'Collections'],
  ['variants', 'Variants'],
  ['bundles', 'Bundles'],
] as const;

/** The save's outcome shown beside the button. */
type Status =
  | { kind: 'saved'; at: string; created: boolean }
  | { kind: 'unchanged' }
  | { kind: 'refused'; other: string[]; clashWith: string | null; message: string }
  | null;

const adminProductPath = (sku: string) => `/admin/products/${encodeURIComponent(sku)}`;

/** Section links at the form's top (a long form: each section a jump away). */
export function ProductSectionLinks({ images }: { images: boolean }) {
  return (
    <nav aria-label="Sections of the form" className="min-w-0">
      <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
        {[...SECTIONS, ...(images ? ([['images', 'Images']] as const) : [])].map(([hash, label]) => (
          <li key={hash}>
            <a
              href={`#${hash}`}
              className="inline-flex h-8 items-center rounded-full border border-neutral-200 bg-white px-3 font-semibold text-neutral-800 hover:border-red-600 hover:text-red-700"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One form for a new product and for an edit, every editable field in sections. A save sends what the API
 * takes (a create: every field; an edit: only the fields that changed), checked first by the domain's schemas;
 * the API's refusals show under their fields (a taken sku or handle names the other product). Leaving with
 * unsaved changes asks first (the router's blocker, and the browser's own question on a reload or close).
 */
export function ProductForm({
  product,
  initialValues,
  collections,
  createdAt,
  extraDirty = false,
}: {
  /** The stored product; null for a new one. */
  product: AdminProduct | null;
  /** What the form starts with (a new product's defaults, or a new variant's from its parent). */
  initialValues: ProductFormValues;
  collections: readonly AdminCollection[] | undefined;
  /** When the product was just created (the screen it came from says so). */
  createdAt?: string | null;
  /** Unsaved changes outside the form (an alt text typed and not saved). */
  extraDirty?: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.sku ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [status, setStatus] = useState<Status>(
    createdAt ? { kind: 'saved', at: createdAt, created: true } : null,
  );
  const [focusErrors, setFocusErrors] = useState(0);
  const leaving = useRef(false);
  const saving = create.isPending || update.isPending;
  const dirty = valuesDiffer(initial, values) || extraDirty;

  const set: SectionProps['set'] = useCallback(
    <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
      setValues((v) => {
        const next = { ...v, [field]: value };
        // A new product's handle follows its name until the handle is typed.
        if (field === 'name' && !product && (v.slug === '' || v.slug === slugFrom(v.name)))
          next.slug = slugFrom(String(value));
        return next;
      });
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
      setStatus((s) => (s?.kind === 'refused' || s?.kind === 'saved' ? s : null));
    },
    [product],
  );

  // The first message after a refused save takes focus (a field, or a group's message), so it is read out.
  useEffect(() => {
    if (focusErrors === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-group-error], [data-save-refused]')
      ?.focus();
  }, [focusErrors]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const refuse = (
    fieldErrors: ProductFieldErrors,
    other: string[],
    clashWith: string | null,
    message: string,
  ) => {
    setErrors(fieldErrors);
    const count = Object.values(fieldErrors).filter(Boolean).length;
    setStatus({
      kind: 'refused',
      other,
      clashWith,
      message:
        message ||
        (count > 0
          ? `Not saved: ${count === 1 ? '1 field needs' : `${count} fields need`} your attention.`
          : 'Not saved.'),
    });
    setFocusErrors((n) => n + 1);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    setStatus(null);
    try {
      if (!product) {
        const checked = createBodyOf(values);
        if (!checked.ok) return refuse(checked.errors, checked.other, null, '');
        const saved = await create.mutateAsync(checked.body);
        leaving.current = true;
        void navigate(adminProductPath(saved.sku), {
          replace: true,
          state: { createdAt: new Date().toISOString() },
        });
        return;
      }
      const checked = editChangesOf(initial, values);
      if (!checked.ok) return refuse(checked.errors, checked.other, null, '');
      if (Object.keys(checked.changes).length === 0) {
        setStatus({ kind: 'unchanged' });
        return;
      }
      const saved = await update.mutateAsync(checked.changes);
      const next = valuesOfProduct(saved);
      setInitial(next);
      setValues(next);
      setErrors({});
      setStatus({ kind: 'saved', at: new Date().toISOString(), created: false });
    } catch (err) {
      const refusal = err instanceof ApiError ? serverRefusalOf(err, values) : null;
      if (refusal) {
        const clash = refusal.clashWith !== null;
        refuse(
          refusal.errors,
          refusal.other,
          refusal.clashWith,
          clash ? 'Not saved: another product already uses this SKU or handle.' : '',
        );
      } else
        refuse({}, [], null, adminErrorMessage(err, 'The product could not be saved. Please try again.'));
    }
  };

  const sectionProps: SectionProps = { values, set, errors, product };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={product ? `Edit ${product.name}` : 'New product'}
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-6"
      >
        <BasicsSection {...sectionProps} />
        <PricesSection {...sectionProps} />
        <AvailabilitySection {...sectionProps} />
        <ContentSection {...sectionProps} />
        <CollectionsSection {...sectionProps} collections={collections} />
        <VariantsSection {...sectionProps} dirty={dirty} />
        <BundlesSection {...sectionProps} />

        <div className="sticky bottom-0 z-10 -mx-4 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={primaryButtonCls}
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? 'Saving…' : product ? 'Save changes' : 'Create product'}
            </button>
            {product && dirty && !saving && (
              <button
                type="button"
                className={secondaryButtonCls}
                onClick={() => {
                  setValues(initial);
                  setErrors({});
                  setStatus(null);
                }}
              >
                Discard changes
              </button>
            )}
            <div role="status" className="min-w-40 flex-1 text-sm">
              {status?.kind === 'saved' && !dirty && (
                <span className="font-semibold text-emerald-800">
                  {status.created ? 'Created' : 'Saved'} at {adminDateTime(status.at).replace(/^.*, /, '')}
                </span>
              )}
              {status?.kind === 'unchanged' && (
                <span className="text-neutral-700">Nothing to save: no field has changed.</span>
              )}
              {dirty && status?.kind !== 'refused' && (
                <span className="font-semibold text-amber-900">Unsaved changes</span>
              )}
            </div>
          </div>
          {status?.kind === 'refused' && (
            <Notice tone="error" role="alert" className="mt-3">
              <span data-save-refused tabIndex={-1} className="outline-none">
                {status.message}
              </span>
              {status.clashWith && (
                <>
                  {' '}
                  <Link to={adminProductPath(status.clashWith)} className={textLinkCls}>
                    Open {status.clashWith}
                  </Link>
                </>
              )}
              {status.other.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {status.other.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              )}
            </Notice>
          )}
        </div>
      </form>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay on this page"
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        >
          <p>
            {product ? `Your changes to ${product.name} have` : 'This new product has'} not been saved. If you
            leave, they are lost.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminSale, AdminSaleList } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { useCreateSale } from '../api/sale-create';
import { saleQueryOptions, useSale } from '../api/sale-get';
import { useSalePreview } from '../api/sale-preview';
import { useUpdateSale } from '../api/sale-update';
import { salesQueryOptions, useSales } from '../api/sales-list';
import {
  AdminPage,
  LoadError,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { SaleEditorForm, type PlaceOption } from '../components/sale-editor-form';
import { SalePreviewPanel, type PreviewState } from '../components/sale-preview-panel';
import {
  draftOf,
  newSaleDraft,
  previewableInput,
  saleErrorsOf,
  saleFieldLabel,
  toSaleInput,
  type SaleDraft,
  type SaleErrors,
} from '../lib/sale-form';
import { routeIdOf } from '../../../admin/lib/route-id';

/** /admin/sales/new and /admin/sales/:id: prefetch the list (places, the sale shown) and the sale. */
export const saleEditorLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const id = routeIdOf(params.id);
      await Promise.all([
        queryClient.prefetchQuery(salesQueryOptions()),
        id === null ? Promise.resolve() : queryClient.prefetchQuery(saleQueryOptions(id)),
      ]);
    });

/** Where a new sale can go: before the first, after each one. */
function placesOf(list: AdminSaleList | undefined): PlaceOption[] {
  const sales = list?.sales ?? [];
  return Array.from({ length: sales.length + 1 }, (_, i) => ({
    value: i,
    label:
      i === 0
        ? sales.length === 0
          ? 'First'
          : `First, before ${sales[0]!.setting.name}`
        : i === sales.length
          ? `Last, after ${sales[i - 1]!.setting.name}`
          : `After ${sales[i - 1]!.setting.name}`,
  }));
}

type Saved = { name: string; shown: boolean; created: boolean };

function savedText({ name, shown, created }: Saved): string {
  return `${created ? 'Created' : 'Saved'} ${name}: ${
    shown ? 'the storefront shows it now.' : 'it is not the sale shown now.'
  }`;
}

function Editor({ sale, list }: { sale: AdminSale | null; list: AdminSaleList | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSale();
  const update = useUpdateSale();
  const [draft, setDraft] = useState<SaleDraft>(() =>
    sale ? draftOf(sale.setting) : newSaleDraft(new Date()),
  );
  const [errors, setErrors] = useState<SaleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(
    () => (location.state as { saved?: Saved } | null)?.saved ?? null,
  );
  const [skus, setSkus] = useState<string[]>([]);
  const places = useMemo(() => (sale ? null : placesOf(list)), [sale, list]);
  const [place, setPlace] = useState(() => list?.sales.length ?? 0);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const previewable = useMemo(() => previewableInput(draft, sale?.setting ?? null), [draft, sale]);
  const preview = useSalePreview(
    previewable.ok ? { sale: previewable.input, ...(sale ? { id: sale.id } : {}), skus } : null,
  );

  // The running sales that would come before this one (its place as chosen, or its own place).
  const others = (list?.sales ?? []).filter((s) => s.id !== sale?.id);
  const before = sale ? others.filter((s) => s.position < sale.position) : others.slice(0, place);
  const firstRunning = before.find((s) => s.runningNow)?.setting.name ?? null;
  const shown = sale
    ? (preview.data?.shownIfSaved ?? false)
    : (preview.data?.runningNow ?? false) && firstRunning === null;
  const previewState: PreviewState = {
    preview: preview.data,
    needs: previewable.ok ? null : previewable.errors,
    loading: preview.isFetching || preview.waiting,
    error: preview.isError ? preview.error : null,
    shown,
    firstName: firstRunning,
  };

  const onChange = (change: Partial<SaleDraft>, clears: string[]) => {
    setDraft((d) => ({ ...d, ...change }));
    if (clears.some((p) => errors[p]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clears.includes(k))));
  };

  const onSubmit = async () => {
    setFailure(null);
    setSaved(null);
    const converted = toSaleInput(draft, sale?.setting ?? null);
    if (!converted.ok) {
      setErrors(converted.errors);
      setFocusRequests((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      if (sale) {
        const result = await update.mutateAsync({ id: sale.id, sale: converted.input });
        setSaved({ name: result.setting.name, shown: result.shownNow, created: false });
      } else {
        const result = await create.mutateAsync({ sale: converted.input, position: place });
        await navigate(`/admin/sales/${result.id}`, {
          replace: true,
          state: { saved: { name: result.setting.name, shown: result.shownNow, created: true } },
        });
      }
    } catch (err) {
      const fields = saleErrorsOf(err);
      if (fields) {
        setErrors(fields);
        setFailure(`The sale was not saved. Check: ${Object.keys(fields).map(saleFieldLabel).join(', ')}.`);
        setFocusRequests((n) => n + 1);
      } else setFailure(adminErrorMessage(err, 'The sale could not be saved. Please try again.'));
    }
  };

  const pending = create.isPending || update.isPending;
  const footer = (
    <div className="grid gap-3">
      <div role="status" className="empty:hidden">
        {saved && (
          <Notice tone="success">
            {savedText(saved)}{' '}
            <Link to="/admin/sales" className={textLinkCls}>
              Back to the sales
            </Link>
          </Notice>
        )}
      </div>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonCls} disabled={pending}>
          {pending ? 'Saving…' : sale ? 'Save sale' : 'Create sale'}
        </button>
        <Link to="/admin/sales" className={secondaryButtonCls}>
          {sale ? 'Back to the sales' : 'Cancel'}
        </Link>
        {sale && (
          <Link
            to={`/admin/audit?entity=sale&entity_id=${sale.id}`}
            className={`${textLinkCls} self-center text-sm`}
          >
            History
          </Link>
        )}
      </div>
    </div>
  );

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <SaleEditorForm
        formRef={formRef}
        draft={draft}
        errors={errors}
        places={places}
        place={place}
        onPlace={setPlace}
        onChange={onChange}
        onSubmit={() => void onSubmit()}
        footer={footer}
      />
      <div className="xl:sticky xl:top-4">
        <SalePreviewPanel
          state={previewState}
          skus={skus}
          onAddSku={(sku) => setSkus((list) => [...list, sku])}
          onRemoveSku={(sku) => setSkus((list) => list.filter((s) => s !== sku))}
          onRetry={() => void preview.refetch()}
        />
      </div>
    </div>
  );
}

/**
 * The sale editor (decision 044): every field of the spec's sale setting beside a live preview of what the
 * storefront would show (asked of the server, which prices it with the storefront's own code). Saving
 * validates on the server; its field errors show on their fields.
 */
export function SaleEditorPage() {
  const params = useParams();
  const id = routeIdOf(params.id);
  const isNew = params.id === 'new';
  const list = useSales();
  const sale = useSale(id);
  const title = isNew ? 'New sale' : sale.data ? `Sale: ${sale.data.setting.name}` : 'Sale';

  let body;
  if (!isNew && id === null) body = <Notice tone="error">There is no such sale.</Notice>;
  else if (isNew ? list.isPending : sale.isPending)
    body = <p className="text-sm text-neutral-600">Loading the sale…</p>;
  else if (!isNew && sale.isError)
    body =
      sale.error instanceof ApiError && sale.error.status === 404 ? (
        <Notice tone="error">
          There is no such sale (it may have been deleted).{' '}
          <Link to="/admin/sales" className={textLinkCls}>
            Back to the sales
          </Link>
        </Notice>
      ) : (
        <LoadError error={sale.error} what="the sale" onRetry={() => void sale.refetch()} />
      );
  else body = <Editor key={id ?? 'new'} sale={isNew ? null : (sale.data ?? null)} list={list.data} />;

  return (
    <AdminPage
      title={title}
      intro={
        <>
          Percentages are typed as percent (20 for 20% off); times are New York time.{' '}
          <Link to="/admin/sales" className={textLinkCls}>
            All sales
          </Link>
          {/* Beside the form from 1280 px; below it on narrower screens, a jump away. */}
          <a href="#sale-preview" className={`${textLinkCls} ml-3 xl:hidden`}>
            Go to the preview
          </a>
        </>
      }
    >
      {body}
    </AdminPage>
  );
}

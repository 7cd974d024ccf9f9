import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  flatShippingRate,
  formatMoney,
  freeShippingThreshold,
  warehouseStockField,
  type DealerQuickOrderRow,
  type Warehouse,
} from '@shop/domain';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { QuantityStepper } from '../../../components/ui/stepper';
import { ApiError } from '../../../lib/api-client';
import { SHIPPING_RULES } from '../../../lib/site';
import { requireSession } from '../../auth/api/require-session';
import { useWarehouses, warehousesQueryOptions } from '../../catalog/api/get-warehouses';
import { quickOrderQueryOptions, useAddQuickOrderLines, useQuickOrder } from '../api/quick-order';

const paramsOf = (search: URLSearchParams) => {
  const page = Number(search.get('page') ?? '1');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** /dealers: a session is required (sign-in redirect); only a dealer gets the table, others a 403 page. */
export const dealersLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { isDealer } = await requireSession(queryClient, request);
    if (!isDealer) return { forbidden: true as const };
    const { q, page } = paramsOf(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.prefetchQuery(quickOrderQueryOptions(q, page)),
      queryClient.prefetchQuery(warehousesQueryOptions()),
    ]);
    return { forbidden: false as const };
  };

type Selection = Record<string, { selected: boolean; quantity: number }>;

export function DealerAccessOnly() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-red-700">403</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-neutral-950">Dealer access only</h1>
      <p className="mt-3 text-neutral-700">
        Dealer Quick Order is for dealer accounts. Interested in carrying our products?
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link
          to="/pages/become-a-dealer"
          className="inline-flex h-11 items-center rounded-lg bg-red-600 px-5 text-sm font-bold text-white hover:bg-red-700"
        >
          Become a dealer
        </Link>
        <Link
          to="/account"
          className="inline-flex h-11 items-center rounded-lg border border-neutral-300 px-5 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
        >
          Return To Account
        </Link>
      </div>
    </div>
  );
}

function Row({
  row,
  warehouses,
  sel,
  onChange,
}: {
  row: DealerQuickOrderRow;
  warehouses: readonly Warehouse[];
  sel: { selected: boolean; quantity: number };
  onChange: (next: { selected: boolean; quantity: number }) => void;
}) {
  return (
    <tr className={`border-b border-neutral-100 ${sel.selected ? 'bg-red-50/60' : ''}`}>
      <td className="py-2 pl-2 pr-2">
        <input
          type="checkbox"
          aria-label={`Select ${row.displayed_sku}`}
          checked={sel.selected}
          disabled={!row.purchasable}
          onChange={(e) => onChange({ ...sel, selected: e.target.checked })}
          className="h-4 w-4 accent-red-600"
        />
      </td>
      <th scope="row" className="py-2 pr-3 text-left font-mono text-xs font-semibold">
        {row.displayed_sku}
      </th>
      <td className="max-w-[280px] py-2 pr-3">
        <Link to={row.path} className="line-clamp-2 font-medium text-neutral-900 hover:text-red-700">
          {row.name}
        </Link>
        <span className="text-xs text-neutral-600">{row.stock}</span>
      </td>
      {warehouses.map((w) => (
        <td key={w.code} className="py-2 pr-3 text-right tabular-nums">
          {row[warehouseStockField(w.code)]}
        </td>
      ))}
      <td className="py-2 pr-3 text-right">
        <s className="block text-xs text-neutral-600">
          <span className="sr-only">MAP </span>
          {formatMoney(row.price_map)}
        </s>
        <span className="font-bold tabular-nums text-neutral-950">{formatMoney(row.price_dealer)}</span>
      </td>
      <td className="py-2 pr-3 text-center">
        {row.in_cart > 0 ? (
          <span className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
            {row.in_cart} in cart
          </span>
        ) : (
          <span className="sr-only">Not in cart</span>
        )}
      </td>
      <td className="py-2 pr-2">
        <QuantityStepper
          size="sm"
          label={`Quantity for ${row.displayed_sku}`}
          value={sel.quantity}
          disabled={!row.purchasable}
          onChange={(quantity) => onChange({ selected: true, quantity })}
        />
      </td>
    </tr>
  );
}

/** The Dealer Quick Order: a searchable sku table; pick many rows and add them with one button. */
export function DealersPage() {
  const { forbidden } = useLoaderData<Awaited<ReturnType<ReturnType<typeof dealersLoader>>>>();
  if (forbidden) return <DealerAccessOnly />;
  return <QuickOrder />;
}

function QuickOrder() {
  const [params, setParams] = useSearchParams();
  const { q, page } = paramsOf(params);
  const { data, isPending, isError, isFetching } = useQuickOrder(q, page);
  const warehouses = useWarehouses();
  const add = useAddQuickOrderLines();
  const [selection, setSelection] = useState<Selection>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = Object.entries(selection).filter(([, s]) => s.selected);
  const totalPages = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setParams(next ? { q: next } : {});
  };

  const addSelected = () => {
    if (chosen.length === 0) return;
    setMessage(null);
    add.mutate(
      { items: chosen.map(([sku, s]) => ({ sku, quantity: s.quantity })) },
      {
        onSuccess: () => {
          const units = chosen.reduce((n, [, s]) => n + s.quantity, 0);
          setMessage({
            ok: true,
            text: `Added ${chosen.length} ${chosen.length === 1 ? 'line' : 'lines'} (${units} units) to your cart.`,
          });
          setSelection({});
        },
        onError: (err) =>
          setMessage({
            ok: false,
            text:
              err instanceof ApiError
                ? (err.body?.error.message ?? err.message)
                : 'We could not add the lines to your cart.',
          }),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'My Account', to: '/account' },
          { label: 'Dealer Quick Order' },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-neutral-950">Dealer Quick Order</h1>
      <p className="mt-1 text-sm text-neutral-700">
        Dealer orders of {formatMoney(freeShippingThreshold(true, SHIPPING_RULES))} or more ship free; below
        that shipping is a flat {formatMoney(flatShippingRate(true, SHIPPING_RULES))}.
      </p>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          aria-label="Quick order search"
          onSubmit={onSearch}
          className="flex w-full max-w-md gap-2"
        >
          <label htmlFor="quick-order-q" className="sr-only">
            Search by SKU or name
          </label>
          <input
            id="quick-order-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            placeholder="Search by SKU or name"
            className="h-11 flex-1 rounded-lg border border-neutral-300 px-3 text-base shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
          />
          <button
            type="submit"
            className="h-11 rounded-lg bg-neutral-900 px-4 text-sm font-bold text-white hover:bg-neutral-800"
          >
            Search
          </button>
        </form>
        <button
          type="button"
          onClick={addSelected}
          disabled={chosen.length === 0 || add.isPending}
          className="h-11 rounded-lg bg-red-600 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700 disabled:opacity-50"
        >
          {add.isPending ? 'Adding…' : `Add selected to cart${chosen.length ? ` (${chosen.length})` : ''}`}
        </button>
      </div>
      <div aria-live="polite" className="min-h-6">
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm font-semibold ${message.ok ? 'text-emerald-700' : 'text-red-700'}`}
          >
            {message.text}
          </p>
        )}
      </div>
      {isPending ? (
        <p className="mt-6 text-sm text-neutral-600">Loading products…</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          We could not load the quick order list.
        </p>
      ) : data.rows.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">
          No SKUs match “{q}”.
        </p>
      ) : (
        <div
          className={`relative mt-4 overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm ${isFetching ? 'opacity-70' : ''}`}
        >
          <table className="w-full min-w-[860px] text-sm">
            <caption className="sr-only">Dealer Quick Order products</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
              <tr>
                <th scope="col" className="py-2 pl-2 pr-2 text-left">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="py-2 pr-3 text-left">
                  SKU
                </th>
                <th scope="col" className="py-2 pr-3 text-left">
                  Product
                </th>
                {warehouses.map((w) => (
                  <th key={w.code} scope="col" className="py-2 pr-3 text-right">
                    <abbr title={`${w.name} warehouse`}>{w.code}</abbr>
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 text-right">
                  Dealer Price
                </th>
                <th scope="col" className="py-2 pr-3 text-center">
                  In Cart
                </th>
                <th scope="col" className="py-2 pr-2 text-left">
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <Row
                  key={row.sku}
                  row={row}
                  warehouses={warehouses}
                  sel={selection[row.sku] ?? { selected: false, quantity: 1 }}
                  onChange={(next) => setSelection((s) => ({ ...s, [row.sku]: next }))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-neutral-600">
        {data ? `${data.count} ${data.count === 1 ? 'SKU' : 'SKUs'}` : ''}
      </p>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(p) =>
          `/dealers?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()}`
        }
      />
    </div>
  );
}

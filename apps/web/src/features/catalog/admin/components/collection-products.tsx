import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { AdminCollectionDetail } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { useCollectionProductSearch } from '../api/collection-product-search';
import { useAddCollectionProducts } from '../api/collection-products-add';
import { useOrderCollectionProducts } from '../api/collection-products-order';
import { useRemoveCollectionProduct } from '../api/collection-products-remove';
import {
  AdminPanel,
  Notice,
  adminErrorMessage,
  dangerButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { OrderButtons, moveItem } from '../../../admin/components/sales-collections-order';

type Message = { tone: 'success' | 'error'; text: string };

const tagCls = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

/** Find products by sku or name and add them at the end; members show as such (focus stays on the button). */
function AddProducts({
  members,
  pending,
  onAdd,
}: {
  members: ReadonlySet<string>;
  pending: boolean;
  onAdd: (sku: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const wanted = useDeferredValue(q.trim());
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), 250);
    return () => clearTimeout(timer);
  }, [wanted]);
  const search = useCollectionProductSearch(settled);
  const results = settled ? (search.data?.products ?? []) : [];

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="max-w-md">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold text-neutral-800">
          Find products to add
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Part of a SKU or a name"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
          className="h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 outline-none placeholder:text-neutral-500 focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
        />
        <p id={`${id}-count`} role="status" className="mt-1 text-xs text-neutral-700">
          {!settled
            ? ''
            : search.isError
              ? adminErrorMessage(search.error, 'The search failed. Please try again.')
              : search.isPending
                ? 'Searching…'
                : search.data
                  ? search.data.total === 0
                    ? `No product matches “${settled}”.`
                    : search.data.total > results.length
                      ? `The first ${results.length} of ${search.data.total} matches`
                      : `${search.data.total} ${search.data.total === 1 ? 'match' : 'matches'}`
                  : ''}
        </p>
      </div>
      {results.length > 0 && (
        <ul aria-label="Matching products" className="grid grid-cols-1 gap-2">
          {results.map((p) => {
            const member = members.has(p.sku.toUpperCase());
            return (
              <li
                key={p.sku}
                className="flex items-center justify-between gap-3 rounded-lg border border-neutral-200 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-xs font-semibold text-neutral-950">{p.sku}</span>
                  <span className="block truncate text-sm text-neutral-800">{p.name}</span>
                </span>
                <button
                  type="button"
                  className={`${secondaryButtonCls} shrink-0 ${member ? 'cursor-default opacity-60' : ''}`}
                  aria-label={member ? `Added: ${p.sku} is in the collection` : `Add ${p.sku}`}
                  aria-disabled={member || pending || undefined}
                  onClick={() => {
                    if (!member && !pending) onAdd(p.sku);
                  }}
                >
                  {member ? 'Added' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * A collection's products in the order its page shows them: each with its name and state, Move up and down,
 * and Remove; products found by sku or name are added at the end.
 */
export function CollectionProducts({ detail }: { detail: AdminCollectionDetail }) {
  const { collection, products } = detail;
  const order = useOrderCollectionProducts(collection.id);
  const add = useAddCollectionProducts(collection.id);
  const remove = useRemoveCollectionProduct(collection.id);
  const [message, setMessage] = useState<Message | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const members = new Set(products.map((p) => p.sku.toUpperCase()));
  const busy = order.isPending || remove.isPending;
  const fail = (fallback: string) => (err: unknown) =>
    setMessage({ tone: 'error', text: adminErrorMessage(err, fallback) });

  const onMove = (from: number, to: number) => {
    const moved = products[from];
    if (!moved) return;
    setMessage({ tone: 'success', text: `${moved.sku} moved to place ${to + 1} of ${products.length}.` });
    order.mutate(
      moveItem(products, from, to).map((p) => p.sku),
      { onError: fail('The new order could not be saved. Please try again.') },
    );
  };

  const onAdd = (sku: string) => {
    setMessage(null);
    add.mutate([sku], {
      onSuccess: (d) =>
        setMessage({
          tone: 'success',
          text: `Added ${sku}: it is number ${d.products.length} of ${d.products.length}.`,
        }),
      onError: (err) =>
        err instanceof ApiError && err.code === 'UNKNOWN_SKU'
          ? setMessage({ tone: 'error', text: `No product has the SKU ${sku}.` })
          : fail(`${sku} could not be added. Please try again.`)(err),
    });
  };

  const onRemove = (sku: string) => {
    setMessage(null);
    remove.mutate(sku, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: `Removed ${sku} from ${collection.title}.` });
        // Its row went with the button that had focus.
        heading.current?.focus();
      },
      onError: fail(`${sku} could not be removed. Please try again.`),
    });
  };

  return (
    <AdminPanel
      id="collection-products"
      title={`Products (${products.length})`}
      headingRef={heading}
      description="In the order the collection's page lists them. Pre-order products are listed after the others there; products hidden from the site are not shown."
    >
      <div role="status" className="mb-4 empty:hidden">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
      <div className="mb-6">
        <AddProducts members={members} pending={add.isPending} onAdd={onAdd} />
      </div>
      {products.length === 0 ? (
        <p className="text-sm text-neutral-600">No products in this collection yet.</p>
      ) : (
        <ol aria-label={`Products in ${collection.title}, in order`} className="grid gap-2">
          {products.map((p, index) => (
            <li
              key={p.sku}
              aria-label={`${index + 1}. ${p.sku}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-neutral-200 px-3 py-2"
            >
              <span
                aria-hidden="true"
                className="w-6 text-right text-sm font-bold tabular-nums text-neutral-700"
              >
                {index + 1}
              </span>
              <OrderButtons
                name={p.sku}
                index={index}
                count={products.length}
                disabled={busy}
                onMove={onMove}
              />
              <span className="min-w-0 flex-1 basis-40">
                <span className="block font-mono text-xs font-semibold text-neutral-950">{p.sku}</span>
                <span className="block text-sm text-neutral-800">{p.name}</span>
                {(!p.enabled || p.preordered) && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {!p.enabled && (
                      <span className={`${tagCls} bg-neutral-100 text-neutral-800`}>
                        Hidden from the site
                      </span>
                    )}
                    {p.preordered && (
                      <span className={`${tagCls} bg-amber-100 text-amber-900`}>Pre-order</span>
                    )}
                  </span>
                )}
              </span>
              <button
                type="button"
                className={dangerButtonCls}
                aria-label={`Remove ${p.sku} from ${collection.title}`}
                disabled={busy}
                onClick={() => onRemove(p.sku)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}

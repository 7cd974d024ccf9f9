import { useState, type FormEvent } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { RETURN_REASON_LABELS, RETURN_REASONS, RETURN_WINDOW_TEXT, type ReturnReason } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { requireSession } from '../../auth/api/require-session';
import { orderDetailQueryOptions, ordersQueryOptions, useOrders } from '../api/orders';
import { returnsQueryOptions, useRequestReturn, useReturns } from '../api/returns';
import { AccountPageFrame, Panel, buttonCls } from '../components/account-section';
import { ShopDate, StatusBadge } from '../components/order-status';

export const returnsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    await Promise.all([
      queryClient.prefetchQuery(returnsQueryOptions()),
      queryClient.prefetchQuery(ordersQueryOptions(1, 50)),
    ]);
    return null;
  };

const selectCls =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-600/20';
const labelCls = 'mb-1 block text-sm font-semibold text-neutral-800';

/** The return request: order, line (eligible ones), quantity, reason and a note ('Other' needs one). */
export function ReturnForm({
  initialOrder = '',
  initialLine = '',
}: {
  initialOrder?: string;
  initialLine?: string;
}) {
  const orders = useOrders(1, 50);
  const [orderNumber, setOrderNumber] = useState(initialOrder);
  const [lineId, setLineId] = useState(initialLine);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Only orders that take a return now (shipped, within the window): the rule is the domain's, applied by the API.
  const returnable = (orders.data?.orders ?? []).filter((o) => o.returnable);
  const detail = useQuery({ ...orderDetailQueryOptions(orderNumber), enabled: orderNumber !== '' });
  const request = useRequestReturn();

  const eligible = (detail.data?.returns ?? []).filter((r) => r.eligible);
  const lineName = (id: string) => {
    const i = detail.data?.returns.findIndex((r) => r.order_line_id === id) ?? -1;
    return i >= 0 ? detail.data?.lineItems[i]?.name : undefined;
  };
  const chosen = eligible.find((r) => r.order_line_id === lineId);
  const maxQty = chosen?.returnable_quantity ?? 1;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!chosen) return setError('Choose the item to return.');
    if (!reason) return setError('Choose a reason for the return.');
    if (reason === 'other' && !note.trim()) return setError('Tell us why you are returning it.');
    setError(null);
    request.mutate(
      {
        order_line_id: chosen.order_line_id,
        quantity: Math.min(quantity, maxQty),
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (r) => {
          setDone(`Return requested for ${r.name} (${r.quantity}).`);
          setLineId('');
          setReason('');
          setNote('');
          setQuantity(1);
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.body?.error.message ?? err.message)
              : 'We could not request the return.',
          ),
      },
    );
  };

  return (
    <form noValidate aria-label="Request a return" onSubmit={onSubmit} className="grid gap-4">
      <div>
        <label htmlFor="return-order" className={labelCls}>
          Order
        </label>
        <select
          id="return-order"
          className={selectCls}
          value={orderNumber}
          onChange={(e) => {
            setOrderNumber(e.target.value);
            setLineId('');
          }}
        >
          <option value="">Choose an order</option>
          {returnable.map((o) => (
            <option key={o.order_number} value={o.order_number}>
              {o.order_number} ({o.date})
            </option>
          ))}
          {initialOrder && !returnable.some((o) => o.order_number === initialOrder) && (
            <option value={initialOrder}>{initialOrder}</option>
          )}
        </select>
      </div>
      <div>
        <label htmlFor="return-line" className={labelCls}>
          Item
        </label>
        <select
          id="return-line"
          className={selectCls}
          value={lineId}
          onChange={(e) => {
            setLineId(e.target.value);
            setQuantity(1);
          }}
          disabled={!orderNumber || detail.isPending}
        >
          <option value="">
            {orderNumber && !detail.isPending && eligible.length === 0
              ? 'No items can be returned'
              : 'Choose an item'}
          </option>
          {eligible.map((r) => (
            <option key={r.order_line_id} value={r.order_line_id}>
              {lineName(r.order_line_id) ?? r.sku} ({r.order_line_id})
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="return-qty" className={labelCls}>
            Quantity
          </label>
          <select
            id="return-qty"
            className={selectCls}
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
            disabled={!chosen}
          >
            {Array.from({ length: Math.max(1, Math.min(maxQty, 100)) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="return-reason" className={labelCls}>
            Reason
          </label>
          <select
            id="return-reason"
            className={selectCls}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReturnReason)}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {RETURN_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor="return-note" className={labelCls}>
          Note {reason !== 'other' && <span className="font-normal text-neutral-600">(optional)</span>}
        </label>
        <textarea
          id="return-note"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {done}
        </p>
      )}
      <div>
        <button type="submit" disabled={request.isPending} className={buttonCls}>
          {request.isPending ? 'Submitting…' : 'Request return'}
        </button>
      </div>
    </form>
  );
}

function ReturnList() {
  const { data, isPending, isError } = useReturns();
  if (isPending) return <p className="text-sm text-neutral-600">Loading returns…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load your returns.
      </p>
    );
  if (data.returns.length === 0) return <p className="text-sm text-neutral-600">You have no returns yet.</p>;
  return (
    <ul aria-label="Your returns" className="divide-y divide-neutral-100">
      {data.returns.map((r) => (
        <li
          key={r.id}
          aria-label={`Return ${r.order_line_id}`}
          className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm"
        >
          <div className="min-w-0">
            <p className="font-semibold text-neutral-900">{r.name}</p>
            <p className="text-neutral-700">
              {r.order_line_id} · Qty {r.quantity} · {RETURN_REASON_LABELS[r.reason]}
            </p>
            <p className="text-xs text-neutral-600">
              Requested <ShopDate value={r.created_at} />
            </p>
          </div>
          <StatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}

/** /returns: View Returns (status of each) and the request form. */
export function ReturnsPage() {
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  const line = params.get('line') ?? '';
  return (
    <AccountPageFrame
      title="View Returns"
      description="Your returns and their status, and a form to request a return."
      crumbs={[{ label: 'My Account', to: '/account' }, { label: 'View Returns' }]}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title="Your Returns" id="returns-list">
          <ReturnList />
        </Panel>
        <Panel title="Request a Return" id="returns-form">
          <p className="mb-4 text-sm text-neutral-600">{RETURN_WINDOW_TEXT}</p>
          <ReturnForm key={`${order}|${line}`} initialOrder={order} initialLine={line} />
        </Panel>
      </div>
    </AccountPageFrame>
  );
}

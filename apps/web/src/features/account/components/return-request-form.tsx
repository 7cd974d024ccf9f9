import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { RETURN_REASON_LABELS, RETURN_REASONS, type Return, type ReturnReason } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import type { ReturnRequest } from '../api/returns';
import { buttonCls } from './account-section';
import { ShopDate, StatusBadge } from './order-status';

export const selectCls =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-600/20';
export const labelCls = 'mb-1 block text-sm font-semibold text-neutral-800';

/** A line that takes a return now: its id ('SA-000012-1'), what the item select shows, and the units left. */
export type ReturnableLine = { order_line_id: string; label: string; returnable_quantity: number };

/**
 * The return request, as View Returns and an order's own page ask it: the item (eligible lines only), the
 * quantity, a reason and a note ('Other' needs one); `before` puts fields ahead of the item (View Returns' order).
 * `request` sends it (the account's call, or the order page's by its token); the API's refusal is shown as said.
 */
export function ReturnRequestForm({
  lines,
  initialLine = '',
  linesDisabled = false,
  emptyText,
  before,
  request,
}: {
  lines: readonly ReturnableLine[];
  initialLine?: string;
  /** No item can be chosen yet (no order chosen, or its lines still loading). */
  linesDisabled?: boolean;
  /** The item select's first option when `lines` is empty and enabled ('No items can be returned'). */
  emptyText: string;
  before?: ReactNode;
  request: UseMutationResult<Return, Error, ReturnRequest>;
}) {
  const [lineId, setLineId] = useState(initialLine);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A line that is not among the eligible ones (another order chosen, or just returned) is no choice.
  const chosen = lines.find((l) => l.order_line_id === lineId);
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
      {before}
      <div>
        <label htmlFor="return-line" className={labelCls}>
          Item
        </label>
        <select
          id="return-line"
          className={selectCls}
          value={chosen ? lineId : ''}
          onChange={(e) => {
            setLineId(e.target.value);
            setQuantity(1);
          }}
          disabled={linesDisabled}
        >
          <option value="">{!linesDisabled && lines.length === 0 ? emptyText : 'Choose an item'}</option>
          {lines.map((l) => (
            <option key={l.order_line_id} value={l.order_line_id}>
              {l.label}
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

/** Return requests with their status: View Returns' list and an order page's. */
export function ReturnItems({ returns, label }: { returns: readonly Return[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-neutral-100">
      {returns.map((r) => (
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

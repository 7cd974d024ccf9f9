import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RETURN_REASON_LABELS, restockText, type AdminReturn } from '@shop/domain';
import { useReturnAction, type ReturnAction } from '../api/orders';
import { moneyOfCents } from '../lib/order-labels';
import {
  adminErrorMessage,
  Notice,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { DateTime } from '../../../admin/components/date-time';
import { StatusBadge } from './status-badge';

const DONE: Record<ReturnAction['action'], string> = {
  approve: 'Approved: the shopper was mailed your note.',
  reject: 'Refused: the shopper was mailed your note.',
  receive: 'Received: the shopper was mailed.',
  refund: 'Refunded to the card paid with: the shopper was mailed.',
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const fieldCls =
  'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 focus:border-red-600 focus:outline-none focus:ring-2 focus:ring-red-600/30';

/** Approve or refuse a return with a note the shopper reads in their email. */
function Decide({
  titleId,
  run,
  canApprove,
}: {
  titleId: string;
  run: (a: ReturnAction) => void;
  canApprove: boolean;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = (action: 'approve' | 'reject') => {
    if (note.trim() === '') return setMissing(true);
    setMissing(false);
    run({ action, body: { note: note.trim() } });
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-neutral-800">
        Note to the shopper (in their email)
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        className={fieldCls}
      />
      {missing && (
        <p id={`${id}-missing`} className="text-xs font-semibold text-red-700">
          Write a note first: the shopper reads it.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canApprove && (
          <button
            type="button"
            aria-describedby={titleId}
            className={primaryButtonCls}
            onClick={() => decide('approve')}
          >
            Approve return
          </button>
        )}
        <button
          type="button"
          aria-describedby={titleId}
          className={secondaryButtonCls}
          onClick={() => decide('reject')}
        >
          Refuse return
        </button>
      </div>
    </div>
  );
}

function Receive({ titleId, run }: { titleId: string; run: (a: ReturnAction) => void }) {
  const id = useId();
  const [resellable, setResellable] = useState(true);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label
        htmlFor={`${id}-resellable`}
        className="flex items-center gap-2 text-sm font-semibold text-neutral-800"
      >
        <input
          id={`${id}-resellable`}
          type="checkbox"
          checked={resellable}
          onChange={(e) => setResellable(e.target.checked)}
          className="h-4 w-4 accent-red-600"
        />
        Can be sold again (its units go back to stock)
      </label>
      <button
        type="button"
        aria-describedby={titleId}
        className={primaryButtonCls}
        onClick={() => run({ action: 'receive', body: { resellable } })}
      >
        Mark received
      </button>
    </div>
  );
}

/**
 * One return request: the order, item, quantity and reasons, its status and the next step it allows. Each
 * step's button is named for what it does ("Approve return") and described by the card's title (which return).
 * What a step did is told through `onDone` (the queue shows it: the return may leave the filtered list at once).
 */
export function ReturnCard({ ret, onDone }: { ret: AdminReturn; onDone: (message: string) => void }) {
  const action = useReturnAction(ret.id);
  const [askingRefund, setAskingRefund] = useState(false);
  const run = (a: ReturnAction) =>
    action.mutate(a, {
      onSuccess: (done) => {
        setAskingRefund(false);
        const stock =
          a.action === 'receive' && done.resellable !== null
            ? ` ${capitalised(restockText(done.resellable, done.restocked_units ?? 0))}.`
            : '';
        onDone(`Return ${ret.id}: ${DONE[a.action]}${stock}`);
      },
    });
  const titleId = useId();
  const title = `Return ${ret.id}: ${ret.quantity} × ${ret.item}`;
  const value = moneyOfCents(ret.value_cents);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-neutral-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold text-neutral-950">
            {title}
          </h3>
          <p className="text-sm text-neutral-700">
            <Link
              to={`/admin/orders/${ret.order_number}`}
              className="font-semibold text-red-700 hover:underline"
            >
              {ret.order_number}
            </Link>{' '}
            · {ret.sku} · {ret.name} · <span className="break-all">{ret.email}</span>
          </p>
        </div>
        <StatusBadge returnStatus={ret.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-neutral-700">Reason</dt>
        <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
        {ret.shopper_note && (
          <>
            <dt className="font-semibold text-neutral-700">Shopper's note</dt>
            <dd className="break-words">{ret.shopper_note}</dd>
          </>
        )}
        {ret.decision_note && (
          <>
            <dt className="font-semibold text-neutral-700">Our note</dt>
            <dd className="break-words">{ret.decision_note}</dd>
          </>
        )}
        <dt className="font-semibold text-neutral-700">Requested</dt>
        <dd>
          <DateTime value={ret.created_at} />
        </dd>
        <dt className="font-semibold text-neutral-700">Value</dt>
        <dd>
          {moneyOfCents(ret.value_cents)}
          {ret.refunded_cents !== null && ` · ${moneyOfCents(ret.refunded_cents)} refunded`}
          {ret.resellable !== null && ` · ${restockText(ret.resellable, ret.restocked_units ?? 0)}`}
        </dd>
      </dl>
      {action.isError && !askingRefund && (
        <Notice tone="error" role="alert">
          {adminErrorMessage(action.error, 'The return could not be changed. Try again.')}
        </Notice>
      )}
      {(ret.status === 'requested' || ret.status === 'approved') && (
        // Keyed by the status: once a step is taken (the card stays in the open list) the note sent is cleared.
        <Decide key={ret.status} titleId={titleId} run={run} canApprove={ret.status === 'requested'} />
      )}
      {ret.status === 'approved' && <Receive titleId={titleId} run={run} />}
      {ret.status === 'received' && (
        <div>
          <button
            type="button"
            aria-describedby={titleId}
            className={primaryButtonCls}
            onClick={() => {
              action.reset();
              setAskingRefund(true);
            }}
          >
            Refund return
          </button>
          <p className="mt-1 text-xs text-neutral-600">
            Refunds {value}, or what is left of the order's payment if that is less.
          </p>
        </div>
      )}
      {askingRefund && (
        <ConfirmDialog
          title={`Refund ${value}?`}
          confirmLabel={`Refund ${value}`}
          pendingLabel="Refunding…"
          pending={action.isPending}
          error={
            action.isError
              ? adminErrorMessage(action.error, 'The return could not be refunded. Try again.')
              : null
          }
          onClose={() => setAskingRefund(false)}
          onConfirm={() => run({ action: 'refund', body: {} })}
        >
          {title} (order {ret.order_number}): {value} goes back to the card that paid, or what is left of the
          order's payment if that is less, and the shopper is mailed. It cannot be taken back.
        </ConfirmDialog>
      )}
    </article>
  );
}

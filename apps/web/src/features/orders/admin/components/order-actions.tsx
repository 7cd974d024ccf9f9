import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CARRIER_NAMES, CARRIERS, type AdminOrder } from '@shop/domain';
import { useOrderAction, type OrderAction } from '../api/orders';
import { moneyOfCents } from '../lib/order-labels';
import {
  adminErrorMessage,
  Notice,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';

const fieldCls =
  'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 focus:border-red-600 focus:outline-none focus:ring-2 focus:ring-red-600/30';
const labelCls = 'block text-sm font-semibold text-neutral-800';

const DONE: Record<OrderAction['action'], string> = {
  ship: 'Shipped: the buyer was mailed the tracking link.',
  deliver: 'Delivered: the buyer was mailed.',
  cancel: 'Cancelled: the stock is back and the payment was refunded. The buyer was mailed.',
  refunds: 'Refunded: the buyer was mailed.',
};

/** One step's form: its fields, its button, and what came of it. */
function StepForm({
  title,
  button,
  onSubmit,
  children,
}: {
  title: string;
  button: string;
  onSubmit: (data: FormData) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <form
      aria-label={title}
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-neutral-200 p-4"
    >
      <h3 className="text-sm font-bold text-neutral-900">{title}</h3>
      {children}
      <div>
        <button type="submit" className={children ? primaryButtonCls : secondaryButtonCls}>
          {button}
        </button>
      </div>
    </form>
  );
}

/** Dollars as typed ("12.5", "$1,200") in whole cents, or NaN. */
const centsOf = (text: string): number => {
  const clean = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

type MoneyStep = Extract<OrderAction, { action: 'refunds' | 'cancel' }>;

/** What the confirmation of a step that moves money says: its question, its button and what follows. */
function moneyQuestion(step: MoneyStep, order: AdminOrder) {
  const amount = moneyOfCents(step.action === 'refunds' ? step.body.amountCents : order.refundable_cents);
  return step.action === 'refunds'
    ? {
        title: `Refund ${amount}?`,
        confirm: `Refund ${amount}`,
        pending: 'Refunding…',
        text: `${amount} goes back to the card that paid for order ${order.order_number}, and the buyer is mailed your reason. It cannot be taken back.`,
      }
    : {
        title: `Cancel order ${order.order_number} and refund ${amount}?`,
        confirm: `Cancel and refund ${amount}`,
        pending: 'Cancelling…',
        text: `The stock goes back, ${amount} goes back to the card that paid, and the buyer is mailed your reason. It cannot be taken back.`,
      };
}

/**
 * What may happen to the order now (the server's rules, as its `can` says): ship with carrier and tracking
 * number, mark delivered, cancel with a reason (before shipping), refund part or all of what is left. A step
 * that moves money (a refund, a cancellation) is asked about first, with its amount, in a dialog.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const id = useId();
  const action = useOrderAction(order.order_number);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [asking, setAsking] = useState<MoneyStep | null>(null);
  const run = (step: OrderAction) => action.mutate(step);
  const question = asking && moneyQuestion(asking, order);
  const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
  const none = !order.can.ship && !order.can.deliver && !order.can.cancel && !order.can.refund;
  return (
    <div className="grid gap-4">
      {action.isSuccess && (
        <Notice tone="success" role="status">
          {DONE[action.variables.action]}
        </Notice>
      )}
      {action.isError && !asking && (
        <Notice tone="error" role="alert">
          {adminErrorMessage(action.error, 'The order could not be changed. Try again.')}
        </Notice>
      )}
      {none && <p className="text-sm text-neutral-700">Nothing more can happen to this order.</p>}
      {order.can.ship && (
        <StepForm
          title="Ship the order"
          button="Mark shipped"
          onSubmit={(data) =>
            run({
              action: 'ship',
              body: { carrier: text(data, 'carrier'), trackingNumber: text(data, 'tracking') },
            })
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-carrier`} className={labelCls}>
                Carrier
              </label>
              <select id={`${id}-carrier`} name="carrier" required className={fieldCls}>
                {CARRIERS.map((c) => (
                  <option key={c} value={c}>
                    {CARRIER_NAMES[c]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-tracking`} className={labelCls}>
                Tracking number
              </label>
              <input
                id={`${id}-tracking`}
                name="tracking"
                required
                minLength={8}
                maxLength={40}
                autoComplete="off"
                className={fieldCls}
              />
            </div>
          </div>
        </StepForm>
      )}
      {order.can.deliver && (
        <StepForm
          title="Delivery"
          button="Mark delivered"
          onSubmit={() => run({ action: 'deliver', body: {} })}
        />
      )}
      {order.can.refund && (
        <StepForm
          title="Refund"
          button="Refund"
          onSubmit={(data) => {
            const amountCents = centsOf(text(data, 'amount'));
            if (!(amountCents > 0) || amountCents > order.refundable_cents) {
              setAmountError(`Enter an amount from $0.01 to ${moneyOfCents(order.refundable_cents)}.`);
              return;
            }
            setAmountError(null);
            action.reset();
            setAsking({ action: 'refunds', body: { amountCents, reason: text(data, 'reason') } });
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-amount`} className={labelCls}>
                Amount in dollars
              </label>
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                required
                aria-invalid={amountError ? true : undefined}
                aria-describedby={`${id}-amount-hint`}
                className={fieldCls}
              />
              <p
                id={`${id}-amount-hint`}
                className={`mt-1 text-xs ${amountError ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
              >
                {amountError ?? `Up to ${moneyOfCents(order.refundable_cents)} is left to refund.`}
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-refund-reason`} className={labelCls}>
                Reason (in the buyer's email)
              </label>
              <input
                id={`${id}-refund-reason`}
                name="reason"
                required
                maxLength={1000}
                className={fieldCls}
              />
            </div>
          </div>
        </StepForm>
      )}
      {order.can.cancel && (
        <StepForm
          title="Cancel the order"
          button={`Cancel and refund ${moneyOfCents(order.refundable_cents)}`}
          onSubmit={(data) => {
            action.reset();
            setAsking({ action: 'cancel', body: { reason: text(data, 'reason') } });
          }}
        >
          <p className="text-sm text-neutral-700">
            The stock goes back and what is left of the payment is refunded in full.
          </p>
          <div>
            <label htmlFor={`${id}-cancel-reason`} className={labelCls}>
              Reason (in the buyer's email)
            </label>
            <textarea
              id={`${id}-cancel-reason`}
              name="reason"
              required
              maxLength={1000}
              rows={2}
              className={fieldCls}
            />
          </div>
        </StepForm>
      )}
      {asking && question && (
        <ConfirmDialog
          title={question.title}
          confirmLabel={question.confirm}
          pendingLabel={question.pending}
          pending={action.isPending}
          error={
            action.isError
              ? adminErrorMessage(action.error, 'The order could not be changed. Try again.')
              : null
          }
          onClose={() => setAsking(null)}
          onConfirm={() => action.mutate(asking, { onSuccess: () => setAsking(null) })}
        >
          {question.text}
        </ConfirmDialog>
      )}
    </div>
  );
}

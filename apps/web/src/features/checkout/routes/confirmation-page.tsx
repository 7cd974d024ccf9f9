import { useEffect } from 'react';
import { Link, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { formatMoney, guestOrderPath, orderTotalsAmounts, type Order } from '@shop/domain';
import { TotalsList } from '../../../components/ui/totals-list';
import { CardBrandLogo } from '../../../components/ui/card-brand-logo';
import { trackPurchase } from '../../../lib/analytics';
import { useSeo } from '../../../lib/seo';
import { orderConfirmationQueryOptions } from '../api/get-order-confirmation';
import { PaymentPending, paymentPollMs } from '../components/payment-pending';

export const confirmationLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(orderConfirmationQueryOptions(params.token ?? ''));
    return null;
  };

/** Order numbers whose conversion was already sent in this page's life (a re-render never sends twice). */
const tracked = new Set<string>();

/**
 * /checkout/v3/confirmation/:token: 'Thank you for your order!', the order number, lines and totals. An order
 * awaiting payment (decision 074) says so and is read again until the provider's webhook settles it: paid, or
 * released when the bank did not confirm. Only a paid order counts as a purchase for conversion tracking.
 */
export function ConfirmationPage() {
  const { token = '' } = useParams();
  const paymentProblem = (useLocation().state as { paymentProblem?: string } | null)?.paymentProblem;
  const { data: order } = useSuspenseQuery({
    ...orderConfirmationQueryOptions(token),
    refetchInterval: (query) => paymentPollMs(query.state.data?.order.status),
  });
  const status = order.order.status;
  const settled = status !== 'awaiting_payment' && status !== 'cancelled';
  useSeo({
    title: settled ? 'Order confirmed' : 'Order payment',
    description: 'Thank you for your order.',
  });

  useEffect(() => {
    const number = order.order.order_number;
    if (!settled || tracked.has(number)) return;
    tracked.add(number);
    trackPurchase(order);
  }, [order, settled]);

  if (!settled) return <PaymentPending order={order} problem={paymentProblem ?? null} />;
  return <OrderConfirmation order={order} orderPath={guestOrderPath(token)} />;
}

/** `orderPath`: the order's own page (status, tracking, returns), which its mails link to as well. */
export function OrderConfirmation({ order, orderPath }: { order: Order; orderPath?: string }) {
  const o = order.order;
  const a = order.shippingAddress;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-4 text-3xl font-black tracking-tight text-neutral-950">
          Thank you for your order!
        </h1>
        <p className="mt-2 text-neutral-700">
          Order number <strong className="font-mono text-neutral-950">{o.order_number}</strong>
        </p>
        <p className="mt-1 text-sm text-neutral-600">A confirmation has been sent to {o.email}.</p>
      </div>

      <section
        aria-labelledby="confirmation-items"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2
          id="confirmation-items"
          className="mb-3 text-lg font-black uppercase tracking-tight text-neutral-950"
        >
          Items
        </h2>
        <ul className="divide-y divide-neutral-200">
          {order.lineItems.map((line) => (
            <li key={line.sku} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-neutral-900">{line.name}</p>
                <p className="font-mono text-xs text-neutral-600">{line.displayed_sku}</p>
                <p className="text-sm text-neutral-700">
                  {line.quantity} x {formatMoney(line.price)}
                  {line.is_pre_ordered_item && (
                    <span className="ml-2 rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-800">
                      Pre-order
                    </span>
                  )}
                </p>
                {line.child_items.length > 0 && (
                  <ul className="mt-1 list-inside list-disc text-xs text-neutral-600">
                    {line.child_items.map((c) => (
                      <li key={c.sku}>
                        {c.quantity} x {c.name}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <p className="font-bold text-neutral-950">{formatMoney(line.line_total)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <TotalsList label="Order totals" amounts={orderTotalsAmounts(o)} />
        </div>
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="confirmation-ship" className="rounded-2xl bg-white p-5 text-sm shadow-sm">
          <h2 id="confirmation-ship" className="mb-2 font-black uppercase tracking-tight text-neutral-950">
            Shipping to
          </h2>
          <address className="not-italic text-neutral-800">
            {a.first_name} {a.last_name}
            <br />
            {a.address_line_1}
            {a.address_line_2 && (
              <>
                <br />
                {a.address_line_2}
              </>
            )}
            <br />
            {a.city}, {a.state_code} {a.zip_code}
          </address>
        </section>
        <section aria-labelledby="confirmation-pay" className="rounded-2xl bg-white p-5 text-sm shadow-sm">
          <h2 id="confirmation-pay" className="mb-2 font-black uppercase tracking-tight text-neutral-950">
            Paid with
          </h2>
          <p className="flex items-center gap-2 text-neutral-800">
            <CardBrandLogo brand={o.card_brand} className="h-6 w-10" />
            <span>ending in {o.card_last4}</span>
          </p>
        </section>
      </div>

      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {orderPath && (
          <Link
            to={orderPath}
            className="inline-flex h-12 items-center rounded-lg border border-neutral-300 bg-white px-6 text-sm font-bold uppercase tracking-wide text-neutral-900 hover:bg-neutral-100"
          >
            Follow your order
          </Link>
        )}
        <Link
          to="/"
          className="inline-flex h-12 items-center rounded-lg bg-neutral-900 px-6 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-600"
        >
          Continue shopping
        </Link>
      </div>
    </div>
  );
}

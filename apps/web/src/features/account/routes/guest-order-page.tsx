import { useEffect, useRef, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  accountOrderPath,
  ORDER_LOOKUP_PATH,
  ORDER_LOOKUP_SEO,
  RETURN_WINDOW_TEXT,
  returnRefusalMessage,
} from '@shop/domain';
import { guestOrderQueryOptions, useGuestOrder, useGuestReturn } from '../api/guest-order';
import { AccountPageFrame, Panel } from '../components/account-section';
import { OrderView } from '../components/order-view';
import { ReturnItems, ReturnRequestForm } from '../components/return-request-form';

export const guestOrderLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    // A token no order has is the page's own message, not the error page.
    await queryClient.prefetchQuery(guestOrderQueryOptions(String(params.token ?? '')));
    return null;
  };

const lookupCrumb = { label: ORDER_LOOKUP_SEO.title, to: ORDER_LOOKUP_PATH };

/**
 * /orders/:token (decision 057): an order's page without an account, where its mails link. Status,
 * shipment with the tracking link, lines and totals; per line a return request or why none can be made; the
 * order's return requests and their status; and the request form for the lines that take a return.
 */
export function GuestOrderPage() {
  const { token = '' } = useParams();
  const { data, isPending, isError } = useGuestOrder(token);
  const request = useGuestReturn(token);
  // The line a 'Request a return' button picked, and how many picks so far (each one starts the form afresh).
  const [pick, setPick] = useState({ line: '', count: 0 });
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus brings the form into view, on the item just picked.
    if (pick.count > 0) form.current?.querySelector<HTMLSelectElement>('#return-line')?.focus();
  }, [pick]);
  const description = 'Your order: its status, tracking, items, totals and returns.';

  if (isPending)
    return (
      <AccountPageFrame
        title="Your order"
        description={description}
        crumbs={[{ label: 'Your order' }]}
        back={false}
      >
        <p className="text-sm text-neutral-600">Loading order…</p>
      </AccountPageFrame>
    );
  if (isError)
    return (
      <AccountPageFrame
        title="Order not found"
        description={description}
        crumbs={[lookupCrumb, { label: 'Order not found' }]}
        back={false}
      >
        <p role="alert" className="text-neutral-700">
          We could not find an order for this link. Check that you opened the whole link from your email, or{' '}
          <Link to={ORDER_LOOKUP_PATH} className="font-semibold text-red-700 underline hover:text-red-800">
            find your order by its number and email
          </Link>
          .
        </p>
      </AccountPageFrame>
    );

  const { order } = data;
  const lines = data.returns.flatMap((r, i) =>
    r.eligible
      ? [
          {
            order_line_id: r.order_line_id,
            label: `${data.lineItems[i]?.name ?? r.sku} (${r.order_line_id})`,
            returnable_quantity: r.returnable_quantity,
          },
        ]
      : [],
  );

  return (
    <AccountPageFrame
      title={`Order ${order.order_number}`}
      description={description}
      crumbs={[lookupCrumb, { label: order.order_number }]}
      back={false}
    >
      {data.on_account && (
        <p className="-mt-3 mb-6 text-sm text-neutral-700">
          This order belongs to an account.{' '}
          <Link
            to={accountOrderPath(order.order_number)}
            className="font-semibold text-red-700 underline hover:text-red-800"
          >
            Sign in to see it in your Order History
          </Link>
        </p>
      )}
      <OrderView
        detail={data}
        lineAction={(item, ret) =>
          ret?.eligible ? (
            <button
              type="button"
              onClick={() => setPick((p) => ({ line: ret.order_line_id, count: p.count + 1 }))}
              className="text-sm font-semibold text-red-700 hover:underline"
              aria-label={`Request a return: ${item.name}`}
            >
              Request a return
            </button>
          ) : ret?.reason ? (
            <span className="max-w-64 text-right text-xs text-neutral-600">
              {returnRefusalMessage(ret.reason)}
            </span>
          ) : null
        }
      />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title="Returns" id="order-returns">
          {data.return_requests.length === 0 ? (
            <p className="text-sm text-neutral-600">No returns requested for this order.</p>
          ) : (
            <ReturnItems returns={data.return_requests} label="Returns of this order" />
          )}
        </Panel>
        <div ref={form} className="scroll-mt-24">
          <Panel title="Request a Return" id="order-return-form">
            <p className="mb-4 text-sm text-neutral-600">{RETURN_WINDOW_TEXT}</p>
            <ReturnRequestForm
              key={pick.count}
              lines={lines}
              initialLine={pick.line}
              emptyText="No items can be returned now"
              request={request}
            />
          </Panel>
        </div>
      </div>
    </AccountPageFrame>
  );
}

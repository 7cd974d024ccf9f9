import { useState } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { RETURN_WINDOW_TEXT } from '@shop/domain';
import { requireSession } from '../../auth/api/require-session';
import { orderDetailQueryOptions, ordersQueryOptions, useOrders } from '../api/orders';
import { returnsQueryOptions, useRequestReturn, useReturns } from '../api/returns';
import { AccountPageFrame, Panel } from '../components/account-section';
import { labelCls, ReturnItems, ReturnRequestForm, selectCls } from '../components/return-request-form';

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

/** View Returns' request: an order that takes a return now, then the shared request form for its lines. */
export function ReturnForm({
  initialOrder = '',
  initialLine = '',
}: {
  initialOrder?: string;
  initialLine?: string;
}) {
  const orders = useOrders(1, 50);
  const [orderNumber, setOrderNumber] = useState(initialOrder);
  // Only orders that take a return now (shipped, within the window): the rule is the domain's, applied by the API.
  const returnable = (orders.data?.orders ?? []).filter((o) => o.returnable);
  const detail = useQuery({ ...orderDetailQueryOptions(orderNumber), enabled: orderNumber !== '' });
  const request = useRequestReturn();
  const lines = (detail.data?.returns ?? []).flatMap((r, i) =>
    r.eligible
      ? [
          {
            order_line_id: r.order_line_id,
            label: `${detail.data?.lineItems[i]?.name ?? r.sku} (${r.order_line_id})`,
            returnable_quantity: r.returnable_quantity,
          },
        ]
      : [],
  );

  return (
    <ReturnRequestForm
      lines={lines}
      initialLine={initialLine}
      linesDisabled={!orderNumber || detail.isPending}
      emptyText="No items can be returned"
      request={request}
      before={
        <div>
          <label htmlFor="return-order" className={labelCls}>
            Order
          </label>
          <select
            id="return-order"
            className={selectCls}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
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
      }
    />
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
  return <ReturnItems returns={data.returns} label="Your returns" />;
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

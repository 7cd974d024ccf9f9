import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { requireSession } from '../../auth/api/require-session';
import { orderDetailQueryOptions, useOrderDetail } from '../api/orders';
import { AccountPageFrame } from '../components/account-section';
import { OrderView } from '../components/order-view';

export const orderDetailLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    await queryClient.prefetchQuery(orderDetailQueryOptions(String(params.orderNumber ?? '')));
    return null;
  };

const REASON_TEXT = {
  NOT_SHIPPED: 'Returnable once shipped',
  ORDER_NOT_RETURNABLE: 'Not returnable',
  WINDOW_CLOSED: 'Return window closed',
  ALREADY_RETURNED: 'Return already requested',
} as const;

/** /account/orders/:orderNumber: lines, totals, addresses and 'Request a return' for eligible lines. */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { data, isPending, isError } = useOrderDetail(orderNumber);
  const crumbs = [
    { label: 'My Account', to: '/account' },
    { label: 'Order History', to: '/account/orders' },
    { label: orderNumber },
  ];
  const description = `Order ${orderNumber}: its items, totals, addresses and returns.`;
  if (isPending)
    return (
      <AccountPageFrame title={`Order ${orderNumber}`} description={description} crumbs={crumbs}>
        <p className="text-sm text-neutral-600">Loading order…</p>
      </AccountPageFrame>
    );
  if (isError)
    return (
      <AccountPageFrame title={`Order ${orderNumber}`} description={description} crumbs={crumbs}>
        <p role="alert" className="text-neutral-700">
          We could not find that order.
        </p>
      </AccountPageFrame>
    );
  const { order } = data;
  return (
    <AccountPageFrame title={`Order ${order.order_number}`} description={description} crumbs={crumbs}>
      <OrderView
        detail={data}
        lineAction={(line, ret) =>
          ret?.eligible ? (
            <Link
              to={`/returns?order=${order.order_number}&line=${ret.order_line_id}`}
              className="text-sm font-semibold text-red-700 hover:underline"
              aria-label={`Request a return: ${line.name}`}
            >
              Request a return
            </Link>
          ) : ret?.reason ? (
            <span className="text-xs text-neutral-600">{REASON_TEXT[ret.reason]}</span>
          ) : null
        }
      />
    </AccountPageFrame>
  );
}

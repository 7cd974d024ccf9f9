import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pagination } from '../../../components/ui/pagination';
import { requireSession } from '../../auth/api/require-session';
import { ORDER_HISTORY_PAGE_SIZE, ordersQueryOptions, useOrders } from '../api/orders';
import { AccountPageFrame } from '../components/account-section';
import { OrderTable } from '../components/recent-orders';

const pageOf = (search: URLSearchParams) => {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export const ordersLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    await queryClient.prefetchQuery(ordersQueryOptions(pageOf(new URL(request.url).searchParams)));
    return null;
  };

/** /account/orders: Order History, 10 per page, dates in New York time (relative within 7 days). */
export function OrdersPage() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, isPending, isError } = useOrders(page);
  const totalPages = data ? Math.max(1, Math.ceil(data.count / ORDER_HISTORY_PAGE_SIZE)) : 1;
  return (
    <AccountPageFrame
      title="Order History"
      description="The orders you placed, newest first."
      crumbs={[{ label: 'My Account', to: '/account' }, { label: 'Order History' }]}
    >
      {isPending ? (
        <p className="text-sm text-neutral-600">Loading orders…</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          We could not load your orders.
        </p>
      ) : data.orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">
          You have not placed any orders yet.
        </p>
      ) : (
        <div className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
          <p className="mb-2 text-sm text-neutral-600">
            {data.count === 1 ? '1 order' : `${data.count} orders`}
          </p>
          <OrderTable orders={data.orders} caption="Order History" />
        </div>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(p) => `/account/orders${p > 1 ? `?page=${p}` : ''}`}
      />
    </AccountPageFrame>
  );
}

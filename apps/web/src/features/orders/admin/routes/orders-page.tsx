import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  ordersFilterOf,
  ordersQueryOptions,
  queryStringOf,
  useOrders,
  type OrdersFilter,
} from '../api/orders';
import { AdminPage, AdminPanel, LoadError } from '../../../admin/components/admin-ui';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { PagedResults } from '../../../admin/components/paged-results';

const pathOf = (f: OrdersFilter) => `/admin/orders${queryStringOf(f)}`;

/** /admin/orders: prefetches the URL's page for an administrator. */
export const ordersLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, () =>
      queryClient.prefetchQuery(ordersQueryOptions(ordersFilterOf(new URL(request.url).searchParams))),
    );

function Results({ filter }: { filter: OrdersFilter }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useOrders(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the orders…</p>;
  if (isError) return <LoadError error={error} what="the orders" onRetry={() => void refetch()} />;
  if (data.orders.length === 0)
    return <p className="text-sm text-neutral-700">No order matches these filters.</p>;
  return (
    <PagedResults
      page={filter.page}
      pageSize={data.pageSize}
      shown={data.orders.length}
      total={data.total}
      noun={['order', 'orders']}
      loading={isPlaceholderData}
      hrefFor={(page) => pathOf({ ...filter, page })}
    >
      <OrdersTable orders={data.orders} />
    </PagedResults>
  );
}

/** /admin/orders: every order, newest first, filtered and paged through the URL. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = ordersFilterOf(params);
  return (
    <AdminPage
      title="Orders"
      intro="Find an order, then open it to ship, deliver, cancel or refund it, or to print its packing slip."
    >
      <AdminPanel id="orders-filter" title="Filter orders">
        <OrdersFilters filter={filter} onApply={(next) => void navigate(pathOf({ ...next, page: 1 }))} />
      </AdminPanel>
      <AdminPanel id="orders-results" title="Orders">
        <Results filter={filter} />
      </AdminPanel>
    </AdminPage>
  );
}

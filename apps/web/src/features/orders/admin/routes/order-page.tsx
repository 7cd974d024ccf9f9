import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { orderQueryOptions, useOrder } from '../api/orders';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  Notice,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { entityHistoryPath } from '../../../audit/admin/components/audit-table';
import { OrderActions } from '../components/order-actions';
import { AddressBlock, OrderFacts, OrderHistory, OrderLines } from '../components/order-details';
import { StatusBadge } from '../components/status-badge';

/** The order a URL names: its number ('SA-000012', any case) or its id ('12', as other screens link it). */
export function orderNumberOf(raw: string | undefined): string | null {
  const text = (raw ?? '').trim().toUpperCase();
  if (/^SA-\d{6,12}$/.test(text)) return text;
  if (/^[1-9]\d{0,11}$/.test(text)) return `SA-${text.padStart(6, '0')}`;
  return null;
}

/** /admin/orders/:number (and its packing slip): prefetches the order for an administrator. */
export const orderLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const number = orderNumberOf(params.orderNumber);
      if (number !== null) await queryClient.prefetchQuery(orderQueryOptions(number));
    });

function Order({ orderNumber }: { orderNumber: string }) {
  const { data, isPending, isError, error, refetch } = useOrder(orderNumber);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the order…</p>;
  if (isError) return <LoadError error={error} what="this order" onRetry={() => void refetch()} />;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge stage={data.stage} />
        <Link to={`/admin/orders/${data.order_number}/packing-slip`} className={secondaryButtonCls}>
          Print the packing slip
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel id="order-facts" title="Buyer and payment">
          <OrderFacts order={data} />
        </AdminPanel>
        <AdminPanel id="order-addresses" title="Addresses">
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressBlock title="Ship to" address={data.shipping_address} />
            <AddressBlock title="Bill to" address={data.billing_address} />
          </div>
        </AdminPanel>
      </div>
      <AdminPanel id="order-lines" title="Items and totals">
        <OrderLines order={data} />
      </AdminPanel>
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel id="order-actions" title="Change the order">
          <OrderActions order={data} />
        </AdminPanel>
        <AdminPanel id="order-history" title="History">
          <OrderHistory order={data} />
          <p className="mt-4 text-sm">
            <Link to={entityHistoryPath('order', data.order_number)} className={textLinkCls}>
              This order in the audit log
            </Link>
          </p>
        </AdminPanel>
      </div>
    </>
  );
}

/** /admin/orders/:number: one order, its history and what may happen to it next. */
export function OrderPage() {
  const orderNumber = orderNumberOf(useParams().orderNumber);
  return (
    <AdminPage title={orderNumber === null ? 'No such order' : `Order ${orderNumber}`}>
      <p className="text-sm">
        <Link to="/admin/orders" className={textLinkCls}>
          ← All orders
        </Link>
      </p>
      {orderNumber === null ? (
        <Notice tone="error" role="alert">
          This address names no order.
        </Notice>
      ) : (
        <Order orderNumber={orderNumber} />
      )}
    </AdminPage>
  );
}

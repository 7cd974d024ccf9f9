import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { customerQueryOptions, useCustomer } from '../api/customers';
import { AdminPage, LoadError, Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { entityHistoryPath } from '../../../audit/admin/components/audit-table';
import { AdminRights } from '../components/admin-rights';
import { CustomerActions } from '../components/customer-actions';
import { AccountPanel, ApplicationsPanel, ConsentPanel, OrdersPanel } from '../components/customer-details';
import { customerName } from '../components/customers-table';

const idOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;

/** /admin/customers/:id: prefetches the customer for an administrator. */
export const customerLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const id = idOf(params.id);
      if (id !== null) await queryClient.prefetchQuery(customerQueryOptions(id));
    });

function Customer({ id }: { id: number }) {
  const { data, isPending, isError, error, refetch } = useCustomer(id);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the customer…</p>;
  if (isError) return <LoadError error={error} what="this customer" onRetry={() => void refetch()} />;
  return (
    <>
      {data.disabled && <Notice tone="warning">This account is disabled: it cannot sign in.</Notice>}
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountPanel customer={data} />
        <ConsentPanel customer={data} />
      </div>
      <OrdersPanel customer={data} />
      <ApplicationsPanel applications={data.applications} />
      <CustomerActions customer={data} />
      <AdminRights customer={data} />
      <p className="text-sm">
        <Link to={entityHistoryPath('customer', String(id))} className={textLinkCls}>
          This account’s history in the audit log
        </Link>
      </p>
    </>
  );
}

/** /admin/customers/:id: one account, its orders, consent and dealer applications, and what may be done to it. */
export function CustomerPage() {
  const id = idOf(useParams().id);
  const { data } = useCustomer(id ?? 0, id !== null);
  return (
    <AdminPage title={id === null ? 'No such customer' : data ? customerName(data) : `Customer ${id}`}>
      <p className="text-sm">
        <Link to="/admin/customers" className={textLinkCls}>
          ← All customers
        </Link>
      </p>
      {id === null ? (
        <Notice tone="error" role="alert">
          This address names no customer.
        </Notice>
      ) : (
        <Customer id={id} />
      )}
    </AdminPage>
  );
}

import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  customersFilterOf,
  customersQueryOptions,
  customersQueryString,
  useCustomers,
  type CustomersFilter,
} from '../api/customers';
import { AdminPage, AdminPanel, LoadError } from '../../../admin/components/admin-ui';
import { CustomersTable } from '../components/customers-table';
import { PagedResults } from '../../../admin/components/paged-results';
import { SearchBox } from '../../../admin/components/search-box';

const pathOf = (f: CustomersFilter) => `/admin/customers${customersQueryString(f)}`;

/** /admin/customers: prefetches the URL's page for an administrator. */
export const customersLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, () =>
      queryClient.prefetchQuery(customersQueryOptions(customersFilterOf(new URL(request.url).searchParams))),
    );

function Results({ filter }: { filter: CustomersFilter }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useCustomers(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the customers…</p>;
  if (isError) return <LoadError error={error} what="the customers" onRetry={() => void refetch()} />;
  if (data.customers.length === 0)
    return (
      <p className="text-sm text-neutral-700">
        {filter.q ? 'No customer matches this search.' : 'There are no customers yet.'}
      </p>
    );
  return (
    <PagedResults
      page={data.page}
      pageSize={data.pageSize}
      shown={data.customers.length}
      total={data.total}
      noun={['customer', 'customers']}
      loading={isPlaceholderData}
      hrefFor={(page) => pathOf({ ...filter, page })}
    >
      <CustomersTable customers={data.customers} />
    </PagedResults>
  );
}

/** /admin/customers: every account, newest first, found by email, name or phone, a page at a time. */
export function CustomersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = customersFilterOf(params);
  return (
    <AdminPage
      title="Customers"
      intro="Find an account by email, name or phone, and open it to see its orders, consent and dealer status."
    >
      <AdminPanel id="customers-find" title="Find customers">
        <SearchBox
          label="Email, name or phone"
          formLabel="Find customers"
          hint="The start of a name or email, part of an email with its @, or 4 digits or more of a phone number."
          value={filter.q}
          onSearch={(q) => void navigate(pathOf({ q, page: 1 }))}
          clearHref={filter.q ? '/admin/customers' : null}
        />
      </AdminPanel>
      <AdminPanel id="customers-results" title={filter.q ? 'Matching customers' : 'All customers'}>
        <Results filter={filter} />
      </AdminPanel>
    </AdminPage>
  );
}

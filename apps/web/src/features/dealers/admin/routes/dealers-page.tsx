import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DealerApplicationsQuerySchema } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  applicationsQueryOptions,
  applicationsQueryString,
  useApplications,
  type ApplicationsFilter,
} from '../api/dealer-applications';
import { useState } from 'react';
import { AdminPage, AdminPanel, LoadError, Notice } from '../../../admin/components/admin-ui';
import { DealerApplicationCard } from '../components/dealer-application-card';
import { SelectField } from '../../../admin/components/product-fields';
import { PagedResults } from '../../../admin/components/paged-results';

const STATUS_LABELS: Record<ApplicationsFilter['status'], string> = {
  open: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
  all: 'All applications',
};

/** The URL's filter; anything the API would refuse reads as the default (open, page 1). */
const filterOf = (search: URLSearchParams): ApplicationsFilter => {
  const parsed = DealerApplicationsQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : { status: 'open', page: 1 };
};
const pathOf = (f: ApplicationsFilter) => `/admin/dealers${applicationsQueryString(f)}`;

export const dealersLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, () =>
      queryClient.prefetchQuery(applicationsQueryOptions(filterOf(new URL(request.url).searchParams))),
    );

function Applications({ filter, onDone }: { filter: ApplicationsFilter; onDone: (message: string) => void }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useApplications(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the applications…</p>;
  if (isError) return <LoadError error={error} what="the applications" onRetry={() => void refetch()} />;
  if (data.applications.length === 0)
    return (
      <p className="text-sm text-neutral-700">
        {filter.status === 'open' ? 'No application is waiting for a decision.' : 'No applications here.'}
      </p>
    );
  return (
    <PagedResults
      page={data.page}
      pageSize={data.pageSize}
      shown={data.applications.length}
      total={data.total}
      noun={['application', 'applications']}
      loading={isPlaceholderData}
      hrefFor={(page) => pathOf({ ...filter, page })}
    >
      <div className="grid gap-4 xl:grid-cols-2">
        {data.applications.map((a) => (
          <DealerApplicationCard key={a.id} application={a} onDone={onDone} />
        ))}
      </div>
    </PagedResults>
  );
}

/**
 * /admin/dealers: the "become a dealer" applications. Approving makes the account a dealer (dealer prices at its
 * next page, no new sign-in) and mails it; declining mails the note. Both are audited.
 */
export function DealersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterOf(params);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminPage
      title="Dealer applications"
      intro="Shops apply on the Become a Dealer page. Approving one gives the account dealer prices at once and mails it; declining mails your note."
    >
      <AdminPanel id="dealers-applications" title={STATUS_LABELS[filter.status]}>
        <SelectField
          label="Show"
          className="mb-4 max-w-xs"
          value={filter.status}
          onChange={(e) =>
            void navigate(pathOf({ status: e.target.value as ApplicationsFilter['status'], page: 1 }))
          }
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {done && (
          <Notice tone="success" role="status" className="mb-4">
            {done}
          </Notice>
        )}
        <Applications filter={filter} onDone={setDone} />
      </AdminPanel>
    </AdminPage>
  );
}

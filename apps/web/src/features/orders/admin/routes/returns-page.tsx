import { useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { OPEN_RETURN_STATUSES, ReturnStatusSchema } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { returnsFilterOf, returnsQueryOptions, useReturns, type ReturnsFilter } from '../api/orders';
import { AdminPage, AdminPanel, LoadError, Notice } from '../../../admin/components/admin-ui';
import { PagedResults } from '../../../admin/components/paged-results';
import { ReturnCard } from '../components/return-card';
import { RETURN_STATUS_LABELS } from '../lib/order-labels';

/**
 * The queue opens on the open returns (requested, approved, received: a return stays in it through each
 * step until refunded or refused); `status=` (empty) shows every return.
 */
function pathOf(f: ReturnsFilter): string {
  const params = new URLSearchParams();
  if (f.status !== 'open') params.set('status', f.status);
  if (f.page > 1) params.set('page', String(f.page));
  const text = params.toString();
  return `/admin/returns${text ? `?${text}` : ''}`;
}

/** /admin/returns: prefetches the URL's page for an administrator. */
export const returnsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, () =>
      queryClient.prefetchQuery(returnsQueryOptions(returnsFilterOf(new URL(request.url).searchParams))),
    );

function Results({ filter, onDone }: { filter: ReturnsFilter; onDone: (message: string) => void }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useReturns(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the returns…</p>;
  if (isError) return <LoadError error={error} what="the returns" onRetry={() => void refetch()} />;
  if (data.returns.length === 0)
    return (
      <p className="text-sm text-neutral-700">
        {filter.status === 'open' ? 'No open return: nothing waits for you.' : 'No return has this status.'}
      </p>
    );
  return (
    <PagedResults
      page={filter.page}
      pageSize={data.pageSize}
      shown={data.returns.length}
      total={data.total}
      noun={['return', 'returns']}
      loading={isPlaceholderData}
      hrefFor={(page) => pathOf({ ...filter, page })}
    >
      <div className="grid gap-4">
        {data.returns.map((r) => (
          <ReturnCard key={r.id} ret={r} onDone={onDone} />
        ))}
      </div>
    </PagedResults>
  );
}

/** /admin/returns: the shoppers' return requests, oldest first, answered step by step. */
export function ReturnsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = returnsFilterOf(params);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminPage
      title="Returns"
      intro="Answer the returns shoppers ask for: approve or refuse with a note, mark the item received, then refund it."
    >
      <AdminPanel id="returns-results" title="Return requests">
        <div className="mb-4 max-w-xs">
          <label htmlFor="returns-status" className="block text-sm font-semibold text-neutral-800">
            Status
          </label>
          <select
            id="returns-status"
            value={filter.status}
            onChange={(e) =>
              void navigate(pathOf({ status: e.target.value as ReturnsFilter['status'], page: 1 }))
            }
            className="mt-1 h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900"
          >
            <option value="open">
              Open ({OPEN_RETURN_STATUSES.map((s) => RETURN_STATUS_LABELS[s].toLowerCase()).join(', ')})
            </option>
            <option value="">Any status</option>
            {ReturnStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {done && (
          <Notice tone="success" role="status" className="mb-4">
            {done}
          </Notice>
        )}
        <Results filter={filter} onDone={setDone} />
      </AdminPanel>
    </AdminPage>
  );
}

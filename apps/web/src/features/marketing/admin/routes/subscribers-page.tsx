import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SubscriberFilter } from '@shop/domain';
import { route } from '../../../../lib/api-route';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  pushSummaryQueryOptions,
  subscribersFilterOf,
  subscribersQuery,
  subscribersQueryOptions,
  subscribersQueryString,
  useSubscribers,
  type SubscribersFilter,
} from '../api/subscribers';
import { AdminPage, AdminPanel, LoadError, secondaryButtonCls } from '../../../admin/components/admin-ui';
import { SelectField } from '../../../admin/components/product-fields';
import { PushForm } from '../../../push/admin/components/push-form';
import { PagedResults } from '../../../admin/components/paged-results';
import { SearchBox } from '../../../admin/components/search-box';
import { useFilterNavigation } from '../../../admin/lib/filter-navigation';
import { SubscribersTable } from '../components/subscribers-table';

const CONSENT_LABELS: Record<SubscriberFilter, string> = {
  all: 'Everyone',
  email: 'Email offers: yes',
  sms: 'Texts: yes',
  withdrawn: 'Withdrew a consent',
};

const pathOf = (f: SubscribersFilter) => `/admin/subscribers${subscribersQueryString(f)}`;
const filtered = (f: SubscribersFilter) => f.q !== '' || f.consent !== 'all';

export const subscribersLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      void queryClient.prefetchQuery(pushSummaryQueryOptions());
      await queryClient.prefetchQuery(
        subscribersQueryOptions(subscribersFilterOf(new URL(request.url).searchParams)),
      );
    });

function Results({ filter }: { filter: SubscribersFilter }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useSubscribers(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the subscribers…</p>;
  if (isError) return <LoadError error={error} what="the subscribers" onRetry={() => void refetch()} />;
  if (data.subscribers.length === 0)
    return (
      <p className="text-sm text-neutral-700">
        {filtered(filter) ? 'No subscriber matches.' : 'Nobody has signed up yet.'}
      </p>
    );
  return (
    <PagedResults
      page={data.page}
      pageSize={data.pageSize}
      shown={data.subscribers.length}
      total={data.total}
      noun={['subscriber', 'subscribers']}
      loading={isPlaceholderData}
      hrefFor={(page) => pathOf({ ...filter, page })}
    >
      <SubscribersTable subscribers={data.subscribers} />
    </PagedResults>
  );
}

/**
 * /admin/subscribers: marketing consent with when it was given, confirmed and withdrawn, filtered, paged and
 * exported as CSV; and a web-push notification to every browser that allowed it.
 */
export function SubscribersPage() {
  const [params] = useSearchParams();
  const filter = subscribersFilterOf(params);
  const go = useFilterNavigation(filter, pathOf);
  return (
    <AdminPage
      title="Subscribers"
      intro="Everyone who signed up for offers by email or text, with the proof of their consent, and web push notifications."
    >
      <AdminPanel id="subscribers-find" title="Find subscribers">
        <SearchBox
          label="Email or phone"
          formLabel="Find subscribers"
          value={filter.q}
          onSearch={(q) => go({ q })}
          clearHref={filtered(filter) ? '/admin/subscribers' : null}
        >
          <SelectField
            label="Consent"
            value={filter.consent}
            onChange={(e) => go({ consent: e.target.value as SubscriberFilter })}
          >
            {Object.entries(CONSENT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </SearchBox>
        <p className="mt-4">
          <a
            href={route('GET /api/admin/subscribers/export.csv', subscribersQuery(filter, false)).url}
            download
            className={secondaryButtonCls}
          >
            Export CSV {filtered(filter) && <span className="sr-only">of the filtered subscribers</span>}
          </a>
        </p>
      </AdminPanel>
      <AdminPanel
        id="subscribers-results"
        title={filtered(filter) ? 'Matching subscribers' : 'All subscribers'}
      >
        <Results filter={filter} />
      </AdminPanel>
      <AdminPanel
        id="subscribers-push"
        title="Send a web push notification"
        description="Goes to every browser that allowed notifications from the shop. Written to the audit log."
      >
        <PushForm />
      </AdminPanel>
    </AdminPage>
  );
}

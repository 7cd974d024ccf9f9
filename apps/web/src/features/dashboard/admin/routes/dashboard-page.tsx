import type { QueryClient } from '@tanstack/react-query';
import { shortDate } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { dashboardQueryOptions, useDashboard } from '../api/dashboard';
import { AdminPage, AdminPanel, LoadError } from '../../../admin/components/admin-ui';
import { DayBarChart } from '../components/dashboard-chart';
import { DaysTable, SalesFigures, WaitingFigures } from '../components/dashboard-figures';
import { moneyOfCents } from '../../../orders/admin/lib/order-labels';

/** /admin/dashboard: prefetches the figures for an administrator. */
export const dashboardLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(dashboardQueryOptions()));

function Figures() {
  const { data, isPending, isError, error, refetch } = useDashboard();
  if (isPending) return <p className="text-sm text-neutral-600">Loading the figures…</p>;
  if (isError) return <LoadError error={error} what="the figures" onRetry={() => void refetch()} />;
  const first = data.days[0]?.day ?? data.today.day;
  const span = `${shortDate(first)} to ${shortDate(data.today.day)}`;
  return (
    <>
      <AdminPanel
        id="dashboard-sales"
        title="Orders and revenue"
        description="Revenue is what orders brought in, less refunds. Days are New York days."
      >
        <SalesFigures data={data} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <DayBarChart
            title={`Orders per day, ${span}`}
            days={data.days}
            valueOf={(d) => d.orders}
            format={(n) => n.toLocaleString('en-US')}
          />
          <DayBarChart
            title={`Revenue per day, ${span}`}
            days={data.days}
            valueOf={(d) => d.revenue_cents}
            format={moneyOfCents}
          />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-red-700">
            Show the last 14 days as a table
          </summary>
          <div className="mt-2">
            <DaysTable days={data.days} />
          </div>
        </details>
      </AdminPanel>
      <AdminPanel id="dashboard-waiting" title="Waiting for you">
        <WaitingFigures data={data} />
      </AdminPanel>
    </>
  );
}

/** /admin/dashboard: the back office's first screen. */
export function DashboardPage() {
  return (
    <AdminPage
      title="Dashboard"
      intro="Today's and this week's orders, and what waits for someone: each figure opens its list."
    >
      <Figures />
    </AdminPage>
  );
}

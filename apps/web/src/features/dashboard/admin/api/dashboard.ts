import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminDashboardSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';

/**
 * GET /api/admin/dashboard: today's and this week's orders and revenue, the last 14 days and what waits.
 * Refetched each minute while the screen is open (and when the window is focused again).
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/dashboard'), AdminDashboardSchema, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminPushResultSchema,
  AdminPushSummarySchema,
  AdminSubscriberListSchema,
  SUBSCRIBER_FILTERS,
  type AdminPushBody,
  type SubscriberFilter,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { queryString, route } from '../../../../lib/api-route';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

const SUBSCRIBERS_KEY = ['admin', 'subscribers'] as const;
const PUSH_KEY = ['admin', 'push'] as const;

export type SubscribersFilter = { q: string; consent: SubscriberFilter; page: number };

export const subscribersFilterOf = (search: URLSearchParams): SubscribersFilter => {
  const page = Number(search.get('page') ?? '1');
  const consent = search.get('consent') as SubscriberFilter | null;
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    consent: consent && SUBSCRIBER_FILTERS.includes(consent) ? consent : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The list's URL query, without defaults; `page: false` leaves the page out (the export's link). */
export const subscribersQuery = (f: SubscribersFilter, withPage = true) => ({
  q: f.q !== '' ? f.q : undefined,
  consent: f.consent !== 'all' ? f.consent : undefined,
  page: withPage && f.page > 1 ? f.page : undefined,
});

/** subscribersQuery as the screen's URL query. */
export const subscribersQueryString = (f: SubscribersFilter): string => queryString(subscribersQuery(f));

export const subscribersQueryOptions = (filter: SubscribersFilter) =>
  queryOptions({
    queryKey: [...SUBSCRIBERS_KEY, filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/subscribers', subscribersQuery(filter)), AdminSubscriberListSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (filter: SubscribersFilter) => useQuery(subscribersQueryOptions(filter));

/** GET /api/admin/push: how many browsers a notification goes to, and the last sends. */
export const pushSummaryQueryOptions = () =>
  queryOptions({
    queryKey: PUSH_KEY,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/push'), AdminPushSummarySchema, { signal }),
  });

export const usePushSummary = () => useQuery(pushSummaryQueryOptions());

/** POST /api/admin/push with the count the sender confirmed and the csrf token. */
export function useSendPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<AdminPushBody, 'csrfToken'>) =>
      api.send(
        fixedRoute('POST /api/admin/push'),
        { ...body, csrfToken: await getCsrfToken() },
        AdminPushResultSchema,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUSH_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

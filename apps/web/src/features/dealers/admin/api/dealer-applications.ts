import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DealerApplicationListSchema,
  DealerApplicationSchema,
  type DealerApplicationsQuery,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { queryString, route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { CUSTOMERS_KEY, refetchAfterCustomerWrite } from '../../../account/admin/api/customers';

export type ApplicationsFilter = DealerApplicationsQuery;

/** The list's query without defaults: the API's and the screen URL's. */
const applicationsQuery = (f: ApplicationsFilter) => ({
  status: f.status !== 'open' ? f.status : undefined,
  page: f.page > 1 ? f.page : undefined,
});

export const applicationsQueryString = (f: ApplicationsFilter): string => queryString(applicationsQuery(f));

/** GET /api/admin/dealer-applications: a page of one status (open first of all). */
export const applicationsQueryOptions = (filter: ApplicationsFilter) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'applications', filter] as const,
    queryFn: ({ signal }) =>
      api.get(
        route('GET /api/admin/dealer-applications', applicationsQuery(filter)),
        DealerApplicationListSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filter: ApplicationsFilter) => useQuery(applicationsQueryOptions(filter));

/** POST /api/admin/dealer-applications/:id/approve or /decline, with the note and the csrf token. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      note,
    }: {
      id: number;
      decision: 'approve' | 'decline';
      note: string;
    }) =>
      api.send(
        route(`POST /api/admin/dealer-applications/{id}/${decision}`, { id }),
        { ...(note.trim() !== '' && { note }), csrfToken: await getCsrfToken() },
        DealerApplicationSchema,
      ),
    onSettled: () => refetchAfterCustomerWrite(queryClient),
  });
}

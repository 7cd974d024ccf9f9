import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DealerApplicationListSchema,
  DealerApplicationSchema,
  type DealerApplicationsQuery,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { CUSTOMERS_KEY, refetchAfterCustomerWrite } from '../../../account/admin/api/customers';

export type ApplicationsFilter = DealerApplicationsQuery;

export const applicationsQueryString = (f: ApplicationsFilter): string => {
  const params = new URLSearchParams();
  if (f.status !== 'open') params.set('status', f.status);
  if (f.page > 1) params.set('page', String(f.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/admin/dealer-applications: a page of one status (open first of all). */
export const applicationsQueryOptions = (filter: ApplicationsFilter) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'applications', filter] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/dealer-applications${applicationsQueryString(filter)}`,
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
        'POST',
        `/api/admin/dealer-applications/${id}/${decision}`,
        { ...(note.trim() !== '' && { note }), csrfToken: await getCsrfToken() },
        DealerApplicationSchema,
      ),
    onSettled: () => refetchAfterCustomerWrite(queryClient),
  });
}

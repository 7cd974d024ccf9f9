import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MyDealerApplicationSchema, type DealerApplicationBody } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from '../../auth/api/get-csrf';

const KEY = ['dealer-application'] as const;

/** GET /api/dealer-application: the account's latest application and whether it is a dealer (signed in only). */
const dealerApplicationQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/dealer-application'), MyDealerApplicationSchema, { signal }),
  });

export const useDealerApplication = (enabled: boolean) =>
  useQuery({ ...dealerApplicationQueryOptions(), enabled });

/** POST /api/dealer-application with the csrf token; the answer is the page's new state. */
export function useApplyForDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<DealerApplicationBody, 'csrfToken'>) =>
      api.send(
        fixedRoute('POST /api/dealer-application'),
        { ...body, csrfToken: await getCsrfToken() },
        MyDealerApplicationSchema,
      ),
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
}

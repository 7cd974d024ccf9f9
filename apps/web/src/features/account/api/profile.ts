import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileBody } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/account/profile. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/account/profile'), (d) => d.ProfileSchema, { signal }),
  });

/** `enabled` false (signed out) asks nothing. */
export const useProfile = (enabled = true) => useQuery({ ...profileQueryOptions(), enabled });

/** PATCH /api/account/profile: names, phone, consents. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.send(fixedRoute('PATCH /api/account/profile'), body, (d) => d.ProfileSchema),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
    },
  });
}

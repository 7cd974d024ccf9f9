import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddressBodyInput } from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/account/addresses. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'addresses', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/account/addresses'), (d) => d.AddressListResponseSchema, { signal }),
  });

/** `enabled` false (signed out) asks nothing. */
export const useAddresses = (enabled = true) => useQuery({ ...addressesQueryOptions(), enabled });

export type AddressChange =
  | { type: 'add'; body: AddressBodyInput }
  | { type: 'update'; id: number; body: Partial<AddressBodyInput> }
  | { type: 'delete'; id: number };

/** POST, PATCH or DELETE /api/account/addresses[/id]; the list refetches after each. */
export function useChangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AddressChange) => {
      if (change.type === 'add')
        return api.send(fixedRoute('POST /api/account/addresses'), change.body, (d) => d.AddressSchema);
      if (change.type === 'update')
        return api.send(
          route('PATCH /api/account/addresses/{id}', { id: change.id }),
          change.body,
          (d) => d.AddressSchema,
        );
      return api.send(
        route('DELETE /api/account/addresses/{id}', { id: change.id }),
        undefined,
        z.undefined(),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}

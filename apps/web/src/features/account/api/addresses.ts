import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddressBodyInput } from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/account/addresses. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'addresses', {}] as const,
    queryFn: ({ signal }) =>
      api.get('/api/account/addresses', (d) => d.AddressListResponseSchema, { signal }),
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
        return api.send('POST', '/api/account/addresses', change.body, (d) => d.AddressSchema);
      if (change.type === 'update')
        return api.send('PATCH', `/api/account/addresses/${change.id}`, change.body, (d) => d.AddressSchema);
      return api.send('DELETE', `/api/account/addresses/${change.id}`, undefined, z.undefined());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}

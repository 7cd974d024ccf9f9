import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddCardBodyInput, type ConfirmCardBody, type UpdateCardBody } from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/account/cards: the saved cards (brand, last 4, expiry, nickname, default marker). */
export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'cards', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/account/cards'), (d) => d.SavedCardListResponseSchema, { signal }),
  });

export const useSavedCards = (enabled = true) => useQuery({ ...cardsQueryOptions(), enabled });

function useCardWrite<T, R>(fn: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey }),
  });
}

/**
 * POST /api/account/cards with the payment provider's token of the card (decision 074). The body is made inside
 * the mutation: making the token may refuse the card, shown as the server's refusals are. With Stripe a bank
 * that asks for 3-D Secure answers the setup to confirm (`next_action`) instead of the card.
 */
export const useAddCard = () =>
  useCardWrite(async (makeBody: () => AddCardBodyInput | Promise<AddCardBodyInput>) =>
    api.send(fixedRoute('POST /api/account/cards'), await makeBody(), (d) =>
      z.union([d.SavedCardSchema, d.CardSetupPendingSchema]),
    ),
  );

/** POST /api/account/cards/confirm (Stripe): the card of the setup the bank confirmed. */
export const useConfirmCard = () =>
  useCardWrite((body: ConfirmCardBody) =>
    api.send(fixedRoute('POST /api/account/cards/confirm'), body, (d) => d.SavedCardSchema),
  );

/** PATCH /api/account/cards/{id}: nickname and default marker. */
export const useUpdateCard = () =>
  useCardWrite(({ id, body }: { id: number; body: UpdateCardBody }) =>
    api.send(route('PATCH /api/account/cards/{id}', { id }), body, (d) => d.SavedCardSchema),
  );

/** DELETE /api/account/cards/{id}. */
export const useDeleteCard = () =>
  useCardWrite((id: number) =>
    api.send(route('DELETE /api/account/cards/{id}', { id }), undefined, z.undefined()),
  );

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutBody, type CheckoutResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { cartQueryOptions } from '../../cart/api/get-cart';
import { orderConfirmationQueryOptions } from './get-order-confirmation';

/**
 * POST /api/checkout-v3/checkout: places the order for the cart behind the cart cookie. Refusals arrive as
 * ApiError: 402 CARD_DECLINED, 400 CARD_INVALID, 409 OUT_OF_STOCK, 400 CART_EMPTY (`{ error: { code, message } }`).
 */
export const placeOrder = (body: CheckoutBody) =>
  api.send('POST', '/api/checkout-v3/checkout', body, (d) => d.CheckoutResponseSchema);

/**
 * On success the order is kept for the confirmation page and the (now empty) cart is read again. The body is
 * made inside the mutation: turning the card into a token (decision 074) may refuse it, shown as any refusal.
 */
export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (makeBody: () => CheckoutBody) => placeOrder(makeBody()),
    onSuccess: async (answer: CheckoutResponse) => {
      const { status: _status, confirmation_token: token, ...order } = answer;
      queryClient.setQueryData(orderConfirmationQueryOptions(token).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutBody, type CheckoutResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { cartQueryOptions } from '../../cart/api/get-cart';
import { orderConfirmationQueryOptions } from './get-order-confirmation';

/**
 * POST /api/checkout-v3/checkout: places the order for the cart behind the cart cookie. Refusals arrive as
 * ApiError: 402 CARD_DECLINED, 400 CARD_INVALID, 409 OUT_OF_STOCK, 400 CART_EMPTY (`{ error: { code, message } }`).
 */
export const placeOrder = (body: CheckoutBody) =>
  api.send(fixedRoute('POST /api/checkout-v3/checkout'), body, (d) => d.CheckoutResponseSchema);

/** An order to place: its body (made when it is sent), and how to finish a payment the bank must confirm. */
export type OrderToPlace = {
  body: () => CheckoutBody | Promise<CheckoutBody>;
  /** The provider's confirmation (3-D Secure) with the intent's client secret; null when done, else why not. */
  confirmPayment?: (clientSecret: string) => Promise<string | null>;
};

/** The stored order, and what went wrong confirming its payment (the order then waits, or is released). */
export type PlacedOrder = { answer: CheckoutResponse; paymentProblem: string | null };

/**
 * On success the order is kept for the confirmation page and the (now empty) cart is read again. The body is
 * made inside the mutation: turning the card into a token (decision 074) may refuse it, shown as any refusal.
 * An order awaiting payment (`next_action`) is confirmed in the browser before the mutation settles.
 */
export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, confirmPayment }: OrderToPlace): Promise<PlacedOrder> => {
      const answer = await placeOrder(await body());
      const secret = answer.next_action?.client_secret;
      const paymentProblem =
        secret === undefined
          ? null
          : confirmPayment
            ? await confirmPayment(secret)
            : 'This page cannot confirm the payment.';
      return { answer, paymentProblem };
    },
    onSuccess: async ({ answer }: PlacedOrder) => {
      const { status: _status, confirmation_token: token, next_action: _next, ...order } = answer;
      queryClient.setQueryData(orderConfirmationQueryOptions(token).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
  });
};

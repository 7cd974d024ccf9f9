import { useMutation } from '@tanstack/react-query';
import type { CartResponse, SaveCheckoutEventBody } from '@shop/domain';
import { api } from '../../../lib/api-client';

/** The event the spec sends when the shopper proceeds to checkout. */
export function checkoutEventFor(
  cart: CartResponse,
  user: { accountId?: number | string | null; email?: string | null } = {},
): SaveCheckoutEventBody {
  return {
    serverOrClient: 'client',
    eventName: 'go_to_checkout_button_clicked',
    accountId: user.accountId ?? null,
    customerEmail: user.email ?? null,
    cartToken: cart.cart_token,
    lineItems: cart.items.map((l) => ({
      sku: l.sku,
      price: l.price,
      quantity: l.quantity,
      price_map: l.price_map,
      price_msrp: l.price_msrp,
    })),
  };
}

/** POST /api/checkout-v4/save-checkout-event (the answer is not read). */
export const saveCheckoutEvent = (body: SaveCheckoutEventBody) =>
  api.send('POST', '/api/checkout-v4/save-checkout-event', body, (d) => d.AnyAnswerSchema);

export const useSaveCheckoutEvent = () => useMutation({ mutationFn: saveCheckoutEvent });

import type { QueryClient } from '@tanstack/react-query';
import type { CartResponse, SaveCheckoutEventBody } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { cartQueryOptions } from './get-cart';

type EventUser = { accountId?: number | string | null; email?: string | null };

/** The event the spec sends when the shopper proceeds to checkout. */
export function checkoutEventFor(cart: CartResponse, user: EventUser = {}): SaveCheckoutEventBody {
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

/**
 * The event for the cart being checked out, with its token. The cart the server embeds in the page comes
 * without it (a secret kept out of the HTML, apps/api pages/first-answers.ts): it is then read once more.
 */
export async function checkoutEventOf(
  queryClient: QueryClient,
  cart: CartResponse,
  user: EventUser = {},
): Promise<SaveCheckoutEventBody> {
  const withToken =
    cart.cart_token || cart.items.length === 0
      ? cart
      : await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
  return checkoutEventFor(withToken, user);
}

/** POST /api/checkout-v4/save-checkout-event (the answer is not read). */
export const saveCheckoutEvent = (body: SaveCheckoutEventBody) =>
  api.send(fixedRoute('POST /api/checkout-v4/save-checkout-event'), body, (d) => d.AnyAnswerSchema);

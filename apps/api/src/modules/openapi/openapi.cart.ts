/** The checkout part of the OpenAPI document (issue 4), from the zod schemas. */
import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  OrderSchema,
  SaveCheckoutEventBodySchema,
  StatusSuccessSchema,
} from '@shop/domain';
import type { z } from 'zod';

export function registerCartSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  registry.add(SaveCheckoutEventBodySchema, { id: 'SaveCheckoutEventBody' });
  registry.add(StatusSuccessSchema, { id: 'StatusSuccess' });
  registry.add(CheckoutBodySchema, { id: 'CheckoutBody' });
  registry.add(CheckoutResponseSchema, { id: 'CheckoutResponse' });
  registry.add(OrderSchema, { id: 'Order' });
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const body = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } });
const guarded = {
  '403': json('Foreign Origin (FORBIDDEN_ORIGIN)', 'Error'),
  '413': json('Body too large (PAYLOAD_TOO_LARGE)', 'Error'),
  '415': json('Not application/json (UNSUPPORTED_MEDIA_TYPE)', 'Error'),
};
const cartToken = [
  {
    name: 'X-Cart-Token',
    in: 'header',
    required: false,
    description: 'The cart token for API clients (browsers use the httpOnly sa_cart_token cookie)',
    schema: { type: 'string' },
  },
];
export function cartPaths(): Record<string, Json> {
  return {
    '/api/checkout-v4/save-checkout-event': {
      post: {
        summary: 'Store a go_to_checkout_button_clicked event',
        requestBody: body('SaveCheckoutEventBody'),
        responses: {
          '200': json('Stored', 'StatusSuccess'),
          '400': json('Invalid body (VALIDATION_FAILED)', 'Error'),
          '429': json('Too many events (RATE_LIMITED)', 'Error'),
          ...guarded,
        },
      },
    },
    '/api/checkout-v3/checkout': {
      post: {
        summary: 'Pay for the cart and place the order (idempotent per idempotencyKey)',
        parameters: cartToken,
        requestBody: body('CheckoutBody'),
        responses: {
          '200': json('The order (also for a retried key); sets sa_checkout_token', 'CheckoutResponse'),
          '400': json('VALIDATION_FAILED, CART_EMPTY, CARD_INVALID', 'Error'),
          '402': json('CARD_DECLINED', 'Error'),
          '409': json('OUT_OF_STOCK, CART_CHANGED, PRICE_CHANGED, IDEMPOTENCY_KEY_REUSED', 'Error'),
          '429': json('Too many checkouts (RATE_LIMITED)', 'Error'),
          ...guarded,
        },
      },
    },
  };
}

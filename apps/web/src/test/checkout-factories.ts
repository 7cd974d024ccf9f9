import { OrderSchema, type CheckoutBody, type Order } from '@shop/domain';

/**
 * The order the server answers for a checkout body of two EVL-12 subwoofers ($299.98), paid by a Visa: the
 * contact and addresses are the body's; the number, total, status and card's last 4 are the test's.
 */
export function buildPlacedOrder(
  body: CheckoutBody,
  order: Pick<Order['order'], 'order_number' | 'final_total' | 'status' | 'card_last4'>,
): Order {
  return OrderSchema.parse({
    order: {
      ...order,
      email: body.contact.email,
      created_at: '2026-05-10T12:00:00.000Z',
      is_dealer: false,
      original_total: 299.98,
      discounts_total: 0,
      subtotal: 299.98,
      shipping_total: 0,
      tax_total: 0,
      tax_exempt: false,
      card_brand: 'visa',
    },
    lineItems: [
      {
        sku: 'EVL-12-D2',
        displayed_sku: 'EVL-12-D2',
        name: 'EVL-12 Subwoofer',
        quantity: 2,
        price: 149.99,
        original_price: 149.99,
        line_total: 299.98,
        tax: 0,
        is_pre_ordered_item: false,
        child_items: [],
      },
    ],
    billingAddress: { ...body.shippingAddress, address_line_2: null },
    shippingAddress: { ...body.shippingAddress, address_line_2: null },
    customer: {
      first_name: body.contact.first_name,
      last_name: body.contact.last_name,
      primary_phone: body.contact.phone,
    },
  });
}

import {
  CartLineSchema,
  CartResponseSchema,
  computeCartTotals,
  toCartTotalsDto,
  toCents,
  type CartLine,
  type CartResponse,
} from '@shop/domain';

let nextLineId = 1;

/** A priced cart line as the server sends it: an in-stock subwoofer at 149.99 (MSRP 199.99). */
export function buildCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = nextLineId++;
  const sku = overrides.sku ?? `EVL-12-D2-${id}`;
  const quantity = overrides.quantity ?? 1;
  const price = overrides.price ?? 149.99;
  const slug = sku.toLowerCase();
  return CartLineSchema.parse({
    sku,
    quantity,
    price,
    price_map: price,
    price_msrp: 199.99,
    price_dealer: null,
    product_id: id,
    total_line_discounts: 0,
    short_title: `EVL-12 Subwoofer ${id}`,
    options: [],
    child_products: [],
    path: `/products/${slug}`,
    main_image: `/img/products/${slug}.svg`,
    isCompatible: true,
    displayed_sku: sku,
    stock_label: 'In Stock',
    is_pre_ordered_item: false,
    line_total: Math.round(price * quantity * 100) / 100,
    variant: {
      sku,
      price,
      price_dealer: null,
      image: { url: `/img/products/${slug}.svg`, altText: sku },
      images: [],
      category: 'subwoofers',
      currentlyInStock: true,
      preorderInfo: null,
      props: {},
    },
    ...overrides,
  });
}

/** A cart with these lines and totals computed by the domain rules (retail unless isDealer). */
export function buildCart(
  items: CartLine[] = [],
  opts: { isDealer?: boolean; version?: number; cart_token?: string } = {},
): CartResponse {
  const isDealer = opts.isDealer ?? false;
  const totals = computeCartTotals(
    items.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: toCents(isDealer ? (l.price_dealer ?? l.price) : l.price),
      originalUnitCents: toCents(l.price + l.total_line_discounts / Math.max(1, l.quantity)),
    })),
    { isDealer },
  );
  return CartResponseSchema.parse({
    items,
    cart_token: opts.cart_token ?? 'cart-token-1',
    version: opts.version ?? 1,
    totals: toCartTotalsDto(totals),
  });
}

export const emptyCart = (): CartResponse => buildCart([]);

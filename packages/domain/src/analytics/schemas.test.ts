import { describe, expect, it } from 'vitest';
import { AddToCartEventBodySchema, ANALYTICS_MAX_ITEMS, PageViewEventBodySchema } from './schemas.js';

const eventData = { path: '/cart' };
const item = { sku: 'EVL-12-D2', quantity: 1 };

describe('analytics event schemas', () => {
  it('fills the eventData fields the client left out with empty strings', () => {
    const body = AddToCartEventBodySchema.parse({ item, totalPrice: 10, eventData });
    expect(body.eventData).toEqual({
      path: '/cart',
      pageTitle: '',
      referrer: '',
      location: '',
      hostname: '',
      search: '',
      hash: '',
    });
  });

  it('needs items or item', () => {
    expect(AddToCartEventBodySchema.safeParse({ totalPrice: 1, eventData }).success).toBe(false);
    expect(AddToCartEventBodySchema.safeParse({ items: [item], totalPrice: 1, eventData }).success).toBe(
      true,
    );
  });

  it(`accepts at most ${ANALYTICS_MAX_ITEMS} items`, () => {
    const items = (n: number) => Array.from({ length: n }, () => item);
    expect(AddToCartEventBodySchema.safeParse({ items: items(50), totalPrice: 1, eventData }).success).toBe(
      true,
    );
    expect(AddToCartEventBodySchema.safeParse({ items: items(51), totalPrice: 1, eventData }).success).toBe(
      false,
    );
  });

  it('drops unknown fields', () => {
    const body = AddToCartEventBodySchema.parse({
      item: { ...item, evil: 1 },
      totalPrice: 1,
      eventData,
      extra: true,
    });
    expect(body).not.toHaveProperty('extra');
    expect(body.item).not.toHaveProperty('evil');
  });

  it('takes a page type from the spec list only', () => {
    expect(PageViewEventBodySchema.safeParse({ eventData, pageType: 'Cart' }).success).toBe(true);
    expect(PageViewEventBodySchema.safeParse({ eventData, pageType: 'Checkout' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { serveCart } from '../../../test/cart-harness';
import { checkoutEventOf } from './save-checkout-event';

describe('checkoutEventOf', () => {
  const line = buildCartLine({ sku: 'A', quantity: 1 });

  it('reads the cart once more for its token when the page embedded it without one', async () => {
    serveCart(buildCart([line], { cart_token: 'tok-123' }));
    const embedded = buildCart([line], { cart_token: '' });
    const event = await checkoutEventOf(new QueryClient(), embedded, { email: 'a@b.test' });
    expect(event).toMatchObject({ cartToken: 'tok-123', customerEmail: 'a@b.test' });
    expect(event.lineItems.map((l) => l.sku)).toEqual(['A']);
  });

  it('uses the cart as it is when it has its token', async () => {
    serveCart(buildCart([line], { cart_token: 'other' }));
    const event = await checkoutEventOf(new QueryClient(), buildCart([line], { cart_token: 'tok-1' }));
    expect(event.cartToken).toBe('tok-1');
  });
});

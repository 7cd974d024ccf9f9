import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { serveCart } from '../../../test/cart-harness';
import { serveShopMenu } from '../../../test/menu-factories';
import { menuQueryOptions } from '../../menu/api/get-menu';

beforeEach(() => {
  server.use(http.get('/api/auth/session', () => HttpResponse.json({})));
});

// Warm the lazily loaded chunks once, so the first test does not pay for their transform.
beforeAll(async () => {
  await import('./cart-page');
}, 30_000);

describe('CartPage', () => {
  it('shows the lines with their line totals, and the totals full width with Proceed to Checkout', async () => {
    serveCart(buildCart([buildCartLine({ short_title: 'EVL-12 Subwoofer', quantity: 2, price: 10 })]));
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: /Your Cart/ })).toBeInTheDocument();
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getByRole('link', { name: 'EVL-12 Subwoofer' })).toBeInTheDocument();
    const line = within(items).getByRole('listitem', { name: 'EVL-12 Subwoofer' });
    expect(within(line).getByText('$20.00')).toBeInTheDocument();
    expect(within(line).getByText('2 × $10.00')).toBeInTheDocument();
    const totals = screen.getByLabelText('Cart totals');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('$4.82');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$24.82');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it("says 'Your cart is empty' with a link to car subwoofers", async () => {
    serveShopMenu();
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shop Car Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
  });

  it("an empty shop's empty cart offers no subwoofers it does not hold (decision 070)", async () => {
    const { queryClient } = renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(menuQueryOptions().queryKey)).toBeDefined());
    expect(screen.queryByRole('link', { name: 'Shop Car Subwoofers' })).not.toBeInTheDocument();
  });

  it('continues shopping at the subwoofers the shop holds, else at home (decision 070)', async () => {
    serveCart(buildCart([buildCartLine({ short_title: 'EVL-12 Subwoofer' })]));
    const home = renderRoute('/cart');
    await waitFor(() => expect(home.queryClient.getQueryData(menuQueryOptions().queryKey)).toBeDefined());
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    home.unmount();
    serveShopMenu();
    renderRoute('/cart');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        '/collections/car-subwoofers',
      ),
    );
  });
});

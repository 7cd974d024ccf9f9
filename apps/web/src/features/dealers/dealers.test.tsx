import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DealerQuickOrderRow } from '@shop/domain';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { buildCart, buildCartLine } from '../../test/cart-factories';
import { buildSessionUser, dealerUser, serveSession } from '../../test/account-factories';

function row(sku: string, overrides: Partial<DealerQuickOrderRow> = {}): DealerQuickOrderRow {
  return {
    sku,
    displayed_sku: sku,
    name: `${sku} product`,
    path: `/products/${sku.toLowerCase()}`,
    price_dealer: 99,
    price_map: 129.99,
    tpa_wh: 10,
    lv_wh: 4,
    stock: 'In Stock (Only 14 Remaining)',
    purchasable: true,
    in_cart: 0,
    ...overrides,
  };
}

describe('Dealer Quick Order', () => {
  it('searches the sku table and adds many selected lines with one button', async () => {
    serveSession(dealerUser());
    const queries: string[] = [];
    let posted: unknown;
    server.use(
      http.get('/api/dealers/quick-order', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        queries.push(q);
        const rows =
          q === 'EVL'
            ? [row('EVL-10-D2'), row('EVL-12-D2', { in_cart: 2 })]
            : [
                row('EVL-10-D2'),
                row('EVL-12-D2', { in_cart: 2 }),
                row('SDR-1X2500', { purchasable: false, stock: 'Sold Out', tpa_wh: 0, lv_wh: 0 }),
              ];
        return HttpResponse.json({ rows, count: rows.length, page: 1, pageSize: 50 });
      }),
      http.post('/api/dealers/quick-order', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          buildCart([
            buildCartLine({ sku: 'EVL-10-D2', quantity: 3 }),
            buildCartLine({ sku: 'EVL-12-D2', quantity: 3 }),
          ]),
        );
      }),
    );
    renderRoute('/dealers');
    const table = await screen.findByRole('table', { name: 'Dealer Quick Order products' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const evl12 = within(table).getByRole('row', { name: /EVL-12-D2/ });
    expect(evl12).toHaveTextContent('2 in cart');
    expect(evl12).toHaveTextContent('$99.00');
    expect(within(table).getByRole('checkbox', { name: 'Select SDR-1X2500' })).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by SKU or name' }), 'EVL');
    await user.click(
      within(screen.getByRole('search', { name: 'Quick order search' })).getByRole('button', {
        name: 'Search',
      }),
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(queries).toContain('EVL');

    const addButton = screen.getByRole('button', { name: 'Add selected to cart' });
    expect(addButton).toBeDisabled();
    const evl10 = within(screen.getByRole('table')).getByRole('row', { name: /EVL-10-D2/ });
    await user.click(within(evl10).getByRole('button', { name: 'Increase quantity by 1' }));
    await user.click(within(evl10).getByRole('button', { name: 'Increase quantity by 1' }));
    expect(within(evl10).getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select EVL-12-D2' }));
    await user.click(screen.getByRole('button', { name: 'Add selected to cart (2)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added 2 lines (4 units) to your cart.');
    expect(posted).toEqual({
      items: [
        { sku: 'EVL-10-D2', quantity: 3 },
        { sku: 'EVL-12-D2', quantity: 1 },
      ],
    });
    await screen.findAllByRole('button', { name: 'Cart, 6 items' });
  });

  it("shows 'Dealer access only' to a signed-in retail customer", async () => {
    serveSession(buildSessionUser());
    renderRoute('/dealers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer access only' })).toBeInTheDocument();
  });

  it('sends a visitor to sign-in with SessionRequired', async () => {
    serveSession(null);
    const { router } = renderRoute('/dealers');
    expect(await screen.findByText('Please sign in to view that page.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?error=SessionRequired&callbackUrl=%2Fdealers');
  });
});

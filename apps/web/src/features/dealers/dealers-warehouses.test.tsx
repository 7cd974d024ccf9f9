import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DealerQuickOrderRow, Warehouse } from '@shop/domain';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { dealerUser, serveSession } from '../../test/account-factories';

const row: DealerQuickOrderRow = {
  sku: 'EVL-10-D2',
  displayed_sku: 'EVL-10-D2',
  name: 'EVL-10 Subwoofer',
  path: '/products/evl-10-d2',
  price_dealer: 99,
  price_map: 129.99,
  tpa_wh: 10,
  lv_wh: 4,
  stock: 'In Stock (Only 14 Remaining)',
  purchasable: true,
  in_cart: 0,
};

function serveTable(warehouses: Warehouse[]) {
  serveSession(dealerUser());
  server.use(
    http.get('/api/warehouses', () => HttpResponse.json({ warehouses })),
    http.get('/api/dealers/quick-order', () =>
      HttpResponse.json({ rows: [row], count: 1, page: 1, pageSize: 50 }),
    ),
  );
}

const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('Dealer Quick Order: the warehouses as the shop names them (decision 083)', () => {
  it('shows a column per active warehouse, in the merchant’s order, named in full', async () => {
    serveTable([
      { code: 'LV', name: 'Henderson', position: 0, active: true },
      { code: 'TPA', name: 'Tampa Bay', position: 1, active: true },
    ]);
    renderRoute('/dealers');
    const table = await screen.findByRole('table', { name: 'Dealer Quick Order products' });
    expect(headings(table).slice(3, 5)).toEqual(['LV', 'TPA']);
    expect(within(table).getByTitle('Henderson warehouse')).toHaveTextContent('LV');
    const cells = within(within(table).getByRole('row', { name: /EVL-10-D2/ })).getAllByRole('cell');
    expect(cells.slice(2, 4).map((c) => c.textContent)).toEqual(['4', '10']);
  });

  it('leaves out an inactive warehouse', async () => {
    serveTable([{ code: 'TPA', name: 'Tampa', position: 0, active: true }]);
    renderRoute('/dealers');
    const table = await screen.findByRole('table', { name: 'Dealer Quick Order products' });
    expect(headings(table)).not.toContain('LV');
    expect(headings(table)).toContain('TPA');
  });
});

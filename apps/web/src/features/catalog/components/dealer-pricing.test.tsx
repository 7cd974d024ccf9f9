import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute, renderWithRouter } from '../../../test/render';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { buildCard, buildCollectionResponse } from '../../../test/factories';
import { buildSessionUser, dealerUser, serveSession } from '../../../test/account-factories';
import { ProductCard } from './product-card';

describe('Dealer prices from the session', () => {
  it('shows MAP struck through and the Dealer: price on a card for a dealer session', async () => {
    serveSession(dealerUser());
    renderWithRouter(
      <ProductCard product={buildCard({ price: 199.99, price_map: 179.99, price_dealer: 129.99 })} />,
    );
    const block = await screen.findByTestId('price-block');
    await screen.findByText('Dealer:');
    expect(block).toHaveAttribute('data-kind', 'dealer');
    expect(block.querySelector('s')).toHaveTextContent('MAP $179.99');
    expect(within(block).getByText('$129.99')).toBeInTheDocument();
  });

  it('shows the retail block for a retail session', async () => {
    serveSession(buildSessionUser());
    renderWithRouter(<ProductCard product={buildCard({ price: 199.99, price_msrp: 249.99 })} />);
    await screen.findByText('$199.99');
    expect(screen.getByTestId('price-block')).toHaveAttribute('data-kind', 'normal');
    expect(screen.queryByText('Dealer:')).toBeNull();
  });

  it('uses the dealer card on a collection page: SKU, TPA and LV counts, in-cart marker, quantity and add to cart', async () => {
    serveSession(dealerUser());
    const card = buildCard({
      sku: 'EVL-12-D2',
      name: 'EVL-12 Subwoofer',
      price_map: 179.99,
      price_dealer: 129.99,
      tpa_wh: 14,
      lv_wh: 6,
    });
    let added: unknown;
    server.use(
      http.get('/api/collections/car-subwoofers', () => HttpResponse.json(buildCollectionResponse([card]))),
      http.get('/api/cartv2', () =>
        HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2', quantity: 3 })])),
      ),
      http.post('/api/cartv2/lines', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2', quantity: 5 })]));
      }),
    );
    renderRoute('/collections/car-subwoofers');
    const article = await screen.findByRole('article', { name: 'EVL-12 Subwoofer' });
    await within(article).findByText('Dealer:');
    expect(article).toHaveAttribute('data-variant', 'dealer');
    expect(article).toHaveTextContent('EVL-12-D2');
    const image = within(article).getByRole('img', { name: 'EVL-12 Subwoofer' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['301', '301']);
    const counts = within(article).getAllByRole('definition');
    expect(counts.map((c) => c.textContent)).toEqual(['14', '6', '3']);
    const user = userEvent.setup();
    await user.click(within(article).getByRole('button', { name: 'Increase quantity by 1' }));
    expect(within(article).getByRole('textbox', { name: 'Quantity of EVL-12-D2' })).toHaveValue('2');
    await user.click(within(article).getByRole('button', { name: 'Add to Cart: EVL-12-D2' }));
    await screen.findAllByRole('button', { name: 'Cart, 5 items' });
    expect(added).toMatchObject({ sku: 'EVL-12-D2', quantity: 2 });
  });
});

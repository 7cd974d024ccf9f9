import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DealerProductCard } from './dealer-product-card';
import { ProductCard } from './product-card';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '../../../test/render';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import {
  buildCard,
  buildParentCard,
  buildVariant,
  outOfStock,
  preorderInfo,
  saleOf,
} from '../../../test/factories';

function priceBlock() {
  return screen.getByTestId('price-block');
}

describe('ProductCard price block', () => {
  it('shows MSRP struck through and the Price for a normal product', () => {
    renderWithRouter(<ProductCard product={buildCard({ price: 199.99, price_msrp: 249.99 })} />);
    const block = priceBlock();
    expect(block.querySelector('s')).toHaveTextContent('MSRP $249.99');
    expect(within(block).getByText('Price')).toBeInTheDocument();
    expect(within(block).getByText('$199.99')).toBeInTheDocument();
  });

  it('omits the struck MSRP when it is not above the price', () => {
    renderWithRouter(<ProductCard product={buildCard({ price: 199.99, price_msrp: 199.99 })} />);
    expect(priceBlock().querySelector('s')).toBeNull();
  });

  it('shows the Price struck through and the sale price with the short sale label during a sale', () => {
    const card = buildCard({ price: 200, saleEnabled: true, sale: saleOf(170) });
    renderWithRouter(<ProductCard product={card} />);
    const block = priceBlock();
    expect(block.querySelector('s')).toHaveTextContent('Price $200.00');
    expect(within(block).getByText('Sale Price:')).toBeInTheDocument();
    expect(within(block).getByText('$170.00')).toBeInTheDocument();
    expect(within(block).getByText('Holiday Sale')).toBeInTheDocument();
  });

  it('shows a Pre-Order Item box with the Preorder Price for an out-of-stock pre-order item', () => {
    const card = buildCard({ ...outOfStock, price: 149.99, preorderInfo: preorderInfo() });
    renderWithRouter(<ProductCard product={card} />);
    const block = priceBlock();
    expect(within(block).getByText('Pre-Order Item')).toBeInTheDocument();
    expect(within(block).getByText('Preorder Price')).toBeInTheDocument();
    expect(within(block).getByText('$149.99')).toBeInTheDocument();
  });

  it('shows Normal struck through and the special-price text for a bundle', () => {
    const card = buildCard({ product_type: 'bundle', price: 499.99, price_msrp: 649.99 });
    renderWithRouter(<ProductCard product={card} />);
    const block = priceBlock();
    expect(block.querySelector('s')).toHaveTextContent('Normal $649.99');
    expect(within(block).getByText('Special Price')).toBeInTheDocument();
    expect(within(block).getByText('$499.99')).toBeInTheDocument();
  });

  it('shows MAP crossed out and the Dealer: price to a dealer', () => {
    const card = buildCard({ price: 199.99, price_map: 199.99, price_dealer: 150 });
    renderWithRouter(<ProductCard product={card} isDealer />);
    const block = priceBlock();
    expect(block.querySelector('s')).toHaveTextContent('MAP $199.99');
    expect(within(block).getByText('Dealer:')).toBeInTheDocument();
    expect(within(block).getByText('$150.00')).toBeInTheDocument();
  });

  it('hides the price display when the price is not a number', () => {
    const card = { ...buildCard(), price: Number.NaN };
    renderWithRouter(<ProductCard product={card} />);
    expect(screen.queryByTestId('price-block')).toBeNull();
  });
});

describe('ProductCard stock and purchase button', () => {
  it('shows In Stock and an enabled Add to Cart button', () => {
    renderWithRouter(<ProductCard product={buildCard({ name: 'Skar VD-12' })} />);
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeEnabled();
  });

  it('shows Available for Pre-order and a Pre-Order button', () => {
    renderWithRouter(<ProductCard product={buildCard({ ...outOfStock, preorderInfo: preorderInfo() })} />);
    expect(screen.getByText('Available for Pre-order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /pre-order/i })).toBeEnabled();
  });

  it('shows Out of Stock and a disabled Sold Out button', () => {
    renderWithRouter(<ProductCard product={buildCard({ ...outOfStock })} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sold out/i })).toBeDisabled();
  });

  it('shows Discontinued - No Longer Available and no purchase button', () => {
    renderWithRouter(
      <ProductCard product={buildCard({ ...outOfStock, isDiscontinued: true, blockBackorder: true })} />,
    );
    expect(screen.getByText('Discontinued - No Longer Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart|sold out|pre-order/i })).toBeNull();
  });

  it('offers no Add to Cart beside a hidden price (speaker wire, window decals): More Details instead', () => {
    const card = buildCard({ name: 'Skar 12 Gauge Speaker Wire', slug: 'skar-sw-12' });
    renderWithRouter(<ProductCard product={card} hidePricing />);
    expect(screen.queryByTestId('price-block')).toBeNull();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'More Details: Skar 12 Gauge Speaker Wire' })).toHaveAttribute(
      'href',
      '/products/skar-sw-12',
    );
  });

  it('offers a dealer no Add to Cart beside a hidden price either', () => {
    const card = buildCard({ sku: 'SW-12', name: 'Skar 12 Gauge Speaker Wire', slug: 'skar-sw-12' });
    renderWithRouter(<DealerProductCard product={card} hidePricing />);
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'More Details: SW-12' })).toHaveAttribute(
      'href',
      '/products/skar-sw-12',
    );
  });
});

describe('ProductCard content', () => {
  it('shows the "Image coming soon" image over the placeholder when there is no image', () => {
    renderWithRouter(<ProductCard product={buildCard({ images: [], image_1: null, imageUrl: null })} />);
    const img = screen.getByRole('img', { name: 'Image coming soon' });
    expect(img).toHaveAttribute('src', '/img/image-coming-soon.svg');
  });

  it('gives the image explicit 410 x 410 dimensions and lazy-loads it below the fold', () => {
    renderWithRouter(<ProductCard product={buildCard({ name: 'Skar ZVX-15' })} />);
    const img = screen.getByRole('img', { name: 'Skar ZVX-15' });
    expect(img).toHaveAttribute('width', '410');
    expect(img).toHaveAttribute('height', '410');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows stars with the review count only when the rating count is above 0', () => {
    const { unmount } = renderWithRouter(
      <ProductCard product={buildCard({ rating: { avg_rating: 4.5, count: 23 } })} />,
    );
    expect(screen.getByRole('img', { name: /rated 4.5 out of 5 stars, 23 reviews/i })).toBeInTheDocument();
    unmount();
    renderWithRouter(<ProductCard product={buildCard({ rating: { avg_rating: 0, count: 0 } })} />);
    expect(screen.queryByRole('img', { name: /rated/i })).toBeNull();
  });

  it('shows the sale overlay for an in-stock sale-enabled product and the pre-order overlay when out of stock', () => {
    const { container, unmount } = renderWithRouter(
      <ProductCard product={buildCard({ saleEnabled: true, sale: saleOf(100) })} />,
    );
    expect(container.querySelector('[data-overlay="sale"]')).toHaveAttribute('data-size', '800');
    unmount();
    const second = renderWithRouter(
      <ProductCard product={buildCard({ ...outOfStock, preorderInfo: preorderInfo() })} />,
    );
    expect(second.container.querySelector('[data-overlay="preorder"]')).toHaveAttribute('data-size', '400');
  });

  it('shows the SKU above the name for SKM skus and below it otherwise', () => {
    renderWithRouter(<ProductCard product={buildCard({ sku: 'SKM-V12', name: 'Skar SKM Marine' })} />);
    const heading = screen.getByRole('heading', { name: 'Skar SKM Marine' });
    const sku = screen.getByText('SKM-V12');
    expect(sku.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the SKU below the name for other skus', () => {
    renderWithRouter(<ProductCard product={buildCard({ sku: 'EVL-12-D2', name: 'Skar EVL-12' })} />);
    const heading = screen.getByRole('heading', { name: 'Skar EVL-12' });
    const sku = screen.getByText('EVL-12-D2');
    expect(heading.compareDocumentPosition(sku) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows Available Sizes for SKSPK skus', () => {
    renderWithRouter(<ProductCard product={buildCard({ sku: 'SKSPK-12-30', name: 'Speaker wire' })} />);
    expect(screen.getByText('Available Sizes:')).toBeInTheDocument();
  });

  it('marks a title over 98 characters as a long title', () => {
    const name = `Skar Audio Dual 12" Loaded SVR Series Ported Subwoofer Enclosure Package with Amplifier and Wiring Kit Included`;
    expect(name.length).toBeGreaterThan(98);
    renderWithRouter(<ProductCard product={buildCard({ name })} />);
    expect(screen.getByRole('article', { name })).toHaveAttribute('data-long-title', 'true');
  });

  it('links to /products/{slug}', () => {
    renderWithRouter(<ProductCard product={buildCard({ slug: 'skar-vd-12', name: 'Skar VD-12' })} />);
    expect(screen.getByRole('link', { name: 'Skar VD-12' })).toHaveAttribute('href', '/products/skar-vd-12');
  });
});

describe('ProductCard variant chips', () => {
  const d2 = buildVariant('EVL-12', ['D2'], { sku: 'EVL-12-D2', name: 'EVL-12 D2' });
  const d4 = buildVariant('EVL-12', ['D4'], { sku: 'EVL-12-D4', name: 'EVL-12 D4' });
  const parent = () =>
    buildParentCard([d2, d4], { sku: 'EVL-12', slug: 'skar-evl-12', name: 'Skar EVL-12 Subwoofer' });

  it('offers More Details instead of add to cart for a parent SKU', () => {
    renderWithRouter(<ProductCard product={parent()} />);
    expect(screen.getByRole('link', { name: /more details/i })).toHaveAttribute(
      'href',
      '/products/skar-evl-12',
    );
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });

  it('switches the SKU, image and link when a variant chip is chosen', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProductCard product={parent()} />);
    expect(screen.getByText('EVL-12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'D4' }));

    expect(screen.getByRole('button', { name: 'D4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('EVL-12-D4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'EVL-12 D4' })).toHaveAttribute(
      'src',
      '/img/products/EVL-12-D4.svg',
    );
    expect(screen.getByRole('link', { name: 'Skar EVL-12 Subwoofer' })).toHaveAttribute(
      'href',
      '/products/skar-evl-12?sku=EVL-12-D4',
    );
  });
});

describe('ProductCard add to cart', () => {
  it('adds one of a non-parent card through the atomic add and shows the done check', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cartv2/lines', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildCart([buildCartLine({ sku: 'ZVX-15' })]));
      }),
    );
    renderWithRouter(<ProductCard product={buildCard({ sku: 'ZVX-15', name: 'Skar ZVX-15' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart: Skar ZVX-15' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(bodies).toEqual([{ sku: 'ZVX-15', quantity: 1, is_pre_ordered_item: false }]);
  });
});

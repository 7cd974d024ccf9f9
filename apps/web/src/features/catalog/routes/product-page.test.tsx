import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute, serveProduct } from '../../../test/render';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import {
  buildCard,
  buildParentProduct,
  buildProduct,
  buildVariant,
  outOfStock,
  preorderInfo,
  saleOf,
} from '../../../test/factories';

/** EVL-12: Impedance D2/D4 x Size 12"/15"; the D4 15" is on sale; there is no D2 15". */
function multiOptionProduct() {
  const v = (one: string, two: string, sku: string, extra = {}) =>
    buildVariant('EVL', [one, two], { sku, name: `EVL ${one} ${two}`, ...extra });
  const variants = [
    v('D2', '12"', 'EVL-12-D2', { price: 199.99, price_msrp: 249.99 }),
    v('D4', '12"', 'EVL-12-D4', { price: 209.99, price_msrp: 259.99 }),
    v('D4', '15"', 'EVL-15-D4', { price: 300, price_msrp: 349.99, saleEnabled: true, sale: saleOf(255) }),
  ];
  return buildParentProduct(variants, { sku: 'EVL', slug: 'skar-evl', name: 'Skar EVL Subwoofer' });
}

function sku() {
  return screen.getByTestId('product-sku');
}

describe('ProductPage variant selection', () => {
  it('pre-selects the variant named by ?sku=', async () => {
    const product = multiOptionProduct();
    serveProduct(product);
    renderRoute('/products/skar-evl?sku=EVL-12-D4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' })).toBeInTheDocument();
    expect(sku()).toHaveTextContent('EVL-12-D4');
    expect(screen.getByRole('button', { name: 'D4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '12"' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('pre-selects the variant named by an =SKU suffix on the path', async () => {
    const product = multiOptionProduct();
    serveProduct(product);
    const { router } = renderRoute('/products/skar-evl=EVL-15-D4');
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' });
    expect(sku()).toHaveTextContent('EVL-15-D4');
    expect(screen.getByRole('button', { name: '15"' })).toHaveAttribute('aria-pressed', 'true');

    // Picking another variant replaces the suffix with ?sku=.
    await userEvent.setup().click(screen.getByRole('button', { name: '12"' }));
    expect(sku()).toHaveTextContent('EVL-12-D4');
    expect(router.state.location.pathname).toBe('/products/skar-evl');
    expect(router.state.location.search).toBe('?sku=EVL-12-D4');
  });

  it('keeps Add to Cart disabled until every option has a value', async () => {
    const user = userEvent.setup();
    serveProduct(multiOptionProduct());
    renderRoute('/products/skar-evl');
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'D4' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '12"' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('changes the SKU, price and URL when an option is picked', async () => {
    const user = userEvent.setup();
    serveProduct(multiOptionProduct());
    const { router } = renderRoute('/products/skar-evl?sku=EVL-12-D4');
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' });
    expect(screen.getByTestId('price-block')).toHaveTextContent('$209.99');

    await user.click(screen.getByRole('button', { name: '15"' }));

    expect(sku()).toHaveTextContent('EVL-15-D4');
    const block = screen.getByTestId('price-block');
    expect(block.querySelector('s')).toHaveTextContent('Price $300.00');
    expect(within(block).getByText('Sale Price:')).toBeInTheDocument();
    expect(within(block).getByText('$255.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sku=EVL-15-D4');
  });

  it('falls back to the first variant matching option one when the combination does not exist', async () => {
    const user = userEvent.setup();
    serveProduct(multiOptionProduct());
    renderRoute('/products/skar-evl?sku=EVL-15-D4');
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' });

    // D2 15" does not exist: the first D2 variant (12") is taken with its size.
    await user.click(screen.getByRole('button', { name: 'D2' }));

    expect(sku()).toHaveTextContent('EVL-12-D2');
    expect(screen.getByRole('button', { name: '12"' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '15"' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('ProductPage content', () => {
  it('has a slider whose arrows are disabled at the ends and a caption "Image n of m"', async () => {
    const user = userEvent.setup();
    const product = buildProduct({
      slug: 'skar-zvx-15',
      name: 'Skar ZVX-15',
      images: [1, 2, 3].map((n) => ({ url: `/img/products/zvx-${n}.svg`, altText: `ZVX view ${n}` })),
    });
    serveProduct(product);
    renderRoute('/products/skar-zvx-15');
    await screen.findByRole('heading', { level: 1, name: 'Skar ZVX-15' });

    const previous = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();

    // Keyboard: left arrow goes back one image.
    screen
      .getByRole('region', { name: 'Product images' })
      .querySelector<HTMLElement>('[tabindex="0"]')
      ?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to image 1' }));
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
  });

  it('lists the Bundle Contents with sku, quantity and crossed-out MAP price', async () => {
    const product = buildProduct({
      slug: 'bass-package',
      name: 'Bass Package',
      product_type: 'bundle',
      bundleItems: [
        {
          sku: 'EVL-12-D2',
          name: 'Skar EVL-12',
          slug: 'skar-evl-12',
          quantity: 2,
          price_map: 189.99,
          image: '/img/evl.svg',
        },
        {
          sku: 'RP-1200.1D',
          name: 'Skar RP-1200.1D',
          slug: 'skar-rp-1200-1d',
          quantity: 1,
          price_map: 259.99,
          image: null,
        },
      ],
    });
    serveProduct(product);
    renderRoute('/products/bass-package');
    const box = await screen.findByRole('region', { name: 'Bundle Contents' });
    const rows = within(box).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('EVL-12-D2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Qty: 2')).toBeInTheDocument();
    expect(rows[0]!.querySelector('s')).toHaveTextContent('$189.99');
    expect(within(rows[0]!).getByRole('img', { name: 'Skar EVL-12' })).toHaveAttribute('width', '50');
  });

  it('shows the discontinued message and no purchase button', async () => {
    serveProduct(
      buildProduct({
        slug: 'old-sub',
        name: 'Old Sub',
        ...outOfStock,
        isDiscontinued: true,
        blockBackorder: true,
      }),
    );
    renderRoute('/products/old-sub');
    await screen.findByRole('heading', { level: 1, name: 'Old Sub' });
    expect(screen.getByText('Discontinued - No Longer Available')).toBeInTheDocument();
    expect(
      screen.getByText('This product has been discontinued and is no longer available for purchase.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart|pre-order|sold out/i })).toBeNull();
  });

  it("describes a discontinued variant's own page as that variant, never its in-stock sibling", async () => {
    const gone = { ...outOfStock, isDiscontinued: true, blockBackorder: true };
    const variants = [
      buildVariant('SDR-8', ['Dual 2 Ohm'], { sku: 'SDR-8-D2', price: 42.49 }),
      buildVariant('SDR-8', ['Dual 4 Ohm'], { sku: 'SDR-8-D4', price: 44.99, ...gone }),
    ];
    serveProduct(
      buildParentProduct(variants, {
        sku: 'SDR-8-D4',
        slug: 'skar-sdr-8-d4',
        name: 'SDR-8-D4 Subwoofer',
        isParentSku: false,
        price: 44.99,
        ...gone,
      }),
    );
    renderRoute('/products/skar-sdr-8-d4');
    await screen.findByRole('heading', { level: 1, name: 'SDR-8-D4 Subwoofer' });
    expect(sku()).toHaveTextContent('SDR-8-D4');
    expect(screen.getByRole('button', { name: 'Dual 4 Ohm' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Discontinued - No Longer Available')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(screen.queryByRole('button', { name: /add to cart|pre-order/i })).toBeNull();
  });

  it('shows the pre-order box with the ETA date and a Pre-Order button', async () => {
    serveProduct(
      buildProduct({
        slug: 'pre-sub',
        name: 'Pre Sub',
        ...outOfStock,
        preorderInfo: preorderInfo({ in_stock_eta_date: '2026-03-15' }),
      }),
    );
    renderRoute('/products/pre-sub');
    await screen.findByRole('heading', { level: 1, name: 'Pre Sub' });
    expect(screen.getByText('Pre-Order Item')).toBeInTheDocument();
    // Said once: the stock label; the pre-order box only adds the ETA.
    expect(screen.getAllByText('Available for Pre-order')).toHaveLength(1);
    expect(screen.getByText('March 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-Order' })).toBeEnabled();
  });

  it('shows a disabled Sold Out button when out of stock', async () => {
    serveProduct(buildProduct({ slug: 'gone', name: 'Gone Sub', ...outOfStock }));
    renderRoute('/products/gone');
    await screen.findByRole('heading', { level: 1, name: 'Gone Sub' });
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  it('renders the Compatibility Chart tab as an accessible table', async () => {
    serveProduct(
      buildProduct({
        slug: 'vs-ram',
        name: 'Ram Enclosure',
        metafields: {
          tab_box_info: [
            {
              title: 'Compatibility Chart',
              text: null,
              table: {
                columns: ['Subwoofer', 'Single 12"', 'Dual 12"'],
                rows: [
                  { key: 'EVL-12', cells: ['✓', ''] },
                  { key: 'ZVX-12', cells: ['', '✓'] },
                ],
              },
            },
            { title: 'Specifications', text: 'Ported, 1.5 cu ft', table: null },
          ],
        },
      }),
    );
    renderRoute('/products/vs-ram');
    const table = await screen.findByRole('table', { name: 'Compatibility Chart' });
    expect(within(table).getByRole('columnheader', { name: 'Dual 12"' })).toHaveAttribute('scope', 'col');
    const row = within(table).getByRole('row', { name: /EVL-12/ });
    expect(within(row).getByRole('rowheader', { name: 'EVL-12' })).toHaveAttribute('scope', 'row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Compatible');
    expect(cells[1]).toHaveTextContent('Not compatible');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveTextContent('Ported, 1.5 cu ft');
  });

  it('links related variants and emits Product structured data with offers and rating', async () => {
    serveProduct(
      buildProduct({
        slug: 'skar-svr-12-d2',
        name: 'Skar SVR-12 D2',
        rating: { avg_rating: 4.8, count: 31 },
        relatedVariants: [
          { sku: 'SVR-12-D4', slug: 'skar-svr-12-d4', name: 'Skar SVR-12 D4', image: null, label: 'D4' },
        ],
      }),
    );
    renderRoute('/products/skar-svr-12-d2');
    await screen.findByRole('heading', { level: 1, name: 'Skar SVR-12 D2' });
    const related = screen.getByRole('navigation', { name: 'Related variants' });
    expect(within(related).getByRole('link', { name: /D4/ })).toHaveAttribute(
      'href',
      '/products/skar-svr-12-d4',
    );

    // Written by an effect after the page's commit.
    const ld = await waitFor(() => {
      const parsed = JSON.parse(document.getElementById('page-json-ld')?.textContent ?? '{}');
      expect(parsed['@type']).toBe('Product');
      return parsed;
    });
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.aggregateRating.reviewCount).toBe(31);
  });

  it('shows the not-found page for an unknown product', async () => {
    serveProduct(buildProduct({ slug: 'exists' }));
    renderRoute('/products/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('looks a product up by a card built from a plain sku', async () => {
    const card = buildCard({ sku: 'SKM-V12', slug: 'skar-skm-v12', name: 'Skar SKM Marine' });
    serveProduct(buildProduct({}, card));
    renderRoute('/products/skar-skm-v12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skar SKM Marine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

describe('ProductPage add to cart', () => {
  it('adds the chosen variant with the stepper quantity and opens the cart drawer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cartv2/lines', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          buildCart([buildCartLine({ sku: 'EVL-12-D4', short_title: 'EVL D4 12"', quantity: 3 })]),
        );
      }),
    );
    const product = multiOptionProduct();
    serveProduct(product);
    const user = userEvent.setup();
    renderRoute('/products/skar-evl?sku=EVL-12-D4');
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL Subwoofer' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity by 1' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity by 1' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(bodies).toEqual([{ sku: 'EVL-12-D4', quantity: 3, is_pre_ordered_item: false }]);
    expect(within(drawer).getByRole('link', { name: 'EVL D4 12"' })).toBeInTheDocument();
  });

  it('lets the stepper go no higher than the units on hand (a pre-order is not held to them)', async () => {
    const user = userEvent.setup();
    serveProduct(buildProduct({ slug: 'skar-low', name: 'Skar Low Stock', tpa_wh: 2, lv_wh: 1 }));
    renderRoute('/products/skar-low');
    await screen.findByRole('heading', { level: 1, name: 'Skar Low Stock' });
    const increase = screen.getByRole('button', { name: 'Increase quantity by 1' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(increase).toBeDisabled();
  });
});

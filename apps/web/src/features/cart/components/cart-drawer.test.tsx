import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SUMMER_SALE_2025, type ActiveSaleResponse, type UpdateCartBody } from '@shop/domain';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { renderWithDrawer, serveCart } from '../../../test/cart-harness';
import { serveShopMenu } from '../../../test/menu-factories';
import { useUiStore } from '../../../lib/ui-store';
import { DRAWER_CLOSE_AFTER_NAVIGATION_MS } from './cart-drawer-panel';

afterEach(() => {
  vi.useRealTimers();
});

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Cart' });
  return { user, dialog };
}

// Warm the lazily loaded chunks once, so the first test does not pay for their transform.
beforeAll(async () => {
  await import('./cart-drawer-panel');
}, 30_000);

describe('CartDrawer opening and closing', () => {
  it('is a modal dialog labelled Your Cart that takes focus and returns it to the opener on close', async () => {
    renderWithDrawer();
    const { user, dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in an effect after the lazily loaded panel mounts: wait for it, it must still arrive.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus());
    expect(useUiStore.getState().displaySidebar).toBe(false);
  });

  it('closes on the backdrop', async () => {
    renderWithDrawer();
    const { user } = await openDrawer();
    await user.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    renderWithDrawer();
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes about 300 ms after a navigation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderWithDrawer();
    act(() => useUiStore.getState().openSidebar());
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('Another page')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(DRAWER_CLOSE_AFTER_NAVIGATION_MS - 50);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be toggled open and closed through the UI store', async () => {
    renderWithDrawer();
    act(() => useUiStore.getState().toggleSidebar());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => useUiStore.getState().toggleSidebar());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sits at top offset 0 when opened while the page is scrolled', async () => {
    renderWithDrawer();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      act(() => useUiStore.getState().openSidebar());
      const dialog = await screen.findByRole('dialog');
      expect(useUiStore.getState().sidebarTopOffset).toBe(0);
      expect(dialog).toHaveAttribute('data-top-offset', '0');
      expect(dialog.style.top).toBe('0px');
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('keeps Tab inside the drawer', async () => {
    renderWithDrawer();
    const { user, dialog } = await openDrawer();
    await user.tab();
    const focused = document.activeElement;
    expect(dialog.contains(focused)).toBe(true);
    for (let i = 0; i < 5; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('CartDrawer contents', () => {
  it("says 'Your cart is empty' with a link to /collections/car-subwoofers", async () => {
    serveShopMenu();
    const { router } = renderWithDrawer();
    const { user, dialog } = await openDrawer();
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: 'Shop Car Subwoofers' });
    expect(link).toHaveAttribute('href', '/collections/car-subwoofers');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/collections/car-subwoofers');
  });

  it('shows each line: image, short title linking to its path, options, child products, sku, stock, stepper, price, remove', async () => {
    serveCart(
      buildCart([
        buildCartLine({
          sku: 'SVR-BUNDLE',
          displayed_sku: 'SVR-BUNDLE',
          short_title: 'SVR-12 Loaded Enclosure',
          path: '/products/svr-12-loaded',
          options: [{ name: 'Impedance', value: 'D2' }],
          child_products: [{ sku: 'SVR-12-D2', quantity: 2, name: 'SVR-12 Subwoofer' }],
          stock_label: 'In Stock (Only 3 Remaining)',
          quantity: 2,
          price: 300,
          price_msrp: 400,
        }),
        buildCartLine({ sku: 'DONATION', short_title: 'Donation' }),
      ]),
    );
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'SVR-12 Loaded Enclosure' });
    expect(within(line).getByRole('link', { name: 'SVR-12 Loaded Enclosure' })).toHaveAttribute(
      'href',
      '/products/svr-12-loaded',
    );
    expect(line.querySelector('img')).toHaveAttribute('src', '/img/products/svr-bundle.svg');
    expect(within(line).getByText('Impedance:')).toBeInTheDocument();
    expect(within(line).getByText('D2')).toBeInTheDocument();
    expect(within(line).getByText('2 x SVR-12 Subwoofer')).toBeInTheDocument();
    expect(within(line).getByText('SVR-BUNDLE')).toBeInTheDocument();
    expect(within(line).getByText('In Stock (Only 3 Remaining)')).toBeInTheDocument();
    expect(within(line).getByRole('textbox', { name: 'Quantity of SVR-12 Loaded Enclosure' })).toHaveValue(
      '2',
    );
    expect(within(line).getByText('MSRP $800.00')).toBeInTheDocument();
    expect(within(line).getByText('$600.00')).toBeInTheDocument();
    expect(within(line).getByText('2 × $300.00')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Remove SVR-12 Loaded Enclosure' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Donation')).toBeNull();
  });

  it("shows retail totals with discounts, shipping 'FREE' and the total", async () => {
    serveCart(buildCart([buildCartLine({ price: 170, quantity: 1, total_line_discounts: 30 })]));
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const list = await within(dialog).findByLabelText('Cart totals');
    expect(within(list).getByText('Subtotal').nextSibling).toHaveTextContent('$170.00');
    expect(within(list).getByText('Discounts').nextSibling).toHaveTextContent('-$30.00');
    expect(within(list).getByText('Shipping').nextSibling).toHaveTextContent('FREE');
    expect(within(list).getByText('Total').nextSibling).toHaveTextContent('$170.00');
  });

  it('charges 4.82 shipping below the retail threshold of 25', async () => {
    serveCart(buildCart([buildCartLine({ price: 20, quantity: 1 })]));
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const list = await within(dialog).findByLabelText('Cart totals');
    expect(within(list).getByText('Shipping').nextSibling).toHaveTextContent('$4.82');
    expect(within(list).getByText('Total').nextSibling).toHaveTextContent('$24.82');
  });

  it("shows the active sale's 'Summer Sales Event Special: ' text on a discounted line during a sale", async () => {
    server.use(
      http.get('/api/sales/active', () =>
        HttpResponse.json({ sale: SUMMER_SALE_2025 } satisfies ActiveSaleResponse),
      ),
    );
    serveCart(
      buildCart([
        buildCartLine({ short_title: 'EVL-12', price: 127.49, quantity: 1, total_line_discounts: 22.5 }),
      ]),
    );
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'EVL-12' });
    expect(await within(line).findByText('Summer Sales Event Special:', { exact: false })).toHaveTextContent(
      'Summer Sales Event Special: $127.49',
    );
    expect(within(line).getByText('$149.99', { exact: false }).closest('s')).not.toBeNull();
  });

  it('puts a space between a sale text saved without its trailing space and the price', async () => {
    const sale = {
      ...SUMMER_SALE_2025,
      saleTextSettings: { shortSaleTitle: 'Flash Sale', normalSaleTitle: 'Newcomer Flash Sale:' },
    };
    server.use(http.get('/api/sales/active', () => HttpResponse.json({ sale } satisfies ActiveSaleResponse)));
    serveCart(
      buildCart([
        buildCartLine({ short_title: 'EVL-12', price: 149.99, quantity: 1, total_line_discounts: 22.5 }),
      ]),
    );
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'EVL-12' });
    expect(await within(line).findByText('Newcomer Flash Sale:', { exact: false })).toHaveTextContent(
      'Newcomer Flash Sale: $149.99',
    );
  });

  it('shows a dealer unit cost and MSRP, a free-shipping progress bar toward 1500, and no discount', async () => {
    serveCart(
      buildCart(
        [
          buildCartLine({
            short_title: 'EVL-12',
            price: 100,
            price_dealer: 100,
            price_msrp: 199.99,
            quantity: 3,
            total_line_discounts: 0,
          }),
        ],
        { isDealer: true },
      ),
    );
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'EVL-12' });
    expect(within(line).getByText('Unit Cost:').nextSibling).toHaveTextContent('$100.00');
    expect(within(line).getByText('MSRP:').nextSibling).toHaveTextContent('$199.99');
    expect(within(line).getByText('Line Total:').nextSibling).toHaveTextContent('$300.00');
    const bar = within(dialog).getByRole('progressbar', { name: 'Progress toward free shipping' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(within(dialog).getByText(/\$1,200\.00 away from FREE shipping/)).toBeInTheDocument();
    const list = within(dialog).getByLabelText('Cart totals');
    expect(within(list).queryByText('Discounts')).toBeNull();
    expect(within(list).getByText('Shipping').nextSibling).toHaveTextContent('$37.12');
  });

  it('shows dealer line totals for a line on sale', async () => {
    serveCart(
      buildCart(
        [
          buildCartLine({
            short_title: 'EVL-12',
            price: 90,
            price_dealer: 90,
            quantity: 2,
            total_line_discounts: 20,
          }),
        ],
        { isDealer: true },
      ),
    );
    renderWithDrawer();
    const { dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'EVL-12' });
    expect(within(line).getByText('Line Total:').nextSibling).toHaveTextContent('$180.00');
    expect(within(dialog).queryByText('Discounts')).toBeNull();
  });
});

describe('CartDrawer changes', () => {
  it('sends the full desired list with the version when a quantity steps up, and shows the answer', async () => {
    const a = buildCartLine({ sku: 'A', short_title: 'Line A', quantity: 1 });
    const b = buildCartLine({ sku: 'B', short_title: 'Line B', quantity: 2 });
    serveCart(buildCart([a, b], { version: 4 }));
    const bodies: UpdateCartBody[] = [];
    server.use(
      http.post('/api/cartv2', async ({ request }) => {
        const body = (await request.json()) as UpdateCartBody;
        bodies.push(body);
        return HttpResponse.json(buildCart([{ ...a, quantity: 2 }, b], { version: 5 }));
      }),
    );
    renderWithDrawer();
    const { user, dialog } = await openDrawer();
    const line = await within(dialog).findByRole('listitem', { name: 'Line A' });
    await user.click(within(line).getByRole('button', { name: 'Increase quantity by 1' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      items: [
        { sku: 'A', quantity: 2, is_pre_ordered_item: false },
        { sku: 'B', quantity: 2, is_pre_ordered_item: false },
      ],
      version: 4,
    });
    expect(within(line).getByRole('textbox', { name: 'Quantity of Line A' })).toHaveValue('2');
  });

  it('removes a line by sending the list without it', async () => {
    const a = buildCartLine({ sku: 'A', short_title: 'Line A' });
    const b = buildCartLine({ sku: 'B', short_title: 'Line B' });
    serveCart(buildCart([a, b]));
    const bodies: UpdateCartBody[] = [];
    server.use(
      http.post('/api/cartv2', async ({ request }) => {
        bodies.push((await request.json()) as UpdateCartBody);
        return HttpResponse.json(buildCart([b], { version: 2 }));
      }),
    );
    renderWithDrawer();
    const { user, dialog } = await openDrawer();
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Line A' }));
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Line A' })).toBeNull());
    expect(bodies[0]?.items.map((i) => i.sku)).toEqual(['B']);
    expect(within(dialog).getByRole('listitem', { name: 'Line B' })).toBeInTheDocument();
  });

  it('refetches the cart and retries once when the write is stale (409)', async () => {
    const a = buildCartLine({ sku: 'A', short_title: 'Line A' });
    const added = buildCartLine({ sku: 'C', short_title: 'Line C' });
    let serverCart = buildCart([a], { version: 1 });
    server.use(http.get('/api/cartv2', () => HttpResponse.json(serverCart)));
    const versions: (number | undefined)[] = [];
    server.use(
      http.post('/api/cartv2', async ({ request }) => {
        const body = (await request.json()) as UpdateCartBody;
        versions.push(body.version);
        if (body.version !== 2) {
          return HttpResponse.json(
            { error: { code: 'CART_VERSION_CONFLICT', message: 'Stale cart' } },
            { status: 409 },
          );
        }
        return HttpResponse.json(
          buildCart(
            body.items.map((i) => (i.sku === 'A' ? a : added)),
            { version: 3 },
          ),
        );
      }),
    );
    renderWithDrawer();
    const { user, dialog } = await openDrawer();
    await within(dialog).findByRole('listitem', { name: 'Line A' });
    // Another tab adds line C meanwhile.
    serverCart = buildCart([a, added], { version: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Line A' }));
    await waitFor(() => expect(versions).toEqual([1, 2]));
    expect(await within(dialog).findByRole('listitem', { name: 'Line C' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Line A' })).toBeNull());
  });

  it('posts the save-checkout-event and goes to /checkout/v3 on Proceed to Checkout', async () => {
    const line = buildCartLine({ sku: 'A', quantity: 2, price: 149.99, price_msrp: 199.99 });
    serveCart(buildCart([line], { cart_token: 'tok-123' }));
    const events: unknown[] = [];
    server.use(
      http.post('/api/checkout-v4/save-checkout-event', async ({ request }) => {
        events.push(await request.json());
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { router } = renderWithDrawer();
    const { user, dialog } = await openDrawer();
    await user.click(await within(dialog).findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/v3'));
    expect(events).toEqual([
      {
        serverOrClient: 'client',
        eventName: 'go_to_checkout_button_clicked',
        accountId: null,
        customerEmail: null,
        cartToken: 'tok-123',
        lineItems: [{ sku: 'A', price: 149.99, quantity: 2, price_map: 149.99, price_msrp: 199.99 }],
      },
    ]);
  });
});

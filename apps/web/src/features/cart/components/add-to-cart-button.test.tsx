import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { allowConsoleErrors } from '../../../test/setup';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { renderWithDrawer } from '../../../test/cart-harness';
import { AddToCartButton, ADD_TO_CART_DONE_MS } from './add-to-cart-button';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return user;
}

// Warm the lazily loaded chunks once, so the first test does not pay for their transform.
beforeAll(async () => {
  await import('./cart-drawer-panel');
}, 30_000);

describe('AddToCartButton', () => {
  it('goes idle, working (spinner, aria-busy), done (check for 1.2 s), then opens the drawer with focus', async () => {
    const added = buildCartLine({ sku: 'EVL-12-D2', short_title: 'EVL-12 Subwoofer' });
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cartv2/lines', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json(buildCart([added]));
      }),
    );
    const user = setup();
    renderWithDrawer(<AddToCartButton item={{ sku: 'EVL-12-D2', quantity: 2 }} label="Add to Cart" />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('aria-busy', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-status', 'working');

    await screen.findByText('Added to cart');
    expect(button).toHaveAttribute('data-status', 'done');
    expect(bodies).toEqual([{ sku: 'EVL-12-D2', quantity: 2 }]);
    // The check stays for 1.2 s before the drawer opens.
    act(() => {
      vi.advanceTimersByTime(ADD_TO_CART_DONE_MS - 100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });

    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    await waitFor(() => expect(drawer).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('data-status', 'idle');
    expect(await screen.findByRole('link', { name: 'EVL-12 Subwoofer' })).toBeInTheDocument();
  });

  it("logs 'Error adding to cart' to the console only, goes back to idle and opens nothing", async () => {
    server.use(
      http.post('/api/cartv2/lines', () =>
        HttpResponse.json({ error: { code: 'NOT_PURCHASABLE', message: 'Sold out' } }, { status: 409 }),
      ),
    );
    allowConsoleErrors();
    const errorSpy = vi.mocked(console.error);
    const user = setup();
    renderWithDrawer(<AddToCartButton item={{ sku: 'X', quantity: 1 }} label="Add to Cart" />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('Error adding to cart', expect.anything()));
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('data-status', 'idle');
    act(() => {
      vi.advanceTimersByTime(ADD_TO_CART_DONE_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a refusal for want of stock ('Only N of ... left in stock') under the button and opens nothing", async () => {
    server.use(
      http.post('/api/cartv2/lines', () =>
        HttpResponse.json(
          {
            error: {
              code: 'OUT_OF_STOCK',
              message: 'Only 3 of "EVL-12-D2" left in stock',
              details: { sku: 'EVL-12-D2', available: 3, requested: 5 },
            },
          },
          { status: 409 },
        ),
      ),
    );
    allowConsoleErrors();
    const user = setup();
    renderWithDrawer(<AddToCartButton item={{ sku: 'EVL-12-D2', quantity: 5 }} label="Add to Cart" />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 of "EVL-12-D2" left in stock');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('data-status', 'idle');
    act(() => {
      vi.advanceTimersByTime(ADD_TO_CART_DONE_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reads 'Sold Out' and is disabled for a sold-out item", () => {
    renderWithDrawer(<AddToCartButton item={{ sku: 'X', quantity: 1 }} label="Sold Out" disabled />);
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  it("reads 'Pre-Order' for a pre-order item and sends the pre-order flag", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cartv2/lines', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildCart([buildCartLine({ sku: 'P' })]));
      }),
    );
    const user = setup();
    renderWithDrawer(
      <AddToCartButton item={{ sku: 'P', quantity: 1, is_pre_ordered_item: true }} label="Pre-Order" />,
    );
    await user.click(screen.getByRole('button', { name: 'Pre-Order' }));
    await screen.findByText('Added to cart');
    expect(bodies).toEqual([{ sku: 'P', quantity: 1, is_pre_ordered_item: true }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { renderWithDrawer } from '../../../test/cart-harness';
import { useUiStore } from '../../../lib/ui-store';
import { AddToCartButton } from './add-to-cart-button';

// The panel's module records when it is loaded (a lazy chunk in the app).
const panel = vi.hoisted(() => ({ loaded: false }));
vi.mock('./cart-drawer-panel', () => {
  panel.loaded = true;
  return { OpenCartDrawer: () => null, DRAWER_CLOSE_AFTER_NAVIGATION_MS: 300 };
});

describe('CartDrawer code loading', () => {
  it('starts loading the drawer while an add is on its way, before the drawer opens', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/cartv2/lines', async () => {
        await answered;
        return HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2' })]));
      }),
    );
    renderWithDrawer(<AddToCartButton item={{ sku: 'EVL-12-D2', quantity: 1 }} label="Add to Cart" />);
    expect(panel.loaded).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(panel.loaded).toBe(true));
    expect(useUiStore.getState().displaySidebar).toBe(false);
    answer();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'false'),
    );
  });
});

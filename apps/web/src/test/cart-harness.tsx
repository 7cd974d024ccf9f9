import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { http, HttpResponse } from 'msw';
import type { CartResponse } from '@shop/domain';
import { AppProviders } from '../app/providers';
import { CartDrawer } from '../features/cart/components/cart-drawer';
import { initialUiState, useUiStore } from '../lib/ui-store';
import { server } from './server';
import { testQueryClient } from './render';

function Shell() {
  const openSidebar = useUiStore((s) => s.openSidebar);
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => openSidebar()}>
        Open cart
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <p data-testid="pathname">{pathname}</p>
      <CartDrawer />
      <Outlet />
    </>
  );
}

/** The cart drawer in a small app: an 'Open cart' button, an 'Elsewhere' link and optional page content. */
export function renderWithDrawer(page: ReactNode = null) {
  useUiStore.setState(initialUiState);
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: page },
          { path: '/elsewhere', element: <p>Another page</p> },
          { path: '/checkout/v3', element: <p>Checkout page</p> },
          { path: '/collections/car-subwoofers', element: <p>Subwoofers page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** Serves GET /api/cartv2 with this cart. */
export function serveCart(cart: CartResponse) {
  server.use(http.get('/api/cartv2', () => HttpResponse.json(cart)));
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { Product } from '@shop/domain';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { server } from './server';
import { stockFor } from './factories';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the whole app (layout, routes, loaders) at `path` in a memory router. */
export function renderRoute(path: string, queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** Renders a component inside a router and a query client (for cards and widgets). */
export function renderWithRouter(ui: ReactElement) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Serves the product under its slug and the stock of the product and each variant. */
export function serveProduct(product: Product, keys: string[] = [product.slug]) {
  const stocks = new Map([product, ...product.variants].map((p) => [p.sku, stockFor(p)]));
  server.use(
    http.get('/api/product/stock/:sku', ({ params }) => {
      const s = stocks.get(String(params.sku));
      return s
        ? HttpResponse.json(s)
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such sku' } }, { status: 404 });
    }),
    http.get('/api/product/:key', ({ params }) =>
      keys.includes(String(params.key))
        ? HttpResponse.json(product)
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, { status: 404 }),
    ),
  );
}

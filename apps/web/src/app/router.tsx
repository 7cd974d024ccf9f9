import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Layout, LayoutFallback } from './layout/layout';
import { RouteErrorBoundary } from './error-boundary';
import { HomePage, homeLoader } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

/** The spec's routes; loaders prefetch with the same query options the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pageError = <RouteErrorBoundary />;
  // Catalogue pages are split from the entry chunk; each chunk brings its loader, bound to the query client.
  const collectionRoute = async () => {
    const m = await import('../features/catalog/routes/collection-page');
    return { Component: m.CollectionPage, loader: m.collectionLoader(queryClient) };
  };
  const productRoute = async () => {
    const m = await import('../features/catalog/routes/product-page');
    return { Component: m.ProductPage, loader: m.productLoader(queryClient), shouldRevalidate: m.productShouldRevalidate };
  };
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorBoundary withLayout />,
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        { index: true, element: <HomePage />, loader: homeLoader(queryClient), errorElement: pageError },
        { path: 'collections/:handle', lazy: collectionRoute, errorElement: pageError },
        { path: 'collections/:handle/:sub', lazy: collectionRoute, errorElement: pageError },
        { path: 'products/:slug', lazy: productRoute, errorElement: pageError },
        { path: 'products/*', lazy: productRoute, errorElement: pageError },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

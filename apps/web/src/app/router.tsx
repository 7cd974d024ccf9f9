import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Layout, LayoutFallback } from './layout/layout';
import { RouteErrorBoundary } from './error-boundary';
import { HomePage, homeLoader } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { CollectionPage, collectionLoader } from '../features/catalog/routes/collection-page';
import { ProductPage, productLoader, productShouldRevalidate } from '../features/catalog/routes/product-page';

/** The spec's routes; loaders prefetch with the same query options the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pageError = <RouteErrorBoundary />;
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorBoundary withLayout />,
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        { index: true, element: <HomePage />, loader: homeLoader(queryClient), errorElement: pageError },
        { path: 'collections/:handle', element: <CollectionPage />, loader: collectionLoader(queryClient), errorElement: pageError },
        {
          path: 'collections/:handle/:sub',
          element: <CollectionPage />,
          loader: collectionLoader(queryClient),
          errorElement: pageError,
        },
        {
          path: 'products/:slug',
          element: <ProductPage />,
          loader: productLoader(queryClient),
          shouldRevalidate: productShouldRevalidate,
          errorElement: pageError,
        },
        {
          path: 'products/*',
          element: <ProductPage />,
          loader: productLoader(queryClient),
          shouldRevalidate: productShouldRevalidate,
          errorElement: pageError,
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

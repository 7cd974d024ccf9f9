import { lazy, Suspense } from 'react';

// What a route shows on an error (the not-found page, the error fallback, the layout around them) loads only
// when a route fails: out of the initial JS (docs/decisions/053-initial-bundle.md).
const RouteErrorContent = lazy(() =>
  import('./route-error-content').then((m) => ({ default: m.RouteErrorContent })),
);

/** A route's error element: a 404 answer shows the not-found page, anything else the error fallback. */
export function RouteErrorBoundary({ withLayout = false }: { withLayout?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorContent withLayout={withLayout} />
    </Suspense>
  );
}

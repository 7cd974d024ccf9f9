import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorFallback } from '../components/ui/error-fallback';
import { ApiError } from '../lib/api-client';
import { NotFoundPage } from './routes/not-found-page';
import { Footer } from './layout/footer';
import { Header } from './layout/header';

function isNotFound(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404)
  );
}

/** A route's error element: a 404 answer shows the not-found page, anything else the error fallback. */
export function RouteErrorContent({ withLayout = false }: { withLayout?: boolean }) {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();

  const retry = () => {
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
    void revalidator.revalidate();
  };

  const content = isNotFound(error) ? (
    <NotFoundPage />
  ) : (
    <ErrorFallback
      error={isRouteErrorResponse(error) ? new Error(error.statusText || String(error.status)) : error}
      onRetry={retry}
    />
  );
  if (!withLayout) return content;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1">
        {content}
      </main>
      <Footer />
    </div>
  );
}

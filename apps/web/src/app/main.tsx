// First: zod's settings, before any module that could parse a schema.
import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { applyTheme } from '../lib/theme';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import './styles.css';

// The stored theme is applied before the first render: no flash, and no inline script (the CSP forbids them).
applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Invariant failed: #root element is missing');

/**
 * The router's first navigation (matching, loaders) and the first render start in a task of their own, so
 * that the long task evaluating the scripts ends sooner; the render is a transition, done by React in 5 ms
 * slices instead of one blocking task (Total Blocking Time, docs/decisions/025).
 */
function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const reactRoot = createRoot(root!);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
setTimeout(start, 0);

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
 * The app starts in tasks of its own, so that the long task evaluating the scripts ends sooner: first the
 * router (its route table ranked, the first navigation matched and its loaders started), then, in the next
 * task, the root and the first render, a transition that React renders in 5 ms slices instead of one blocking
 * task (Total Blocking Time, docs/decisions/025 and 053).
 */
function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setTimeout(() => {
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
  }, 0);
}
setTimeout(start, 0);

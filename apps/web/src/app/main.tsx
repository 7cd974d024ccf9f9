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

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('Invariant failed: #root element is missing');

const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

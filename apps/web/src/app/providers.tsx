import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CartContextProvider } from '../features/cart/components/cart-context';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartContextProvider>{children}</CartContextProvider>
    </QueryClientProvider>
  );
}

import { describe, expect, it } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { allowConsoleErrors } from '../../../test/setup';
import { testQueryClient } from '../../../test/render';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { serveCart } from '../../../test/cart-harness';
import { CartContextProvider, useCartContext } from './cart-context';

function Reader() {
  useCartContext();
  return null;
}

describe('useCartContext', () => {
  it("throws 'useContext must be used within a CartContextProvider.' outside its provider", () => {
    allowConsoleErrors();
    expect(() => render(<Reader />)).toThrow('useContext must be used within a CartContextProvider.');
  });

  it('gives the visible lines and the badge count inside its provider (DONATION hidden)', async () => {
    serveCart(
      buildCart([buildCartLine({ sku: 'A', quantity: 2 }), buildCartLine({ sku: 'DONATION', quantity: 1 })]),
    );
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <CartContextProvider>{children}</CartContextProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useCartContext(), { wrapper });
    await waitFor(() => expect(result.current.cart).toBeDefined());
    expect(result.current.lines.map((l) => l.sku)).toEqual(['A']);
    expect(result.current.count).toBe(3);
    expect(screen.queryByText('x')).toBeNull();
  });
});

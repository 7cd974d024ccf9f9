import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cartBadgeCount, visibleCartLines, type CartLine, type CartResponse } from '@shop/domain';
import { useCart } from '../api/get-cart';
import { useAddToCart, type AddToCartItem } from '../api/add-to-cart';
import { useChangeCart } from '../api/update-cart';

/** The spec's message when the cart context is read outside its provider. */
export const CART_CONTEXT_ERROR = 'useContext must be used within a CartContextProvider.';

export type CartContextValue = {
  cart: CartResponse | undefined;
  /** The lines a shopper sees (DONATION hidden). */
  lines: CartLine[];
  /** The badge count: the sum of line quantities. */
  count: number;
  isDealer: boolean;
  isLoading: boolean;
  /** Resolves with the new cart; rejects with the ApiError. */
  addItem: (item: AddToCartItem) => Promise<CartResponse>;
  updateQuantity: (sku: string, quantity: number) => Promise<CartResponse>;
  removeItem: (sku: string) => Promise<CartResponse>;
  /** True while an update or remove is on its way. */
  isChanging: boolean;
};

const CartContext = createContext<CartContextValue | null>(null);

/** Holds the cart query and its mutations for the drawer, the cart page, checkout and the add-to-cart buttons. */
export function CartContextProvider({ children }: { children: ReactNode }) {
  const { data: cart, isLoading } = useCart();
  const add = useAddToCart();
  const change = useChangeCart();
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: changeAsync, isPending: isChanging } = change;

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      lines: visibleCartLines(cart?.items ?? []),
      count: cartBadgeCount(cart?.items ?? []),
      isDealer: cart?.totals.isDealer ?? false,
      isLoading,
      addItem: (item) => addAsync(item),
      updateQuantity: (sku, quantity) => changeAsync({ type: 'update', sku, quantity }),
      removeItem: (sku) => changeAsync({ type: 'remove', sku }),
      isChanging,
    }),
    [cart, isLoading, addAsync, changeAsync, isChanging],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error(CART_CONTEXT_ERROR);
  return value;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartLineInput, type CartResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { cartQueryOptions } from './get-cart';

export type AddToCartItem = Pick<CartLineInput, 'sku' | 'quantity' | 'is_pre_ordered_item'>;

/** POST /api/cartv2/lines: the atomic add (an existing sku gets the quantity added on the server). */
export const addToCart = (item: AddToCartItem) =>
  api.send(fixedRoute('POST /api/cartv2/lines'), item, (d) => d.CartResponseSchema);

/** Names the add so that the drawer can start loading its code while an add is on its way. */
export const ADD_TO_CART_MUTATION_KEY = ['cart', 'add'] as const;

/** Adds a line and writes the server's cart into the cart query. */
export const useAddToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADD_TO_CART_MUTATION_KEY,
    mutationFn: addToCart,
    // Cart writes run one after another, so each one starts from the cart the previous one returned.
    scope: { id: 'cart-write' },
    onSuccess: (cart: CartResponse) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
};

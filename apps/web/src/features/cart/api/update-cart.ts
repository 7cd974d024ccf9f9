import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  removeLine,
  updateLine,
  type CartLineInput,
  type CartResponse,
  type UpdateCartBody,
} from '@shop/domain';
import { ApiError, api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { cartQueryOptions } from './get-cart';

/** POST /api/cartv2: replace the cart with the full desired line list (409 when `version` is stale). */
export const updateCart = (body: UpdateCartBody) =>
  api.send(fixedRoute('POST /api/cartv2'), body, (d) => d.CartResponseSchema);

export type CartChange = { type: 'update'; sku: string; quantity: number } | { type: 'remove'; sku: string };

/** The full desired line list after a change, built from the cart as the server last sent it. */
export function desiredLines(cart: CartResponse, change: CartChange): CartLineInput[] {
  const lines: CartLineInput[] = cart.items.map((l) => ({
    sku: l.sku,
    quantity: l.quantity,
    is_pre_ordered_item: l.is_pre_ordered_item,
  }));
  return change.type === 'update'
    ? updateLine(lines, change.sku, change.quantity)
    : removeLine(lines, change.sku);
}

/** A stale version (409 CART_VERSION_CONFLICT): worth a refetch and one retry. Other 409s are refusals. */
const isConflict = (e: unknown) => e instanceof ApiError && e.code === 'CART_VERSION_CONFLICT';

/**
 * The server's refusal of a quantity beyond the stock on hand (409 OUT_OF_STOCK), worded by the domain's
 * stockShortfallMessage ('Only 5 of "EVL-12-D2" left in stock'); null for any other error.
 */
export function stockRefusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'OUT_OF_STOCK'
    ? (error.body?.error.message ?? null)
    : null;
}

/** Sends a change against the cached cart; on a 409 (stale version) refetches the cart and retries once. */
export async function applyCartChange(queryClient: QueryClient, change: CartChange): Promise<CartResponse> {
  const options = cartQueryOptions();
  const cart = await queryClient.ensureQueryData(options);
  try {
    return await updateCart({ items: desiredLines(cart, change), version: cart.version });
  } catch (e) {
    if (!isConflict(e)) throw e;
    const fresh = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    return updateCart({ items: desiredLines(fresh, change), version: fresh.version });
  }
}

/** Update a quantity or remove a line; the answer is written into the cart query. */
export const useChangeCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => applyCartChange(queryClient, change),
    scope: { id: 'cart-write' },
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CART_API_URL, cartBadgeCount, type CartResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/cartv2: the visitor's cart (items, cart_token, totals); revalidated on focus, mount and reconnect. */
export const getCart = (signal?: AbortSignal) =>
  api.get(fixedRoute(`GET ${CART_API_URL}`), (d) => d.CartResponseSchema, { signal });

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'detail', {}] as const,
    // Not cancelled when its observers unmount: the loading layout's header hands over to the page's.
    queryFn: () => getCart(),
    ...bootInitialData<CartResponse>(CART_API_URL),
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
  });

export const useCart = () => useQuery(cartQueryOptions());

/** The header badge: the sum of line quantities (0 hides the badge). */
export const useCartCount = (): number => {
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (cart: CartResponse) => cartBadgeCount(cart.items),
  });
  return data ?? 0;
};

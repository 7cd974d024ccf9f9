import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_SALE_API_URL, saleShownTo, type ActiveSaleResponse, type SaleSetting } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';
import { useIsDealer } from '../../auth/api/get-session';

/** GET /api/sales/active: the first active sale, or `{ sale: null }`. */
export const getActiveSale = (signal?: AbortSignal) =>
  api.get(fixedRoute(`GET ${ACTIVE_SALE_API_URL}`), (d) => d.ActiveSaleResponseSchema, { signal });

export const activeSaleQueryOptions = () =>
  queryOptions({
    queryKey: ['sales', 'active', {}] as const,
    // Not cancelled when its observers unmount: the loading layout's header hands over to the page's.
    queryFn: () => getActiveSale(),
    ...bootInitialData<ActiveSaleResponse>(ACTIVE_SALE_API_URL),
  });

export const useActiveSale = () => useQuery(activeSaleQueryOptions());

/**
 * The sale this visitor is shown (sale badges, banners, the countdown, "% off"): the active sale, none for
 * a dealer session (dealers never see discounts). The popups' switches read useActiveSale instead.
 */
export function useShownSale(): SaleSetting | null {
  const { data } = useActiveSale();
  return saleShownTo(data?.sale ?? null, { isDealer: useIsDealer() });
}

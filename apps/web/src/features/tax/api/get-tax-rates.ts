import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  taxFor,
  taxLineOf,
  taxTableOf,
  toCents,
  visibleCartLines,
  type CartResponse,
  type TotalsAmounts,
} from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/tax/rates: the states the shop collects sales tax in (decision 075). */
export const taxRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['tax', 'rates', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/tax/rates'), (d) => d.TaxRatesResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });

export type CartTax = { tax: NonNullable<TotalsAmounts['tax']>; taxCents: number };

/**
 * The tax checkout will charge for `cart` shipped to `state`, by the domain's taxFor over the shop's rates (the
 * server computes it again at checkout): 'pending' until a state is chosen and the rates are read, 'exempt'
 * for an account with a resale certificate on file.
 */
export function useCartTax(cart: CartResponse, state: string, exempt: boolean): CartTax {
  const rates = useQuery({ ...taxRatesQueryOptions(), enabled: !exempt && state !== '' }).data;
  if (exempt) return { tax: 'exempt', taxCents: 0 };
  if (state === '' || !rates) return { tax: 'pending', taxCents: 0 };
  const lines = visibleCartLines(cart.items).map((l) => taxLineOf(l.sku, toCents(l.line_total)));
  const { totalTaxCents } = taxFor(
    lines,
    toCents(cart.totals.shippingTotal),
    state,
    taxTableOf(rates.rates),
    false,
  );
  return { tax: totalTaxCents / 100, taxCents: totalTaxCents };
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from '../../auth/api/get-csrf';

/** POST /api/orders/lookup with the csrf token: where the order with this number and email is shown. */
export async function lookupOrder(body: { order_number: string; email: string }) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/orders/lookup'),
    { ...body, csrfToken },
    (d) => d.OrderLookupResponseSchema,
  );
}

export const useOrderLookup = () => useMutation({ mutationFn: lookupOrder });

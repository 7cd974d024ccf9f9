import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The spec's cookie names that DELETE /api/cookies clears. */
export const CART_COOKIE_NAMES = [
  'sa_cart_token',
  'sa_checkout_token',
  'sa_attribution_id',
  'sa_invoice_token',
] as const;

/** DELETE /api/cookies: clears the cart and checkout cookies; failures are logged to the console only. */
export const clearCookies = (cookieNames: readonly string[] = CART_COOKIE_NAMES) =>
  api.send('DELETE', '/api/cookies', { cookieNames }, (d) => d.DeleteCookiesResponseSchema);

export const useClearCookies = () =>
  useMutation({
    mutationFn: clearCookies,
    onError: (error) => console.error('Error clearing cookies', error),
  });

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AuthUrlResponseSchema, DeleteCookiesResponseSchema } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { getCsrfToken } from './get-csrf';

/** The token cookies reset after sign-out. */
export const LOGOUT_COOKIE_NAMES = ['sa_cart_token', 'sa_checkout_token'] as const;

export type LogoutState = 'idle' | 'logging-out' | 'done';
export type LogoutResult = { success: boolean };

/** POST /api/auth/signout with the csrf token (no redirect), then DELETE /api/cookies for the cart and checkout tokens. */
export async function signOut(): Promise<void> {
  const csrfToken = await getCsrfToken();
  await api.send('POST', '/api/auth/signout', { csrfToken, json: true, redirect: false }, AuthUrlResponseSchema);
  await api.send('DELETE', '/api/cookies', { cookieNames: LOGOUT_COOKIE_NAMES }, DeleteCookiesResponseSchema);
}

/**
 * Logout: idle, logging out, done. On success the session, cart and priced queries refetch. On failure
 * it logs 'Error during logout', returns success false and goes back to idle.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogoutState>('idle');
  const logout = useCallback(async (): Promise<LogoutResult> => {
    setState('logging-out');
    try {
      await signOut();
      await queryClient.invalidateQueries();
      setState('done');
      return { success: true };
    } catch (e) {
      console.warn('Error during logout', e);
      setState('idle');
      return { success: false };
    }
  }, [queryClient]);
  return { state, isPending: state === 'logging-out', logout };
}

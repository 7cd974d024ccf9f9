import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from './get-csrf';

/** The token cookies reset after sign-out. */
export const LOGOUT_COOKIE_NAMES = ['sa_cart_token', 'sa_checkout_token'] as const;

export type LogoutState = 'idle' | 'logging-out' | 'done';
export type LogoutResult = { success: boolean };

/** POST /api/auth/signout with the csrf token (no redirect), then DELETE /api/cookies for the cart and checkout tokens. */
export async function signOut(): Promise<void> {
  const csrfToken = await getCsrfToken();
  await api.send(
    fixedRoute('POST /api/auth/signout'),
    { csrfToken, json: true, redirect: false },
    (d) => d.AuthUrlResponseSchema,
  );
  await api.send(
    fixedRoute('DELETE /api/cookies'),
    { cookieNames: [...LOGOUT_COOKIE_NAMES] },
    (d) => d.DeleteCookiesResponseSchema,
  );
}

/** Pages that need a session (sign-in, registration and the mailed links' pages excepted). */
export const isPrivatePath = (pathname: string): boolean =>
  /^\/(account|returns|dealers)(\/|$)/.test(pathname) &&
  !/^\/account\/(login|register|forgot-password|reset-password|verify-email)(\/|$)/.test(pathname);

/**
 * Logout: idle, logging out, done. On success a private page is left for the home page, the account's
 * data is dropped and the session, cart and priced queries refetch. On failure
 * it logs 'Error during logout', returns success false and goes back to idle.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogoutState>('idle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useCallback(async (): Promise<LogoutResult> => {
    setState('logging-out');
    try {
      await signOut();
      if (isPrivatePath(pathname)) await navigate('/');
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] === 'account' || q.queryKey[0] === 'dealers',
      });
      await queryClient.invalidateQueries();
      setState('done');
      return { success: true };
    } catch (e) {
      console.warn('Error during logout', e);
      setState('idle');
      return { success: false };
    }
  }, [queryClient, navigate, pathname]);
  return { state, isPending: state === 'logging-out', logout };
}

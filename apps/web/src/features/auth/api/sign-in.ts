import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CREDENTIALS_SIGNIN_ERROR, type CartResponse } from '@shop/domain';
import { ApiError, api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import type { BodyOf } from '../../../lib/api-route';
import { getCsrfToken } from './get-csrf';

/** The spec's login input: email, password, callbackUrl and the anonymous cart's lines. */
export type LoginInput = {
  email: string;
  password: string;
  callbackUrl: string | null;
  lineItems: { sku: string; quantity: number; is_pre_ordered_item?: boolean }[];
};

export type SignInResult =
  { success: true; url: string } | { success: false; error: string; status: number | null };

/** The anonymous cart's lines as the sign-in sends them: a JSON string, or null when empty. */
export function cartLineItemsField(lines: LoginInput['lineItems']): string | null {
  return lines.length > 0 ? JSON.stringify(lines) : null;
}

/** The cart lines cached for this visitor (sku, quantity, pre-order flag). */
export function cachedCartLines(queryClient: QueryClient): LoginInput['lineItems'] {
  const cart = queryClient.getQueryData<CartResponse>(['cart', 'detail', {}]);
  return (cart?.items ?? []).map((l) => ({
    sku: l.sku,
    quantity: l.quantity,
    is_pre_ordered_item: l.is_pre_ordered_item,
  }));
}

/**
 * POST /api/auth/callback/credentials with email, password, csrfToken, callbackUrl (omitted when null),
 * json true, redirect false and cartLineItems. Never throws: a refusal returns the server's message.
 */
export async function signIn(input: LoginInput): Promise<SignInResult> {
  try {
    const csrfToken = await getCsrfToken();
    const body: BodyOf<'POST /api/auth/callback/credentials'> = {
      email: input.email,
      password: input.password,
      csrfToken,
      json: true,
      redirect: false,
      cartLineItems: cartLineItemsField(input.lineItems),
      ...(input.callbackUrl !== null ? { callbackUrl: input.callbackUrl } : {}),
    };
    const { url } = await api.send(
      fixedRoute('POST /api/auth/callback/credentials'),
      body,
      (d) => d.AuthUrlResponseSchema,
    );
    return { success: true, url };
  } catch (e) {
    if (e instanceof ApiError) {
      const message =
        e.status === 401 ? CREDENTIALS_SIGNIN_ERROR.message : (e.body?.error.message ?? e.message);
      return { success: false, error: message, status: e.status };
    }
    return {
      success: false,
      error: 'Sign-in failed. Please check your connection and try again.',
      status: null,
    };
  }
}

/** A same-site path from the server's answer (it sends a path; an absolute URL is reduced to its path). */
export function localPath(url: string, fallback = '/account'): string {
  try {
    const u = new URL(url, window.location.origin);
    if (u.origin !== window.location.origin) return fallback;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return fallback;
  }
}

/** Sign-in: on success every query refetches for the session (session, cart, prices). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<LoginInput, 'lineItems'>) =>
      signIn({ ...input, lineItems: cachedCartLines(queryClient) }),
    onSuccess: async (result) => {
      // Prices, the cart and the session all depend on who is signed in.
      if (result.success) await queryClient.invalidateQueries();
    },
  });
}

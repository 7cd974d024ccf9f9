import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from './get-csrf';

/** POST /api/auth/verify-email: the verification link's token (single use; no session needed). */
export async function verifyEmail(input: { token: string }) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/auth/verify-email'),
    { token: input.token, csrfToken },
    (d) => d.RegisterResponseSchema,
  );
}

/** A verified address changes the account page's profile (its notice goes): that read refetches. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'profile'] }),
  });
}

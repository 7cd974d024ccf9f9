import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from './get-csrf';

/** POST /api/auth/reset-password: the reset link's token and the new password; signs in and answers the url. */
export async function resetPassword(input: { token: string; password: string }) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/auth/reset-password'),
    { token: input.token, password: input.password, csrfToken },
    (d) => d.AuthUrlResponseSchema,
  );
}

/** The reset signs in: like sign-in, every query refetches for the new session (session, cart, prices). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

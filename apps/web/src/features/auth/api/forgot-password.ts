import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from './get-csrf';

/** POST /api/auth/forgot-password: the same answer whether or not an account uses the email. */
export async function requestPasswordReset(input: { email: string }) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/auth/forgot-password'),
    { email: input.email, csrfToken },
    (d) => d.RegisterResponseSchema,
  );
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

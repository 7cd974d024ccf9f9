import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from './get-csrf';

export type RegisterInput = { email: string; password: string; first_name: string; last_name: string };

/** POST /api/auth/register (ours): the same neutral answer whether or not the email is taken. */
export async function register(input: RegisterInput) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/auth/register'),
    { ...input, csrfToken },
    (d) => d.RegisterResponseSchema,
  );
}

export const useRegister = () => useMutation({ mutationFn: register });

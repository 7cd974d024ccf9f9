import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from '../../auth/api/get-csrf';

/** POST /api/account/verification (signed in): mails a new verification link to the account's address. */
export async function requestVerification() {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/account/verification'),
    { csrfToken },
    (d) => d.RegisterResponseSchema,
  );
}

export const useRequestVerification = () => useMutation({ mutationFn: requestVerification });

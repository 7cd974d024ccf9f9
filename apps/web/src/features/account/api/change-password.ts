import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from '../../auth/api/get-csrf';

/** POST /api/account/password with the csrf token; other sessions end, this one gets a new cookie. */
export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  const csrfToken = await getCsrfToken();
  return api.send(
    fixedRoute('POST /api/account/password'),
    { ...body, csrfToken },
    z.object({ status: z.literal('success') }),
  );
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

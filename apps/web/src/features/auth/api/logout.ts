import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from './get-session';

/**
 * Logout: POST the sign-out on the auth base path, then refresh the session and the cart (the account
 * issue owns the rest of the flow). Errors are logged as the spec says ('Error during logout').
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`Logout failed with status ${res.status}`);
    },
    onError: (e) => console.warn('Error during logout', e),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}

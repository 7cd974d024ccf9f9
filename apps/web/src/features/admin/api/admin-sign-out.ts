import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../auth/api/logout';

/**
 * Sign out from the back office: the shop's sign-out (session and cart cookies), then the home page, and
 * only then the back office's data is dropped and every query refetches for a visitor (leaving first, so the
 * back office never draws itself for a signed-out session on the way out).
 */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const run = async () => {
    setState('pending');
    try {
      await signOut();
    } catch (e) {
      console.warn('Error during logout', e);
      setState('failed');
      return;
    }
    await navigate('/');
    queryClient.removeQueries({
      predicate: (q) => ['admin', 'account', 'dealers'].includes(String(q.queryKey[0])),
    });
    await queryClient.invalidateQueries();
  };
  return { state, signOut: run };
}

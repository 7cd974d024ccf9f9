import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions, type Session } from '../../auth/api/get-session';

/** An administrator's session: the session answer's `user.isAdmin` (decision 043), true only for one. */
export const isAdministrator = (session: Session | undefined): boolean =>
  session?.status === 'authenticated' && session.user.isAdmin === true;

/**
 * A screen's loader prefetches its data for an administrator only: anyone else sees the refusal, and the API
 * would answer 403. The session is the one the layout's loader reads (one request for both).
 */
export async function prefetchForAdministrator(
  queryClient: QueryClient,
  prefetch: () => Promise<void>,
): Promise<null> {
  try {
    if (isAdministrator(await queryClient.ensureQueryData(sessionQueryOptions()))) await prefetch();
  } catch {
    // A failed session read: the layout's loader has sent the visitor to sign in.
  }
  return null;
}

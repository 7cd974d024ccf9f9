import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SESSION_API_URL,
  isDealerUser,
  isSignedIn,
  type SessionResponse,
  type SessionUser,
} from '@shop/domain';
import { ApiError, api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';
import { setAnalyticsUser } from '../../../lib/analytics';

export type Session =
  { status: 'authenticated'; user: SessionUser } | { status: 'unauthenticated'; user: null };

const SIGNED_OUT: Session = { status: 'unauthenticated', user: null };

/**
 * Signed in when the answer holds a user with an email. The answer is parsed with the domain's
 * SessionResponseSchema, the API's own contract: anything that is not a whole session user reads as `{}`.
 */
function sessionOf(answer: SessionResponse): Session {
  if (!isSignedIn(answer)) return SIGNED_OUT;
  const email = answer.user.email.trim();
  return email ? { status: 'authenticated', user: { ...answer.user, email } } : SIGNED_OUT;
}

/** GET /api/auth/session (a 404 is signed out). */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  try {
    return sessionOf(
      await api.get(fixedRoute(`GET ${SESSION_API_URL}`), (d) => d.SessionResponseSchema, { signal }),
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return SIGNED_OUT;
    throw e;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session', {}] as const,
    // Not cancelled when its observers unmount: the loading layout's header hands over to the page's
    // (a cancelled read is read again: two requests for one need).
    queryFn: () => getSession(),
    ...bootInitialData(SESSION_API_URL, sessionOf),
    staleTime: 60_000,
  });

/** The session for the header: loading reads as signed out; a failed read (logged by the query) too. */
export function useSession(): {
  status: 'loading' | Session['status'];
  user: Session['user'];
  isDealer: boolean;
} {
  const { data, isPending } = useQuery(sessionQueryOptions());
  const accountId = data?.status === 'authenticated' ? data.user.account_id : null;
  // Analytics events carry the account id as the user id while signed in.
  useEffect(() => {
    if (!isPending) setAnalyticsUser(accountId);
  }, [accountId, isPending]);
  if (isPending) return { status: 'loading', user: null, isDealer: false };
  const session = data ?? SIGNED_OUT;
  return { ...session, isDealer: isDealerUser(session.user) };
}

/** True for a dealer session (role 2 with an email, or isDealer): dealer prices show on cards and pages. */
export function useIsDealer(): boolean {
  return useSession().isDealer;
}

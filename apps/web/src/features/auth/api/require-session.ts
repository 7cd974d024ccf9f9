import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isDealerUser } from '@shop/domain';
import { sessionQueryOptions, type Session } from './get-session';

/** Where a page that needs a session sends a visitor: sign-in with error=SessionRequired and the callbackUrl. */
export function signInPathFor(path: string): string {
  return `/account/login?error=SessionRequired&callbackUrl=${encodeURIComponent(path)}`;
}

async function readSession(queryClient: QueryClient): Promise<Session> {
  try {
    return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  } catch {
    return { status: 'unauthenticated', user: null };
  }
}

/** Loader guard: the session, or a redirect to sign-in for a visitor. */
export async function requireSession(queryClient: QueryClient, request: Request) {
  const session = await readSession(queryClient);
  if (session.status !== 'authenticated') {
    const url = new URL(request.url);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  return { session, isDealer: isDealerUser(session.user) };
}

/** The sign-in and registration pages: a signed-in visitor goes to the account. */
export const signedOutOnlyLoader = (queryClient: QueryClient) => async () => {
  const session = await readSession(queryClient);
  if (session.status === 'authenticated') throw redirect('/account');
  return null;
};

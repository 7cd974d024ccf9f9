import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../auth/api/get-session';
import { requireSession } from '../../auth/api/require-session';
import { isAdministrator } from '../api/admin-access';
import { AccessDenied, SignedOut } from '../components/access-denied';
import { AdminShell } from '../components/admin-shell';

/**
 * The back office's loader: a visitor goes to sign in and comes back here (callbackUrl); a signed-in
 * person passes, and the layout shows anyone but an administrator the refusal (the API refuses them too).
 */
export const adminLayoutLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };

/**
 * /admin and its screens (decision 043): the back office's layout for an administrator, the refusal for anyone
 * else signed in, and a way to sign in again when the session ends while here (not a redirect of its own:
 * signing out here leaves for the home page, and the session reads as signed out on the way).
 */
export function AdminLayout() {
  const { data: session } = useQuery(sessionQueryOptions());
  if (session?.status !== 'authenticated') return <SignedOut />;
  if (!isAdministrator(session)) return <AccessDenied user={session.user} />;
  return (
    <AdminShell user={session.user}>
      <Outlet />
    </AdminShell>
  );
}

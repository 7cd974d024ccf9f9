import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@shop/domain';
import { signInPathFor } from '../../auth/api/require-session';
import { useAdminSignOut } from '../api/admin-sign-out';
import { primaryButtonCls, secondaryButtonCls, useAdminTitle } from './admin-ui';

/** A page on its own (no back office around it): a heading, why, and where to go. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return (
    <main
      id="admin-main"
      className="flex min-h-screen items-start justify-center bg-neutral-100 px-4 py-16 sm:items-center"
    >
      <div className="w-full max-w-lg rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-950">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** What a signed-in shopper or dealer sees under /admin: not theirs, and the way home (the API refuses them too). */
export function AccessDenied({ user }: { user: SessionUser }) {
  const signOut = useAdminSignOut();
  return (
    <Frame title="You need an administrator account">
      <p className="mt-3 text-neutral-700">
        The back office is for the shop&apos;s administrators. You are signed in as{' '}
        <span className="font-semibold text-neutral-900">{user.email}</span>, which is not an administrator
        account.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={primaryButtonCls}>
          Back to the shop
        </Link>
        <button
          type="button"
          className={secondaryButtonCls}
          disabled={signOut.state === 'pending'}
          onClick={() => void signOut.signOut()}
        >
          Sign out
        </button>
      </div>
      {signOut.state === 'failed' && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          Sign-out failed. Please check your connection and try again.
        </p>
      )}
    </Frame>
  );
}

/** The session ended while in the back office (signed out in another tab, expired): sign in again, or leave. */
export function SignedOut() {
  const { pathname, search } = useLocation();
  return (
    <Frame title="You are signed out">
      <p className="mt-3 text-neutral-700">Sign in with an administrator account to use the back office.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={signInPathFor(`${pathname}${search}`)} className={primaryButtonCls}>
          Sign in
        </Link>
        <Link to="/" className={secondaryButtonCls}>
          Back to the shop
        </Link>
      </div>
    </Frame>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import type { SessionUser } from '@shop/domain';
import { useAdminSignOut } from '../api/admin-sign-out';
import { AdminNav } from './admin-nav';
import { Wordmark } from './wordmark';

/** How the header names the signed-in administrator: first and last name, else the email address. */
export function adminName(user: SessionUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email;
}

const barLinkCls =
  'inline-flex h-9 items-center whitespace-nowrap rounded-md px-2 text-sm font-semibold text-zinc-200 hover:bg-zinc-800 hover:text-white disabled:opacity-60';

/**
 * The back office's own layout (none of the shop's header, footer, banners or popups): a skip link, a dark
 * bar with the shop's name, the administrator's name, a way back to the shop and Sign out, the screens'
 * navigation and the screen. Moving to another screen puts focus on it, so a screen reader starts there.
 */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const signOut = useAdminSignOut();
  const name = adminName(user);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-bold text-neutral-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-red-200"
        >
          <div className="h-full w-1/3 animate-pulse bg-red-600" />
        </div>
      )}
      <header className="bg-zinc-950 text-zinc-50 shadow-lg">
        <div className="flex h-14 items-center gap-2 border-b-2 border-red-600 px-3 sm:gap-4 sm:px-6">
          <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded sm:gap-3">
            <Wordmark />
            <span className="hidden whitespace-nowrap text-xs font-bold uppercase tracking-widest text-zinc-300 sm:inline">
              Back office
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <p className="hidden max-w-64 truncate text-sm text-zinc-300 sm:block">
              Signed in as <span className="font-semibold text-white">{name}</span>
            </p>
            <Link to="/" className={barLinkCls}>
              View shop
            </Link>
            <button
              type="button"
              className={barLinkCls}
              disabled={signOut.state === 'pending'}
              aria-busy={signOut.state === 'pending' || undefined}
              onClick={() => void signOut.signOut()}
            >
              {signOut.state === 'pending' ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
        </div>
        {/* On a phone, who is signed in: inside the banner landmark, as the wide bar's line is. */}
        <p className="truncate border-b border-neutral-200 bg-white px-4 py-1.5 text-xs text-neutral-700 sm:hidden">
          <span className="font-bold uppercase tracking-wide text-neutral-900">Back office</span> · Signed in
          as <span className="font-semibold text-neutral-900">{name}</span>
        </p>
      </header>
      {signOut.state === 'failed' && (
        <p role="alert" className="bg-red-50 px-4 py-2 text-sm font-medium text-red-800 sm:px-6">
          Sign-out failed. Please check your connection and try again.
        </p>
      )}
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminNav />
        <main id="admin-main" ref={main} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

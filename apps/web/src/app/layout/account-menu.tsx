import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { UserIcon } from './user-icon';

type Props = { signedIn: boolean; isDealer: boolean };

// The drop-down, its keyboard handling and the logout call load only for a signed-in visitor (out of the
// initial JS: docs/decisions/053-initial-bundle.md).
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((m) => ({ default: m.AccountDropdown })),
);

/** The pre-header account control: 'Login' when signed out, a 'My Account' drop-down when signed in. */
export function AccountMenu({ signedIn, isDealer }: Props) {
  if (!signedIn) {
    return (
      <Link
        to="/account/login"
        className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-zinc-200 hover:text-white"
      >
        <UserIcon />
        Login
      </Link>
    );
  }

  return (
    <Suspense
      fallback={
        <span className="flex h-9 items-center gap-1.5 px-2 text-sm font-semibold text-zinc-200">
          <UserIcon />
          My Account
        </span>
      }
    >
      <AccountDropdown isDealer={isDealer} />
    </Suspense>
  );
}

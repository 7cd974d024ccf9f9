import { Link, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { requireSession } from '../../auth/api/require-session';
import { useSession } from '../../auth/api/get-session';
import { useProfile, profileQueryOptions } from '../api/profile';
import { useOrders, ordersQueryOptions } from '../api/orders';
import { AccountPageFrame, Panel } from '../components/account-section';
import { AddressBook } from '../components/address-book';
import { PasswordForm } from '../components/password-form';
import { ProfileCard } from '../components/profile-form';
import { OrderTable } from '../components/recent-orders';
import { SavedCards } from '../components/saved-cards';
import { VerifyEmailNotice } from '../components/verify-email-notice';

export const RECENT_ORDERS = 3;

/** /account: needs a session; prefetches the profile and the recent orders. */
export const accountLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    await Promise.all([
      queryClient.prefetchQuery(profileQueryOptions()),
      queryClient.prefetchQuery(ordersQueryOptions(1, RECENT_ORDERS)),
    ]);
    return null;
  };

function RecentOrders() {
  const { data, isPending, isError } = useOrders(1, RECENT_ORDERS);
  if (isPending) return <p className="text-sm text-neutral-600">Loading orders…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load your orders.
      </p>
    );
  if (data.orders.length === 0)
    return <p className="text-sm text-neutral-600">You have not placed any orders yet.</p>;
  return <OrderTable orders={data.orders} caption="Recent orders" />;
}

/**
 * The dashboard's greeting: 'Welcome, Bob.' on the account's first visit (the session of its first sign-in),
 * 'Welcome back, Bob.' after; plain 'Welcome' while that is not known.
 */
function greeting(name: string | null, returning: boolean): string {
  const welcome = returning ? 'Welcome back' : 'Welcome';
  return name ? `${welcome}, ${name}.` : `${welcome}.`;
}

/**
 * The account dashboard: profile, recent orders, addresses, saved cards, password change; while the email
 * address is not verified, a notice that can send the verification link again.
 */
export function AccountPage() {
  const { data: profile, isError } = useProfile();
  const session = useSession();
  const name = profile?.first_name ?? session.user?.first_name ?? null;
  return (
    <AccountPageFrame
      title="My Account"
      description="Your profile, recent orders, addresses and saved cards."
      crumbs={[{ label: 'My Account' }]}
      back={false}
    >
      <p className="-mt-3 mb-6 text-neutral-700">{greeting(name, profile?.first_visit === false)}</p>
      {profile?.email_verified === false && <VerifyEmailNotice />}
      <nav aria-label="Account pages" className="mb-6 flex flex-wrap gap-2">
        {[
          ['/account/orders', 'Order History'],
          ['/returns', 'View Returns'],
          ...(session.isDealer ? [['/dealers', 'Dealer Quick Order']] : []),
        ].map(([to, label]) => (
          <Link
            key={to}
            to={to!}
            className="rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-sm font-semibold text-neutral-800 hover:border-red-600 hover:text-red-700"
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Profile" id="account-profile">
          {profile ? (
            <ProfileCard profile={profile} />
          ) : isError ? (
            <p role="alert" className="text-sm text-red-700">
              We could not load your profile.
            </p>
          ) : (
            <p className="text-sm text-neutral-600">Loading…</p>
          )}
        </Panel>
        <Panel title="Change Password" id="account-password">
          <PasswordForm />
        </Panel>
        <div className="lg:col-span-2">
          <Panel
            title="Recent Orders"
            id="account-orders"
            action={
              <Link to="/account/orders" className="text-sm font-semibold text-red-700 hover:underline">
                View all orders
              </Link>
            }
          >
            <RecentOrders />
          </Panel>
        </div>
        <div className="lg:col-span-2">
          <Panel title="Addresses" id="account-addresses">
            <AddressBook />
          </Panel>
        </div>
        <div className="lg:col-span-2">
          <Panel title="Saved Cards" id="account-cards">
            <SavedCards />
          </Panel>
        </div>
      </div>
    </AccountPageFrame>
  );
}
